import "../globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { getDb } from "@/src/db";
import { getMenuGroups } from "@/src/server/catalog";
import { getMessages } from "@/src/lib/i18n";
import { localeHome } from "@/src/lib/locale-switch";
import { shellOfSegment } from "@/src/lib/shell";
import { env } from "@/src/config/env";
import { siteConfig, TITLE_TEMPLATE } from "@/src/config/site";
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

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: siteConfig.brand, template: TITLE_TEMPLATE },
  icons: { icon: "/icons/favicon.svg" },
};

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

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

// Every shell variant is rendered on first request and then cached (ISR); never at build time,
// because build workers must not open the embedded database (DESIGN §11).
export async function generateStaticParams() {
  return [];
}

/**
 * The root layout: the app shell whose parts the route rules gave this request
 * (src/lib/shell.ts), encoded in the `shell` segment of the internal page path (src/lib/page-paths.ts). The page
 * declares its own type, tier and ids with <PageSettings> (src/ui/page/page-settings.tsx).
 */
export default async function ShellLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ shell: string }>;
}) {
  const { shell } = await params;
  const config = shellOfSegment(shell);
  const m = getMessages(config.locale);
  const menu = config.header ? await getMenuGroups(getDb(), config.locale) : null;
  if (config.locale === "hi") {
    for (const href of DEVANAGARI_FONTS)
      preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  const htmlClasses = [
    config.floatingButtons ? "has-floating" : "",
    config.logo ? "has-logo-bar" : "",
  ].filter(Boolean);

  return (
    <html
      lang={config.locale === "hi" ? "hi-IN" : "en-IN"}
      className={htmlClasses.length > 0 ? htmlClasses.join(" ") : undefined}
    >
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          {m.common.skipToContent}
        </a>
        <PageContextProvider initial={{ pageType: "Home", tier: 3, locale: config.locale }}>
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
                    language: m.shell.language,
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
              {config.partnerBanner ? <PartnerBanner m={m.shell.partnerBanner} /> : null}
              {config.appBanner ? <AppBanner m={m.shell.appBanner} /> : null}
              {config.footer ? (
                <Footer
                  locale={config.locale}
                  f={m.shell.footer}
                  language={m.shell.language}
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
                  />
                  <FloatingButtons m={m.shell.floating} book={m.common.bookAppointment} />
                </>
              ) : null}
            </SearchWordsProvider>
          </LeadModalProvider>
        </PageContextProvider>
        <VisitorCookie />
        <PageTracking />
      </body>
    </html>
  );
}
