import { inArray } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  blogPosts,
  campaigns,
  cities,
  conditions,
  departments,
  diagnosticTests,
  doctors,
  hospitals,
  treatments,
} from "@/src/db/schema";
import { parseCampaignKey } from "@/src/lib/content-editing/campaign";
import { parseCostKey } from "@/src/lib/content-editing/fields";
import { parseFactKey } from "@/src/lib/content-editing/facts";
import { parsePhotoKey } from "@/src/lib/content-editing/images";
import type { ContentKind } from "@/src/db/schema";
import { parseArticleKey } from "@/src/lib/content-editing/medical";

/** The catalogue tables a content key names by slug. */
type Named =
  | "treatment"
  | "city"
  | "doctor"
  | "hospital"
  | "condition"
  | "test"
  | "department"
  | "article"
  | "campaign";

const FACT_WORDS = {
  registration: "registration",
  accreditation: "accreditations",
  empanelment: "empanelments",
  insurers: "cashless insurers",
} as const;

/**
 * The slugs a content key names, by table, and how to say the key in words once their names are
 * known. A key the parsers refuse reads as itself.
 */
function readKey(
  kind: ContentKind,
  key: string,
): { slugs: [Named, string][]; words: (name: (table: Named, slug: string) => string) => string } {
  const same: ReturnType<typeof readKey> = { slugs: [], words: () => key };
  switch (kind) {
    case "city_cost": {
      const cost = parseCostKey(key);
      if (!cost) return same;
      return {
        slugs: [
          ["treatment", cost.treatment],
          ["city", cost.city],
        ],
        words: (name) => `${name("treatment", cost.treatment)} in ${name("city", cost.city)}`,
      };
    }
    case "fact": {
      const fact = parseFactKey(key);
      if (!fact) return same;
      return {
        slugs: [[fact.owner, fact.slug]],
        words: (name) => `${name(fact.owner, fact.slug)}: ${FACT_WORDS[fact.kind]}`,
      };
    }
    case "photo": {
      const photo = parsePhotoKey(key);
      if (!photo) return same;
      return { slugs: [[photo.slot, photo.slug]], words: (name) => name(photo.slot, photo.slug) };
    }
    case "article": {
      const article = parseArticleKey(key);
      if (!article) return same;
      return {
        slugs: [["article", key]],
        words: (name) =>
          `${name("article", key)}${article.language === "hi" ? " (Hindi)" : " (English)"}`,
      };
    }
    case "campaign": {
      const campaign = parseCampaignKey(key);
      if (!campaign) return same;
      return { slugs: [["campaign", key]], words: (name) => name("campaign", key) };
    }
    case "doctor_treatments":
      return { slugs: [["doctor", key]], words: (name) => name("doctor", key) };
    case "search_term":
      return { slugs: [], words: () => `"${key}"` };
    case "treatment":
    case "hospital":
    case "doctor":
    case "condition":
    case "test":
    case "department":
      return { slugs: [[kind, key]], words: (name) => name(kind, key) };
    default:
      return same;
  }
}

/** Names by slug of one table, for the slugs asked (articles and campaigns by their content key). */
async function namesOf(db: Database, table: Named, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const bySlug = (rows: { slug: string; name: string }[]) =>
    new Map(rows.map((r) => [r.slug, r.name]));
  switch (table) {
    case "treatment":
      return bySlug(
        await db
          .select({ slug: treatments.slug, name: treatments.name })
          .from(treatments)
          .where(inArray(treatments.slug, slugs)),
      );
    case "city":
      return bySlug(
        await db
          .select({ slug: cities.slug, name: cities.name })
          .from(cities)
          .where(inArray(cities.slug, slugs)),
      );
    case "doctor":
      return bySlug(
        await db
          .select({ slug: doctors.slug, name: doctors.name })
          .from(doctors)
          .where(inArray(doctors.slug, slugs)),
      );
    case "hospital":
      return bySlug(
        await db
          .select({ slug: hospitals.slug, name: hospitals.name })
          .from(hospitals)
          .where(inArray(hospitals.slug, slugs)),
      );
    case "condition":
      return bySlug(
        await db
          .select({ slug: conditions.slug, name: conditions.name })
          .from(conditions)
          .where(inArray(conditions.slug, slugs)),
      );
    case "test":
      return bySlug(
        await db
          .select({ slug: diagnosticTests.slug, name: diagnosticTests.name })
          .from(diagnosticTests)
          .where(inArray(diagnosticTests.slug, slugs)),
      );
    case "department":
      return bySlug(
        await db
          .select({ slug: departments.slug, name: departments.name })
          .from(departments)
          .where(inArray(departments.slug, slugs)),
      );
    case "article": {
      const parsed = slugs.map(parseArticleKey).filter((a) => a !== null);
      const rows = await db
        .select({ slug: blogPosts.slug, language: blogPosts.language, title: blogPosts.title })
        .from(blogPosts)
        .where(
          inArray(
            blogPosts.slug,
            parsed.map((a) => a.slug),
          ),
        );
      return new Map(rows.map((r) => [`${r.language}:${r.slug}`, r.title]));
    }
    case "campaign": {
      const parsed = slugs.map(parseCampaignKey).filter((c) => c !== null);
      const rows = await db
        .select({ slug: campaigns.slug, kind: campaigns.kind, headline: campaigns.headline })
        .from(campaigns)
        .where(
          inArray(
            campaigns.slug,
            parsed.map((c) => c.slug),
          ),
        );
      return new Map(rows.map((r) => [`${r.kind}:${r.slug}`, r.headline]));
    }
  }
}

/**
 * What staff read for content keys: "Knee Replacement in Lucknow" for `knee-replacement@lucknow`,
 * a doctor's name for their slug, "Dr … : registration" for a fact (CS-116). One query per
 * table named, whatever the number of keys; a slug no longer in the catalogue reads as itself.
 * Answers by `${kind} ${key}`.
 */
export async function contentKeyNames(
  db: Database,
  items: readonly { kind: ContentKind; entityKey: string }[],
): Promise<Map<string, string>> {
  const read = items.map((item) => ({ item, key: readKey(item.kind, item.entityKey) }));
  const wanted = new Map<Named, Set<string>>();
  for (const { key } of read) {
    for (const [table, slug] of key.slugs) {
      const set = wanted.get(table) ?? new Set<string>();
      set.add(slug);
      wanted.set(table, set);
    }
  }
  const found = new Map<Named, Map<string, string>>();
  for (const [table, slugs] of wanted) found.set(table, await namesOf(db, table, [...slugs]));
  const name = (table: Named, slug: string) => found.get(table)?.get(slug) ?? slug;
  return new Map(
    read.map(({ item, key }) => [`${item.kind} ${item.entityKey}`, key.words(name)] as const),
  );
}
