import { siteConfig } from "@/src/config/site";
import { getMessages } from "@/src/lib/i18n";
import { localeHome, localeTag } from "@/src/lib/i18n/locale";
import { cachedHomeData } from "@/src/server/catalog";
import { HomePage } from "@/src/ui/home/home-page";
import { definePage, registryNode } from "../page-kit";

// / and /hi – the home page
const home = definePage({
  route: "home",
  load: () => cachedHomeData(),
  meta: (_, { locale }) => {
    const m = getMessages(locale).home;
    return { title: { absolute: m.metaTitle }, description: m.metaDescription };
  },
  // The home page adds nothing to its route's settings, which its group's layout already
  // provides (app/_routes/site-layout.tsx), and it is its group's only page.
  settings: false,
  jsonLd: (_, { route, locale, absolute }) => {
    const m = getMessages(locale);
    return [
      registryNode(route, {
        name: m.common.brand,
        url: absolute(localeHome(locale)),
        inLanguage: localeTag(locale),
      }),
      // Who runs the site, for search engines' knowledge panel.
      {
        "@type": "Organization",
        name: m.common.brand,
        url: absolute("/"),
        logo: absolute("/icons/favicon.svg"),
        contactPoint: {
          "@type": "ContactPoint",
          telephone: `+91${siteConfig.phones.main}`,
          contactType: "customer support",
          areaServed: "IN",
          availableLanguage: ["en", "hi"],
        },
      },
    ];
  },
  view: (data, { locale }) => <HomePage data={data} m={getMessages(locale)} locale={locale} />,
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { home };
