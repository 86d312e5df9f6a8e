"use client";

import Link from "next/link";
import type { Locale, Messages } from "@/src/lib/i18n";
import { LogoMark } from "@/src/ui/icons";
import { LanguageSwitch } from "./language-switch";

/** A footer link as the server worked it out: label, URL and, for the other script, its language. */
export interface FooterLinkView {
  label: string;
  href: string;
  /** The label's language when it is not the page's ("हिन्दी ब्लॉग" on an English page). */
  lang?: "hi";
  /** The target's language when it is not the page's. */
  hrefLang?: Locale;
}

export interface FooterColumn {
  title: string;
  links: FooterLinkView[];
}

/**
 * The footer's markup (SH-39): a client component only so that its markup is not sent twice;
 * everything it shows comes in its props from the server's `Footer`.
 */
export function FooterView({
  locale,
  columns,
  language,
  brand,
  tagline,
  contactLine,
  phoneHref,
  extra,
  copyright,
}: {
  locale: Locale;
  columns: FooterColumn[];
  language: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  brand: string;
  tagline: string;
  contactLine: string;
  phoneHref: string;
  /** The disclaimer and sample-data notice, on the pages that show them. */
  extra: readonly string[] | null;
  copyright: string;
}) {
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="site-footer" data-chrome="">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_3fr]">
          <div>
            <div className="flex items-center gap-2">
              <LogoMark />
              <span className="text-xl font-bold text-white">{brand}</span>
            </div>
            <p className="mt-3 max-w-xs text-sm leading-6 text-slate-400">{tagline}</p>
            <a
              href={phoneHref}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-white hover:underline"
            >
              {contactLine}
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
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
                  {column.title}
                </h2>
                <ul className="mt-2 md:mt-3 md:space-y-2">
                  {column.links.map((link) => (
                    <li key={link.href + link.label}>
                      <Link
                        prefetch={false}
                        href={link.href}
                        lang={link.lang}
                        hrefLang={link.hrefLang}
                        className={link.lang ? "footer-link native-script" : "footer-link"}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        {extra ? (
          <div
            className="mt-10 border-t border-slate-700 pt-6 text-sm leading-6 text-slate-400"
            data-testid="footer-extra"
          >
            <p>{extra[0]}</p>
            <p className="mt-1">{extra[1]}</p>
          </div>
        ) : null}
        <p className="mt-6 text-xs text-slate-400">{copyright}</p>
      </div>
    </footer>
  );
}
