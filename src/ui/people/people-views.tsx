import Link from "next/link";
import type { ReactNode } from "react";
import type { ArticleSummary } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { type PluralMessage, plural } from "@/src/lib/i18n/format";
import { UNTRANSLATED_HI } from "@/src/lib/i18n/localize-hi";
import { hrefInLocale } from "@/src/lib/locale-switch";
import { ArticleCard } from "@/src/ui/blog/article-card";

/** A writer or reviewer as the pages show them (src/server/catalog/people.ts). */
export interface PersonData {
  name: string;
  slug: string;
  credentials: string;
  bio: string;
  articleCount: number;
}

type PeopleMessages = Messages["people"];

/**
 * /authors and /reviewers: who writes and who checks our articles, each with their credentials
 * and how many articles they wrote or reviewed. `children` adds what a page has beyond the list
 * (the two lead forms of /authors).
 */
export function PeopleIndexView({
  title,
  intro,
  people,
  basePath,
  countLabel,
  m,
  locale,
  children,
}: {
  title: string;
  intro: string;
  people: PersonData[];
  basePath: "/authors" | "/reviewers";
  countLabel: PluralMessage;
  m: PeopleMessages;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-base text-slate-600">{intro}</p>
      <p className="mt-2">
        <Link
          href={hrefInLocale("/editorial-policy", locale)}
          className="inline-block py-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {m.editorialLink}
        </Link>
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((p) => (
          <li key={p.slug} className="card-link relative">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link
                href={hrefInLocale(`${basePath}/${p.slug}`, locale)}
                className="after:absolute after:inset-0"
              >
                {p.name}
              </Link>
            </h2>
            {p.credentials ? <p className="mt-1 text-sm text-brand-800">{p.credentials}</p> : null}
            <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-6 text-slate-600">{p.bio}</p>
            <p className="mt-auto pt-4 text-sm text-slate-500">
              {plural(countLabel, p.articleCount, locale)}
            </p>
          </li>
        ))}
      </ul>
      {children}
      <p className="mt-10 text-sm text-slate-500">{m.sampleNote}</p>
    </div>
  );
}

/** /authors/{slug} and /reviewers/{slug}: the person, their credentials and their articles. */
export function PersonView({
  person,
  articles,
  articlesTitle,
  indexHref,
  indexTitle,
  locale,
  m,
  reviewedBy,
  inEnglish,
}: {
  person: PersonData;
  articles: ArticleSummary[];
  /** On a Hindi page: a few of the person's English articles, their count and the English page. */
  inEnglish?: { articles: ArticleSummary[]; total: number; href: string };
  articlesTitle: string;
  indexHref: string;
  indexTitle: string;
  locale: Locale;
  m: PeopleMessages;
  reviewedBy: string;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
      <p>
        <Link
          href={indexHref}
          className="inline-block py-2 text-sm text-slate-500 hover:text-brand-700 hover:underline"
        >
          ← {indexTitle}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {person.name}
      </h1>
      {person.credentials ? (
        <p className="mt-2 text-lg font-medium text-brand-800">{person.credentials}</p>
      ) : null}
      <p className="mt-4 max-w-3xl text-base leading-7 text-slate-700">{person.bio}</p>
      <section aria-labelledby="person-articles" className="mt-10">
        <h2 id="person-articles" className="text-xl font-bold text-slate-900">
          {articlesTitle}
        </h2>
        {articles.length === 0 && !inEnglish ? (
          <p className="mt-3 text-slate-600">{m.noArticles}</p>
        ) : articles.length === 0 ? null : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {articles.map((a) => (
              <ArticleCard key={a.id} article={a} locale={locale} reviewedBy={reviewedBy} />
            ))}
          </div>
        )}
        {inEnglish ? (
          <div className="mt-6">
            <h3 className="text-base font-semibold text-slate-900">{m.inEnglishTitle}</h3>
            <ul className="mt-2 space-y-1">
              {inEnglish.articles.map((a) => (
                <li key={a.id}>
                  <Link
                    href={a.href}
                    hrefLang="en"
                    lang="en"
                    prefetch={false}
                    className="inline-block py-1 text-brand-700 underline underline-offset-2"
                  >
                    {a.title}
                  </Link>{" "}
                  <span className="text-sm text-slate-500">{UNTRANSLATED_HI}</span>
                </li>
              ))}
            </ul>
            {inEnglish.total > inEnglish.articles.length ? (
              <p className="mt-2">
                <Link
                  href={inEnglish.href}
                  hrefLang="en"
                  prefetch={false}
                  className="inline-block py-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  {plural(m.allInEnglish, inEnglish.total, locale)}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <p className="mt-10 text-sm text-slate-500">{m.sampleNote}</p>
    </div>
  );
}
