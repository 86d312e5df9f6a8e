import { JsonLd } from "@/src/ui/page/json-ld";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import { parseBlogPage } from "@/src/lib/blog";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Metadata } from "next";
import { env } from "@/src/config/env";
import { blogPageCount, blogPageHref } from "@/src/lib/blog";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { LocaleAlternates } from "@/src/lib/locale-switch";
import { hrefFor } from "@/src/lib/page-registry";
import { loadArticle, loadBlogPage } from "@/src/server/content/blog";
import { ArticleView } from "@/src/ui/blog/article-view";
import { BlogIndexView } from "@/src/ui/blog/blog-index-view";
import { jsonLdOf, routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

export type BlogParams = Promise<{ locale: Locale; page?: string; slug?: string }>;

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** The blog index and its further pages (`/blog`, `/blog/page/{n}`), newest first. */
export async function blogIndexMetadata(params: BlogParams, page: number): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, page > 1 ? "blog-page" : "blog");
  const m = getMessages(locale).blog;
  const canonical = blogPageHref(page, locale);
  const base = routeMetadata(route, locale, page > 1 ? { page: String(page) } : {});
  return {
    title: page > 1 ? format(m.pageTitle, { page }) : m.indexTitle,
    description: m.indexDescription,
    ...base,
    alternates: { ...base.alternates, canonical },
  };
}

export async function BlogIndexRoute({ params, page }: { params: BlogParams; page: number }) {
  const { locale, route } = await resolvePage(params, page > 1 ? "blog-page" : "blog");
  const result = await loadBlogPage(locale, page);
  const pages = blogPageCount(result.total);
  if (page > pages) return <NotFoundPage />;
  return (
    <PageSettings route={route} locale={locale}>
      <BlogIndexView
        result={result}
        page={page}
        pages={pages}
        locale={locale}
        m={getMessages(locale).blog}
      />
    </PageSettings>
  );
}

/** An article: hreflang pairs only with translations that exist (their slugs may differ). */
export async function articleMetadata(params: BlogParams): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, "blog-post");
  const slug = (await params).slug ?? "";
  const data = await loadArticle(locale, slug);
  if (!data) return { title: getMessages(locale).errors.notFound.title };
  const { article } = data;
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
    ...routeMetadata(route, locale, { slug }),
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

export async function ArticleRoute({ params }: { params: BlogParams }) {
  const { locale, route } = await resolvePage(params, "blog-post");
  const data = await loadArticle(locale, (await params).slug ?? "");
  if (!data) return <NotFoundPage />;
  const { article, people } = data;
  const department = article.department
    ? locale === "hi"
      ? (article.department.nameHi ?? article.department.name)
      : article.department.name
    : null;
  const person = (name: string, href: string) => ({ "@type": "Person", name, url: absolute(href) });
  const author = people.author ? person(people.author.name, article.author.href) : undefined;
  const reviewer =
    people.reviewer && article.reviewer
      ? person(people.reviewer.name, article.reviewer.href)
      : undefined;
  const articleLd = jsonLdOf("Article", {
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
  });
  const medicalLd = jsonLdOf("MedicalWebPage", {
    url: absolute(article.href),
    name: article.title,
    inLanguage: LANGUAGE_TAGS[locale],
    lastReviewed: article.medicallyReviewedAt ?? undefined,
    reviewedBy: reviewer,
  });
  return (
    <PageSettings
      route={route}
      locale={locale}
      alternates={articleAlternates(locale, article)}
      departmentId={article.department?.id}
      departmentName={article.department?.name}
      pageName={article.title}
    >
      <JsonLd json={articleLd} />
      <JsonLd json={medicalLd} />
      <ArticleView
        locale={locale}
        m={getMessages(locale).blog}
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
    </PageSettings>
  );
}

/** `/blog/page/{page}`: a valid page number, else the 404 page. */
async function pageOf(params: BlogParams): Promise<number | null> {
  return parseBlogPage((await params).page ?? "");
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  blog: {
    render: ({ params }) => <BlogIndexRoute params={params} page={1} />,
    metadata: ({ params }) => blogIndexMetadata(params, 1),
  },
  "blog-page": {
    render: async ({ params }) => {
      const page = await pageOf(params);
      return page ? <BlogIndexRoute params={params} page={page} /> : <NotFoundPage />;
    },
    metadata: async ({ params }) => blogIndexMetadata(params, (await pageOf(params)) ?? 1),
  },
  "blog-post": { render: ArticleRoute, metadata: ({ params }) => articleMetadata(params) },
} satisfies PageModule;
