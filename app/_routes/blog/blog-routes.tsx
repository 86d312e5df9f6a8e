import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import { parseBlogPage } from "@/src/lib/blog";
import type { Metadata } from "next";
import { blogPageCount, blogPageHref } from "@/src/lib/blog";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { LocaleAlternates } from "@/src/lib/locale-switch";
import { hrefFor } from "@/src/lib/page-registry";
import { loadArticle, loadBlogPage } from "@/src/server/content/blog";
import { ArticleView } from "@/src/ui/blog/article-view";
import { BlogIndexView } from "@/src/ui/blog/blog-index-view";
import { routeMetadata } from "@/src/ui/page/metadata";
import { definePage } from "../page-kit";
import { departmentName } from "@/src/lib/catalog/names";

/** The blog index and its further pages (`/blog`, `/blog/page/{n}`), newest first. */
function blogIndex<R extends "blog" | "blog-page">(routeId: R) {
  return definePage({
    route: routeId,
    // Articles are written per language: nothing to localise.
    localise: false,
    load: async ({ params, locale }) => {
      const raw = (params as { page?: string }).page;
      // `/blog/page/{page}`: a valid page number, else the 404 page.
      const page = raw === undefined ? 1 : parseBlogPage(raw);
      if (!page) return null;
      const result = await loadBlogPage(locale, page);
      const pages = blogPageCount(result.total);
      return page > pages ? null : { page, pages, result };
    },
    linkParams: ({ page }): Record<string, string> => (page > 1 ? { page: String(page) } : {}),
    meta: ({ page }, { route, locale, params }) => {
      const m = getMessages(locale).blog;
      const base = routeMetadata(route, locale, page > 1 ? { ...params, page: String(page) } : {});
      return {
        title: page > 1 ? format(m.pageTitle, { page }) : m.indexTitle,
        description: m.indexDescription,
        alternates: { ...base.alternates, canonical: blogPageHref(page, locale) },
      };
    },
    view: ({ page, pages, result }, { locale }) => (
      <BlogIndexView
        result={result}
        page={page}
        pages={pages}
        locale={locale}
        m={getMessages(locale).blog}
      />
    ),
  });
}

/** An article: hreflang pairs only with translations that exist (their slugs may differ). */
function articleMeta(
  article: {
    href: string;
    title: string;
    excerpt: string;
    translations: { locale: Locale; href: string }[];
  },
  locale: Locale,
): Metadata {
  const own = { [LANGUAGE_TAGS[locale]]: article.href };
  const others = Object.fromEntries(
    article.translations.map((t) => [LANGUAGE_TAGS[t.locale], t.href]),
  );
  const english =
    locale === "en" ? article.href : article.translations.find((t) => t.locale === "en")?.href;
  const languages = article.translations.length
    ? { ...own, ...others, ...(english ? { "x-default": english } : {}) }
    : undefined;
  return {
    title: article.title,
    description: article.excerpt,
    alternates: { canonical: article.href, languages },
    openGraph: { type: "article", title: article.title, description: article.excerpt },
  };
}

/**
 * The article in each language for the language switch: its translations (their slugs may
 * differ), else that language's blog index.
 */
function articleAlternates(
  locale: Locale,
  article: { href: string; translations: { locale: Locale; href: string }[] },
): LocaleAlternates {
  return {
    en: hrefFor("blog", {}, "en"),
    hi: hrefFor("blog", {}, "hi"),
    ...Object.fromEntries(article.translations.map((t) => [t.locale, t.href])),
    [locale]: article.href,
  };
}

const article = definePage({
  route: "blog-post",
  // Articles are written per language; only their treatments' names are localised (below).
  localise: false,
  load: ({ params, locale }) => loadArticle(locale, params.slug),
  meta: ({ article }, { locale }) => articleMeta(article, locale),
  breadcrumb: ({ article }, { locale }) => {
    const m = getMessages(locale).blog;
    return { home: m.home, blog: m.indexTitle, "blog-post": article.title };
  },
  settings: ({ article }, { locale }) => ({
    alternates: articleAlternates(locale, article),
    departmentId: article.department?.id,
    departmentName: article.department?.name,
    pageName: article.title,
  }),
  jsonLd: ({ article, people }, { locale, absolute }) => {
    const person = (name: string, href: string) => ({
      "@type": "Person",
      name,
      url: absolute(href),
    });
    const author = people.author ? person(people.author.name, article.author.href) : undefined;
    const reviewer =
      people.reviewer && article.reviewer
        ? person(people.reviewer.name, article.reviewer.href)
        : undefined;
    return [
      {
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        inLanguage: LANGUAGE_TAGS[locale],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author,
        mainEntityOfPage: absolute(article.href),
        citation: article.sources.length
          ? article.sources.map((s) => ({
              "@type": "CreativeWork",
              name: s.title,
              url: s.url,
              publisher: { "@type": "Organization", name: s.publisher },
            }))
          : undefined,
      },
      {
        "@type": "MedicalWebPage",
        url: absolute(article.href),
        name: article.title,
        inLanguage: LANGUAGE_TAGS[locale],
        lastReviewed: article.medicallyReviewedAt ?? undefined,
        reviewedBy: reviewer,
      },
    ];
  },
  view: (data, { locale, trail }) => {
    const { article, people } = data;
    const department = departmentName(article.department, locale);
    return (
      <ArticleView
        locale={locale}
        m={getMessages(locale).blog}
        trail={trail}
        data={{
          title: article.title,
          excerpt: article.excerpt,
          department,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          reviewedAt: article.medicallyReviewedAt,
          minutes: data.minutes,
          author: people.author && { ...people.author, href: article.author.href },
          reviewer:
            people.reviewer && article.reviewer
              ? { ...people.reviewer, href: article.reviewer.href }
              : null,
          translationHref: article.translations.find((t) => t.locale !== locale)?.href ?? null,
          html: data.html,
          contents: data.headings.filter((h) => h.level === 2),
          sources: article.sources,
          treatments: dataIn(article.treatments ?? [], locale).map((t) => ({
            name: t.name,
            href: t.href,
          })),
          related: data.related,
        }}
      />
    );
  },
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  blog: blogIndex("blog"),
  "blog-page": blogIndex("blog-page"),
  "blog-post": article,
};
