import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { searchEntitiesPath } from "@/src/lib/search/query";
import { accountEntryMessages } from "@/src/ui/account/messages";
import { LeadModalProvider } from "@/src/ui/lead-modal/context";
import { PageContextProvider } from "@/src/ui/page/page-context";
import { searchBoxMessages } from "@/src/ui/search/messages";
import { SearchWordsProvider } from "@/src/ui/search/search-words";
import { Header } from "@/src/ui/shell/header";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => {} }),
  usePathname: () => "/treatment/lasik",
  useSearchParams: () => new URLSearchParams(),
}));

function header(locale: Locale, ribbon: "second-opinion" | "app"): string {
  const m = getMessages(locale);
  return renderToStaticMarkup(
    <PageContextProvider initial={{ pageType: "Treatment", tier: 3, locale }}>
      <LeadModalProvider loadingLabel={m.lead.modal.loading}>
        <SearchWordsProvider m={searchBoxMessages(m.shell.search)}>
          <Header
            config={{ ribbon, locale }}
            menu={{
              departments: [],
              conditions: [],
              treatments: [],
              all: {
                departments: "/departments",
                conditions: "/condition",
                treatments: "/treatment",
              },
              quick: [],
            }}
            m={{
              brand: m.common.brand,
              logoLabel: m.shell.logoLabel,
              ribbon: m.shell.ribbon,
              menu: m.shell.menu,
              language: m.shell.language,
              account: accountEntryMessages(m),
            }}
            homeHref={locale === "hi" ? "/hi" : "/"}
          />
        </SearchWordsProvider>
      </LeadModalProvider>
    </PageContextProvider>,
  );
}

describe("[SH-29] the header's city-aware search bar", () => {
  it("[SH-29][HI-14] every header, with either ribbon and in both languages, holds the search bar, which searches in the page's language", () => {
    for (const locale of ["en", "hi"] as const) {
      for (const ribbon of ["second-opinion", "app"] as const) {
        const html = header(locale, ribbon);
        const bar =
          /<header[^>]*>.*<search class="header-search" data-testid="search-bar">(.*?)<\/search>.*<\/header>/s.exec(
            html,
          );
        expect(bar, `${locale} ${ribbon}`).not.toBeNull();
        // Enter on a Hindi page opens the Hindi results page.
        const action = locale === "hi" ? "/hi/search" : "/search";
        expect(bar?.[1]).toContain(`<form action="${action}" method="get">`);
        expect(bar?.[1]).toMatch(/<input type="text"[^>]* role="combobox"/);
        expect(bar?.[1]).toContain(getMessages(locale).shell.search.placeholder);
      }
    }
  });

  it("[SH-29] its requests carry the visitor's chosen city; without one the API's default applies", () => {
    expect(searchEntitiesPath("knee  replacement ", 477)).toBe(
      "/api/search/entities?query=knee+replacement&type=R&city=477",
    );
    expect(searchEntitiesPath("knee replacement", null)).toBe(
      "/api/search/entities?query=knee+replacement&type=R",
    );
  });
});
