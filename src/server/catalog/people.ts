import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { authors, blogPosts, medicalReviewers } from "@/src/db/schema";
import { countWhere } from "./shared";

/** What an article shows of its writer and its medical reviewer (E-E-A-T: who and why trust). */
export interface ArticlePeople {
  author: { name: string; role: string; bio: string } | null;
  reviewer: { name: string; qualifications: string; bio: string } | null;
}

export async function getArticlePeople(
  db: Database,
  authorSlug: string,
  reviewerSlug: string | null,
): Promise<ArticlePeople> {
  const [[author], [reviewer]] = await Promise.all([
    db
      .select({ name: authors.name, role: authors.role, bio: authors.bio })
      .from(authors)
      .where(eq(authors.slug, authorSlug))
      .limit(1),
    reviewerSlug
      ? db
          .select({
            name: medicalReviewers.name,
            qualifications: medicalReviewers.qualifications,
            bio: medicalReviewers.bio,
          })
          .from(medicalReviewers)
          .where(eq(medicalReviewers.slug, reviewerSlug))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return { author: author ?? null, reviewer: reviewer ?? null };
}

/** A writer or a medical reviewer as their pages show them. */
export interface PersonProfile {
  name: string;
  slug: string;
  /** An author's role ("Senior Health Writer") or a reviewer's qualifications. */
  credentials: string;
  bio: string;
  /** Articles written (authors) or reviewed (reviewers), both languages. */
  articleCount: number;
}

export type PersonKind = "author" | "reviewer";

function peopleQuery(db: Database, kind: PersonKind) {
  if (kind === "author") {
    return db
      .select({
        name: authors.name,
        slug: authors.slug,
        credentials: authors.role,
        bio: authors.bio,
        articleCount: countWhere(blogPosts.authorId, authors.id),
      })
      .from(authors)
      .$dynamic();
  }
  return db
    .select({
      name: medicalReviewers.name,
      slug: medicalReviewers.slug,
      credentials: medicalReviewers.qualifications,
      bio: medicalReviewers.bio,
      articleCount: countWhere(blogPosts.reviewerId, medicalReviewers.id),
    })
    .from(medicalReviewers)
    .$dynamic();
}

/** Every writer or every reviewer, most articles first, then by name. */
export async function listPeople(db: Database, kind: PersonKind): Promise<PersonProfile[]> {
  const rows = await peopleQuery(db, kind);
  return rows.sort((a, b) => b.articleCount - a.articleCount || a.name.localeCompare(b.name));
}

export async function getPerson(
  db: Database,
  kind: PersonKind,
  slug: string,
): Promise<PersonProfile | null> {
  const table = kind === "author" ? authors : medicalReviewers;
  const [row] = await peopleQuery(db, kind).where(eq(table.slug, slug)).limit(1);
  return row ?? null;
}
