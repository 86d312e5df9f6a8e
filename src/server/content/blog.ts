import "server-only";
import { cache } from "react";
import { getDb } from "@/src/db";
import { BLOG_PAGE_SIZE, readingMinutes } from "@/src/lib/blog";
import type { Article, ArticleSummary, ContentLocale, Page } from "@/src/lib/catalog/types";
import type { Heading } from "@/src/lib/content";
import { cachedArticleBySlug, cachedArticles } from "@/src/server/catalog/cached";
import { type ArticlePeople, getArticlePeople } from "@/src/server/catalog/people";
import { renderMarkdown } from "./markdown";

/** One page of the blog index, newest first. */
export const loadBlogPage = cache(
  (locale: ContentLocale, page: number): Promise<Page<ArticleSummary>> =>
    cachedArticles({ locale, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE }),
);

export interface ArticlePageData {
  article: Omit<Article, "body">;
  /** The body rendered from markdown (raw HTML escaped) and its headings. */
  html: string;
  headings: Heading[];
  minutes: number;
  people: ArticlePeople;
  /** Up to three other articles of the same department (or the newest), same language. */
  related: ArticleSummary[];
}

/** An article page's data; null when the language has no article with that slug. */
export const loadArticle = cache(
  async (locale: ContentLocale, slug: string): Promise<ArticlePageData | null> => {
    const found = await cachedArticleBySlug(locale, slug);
    if (!found) return null;
    const { body, ...article } = found;
    const [people, sameDepartment] = await Promise.all([
      getArticlePeople(getDb(), article.author.slug, article.reviewer?.slug ?? null),
      cachedArticles({ locale, departmentId: article.department?.id, limit: 4 }),
    ]);
    const { html, headings } = renderMarkdown(body);
    return {
      article,
      html,
      headings,
      minutes: readingMinutes(body, locale),
      people,
      related: sameDepartment.items.filter((a) => a.id !== article.id).slice(0, 3),
    };
  },
);
