import { Breadcrumbs, type Crumb } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { ArticleSource } from "@/src/lib/blog";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { localeTag } from "@/src/lib/i18n/locale";
import styles from "@/src/ui/content/content.module.css";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { ArticleCard } from "./article-card";

/** What the article page shows; the server loads it (src/server/content/blog.ts). */
export interface ArticleViewData {
  title: string;
  excerpt: string;
  department: string | null;
  publishedAt: string;
  updatedAt: string;
  reviewedAt: string | null;
  minutes: number;
  author: { name: string; role: string; href: string } | null;
  reviewer: { name: string; qualifications: string; href: string } | null;
  /** The same article in the other language, when it exists. */
  translationHref: string | null;
  html: string;
  contents: { id: string; text: string }[];
  sources: ArticleSource[];
  /** The treatments the article is about (names and links in the page's language). */
  treatments?: { name: string; href: string }[];
  related: Parameters<typeof ArticleCard>[0]["article"][];
}

function DateLine({ label, iso, locale }: { label: string; iso: string; locale: Locale }) {
  const [before, after] = label.split("{date}");
  return (
    <span>
      {before}
      <time dateTime={iso}>{formatUpdated(iso, locale)}</time>
      {after}
    </span>
  );
}

/**
 * A health article: who wrote it and which doctor reviewed it, with their credentials, the
 * dates, a contents list, the body (markdown rendered on the server, raw HTML escaped), a care
 * expert call to action (the page's lead form) and related articles.
 */
export function ArticleView({
  data,
  locale,
  m,
  trail,
}: {
  data: ArticleViewData;
  /** Home, the blog, the article (registry): shown down to the blog, the heading names it. */
  trail: readonly Crumb[];
  locale: Locale;
  m: Messages["blog"];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={trail} label={m.breadcrumb} endsAtPage={false} />
      {data.department ? <p className="eyebrow mt-4">{data.department}</p> : null}
      <h1 className="mt-2 text-3xl font-bold leading-tight tracking-tight text-slate-900 md:text-4xl">
        {data.title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{data.excerpt}</p>

      <dl className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-[0.9375rem] sm:grid-cols-2">
        {data.author ? (
          <div>
            <dt className="text-sm text-slate-500">{m.writtenBy}</dt>
            <dd className="font-semibold text-slate-900">
              <Link href={data.author.href} className="hover:text-brand-700 hover:underline">
                {data.author.name}
              </Link>
            </dd>
            {data.author.role ? (
              <dd className="text-sm text-slate-600">{data.author.role}</dd>
            ) : null}
          </div>
        ) : null}
        {data.reviewer ? (
          <div>
            <dt className="text-sm text-slate-500">{m.reviewedBy}</dt>
            <dd className="font-semibold text-slate-900">
              <Link href={data.reviewer.href} className="hover:text-brand-700 hover:underline">
                {data.reviewer.name}
              </Link>
            </dd>
            {data.reviewer.qualifications ? (
              <dd className="text-sm text-slate-600">{data.reviewer.qualifications}</dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500">
        <DateLine label={m.published} iso={data.publishedAt} locale={locale} />
        {data.updatedAt.slice(0, 10) !== data.publishedAt.slice(0, 10) ? (
          <DateLine label={m.updated} iso={data.updatedAt} locale={locale} />
        ) : null}
        {data.reviewedAt ? (
          <DateLine label={m.reviewed} iso={data.reviewedAt} locale={locale} />
        ) : null}
        <span>{format(m.readingTime, { minutes: data.minutes })}</span>
      </p>
      {data.translationHref ? (
        <p className="mt-3">
          <Link
            href={data.translationHref}
            hrefLang={localeTag(locale === "hi" ? "en" : "hi")}
            className="inline-block py-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {m.otherLanguage}
          </Link>
        </p>
      ) : null}

      {data.contents.length >= 3 ? (
        <nav
          aria-labelledby="article-contents"
          className="mt-8 rounded-2xl border border-slate-200 p-5"
        >
          <h2 id="article-contents" className="text-sm font-semibold text-slate-900">
            {m.contents}
          </h2>
          <ol className="mt-3 grid gap-1 text-[0.9375rem]">
            {data.contents.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`} className="inline-block py-1.5 text-brand-700 hover:underline">
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div
        className={`${styles.body} mt-8`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown rendered on the server with raw HTML escaped
        dangerouslySetInnerHTML={{ __html: data.html }}
      />
      {data.sources.length > 0 ? (
        <section aria-labelledby="sources-title" className="mt-10" data-testid="article-sources">
          <h2 id="sources-title" className="text-xl font-bold text-slate-900">
            {m.sources}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-[0.9375rem] text-slate-700">
            {data.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {source.title}
                </a>
                {`. ${source.publisher}. `}
                <DateLine label={m.sourceAccessed} iso={source.accessed} locale={locale} />.
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {data.treatments && data.treatments.length > 0 ? (
        <section
          aria-labelledby="treatments-title"
          className="mt-10"
          data-testid="article-treatments"
        >
          <h2 id="treatments-title" className="text-xl font-bold text-slate-900">
            {m.relatedTreatments}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.treatments.map((t) => (
              <li key={t.href}>
                <Link
                  href={t.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-500">{m.disclaimer}</p>

      <aside className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-xl font-bold text-slate-900">{m.ctaTitle}</h2>
        <p className="mt-2 text-slate-700">{m.ctaBody}</p>
        <OpenLeadFormButton className="btn-accent mt-4 px-6 text-base shadow-md">
          {m.ctaButton}
        </OpenLeadFormButton>
      </aside>

      {data.related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="text-xl font-bold text-slate-900">
            {m.related}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {data.related.map((a) => (
              <ArticleCard key={a.id} article={a} locale={locale} reviewedBy={m.reviewedBy} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
