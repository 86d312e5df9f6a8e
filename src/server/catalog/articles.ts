import "server-only";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/src/db";
import {
  articleTags,
  articleTreatments,
  authors,
  blogPosts,
  departments,
  medicalReviewers,
  tags,
  treatments,
} from "@/src/db/schema";
import type {
  Article,
  ArticleLink,
  ArticleSummary,
  ContentLocale,
  Page,
  TagRef,
} from "@/src/lib/catalog/types";
import { departmentRef, iso, page, paging, paths, refColumns } from "./shared";

const reviewers = alias(medicalReviewers, "reviewer");
/** No row has this id: a comparison with it matches nothing. */
const NONE = -1;

function selectArticles(db: Database) {
  return db
    .select({
      id: blogPosts.id,
      language: blogPosts.language,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      translationOfId: blogPosts.translationOfId,
      publishedAt: blogPosts.publishedAt,
      medicallyReviewedAt: blogPosts.medicallyReviewedAt,
      updatedAt: blogPosts.updatedAt,
      author: { name: authors.name, slug: authors.slug },
      reviewer: { name: reviewers.name, slug: reviewers.slug },
      department: refColumns(departments),
    })
    .from(blogPosts)
    .innerJoin(authors, eq(authors.id, blogPosts.authorId))
    .leftJoin(reviewers, eq(reviewers.id, blogPosts.reviewerId))
    .leftJoin(departments, eq(departments.id, blogPosts.departmentId))
    .$dynamic();
}

type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

function link(locale: ContentLocale, slug: string): ArticleLink {
  return { locale, slug, href: paths.article(locale, slug) };
}

function toSummary(row: ArticleRow, tagRefs: TagRef[]): ArticleSummary {
  return {
    ...link(row.language as ContentLocale, row.slug),
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: { ...row.author, href: paths.author(row.author.slug) },
    reviewer: row.reviewer ? { ...row.reviewer, href: paths.reviewer(row.reviewer.slug) } : null,
    department: row.department ? departmentRef(row.department) : null,
    tags: tagRefs,
    publishedAt: iso(row.publishedAt),
    medicallyReviewedAt: iso(row.medicallyReviewedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The tags of some articles, by article id. */
async function tagsOf(db: Database, articleIds: number[]): Promise<Map<number, TagRef[]>> {
  const byArticle = new Map<number, TagRef[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .select({
      articleId: articleTags.articleId,
      tag: { slug: tags.slug, name: tags.name, nameHi: tags.nameHi },
    })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, articleIds))
    .orderBy(asc(tags.id));
  for (const { articleId, tag } of rows) {
    byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), tag]);
  }
  return byArticle;
}

export interface ArticleFilters {
  locale: ContentLocale;
  departmentId?: number;
  /** A tag's slug. */
  tag?: string;
  /** Only this writer's articles (author slug). */
  authorSlug?: string;
  /** Only the articles this doctor reviewed (reviewer slug). */
  reviewerSlug?: string;
  limit?: number;
  offset?: number;
}

/** A page of one language's articles, newest first (without bodies). */
export async function listArticles(
  db: Database,
  filters: ArticleFilters,
): Promise<Page<ArticleSummary>> {
  const p = paging(filters);
  const where: SQL[] = [eq(blogPosts.language, filters.locale)];
  if (filters.departmentId !== undefined) {
    where.push(eq(blogPosts.departmentId, filters.departmentId));
  }
  if (filters.authorSlug !== undefined) {
    where.push(
      inArray(
        blogPosts.authorId,
        db.select({ id: authors.id }).from(authors).where(eq(authors.slug, filters.authorSlug)),
      ),
    );
  }
  if (filters.reviewerSlug !== undefined) {
    where.push(
      inArray(
        blogPosts.reviewerId,
        db
          .select({ id: medicalReviewers.id })
          .from(medicalReviewers)
          .where(eq(medicalReviewers.slug, filters.reviewerSlug)),
      ),
    );
  }
  if (filters.tag !== undefined) {
    where.push(
      inArray(
        blogPosts.id,
        db
          .select({ id: articleTags.articleId })
          .from(articleTags)
          .innerJoin(tags, eq(tags.id, articleTags.tagId))
          .where(eq(tags.slug, filters.tag)),
      ),
    );
  }
  const [rows, [total]] = await Promise.all([
    selectArticles(db)
      .where(and(...where))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(p.limit)
      .offset(p.offset),
    db
      .select({ n: count() })
      .from(blogPosts)
      .where(and(...where)),
  ]);
  const tagMap = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return page(
    rows.map((r) => toSummary(r, tagMap.get(r.id) ?? [])),
    total?.n ?? 0,
    p,
  );
}

/**
 * An article in one language with its body and its translations (the English original of a
 * Hindi post, the Hindi translations of an English one); null when there is none.
 */
export async function getArticleBySlug(
  db: Database,
  locale: ContentLocale,
  slug: string,
): Promise<Article | null> {
  const [row] = await selectArticles(db)
    .where(and(eq(blogPosts.language, locale), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  const original = row.translationOfId ?? NONE;
  const [tagMap, [content], translations, treatmentRows] = await Promise.all([
    tagsOf(db, [row.id]),
    db
      .select({ body: blogPosts.body, sources: blogPosts.sources })
      .from(blogPosts)
      .where(eq(blogPosts.id, row.id)),
    db
      .select({ language: blogPosts.language, slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          ne(blogPosts.id, row.id),
          or(
            eq(blogPosts.id, original),
            eq(blogPosts.translationOfId, row.id),
            eq(blogPosts.translationOfId, original),
          ),
        ),
      )
      .orderBy(asc(blogPosts.language)),
    db
      .select(refColumns(treatments))
      .from(articleTreatments)
      .innerJoin(treatments, eq(treatments.id, articleTreatments.treatmentId))
      .where(eq(articleTreatments.articleId, row.id))
      .orderBy(asc(articleTreatments.position)),
  ]);
  return {
    ...toSummary(row, tagMap.get(row.id) ?? []),
    body: content?.body ?? "",
    sources: content?.sources ?? [],
    translations: translations.map((t) => link(t.language as ContentLocale, t.slug)),
    treatments: treatmentRows.map((t) => ({ ...t, href: paths.treatment(t.slug) })),
  };
}
