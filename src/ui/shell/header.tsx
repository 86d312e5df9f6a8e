"use client";

import Link from "next/link";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import type { ShellConfig } from "@/src/lib/shell";
import { AccountEntry } from "@/src/ui/account/account-entry";
import type { AccountEntryMessages } from "@/src/ui/account/messages";
import { LogoMark, SearchIcon } from "@/src/ui/icons";
import { HeaderMenu } from "./header-menu";
import { Ribbon } from "./ribbon";

/** The words the header shows, sliced on the server (everything here travels as page data). */
export interface HeaderMessages {
  brand: string;
  logoLabel: string;
  search: Messages["shell"]["search"];
  ribbon: Messages["shell"]["ribbon"];
  menu: Messages["shell"]["menu"];
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
    <header
      // No backdrop-filter: it would make the header the containing block of the side menu's
      // position: fixed, cutting the drawer to the header's height (issue 8).
      className="sticky top-0 z-30 bg-white shadow-sm"
      data-testid="site-header"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-6">
        <HeaderMenuSlot menu={menu} m={m} />
        <Link
          href={homeHref}
          aria-label={m.logoLabel}
          className="flex shrink-0 items-center gap-2 lg:order-1"
          data-testid="logo"
        >
          <LogoMark />
          <span className="text-xl font-bold tracking-tight text-brand-800">{m.brand}</span>
        </Link>
        <div
          className="flex flex-1 items-center justify-end gap-2 lg:order-3"
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
                    className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 pl-10 pr-4 text-sm outline-none focus:border-brand-600 focus:bg-white"
                  />
                </label>
              </form>
            </search>
          ) : null}
          {config.search ? (
            <Link
              href="/search"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              data-testid="search-button"
            >
              <SearchIcon />
              <span className="sr-only">{m.search.button}</span>
            </Link>
          ) : null}
          <AccountEntry m={m.account} locale={config.locale} />
        </div>
      </div>
      <Ribbon kind={config.ribbon} m={m.ribbon} />
    </header>
  );
}

/** Desktop menu after the logo, phone menu button before it: one component, two placements. */
function HeaderMenuSlot({ menu, m }: { menu: MenuGroups; m: HeaderMessages }) {
  return (
    <div className="flex items-center lg:order-2">
      <HeaderMenu groups={menu} m={m.menu} />
    </div>
  );
}
