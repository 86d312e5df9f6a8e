import Link from "next/link";
import type { MenuGroups } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import type { ShellConfig } from "@/src/lib/shell";
import { AccountEntry } from "@/src/ui/account/account-entry";
import type { AccountEntryMessages } from "@/src/ui/account/messages";
import { SearchBox } from "@/src/ui/search/search-box";
import { LogoMark } from "@/src/ui/icons";
import { HeaderMenu, SideMenu } from "./header-menu";
import { LanguageOffer } from "./language-offer";
import { LanguageSwitch } from "./language-switch";
import { Ribbon } from "./ribbon";

/** The words the header shows, sliced on the server (everything here travels as page data). */
export interface HeaderMessages {
  brand: string;
  logoLabel: string;
  ribbon: Messages["shell"]["ribbon"];
  menu: Messages["shell"]["menu"];
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  account: AccountEntryMessages;
}

interface HeaderProps {
  config: Pick<ShellConfig, "ribbon" | "locale">;
  menu: MenuGroups;
  m: HeaderMessages;
  homeHref: string;
}

export function Header({ config, menu, m, homeHref }: HeaderProps) {
  return (
    <>
      <header
        // No backdrop-filter or transform here: either would make the header the containing block
        // of fixed descendants. The side menu is portalled to <body> besides.
        // On phones the search bar is a second row: scrolling hides the logo row and keeps the
        // search in view (a negative sticky top), one row of 52 px instead of two.
        className="sticky -top-16 z-30 bg-white shadow-sm md:top-0"
        data-testid="site-header"
        data-chrome=""
      >
        {/* DOM order is tab order and reading order: the logo first, then the search (the way
            most patients start), the actions and the side-menu button last; on wide
            screens the menu groups follow the logo. On phones a grid: logo, actions (which give
            way, never the logo) and ☰ on the first row, the search across the second. Its
            narrow side padding and no gaps between the 44 px targets on phones leave a city's
            name whole beside the language switch at 360 px (HI-18, SH-44, SH-34). */}
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-0 px-2 sm:gap-x-2 sm:px-4 md:flex lg:gap-x-6">
          <Link
            href={homeHref}
            aria-label={m.logoLabel}
            className="flex h-16 shrink-0 items-center gap-1.5 sm:gap-2"
            data-testid="logo"
          >
            <LogoMark />
            <span className="text-lg font-bold tracking-tight text-brand-800 sm:text-xl">
              {m.brand}
            </span>
          </Link>
          <HeaderMenu groups={menu} m={m.menu} />
          <search className="header-search" data-testid="search-bar">
            <SearchBox locale={config.locale} className="w-full md:max-w-md" />
          </search>
          {/* Stretched over its grid column (no justify-self): an item sized to its content
              would take a long city's whole name as its minimum and push over the logo (SH-45);
              stretched, the city's name is what gives way. */}
          <div
            className="flex min-w-0 items-center justify-end gap-0 sm:gap-2"
            data-slot="header-actions"
          >
            {/* In the phone header too (SH-44): the other language is one tap from every page. */}
            <LanguageSwitch
              locale={config.locale}
              m={m.language}
              className="header-language"
              testId="header-language"
              short
            />
            <AccountEntry m={m.account} locale={config.locale} />
          </div>
          <SideMenu groups={menu} m={m.menu} language={m.language} locale={config.locale} />
        </div>
      </header>
      {config.locale === "en" ? <LanguageOffer /> : null}
      <Ribbon kind={config.ribbon} m={m.ribbon} />
    </>
  );
}
