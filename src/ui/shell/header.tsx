"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import type { ShellConfig } from "@/src/lib/shell";
import { AccountEntry } from "@/src/ui/account/account-entry";
import type { AccountEntryMessages } from "@/src/ui/account/messages";
import type { SearchMessages } from "@/src/ui/search/search-box";
import { LogoMark, SearchIcon } from "@/src/ui/icons";
import { HeaderMenu, SideMenu } from "./header-menu";
import { LanguageSwitch } from "./language-switch";
import { Ribbon } from "./ribbon";

// Its own chunk: pages without search (the home page and the other simple pages) never load it.
const SearchBox = dynamic(() => import("@/src/ui/search/search-box").then((mod) => mod.SearchBox));

/** The words the header shows, sliced on the server (everything here travels as page data). */
export interface HeaderMessages {
  brand: string;
  logoLabel: string;
  /** Only where the page shows search (spec §2: not on simple pages). */
  search: SearchMessages | null;
  ribbon: Messages["shell"]["ribbon"];
  menu: Messages["shell"]["menu"];
  language: Messages["shell"]["language"];
  account: AccountEntryMessages;
}

interface HeaderProps {
  config: Pick<ShellConfig, "search" | "ribbon" | "locale">;
  menu: MenuGroups;
  m: HeaderMessages;
  homeHref: string;
}

export function Header({ config, menu, m, homeHref }: HeaderProps) {
  return (
    <>
      <header
        // No backdrop-filter or transform here: either would make the header the containing block
        // of fixed descendants. The side menu is portalled to <body> besides (issue 8).
        className="sticky top-0 z-30 bg-white shadow-sm"
        data-testid="site-header"
      >
        {/* DOM order is tab order and reading order: the logo first, the side-menu button last
            (issue 8); on wide screens the menu groups follow the logo. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-6">
          <Link
            href={homeHref}
            aria-label={m.logoLabel}
            className="flex min-h-11 shrink-0 items-center gap-2"
            data-testid="logo"
          >
            <LogoMark />
            <span className="text-xl font-bold tracking-tight text-brand-800">{m.brand}</span>
          </Link>
          <HeaderMenu groups={menu} m={m.menu} />
          <div
            className="flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2"
            data-slot="header-actions"
          >
            {config.search && m.search ? (
              <search className="hidden flex-1 justify-end md:flex" data-testid="search-bar">
                <SearchBox m={m.search} locale={config.locale} className="w-full max-w-md" />
              </search>
            ) : null}
            {config.search && m.search ? (
              <Link
                href="/search"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
                data-testid="search-button"
              >
                <SearchIcon />
                <span className="sr-only">{m.search.button}</span>
              </Link>
            ) : null}
            <LanguageSwitch
              locale={config.locale}
              m={m.language}
              className="hidden min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:flex"
              testId="header-language"
            />
            <AccountEntry m={m.account} locale={config.locale} />
          </div>
          <SideMenu groups={menu} m={m.menu} language={m.language} locale={config.locale} />
        </div>
      </header>
      <Ribbon kind={config.ribbon} m={m.ribbon} />
    </>
  );
}
