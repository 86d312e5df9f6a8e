import Link from "next/link";
import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { hrefFor, routeById } from "@/src/lib/page-registry";
import { LogoMark } from "@/src/ui/icons";
import { LanguageSwitch } from "./language-switch";

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
 * The footer: a server component, so that neither its code nor the page registry its links are
 * built from ship to the browser (SH-38, SH-39); only the language switch in it is a client
 * island. Its links travel twice (HTML and RSC payload), about 1 KB gzip, less than the script
 * they would otherwise take. The year comes from the server render, which the HTML was cached
 * with. On Hindi pages, links go to the Hindi page where there is one.
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
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi">;
  common: CommonWords;
  showExtra: boolean;
  year: number;
}) {
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="site-footer" data-chrome="">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_3fr]">
          <div>
            <div className="flex items-center gap-2">
              <LogoMark />
              <span className="text-xl font-bold text-white">{common.brand}</span>
            </div>
            <p className="mt-3 max-w-xs text-sm leading-6 text-slate-400">{common.tagline}</p>
            <a
              href={telHref(siteConfig.phones.main)}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-white hover:underline"
            >
              {format(f.contactLine, { phone: displayPhone(siteConfig.phones.main) })}
            </a>
            <p className="mt-2 flex items-center gap-3 text-sm text-slate-400">
              {language.label}
              <LanguageSwitch
                locale={locale}
                m={language}
                className="inline-flex min-h-11 min-w-11 items-center rounded-lg px-3 font-semibold text-white ring-1 ring-slate-600 hover:bg-slate-800"
                testId="footer-language"
              />
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={f[column.title]}>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
                  {f[column.title]}
                </h2>
                <ul className="mt-2 md:mt-3 md:space-y-2">
                  {column.links.map((link) => {
                    const otherScript = link.hindiLabel && locale !== "hi";
                    return (
                      <li key={link.label}>
                        <Link
                          prefetch={false}
                          href={footerHref(link, locale)}
                          lang={otherScript ? "hi" : undefined}
                          hrefLang={link.locale && link.locale !== locale ? link.locale : undefined}
                          className={otherScript ? "footer-link native-script" : "footer-link"}
                        >
                          {f[link.label]}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        {showExtra ? (
          <div
            className="mt-10 border-t border-slate-700 pt-6 text-sm leading-6 text-slate-400"
            data-testid="footer-extra"
          >
            <p>{f.disclaimer}</p>
            <p className="mt-1">{common.sampleDataNotice}</p>
          </div>
        ) : null}
        <p className="mt-6 text-xs text-slate-400">{format(f.copyright, { year })}</p>
      </div>
    </footer>
  );
}
