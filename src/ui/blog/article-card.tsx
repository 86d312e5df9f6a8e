import Link from "next/link";
import type { ArticleSummary } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { departmentName } from "@/src/lib/catalog/names";

/** An article in a list: department, title (the link), summary, review and date. */
export function ArticleCard({
  article,
  locale,
  reviewedBy,
  heading: Heading = "h3",
}: {
  article: ArticleSummary;
  locale: Locale;
  reviewedBy: string;
  /** h2 in a list under the page's h1, h3 under a section's h2. */
  heading?: "h2" | "h3";
}) {
  const department = departmentName(article.department, locale);
  // An article in the other language (a writer's Hindi articles on their English page) says so:
  // its link crosses languages on purpose (HI-17).
  const other = article.locale !== locale ? article.locale : undefined;
  return (
    <article className="card-link relative">
      {department ? <p className="eyebrow">{department}</p> : null}
      <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900">
        <Link
          href={article.href}
          prefetch={false}
          hrefLang={other}
          lang={other}
          className="after:absolute after:inset-0"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-6 text-slate-600">
        {article.excerpt}
      </p>
      <p className="mt-auto pt-4 text-sm text-slate-500">
        {article.reviewer ? `${reviewedBy} ${article.reviewer.name} · ` : ""}
        <time dateTime={article.publishedAt}>{formatUpdated(article.publishedAt, locale)}</time>
      </p>
    </article>
  );
}
