import { localeHome, localeTag } from "@/src/lib/i18n/locale";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import { JsonLd } from "@/src/ui/page/json-ld";
import type { Metadata } from "next";
import type { Locale } from "@/src/lib/i18n";
import type { PageModule } from "@/src/ui/page/page-module";
import { getMessages } from "@/src/lib/i18n";
import { cachedHomeData } from "@/src/server/catalog";
import { HomePage } from "@/src/ui/home/home-page";
import { env } from "@/src/config/env";
import { siteConfig } from "@/src/config/site";
import { jsonLd, jsonLdOf, routeMetadata } from "@/src/ui/page/metadata";
import { resolvePage } from "@/src/ui/page/resolve-page";

type Props = { params: Promise<{ locale: Locale }> };

async function homeMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "home");
  const m = getMessages(locale).home;
  return {
    title: { absolute: m.metaTitle },
    description: m.metaDescription,
    ...routeMetadata(route, locale),
  };
}

// / and /hi – the home page
async function Home({ params }: Props) {
  const { locale, route } = await resolvePage(params, "home");
  const data = dataIn(await cachedHomeData(), locale);
  const m = getMessages(locale);
  const site = env().SITE_URL;
  const ld = jsonLd(route, {
    name: m.common.brand,
    url: new URL(localeHome(locale), site).toString(),
    inLanguage: localeTag(locale),
  });
  // Who runs the site, for search engines' knowledge panel.
  const organization = jsonLdOf("Organization", {
    name: m.common.brand,
    url: new URL("/", site).toString(),
    logo: new URL("/icons/favicon.svg", site).toString(),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: `+91${siteConfig.phones.main}`,
      contactType: "customer support",
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
    },
  });
  return (
    // No <PageSettings>: the home page adds nothing to its route's settings, which its group's
    // layout already provides (app/_routes/site-layout.tsx), and it is its group's only page.
    <>
      <JsonLd json={ld} />
      <JsonLd json={organization} />
      <HomePage data={data} m={m} locale={locale} />
    </>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { home: { render: Home, metadata: homeMetadata } } satisfies PageModule;
