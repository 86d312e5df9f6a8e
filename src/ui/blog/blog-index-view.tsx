import Link from "next/link";
import { blogPageHref } from "@/src/lib/blog";
import type { ArticleSummary, Page } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { ArticleCard } from "./article-card";
import styles from "./blog.module.css";

/**
 * The blog index: newest first, a page of cards, and plain links to the other pages (a crawler
 * follows them; `/blog/page/2` is a cached page like `/blog`).
 */
export function BlogIndexView({
  result,
  page,
  pages,
  locale,
  m,
}: {
  result: Page<ArticleSummary>;
  page: number;
  pages: number;
  locale: Locale;
  m: Messages["blog"];
}) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {page > 1 ? format(m.pageTitle, { page }) : m.indexTitle}
      </h1>
      <p className="mt-3 max-w-2xl text-base text-slate-600">{m.indexIntro}</p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {result.items.map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            locale={locale}
            reviewedBy={m.reviewedBy}
            heading="h2"
          />
        ))}
      </div>
      {pages > 1 ? (
        <nav aria-label={m.pagination} className="mt-10 flex flex-wrap items-center gap-2">
          {page > 1 ? (
            <Link href={blogPageHref(page - 1, locale)} rel="prev" className={styles.pager}>
              ← {m.newer}
            </Link>
          ) : null}
          {numbers.map((n) =>
            n === page ? (
              <span key={n} aria-current="page" className={`${styles.pager} ${styles.current}`}>
                {n}
              </span>
            ) : (
              <Link key={n} href={blogPageHref(n, locale)} className={styles.pager}>
                <span className="sr-only">{format(m.pageOf, { page: n, pages })}</span>
                <span aria-hidden>{n}</span>
              </Link>
            ),
          )}
          {page < pages ? (
            <Link href={blogPageHref(page + 1, locale)} rel="next" className={styles.pager}>
              {m.older} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
