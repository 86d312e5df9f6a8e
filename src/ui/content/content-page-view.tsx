import type { ReactNode } from "react";
import type { ContentPageData } from "@/src/lib/content";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import styles from "./content.module.css";

export function formatUpdated(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/**
 * A content page: title, date of the last change, a contents list when the text is long, and
 * the markdown body (rendered on the server, raw HTML escaped). `children` replaces the body
 * where a page shows its text in another form (the FAQ's searchable list).
 */
export function ContentPageView({
  page,
  locale,
  m,
  before,
  after,
  children,
}: {
  page: ContentPageData;
  locale: Locale;
  m: Messages["content"];
  /** Shown above the text (the contact page's call, WhatsApp and callback buttons). */
  before?: ReactNode;
  /** Shown below the text (the partner page's enquiry form). */
  after?: ReactNode;
  children?: ReactNode;
}) {
  const contents = page.headings.filter((h) => h.level === 2);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{page.title}</h1>
      <p className="mt-3 text-sm text-slate-500">
        {format(m.lastUpdated, {
          date: formatUpdated(page.updated, locale),
        })}
      </p>
      {before}
      {!children && contents.length >= 3 ? (
        <nav
          aria-labelledby="contents-title"
          className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
        >
          <h2 id="contents-title" className="text-sm font-semibold text-slate-900">
            {m.onThisPage}
          </h2>
          <ol className="mt-3 grid gap-2 text-[0.9375rem] sm:grid-cols-2">
            {contents.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`} className="inline-block py-1 text-brand-700 hover:underline">
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {children ?? (
        <div
          className={`${styles.body} mt-8`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown rendered on the server with raw HTML escaped
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
      )}
      {after}
    </article>
  );
}
