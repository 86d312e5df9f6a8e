import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { authors, medicalReviewers } from "@/src/db/schema";

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
