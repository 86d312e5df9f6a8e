import "server-only";
import { cache } from "react";
import { getDb } from "@/src/db";
import type { ArticleSummary } from "@/src/lib/catalog/types";
import { cachedArticles } from "@/src/server/catalog/cached";
import {
  getPerson,
  listPeople,
  type PersonKind,
  type PersonProfile,
} from "@/src/server/catalog/people";

/** Every writer or reviewer, for /authors and /reviewers. */
export const loadPeople = cache((kind: PersonKind) => listPeople(getDb(), kind));

/**
 * A writer's or reviewer's page: their profile and their articles in both languages, newest
 * first; null when there is nobody with that slug.
 */
export const loadPerson = cache(
  async (
    kind: PersonKind,
    slug: string,
  ): Promise<{ person: PersonProfile; articles: ArticleSummary[] } | null> => {
    const person = await getPerson(getDb(), kind, slug);
    if (!person) return null;
    const filter = kind === "author" ? { authorSlug: slug } : { reviewerSlug: slug };
    const pages = await Promise.all(
      (["en", "hi"] as const).map((locale) => cachedArticles({ locale, ...filter, limit: 100 })),
    );
    const articles = pages
      .flatMap((p) => p.items)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    return { person, articles };
  },
);
