"use client";

import Link from "next/link";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import type { ShellConfig } from "@/src/lib/shell";
import { AccountEntry } from "@/src/ui/account/account-entry";
import type { AccountEntryMessages } from "@/src/ui/account/messages";
import { LogoMark, SearchIcon } from "@/src/ui/icons";
import { HeaderMenu, SideMenu } from "./header-menu";
import { LanguageSwitch } from "./language-switch";
import { Ribbon } from "./ribbon";

/** The words the header shows, sliced on the server (everything here travels as page data). */
export interface HeaderMessages {
  brand: string;
  logoLabel: string;
  search: Messages["shell"]["search"];
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
            {config.search ? (
              // The search slot: a plain GET form so search works and can be shared without JS.
              <search className="hidden flex-1 justify-end md:flex" data-testid="search-bar">
                <form action="/search" method="get" className="flex w-full justify-end">
                  <label className="relative w-full max-w-md">
                    <span className="sr-only">{m.search.placeholder}</span>
                    <SearchIcon
                      size={18}
                      className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
                    />
                    <input
                      type="search"
                      name="q"
                      minLength={3}
                      placeholder={m.search.placeholder}
                      className="min-h-11 w-full rounded-full border border-slate-300 bg-slate-50 py-2 pl-10 pr-4 text-sm outline-none focus:border-brand-600 focus:bg-white"
                    />
                  </label>
                </form>
              </search>
            ) : null}
            {config.search ? (
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
