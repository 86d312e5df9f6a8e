import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { hrefFor, routeById } from "@/src/lib/page-registry";
import { type FooterColumn, FooterView } from "./footer-view";

type FooterKey = keyof Messages["shell"]["footer"];

/**
 * A footer link: a registry route, shown in the page's language where the route has it, or in a
 * fixed one (`locale`: the two blog links); or a plain href. `hindiLabel`: the label is Devanagari
 * whatever the page's language.
 */
interface FooterLink {
  label: FooterKey;
  route?: string;
  href?: string;
  locale?: Locale;
  hindiLabel?: true;
}

/** Every footer link (RT-1 to RT-24), grouped. */
const COLUMNS: { title: FooterKey; links: FooterLink[] }[] = [
  {
    title: "company",
    links: [
      { label: "aboutUs", route: "about" },
      { label: "contactUs", route: "contact" },
      { label: "partnerWithUs", route: "partner" },
      { label: "careers", route: "careers" },
      { label: "press", route: "press" },
      { label: "reviews", route: "reviews" },
    ],
  },
  {
    title: "discover",
    links: [
      { label: "doctors", route: "doctors" },
      { label: "hospitals", route: "hospitals" },
      { label: "conditions", route: "conditions" },
      { label: "treatments", route: "treatments" },
      { label: "departments", route: "departments" },
    ],
  },
  {
    title: "services",
    links: [
      { label: "secondOpinion", route: "second-opinion" },
      { label: "medicalLoan", route: "medical-loan" },
      { label: "bmiCalculator", route: "bmi" },
      { label: "blog", route: "blog", locale: "en" },
      { label: "hindiBlog", route: "blog", locale: "hi", hindiLabel: true },
    ],
  },
  {
    title: "policies",
    links: [
      { label: "faq", route: "faq" },
      { label: "privacy", route: "privacy" },
      { label: "refund", route: "refund" },
      { label: "terms", route: "terms" },
      { label: "editorial", route: "editorial" },
      { label: "authors", route: "authors" },
      { label: "reviewers", route: "reviewers" },
      { label: "sitemap", href: "/sitemap.xml" },
    ],
  },
];

/** A link's URL on a page in `locale`: the page's language where the route answers in it. */
function footerHref(link: FooterLink, locale: Locale): string {
  if (!link.route) return link.href ?? "/";
  const route = routeById(link.route);
  const target = link.locale ?? (route?.locales.includes(locale) ? locale : "en");
  return hrefFor(link.route, {}, target);
}

type CommonWords = Pick<Messages["common"], "brand" | "tagline" | "sampleDataNotice">;

/**
 * The footer. The server works out every link from the registry (SH-38: the registry never ships
 * to the browser) and hands `FooterView` a short list of labels and URLs: rendered as server
 * markup, the footer's tags went into the page twice (HTML and RSC payload, 7 KB of the home
 * page's 60 KB budget), as props they travel once as data (SH-39). On Hindi pages, links go to the
 * Hindi page where there is one.
 */
export function Footer({
  locale,
  f,
  language,
  common,
  showExtra,
  year,
}: {
  locale: Locale;
  f: Messages["shell"]["footer"];
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  common: CommonWords;
  showExtra: boolean;
  year: number;
}) {
  const columns: FooterColumn[] = COLUMNS.map((column) => ({
    title: f[column.title],
    links: column.links.map((link) => {
      const otherScript = link.hindiLabel && locale !== "hi";
      return {
        label: f[link.label],
        href: footerHref(link, locale),
        ...(otherScript ? { lang: "hi" as const } : {}),
        ...(link.locale && link.locale !== locale ? { hrefLang: link.locale } : {}),
      };
    }),
  }));
  return (
    <FooterView
      locale={locale}
      columns={columns}
      language={language}
      brand={common.brand}
      tagline={common.tagline}
      contactLine={format(f.contactLine, { phone: displayPhone(siteConfig.phones.main) })}
      phoneHref={telHref(siteConfig.phones.main)}
      extra={showExtra ? [f.disclaimer, common.sampleDataNotice] : null}
      copyright={format(f.copyright, { year })}
    />
  );
}
