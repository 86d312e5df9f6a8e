import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { env } from "@/src/config/env";
import { siteConfig, TITLE_TEMPLATE } from "@/src/config/site";
import { cachedMenuGroups } from "@/src/server/catalog";
import { getMessages } from "@/src/lib/i18n";
import { localeHome } from "@/src/lib/locale-switch";
import type { Locale } from "@/src/lib/i18n";
import { hrefFor, routeById } from "@/src/lib/page-registry";
import { PATIENT_APP_SCRIPT, shellOf } from "@/src/lib/shell";
import { AppBanner } from "@/src/ui/shell/app-banner";
import { FloatingButtons } from "@/src/ui/shell/floating-buttons";
import { Footer } from "@/src/ui/shell/footer";
import { accountEntryMessages } from "@/src/ui/account/messages";
import { Header } from "@/src/ui/shell/header";
import { LogoBar } from "@/src/ui/shell/logo-bar";
import { searchBoxMessages } from "@/src/ui/search/messages";
import { SearchWordsProvider } from "@/src/ui/search/search-words";
import { PageTracking } from "@/src/ui/shell/page-tracking";
import { PartnerBanner } from "@/src/ui/shell/partner-banner";
import { VisitorCookie } from "@/src/ui/shell/visitor-cookie";
import { LeadModalProvider } from "@/src/ui/lead-modal/context";
import { PageContextProvider } from "@/src/ui/page/page-context";
import { routePageSettings } from "@/src/ui/page/page-settings";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";

/**
 * The Devanagari files of app/globals.css, as the build names them (the same asset, so the same
 * URL as the stylesheet's). Hindi pages preload them: with `font-display: optional` a font that is
 * not there for the first paint is not used on that page, and a phone without a Devanagari font of
 * its own would show boxes.
 */
const DEVANAGARI_FONTS = [
  new URL(
    "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
    import.meta.url,
  ).pathname,
  new URL(
    "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2",
    import.meta.url,
  ).pathname,
];

export const rootViewport: Viewport = {
  themeColor: "#0f766e",
  width: "device-width",
  initialScale: 1,
};

export const rootMetadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: siteConfig.brand, template: TITLE_TEMPLATE },
  icons: { icon: "/icons/favicon.svg" },
};

/**
 * The document of every page in one language: `<html lang>`, the skip link, the patient app's
 * switch (before the first paint) and the visitor cookie. Each language is its own root layout
 * (app/(en) and app/(hi)), so only a switch of language is a full page load.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const m = getMessages(locale);
  if (locale === "hi") {
    for (const href of DEVANAGARI_FONTS)
      preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  return (
    // The patient-app script may add a class before React hydrates.
    <html lang={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input */}
        <script dangerouslySetInnerHTML={{ __html: PATIENT_APP_SCRIPT }} />
      </head>
      <body className="font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          {m.common.skipToContent}
        </a>
        {children}
        <VisitorCookie />
      </body>
    </html>
  );
}

/**
 * The app shell of one group of routes (a page type, or the routes of one that share a shell):
 * the parts the shell rules give them (src/lib/shell.ts) and the page context their lead forms
 * read, with the page type known while rendering on the server. Each part the patient app hides
 * marks its own root element `data-chrome` (app/globals.css, `html.patient-app`).
 */
export async function SiteLayout({
  routeId,
  locale,
  children,
}: {
  routeId: string;
  locale: Locale;
  children: ReactNode;
}) {
  const route = routeById(routeId);
  if (!route) throw new Error(`No registry route ${routeId}`);
  const config = shellOf(route, locale);
  const m = getMessages(config.locale);
  // The switch's words only: every page's payload carries them.
  const { label, en, hi, enShort, hiShort } = m.shell.language;
  const language = { label, en, hi, enShort, hiShort };
  const menu = config.header ? await cachedMenuGroups(config.locale) : null;
  const shellClasses = [
    "flex min-h-screen flex-col",
    config.floatingButtons ? "has-floating" : "",
    config.logo ? "has-logo-bar" : "",
  ].filter(Boolean);

  return (
    <div className={shellClasses.join(" ")}>
      <PageContextProvider initial={routePageSettings(route, locale)}>
        <LeadModalProvider loadingLabel={m.lead.modal.loading}>
          {/* Pages without a header have no search box but /search's own. */}
          <SearchWordsProvider m={config.header ? searchBoxMessages(m.shell.search) : null}>
            {config.header && menu ? (
              <Header
                config={{ ribbon: config.ribbon, locale: config.locale }}
                menu={menu}
                m={{
                  brand: m.common.brand,
                  logoLabel: m.shell.logoLabel,
                  ribbon: m.shell.ribbon,
                  menu: m.shell.menu,
                  language,
                  account: accountEntryMessages(m),
                }}
                homeHref={localeHome(config.locale)}
              />
            ) : null}
            {config.logo ? (
              <LogoBar
                brand={m.common.brand}
                label={m.shell.logoLabel}
                homeHref={localeHome(config.locale)}
              />
            ) : null}
            <main id="main" className="flex-1">
              {children}
            </main>
            {config.partnerBanner ? (
              <PartnerBanner
                m={m.shell.partnerBanner}
                href={hrefFor("partner", {}, config.locale)}
              />
            ) : null}
            {config.appBanner ? <AppBanner m={m.shell.appBanner} /> : null}
            {config.footer ? (
              <Footer
                locale={config.locale}
                f={m.shell.footer}
                language={language}
                common={{
                  brand: m.common.brand,
                  tagline: m.common.tagline,
                  sampleDataNotice: m.common.sampleDataNotice,
                }}
                showExtra={config.footerExtra}
                year={new Date().getFullYear()}
              />
            ) : null}
            {config.floatingButtons ? (
              <>
                <div
                  aria-hidden="true"
                  className={config.footer ? "floating-spacer bg-slate-900" : "floating-spacer"}
                  data-after-footer={config.footer ? "" : undefined}
                  data-chrome=""
                />
                <FloatingButtons m={m.shell.floating} book={m.common.bookAppointment} />
              </>
            ) : null}
          </SearchWordsProvider>
        </LeadModalProvider>
      </PageContextProvider>
      <PageTracking pageType={route.entry.pageType} />
    </div>
  );
}
