"use client";

import Link from "next/link";
import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { LogoMark } from "@/src/ui/icons";

type FooterKey = keyof Messages["shell"]["footer"];

/** Every footer link of spec §2, grouped. */
const COLUMNS: {
  title: FooterKey;
  links: { label: FooterKey; href: string; lang?: "hi" }[];
}[] = [
  {
    title: "company",
    links: [
      { label: "aboutUs", href: "/about-us" },
      { label: "contactUs", href: "/contact-us" },
      { label: "partnerWithUs", href: "/partner-with-us" },
      { label: "careers", href: "/careers" },
      { label: "press", href: "/press" },
      { label: "reviews", href: "/reviews" },
    ],
  },
  {
    title: "discover",
    links: [
      { label: "doctors", href: "/doctors" },
      { label: "hospitals", href: "/hospitals" },
      { label: "conditions", href: "/condition" },
      { label: "treatments", href: "/treatment" },
      { label: "departments", href: "/departments" },
    ],
  },
  {
    title: "services",
    links: [
      { label: "secondOpinion", href: "/services/second-opinion" },
      { label: "medicalLoan", href: "/services/medical-loan" },
      { label: "bmiCalculator", href: "/tools/bmi-calculator" },
      { label: "blog", href: "/blog" },
      { label: "hindiBlog", href: "/hi/blog", lang: "hi" },
    ],
  },
  {
    title: "policies",
    links: [
      { label: "faq", href: "/faq" },
      { label: "privacy", href: "/privacy" },
      { label: "refund", href: "/refund-policy" },
      { label: "terms", href: "/terms-conditions" },
      { label: "editorial", href: "/editorial-policy" },
      { label: "authors", href: "/authors" },
      { label: "reviewers", href: "/reviewers" },
      { label: "sitemap", href: "/sitemap.xml" },
    ],
  },
];

type CommonWords = Pick<Messages["common"], "brand" | "tagline" | "sampleDataNotice">;

/**
 * The footer: a client component so that its many links travel once, as HTML, and not again as
 * RSC payload (only these few words do). The year comes from the server render, which the HTML
 * was cached with.
 */
export function Footer({
  f,
  common,
  showExtra,
  year,
}: {
  f: Messages["shell"]["footer"];
  common: CommonWords;
  showExtra: boolean;
  year: number;
}) {
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="site-footer">
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
              className="mt-4 inline-block text-sm font-semibold text-white hover:underline"
            >
              {format(f.contactLine, { phone: displayPhone(siteConfig.phones.main) })}
            </a>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={f[column.title]}>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
                  {f[column.title]}
                </h2>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        prefetch={false}
                        href={link.href}
                        lang={link.lang}
                        hrefLang={link.lang}
                        className={link.lang ? "footer-link native-script" : "footer-link"}
                      >
                        {f[link.label]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        {showExtra ? (
          <div
            className="mt-10 border-t border-slate-700 pt-6 text-xs leading-5 text-slate-400"
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
