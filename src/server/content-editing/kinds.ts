import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  articleTreatments,
  authors,
  blogPosts,
  campaigns,
  conditions,
  departments,
  diagnosticTests,
  doctors,
  doctorTreatments,
  medicalPages,
  searchSynonyms,
  treatments,
} from "@/src/db/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentKind } from "@/src/db/schema/content-editing";
import type { Faq, MedicalPageSections } from "@/src/lib/catalog/types";
import {
  type CampaignTexts,
  campaignKey,
  checkCampaignTexts,
  parseCampaignKey,
} from "@/src/lib/content-editing/campaign";
import {
  checkDoctorTreatments,
  type DoctorTreatments,
  joinSlugs,
  slugsOf,
} from "@/src/lib/content-editing/doctor-treatments";
import type { Checked, ContentFields, FieldProblem } from "@/src/lib/content-editing/fields";
import {
  type ArticleFields,
  articleKey,
  checkArticle,
  checkDepartmentTexts,
  checkMedicalTexts,
  type DepartmentTexts,
  type FaqPair,
  formatFaqs,
  type MedicalTexts,
  parseArticleKey,
  parseFaqs,
} from "@/src/lib/content-editing/medical";
import { getMessages } from "@/src/lib/i18n";
import { hrefFor } from "@/src/lib/page-registry";
import { normaliseQuery } from "@/src/lib/search/query";
import {
  checkSearchTerm,
  isAnswer,
  joinMeanings,
  meaningsOf,
  parseTerm,
} from "@/src/lib/content-editing/search-terms";
import { campaignTag, tagsToRevalidate } from "@/src/server/catalog/tags";
import { SYNONYMS_TAG } from "@/src/server/search/synonyms-tag";
import { ContentError } from "./actor";
import type { LoadedEntity } from "./entities";

/**
 * The kinds of medical page and article editors change, described once each: where the fields
 * live (load, write), their rules (check, verify), whether a reviewer signs them off and where
 * that sign-off shows (review), which cached pages show them (tags) and the public page (path).
 * entities.ts and workflow.ts ask this table before their own treatment / cost / profile code.
 */
export interface KindSpec {
  /** The console's word for one: "condition". */
  noun: string;
  medical: boolean;
  /** `published`: the values on the site now (a rule may keep what is already published). */
  check(input: Record<string, unknown>, published?: ContentFields | null): Checked<ContentFields>;
  /**
   * Rules that need the database (an author or treatment that must exist); none by default.
   * `published`: the values on the site now (what was reviewed before may be kept as it is).
   */
  verify?(
    db: Database,
    fields: ContentFields,
    published?: ContentFields | null,
  ): Promise<FieldProblem[]>;
  load(db: Database, key: string): Promise<LoadedEntity>;
  /** Writes published values (in the caller's transaction); moves the row's updated_at. */
  write(tx: Database, entity: LoadedEntity, fields: ContentFields): Promise<void>;
  /** Records the reviewer and review date the page shows (medical kinds). */
  review?(tx: Database, entity: LoadedEntity, reviewerId: number, on: string): Promise<void>;
  tags(entity: LoadedEntity): string[];
  /** The public page (English, or the article's own language). */
  path(entity: LoadedEntity): string;
  /** Every entity of the kind, for the console's list. */
  list(db: Database): Promise<{ key: string; title: string }[]>;
}

/* ---------------------------------------------------------------- medical_pages sections */

const toPairs = (faqs: Faq[] | undefined): FaqPair[] =>
  (faqs ?? []).map((f) => ({ question: f.question, answer: f.answer }));

async function sectionsOf(db: Database, kind: "condition" | "test", entityId: number) {
  const [row] = await db
    .select({ sections: medicalPages.sections, sectionsHi: medicalPages.sectionsHi })
    .from(medicalPages)
    .where(and(eq(medicalPages.kind, kind), eq(medicalPages.entityId, entityId)))
    .limit(1);
  return {
    en: (row?.sections ?? {}) as MedicalPageSections,
    hi: (row?.sectionsHi ?? {}) as MedicalPageSections,
  };
}

/** FAQ text back to pairs: the text was checked when the draft was saved. */
function pairsOf(text: unknown): FaqPair[] {
  const parsed = parseFaqs("faqs", text);
  return parsed.ok ? parsed.value : [];
}

/**
 * Sets some keys of a medical page's English and Hindi sections (an empty value removes the key:
 * the page then shows no such section). The row exists: a medical kind's review is written first.
 */
async function writeSections(
  tx: Database,
  kind: "condition" | "test",
  entityId: number,
  en: Record<string, unknown>,
  hi: Record<string, unknown>,
) {
  const merge = (column: AnyPgColumn, values: Record<string, unknown>) => {
    const keep = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== null && !(Array.isArray(v) && !v.length)),
    );
    const drop = Object.keys(values).filter((k) => !(k in keep));
    let expr = sql`(${column} || ${JSON.stringify(keep)}::jsonb)`;
    for (const key of drop) expr = sql`(${expr} - ${key}::text)`;
    return expr;
  };
  const updated = await tx
    .update(medicalPages)
    .set({
      sections: merge(medicalPages.sections, en),
      sectionsHi: merge(medicalPages.sectionsHi, hi),
      updatedAt: sql`now()`,
    })
    .where(and(eq(medicalPages.kind, kind), eq(medicalPages.entityId, entityId)))
    .returning({ kind: medicalPages.kind });
  if (updated.length === 0) {
    throw new ContentError(`The ${kind}'s page has no review yet: a reviewer signs it off.`, 409);
  }
}

async function reviewMedicalPage(
  tx: Database,
  entity: LoadedEntity,
  reviewerId: number,
  reviewedOn: string,
) {
  await tx
    .insert(medicalPages)
    .values({ kind: entity.kind, entityId: entity.owner.id, reviewerId, reviewedOn })
    .onConflictDoUpdate({
      target: [medicalPages.kind, medicalPages.entityId],
      set: { reviewerId, reviewedOn, updatedAt: sql`now()` },
    });
}

const notFound = (noun: string, key: string) => new ContentError(`No ${noun} "${key}".`, 404);

/* ---------------------------------------------------------------- the kinds */

const condition: KindSpec = {
  noun: "condition",
  medical: true,
  check: checkMedicalTexts,
  async load(db, key) {
    const [c] = await db.select().from(conditions).where(eq(conditions.slug, key)).limit(1);
    if (!c) throw notFound("condition", key);
    const s = await sectionsOf(db, "condition", c.id);
    const fields: MedicalTexts = {
      name: c.name,
      nameHi: c.nameHi,
      summary: c.summary,
      summaryHi: c.summaryHi,
      faqs: formatFaqs(toPairs(s.en.faqs)),
      faqsHi: formatFaqs(toPairs(s.hi.faqs)),
    };
    return {
      kind: "condition",
      key: c.slug,
      title: c.name,
      owner: { entity: "condition", id: c.id, slug: c.slug, name: c.name },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const f = fields as MedicalTexts;
    await tx
      .update(conditions)
      .set({
        name: f.name,
        nameHi: f.nameHi,
        summary: f.summary,
        summaryHi: f.summaryHi,
        updatedAt: new Date(),
      })
      .where(eq(conditions.id, entity.owner.id));
    await writeSections(
      tx,
      "condition",
      entity.owner.id,
      { faqs: pairsOf(f.faqs) },
      { faqs: pairsOf(f.faqsHi) },
    );
  },
  review: reviewMedicalPage,
  tags: (e) => tagsToRevalidate("condition", e.owner.slug),
  path: (e) => hrefFor("condition", { slug: e.owner.slug }),
  list: (db) =>
    db
      .select({ key: conditions.slug, title: conditions.name })
      .from(conditions)
      .orderBy(asc(conditions.name)),
};

/** A test's description is its page's "why it is done" section (English and Hindi). */
const test: KindSpec = {
  noun: "test",
  medical: true,
  check: checkMedicalTexts,
  async load(db, key) {
    const [t] = await db
      .select()
      .from(diagnosticTests)
      .where(eq(diagnosticTests.slug, key))
      .limit(1);
    if (!t) throw notFound("test", key);
    const s = await sectionsOf(db, "test", t.id);
    const fields: MedicalTexts = {
      name: t.name,
      nameHi: t.nameHi,
      summary: s.en.why ?? "",
      summaryHi: s.hi.why ?? null,
      faqs: formatFaqs(toPairs(s.en.faqs)),
      faqsHi: formatFaqs(toPairs(s.hi.faqs)),
    };
    return {
      kind: "test",
      key: t.slug,
      title: t.name,
      owner: { entity: "test", id: t.id, slug: t.slug, name: t.name },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const f = fields as MedicalTexts;
    await tx
      .update(diagnosticTests)
      .set({ name: f.name, nameHi: f.nameHi, updatedAt: new Date() })
      .where(eq(diagnosticTests.id, entity.owner.id));
    await writeSections(
      tx,
      "test",
      entity.owner.id,
      { why: f.summary, faqs: pairsOf(f.faqs) },
      { why: f.summaryHi, faqs: pairsOf(f.faqsHi) },
    );
  },
  review: reviewMedicalPage,
  tags: (e) => tagsToRevalidate("test", e.owner.slug),
  path: (e) => hrefFor("test", { slug: e.owner.slug }),
  list: (db) =>
    db
      .select({ key: diagnosticTests.slug, title: diagnosticTests.name })
      .from(diagnosticTests)
      .orderBy(asc(diagnosticTests.name)),
};

/** A department page carries no medical claim of its own: published by the editor. */
const department: KindSpec = {
  noun: "department",
  medical: false,
  check: checkDepartmentTexts,
  async load(db, key) {
    const [d] = await db.select().from(departments).where(eq(departments.slug, key)).limit(1);
    if (!d) throw notFound("department", key);
    const fields: DepartmentTexts = {
      name: d.name,
      nameHi: d.nameHi,
      summary: d.description,
      summaryHi: d.descriptionHi,
    };
    return {
      kind: "department",
      key: d.slug,
      title: d.name,
      owner: { entity: "department", id: d.id, slug: d.slug, name: d.name },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const f = fields as DepartmentTexts;
    await tx
      .update(departments)
      .set({
        name: f.name,
        nameHi: f.nameHi,
        description: f.summary,
        descriptionHi: f.summaryHi,
        updatedAt: new Date(),
      })
      .where(eq(departments.id, entity.owner.id));
  },
  tags: (e) => tagsToRevalidate("department", e.owner.slug),
  path: (e) => hrefFor("department", { slug: e.owner.slug }),
  list: (db) =>
    db
      .select({ key: departments.slug, title: departments.name })
      .from(departments)
      .orderBy(asc(departments.name)),
};

const slugList = (text: unknown) =>
  typeof text === "string" && text ? text.split("; ").filter(Boolean) : [];

/** Articles live in blog_posts (the Markdown files are the seed's first copy: decision 0024). */
const article: KindSpec = {
  noun: "article",
  medical: true,
  check: checkArticle,
  async verify(db, fields) {
    const f = fields as ArticleFields;
    const problems: FieldProblem[] = [];
    const [a] = await db
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.slug, f.author))
      .limit(1);
    if (!a) problems.push({ field: "author", message: `No author "${f.author}".` });
    const wanted = slugList(f.relatedTreatments);
    if (wanted.length > 0) {
      const found = await db
        .select({ slug: treatments.slug })
        .from(treatments)
        .where(inArray(treatments.slug, wanted));
      const missing = wanted.filter((s) => !found.some((t) => t.slug === s));
      if (missing.length > 0) {
        problems.push({
          field: "relatedTreatments",
          message: `No treatment "${missing.join('", "')}".`,
        });
      }
    }
    return problems;
  },
  async load(db, key) {
    const parsed = parseArticleKey(key);
    if (!parsed) throw new ContentError(`"${key}" is not a language:slug article key.`, 404);
    const [p] = await db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        language: blogPosts.language,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        body: blogPosts.body,
        author: authors.slug,
      })
      .from(blogPosts)
      .innerJoin(authors, eq(authors.id, blogPosts.authorId))
      .where(and(eq(blogPosts.language, parsed.language), eq(blogPosts.slug, parsed.slug)))
      .limit(1);
    if (!p) throw notFound("article", key);
    const related = await db
      .select({ slug: treatments.slug })
      .from(articleTreatments)
      .innerJoin(treatments, eq(treatments.id, articleTreatments.treatmentId))
      .where(eq(articleTreatments.articleId, p.id))
      .orderBy(asc(articleTreatments.position));
    const fields: ArticleFields = {
      title: p.title,
      excerpt: p.excerpt,
      body: p.body,
      author: p.author,
      relatedTreatments: related.map((r) => r.slug).join("; "),
    };
    return {
      kind: "article",
      key: articleKey(parsed.language, p.slug),
      title: `${p.title} (${parsed.language === "hi" ? "Hindi" : "English"})`,
      owner: { entity: "article", id: p.id, slug: p.slug, name: p.title },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const f = fields as ArticleFields;
    const [a] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.slug, f.author))
      .limit(1);
    if (!a) throw new ContentError(`No author "${f.author}".`, 400);
    await tx
      .update(blogPosts)
      .set({
        title: f.title,
        excerpt: f.excerpt,
        body: f.body,
        authorId: a.id,
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, entity.owner.id));
    const wanted = slugList(f.relatedTreatments);
    const rows = wanted.length
      ? await tx
          .select({ id: treatments.id, slug: treatments.slug })
          .from(treatments)
          .where(inArray(treatments.slug, wanted))
      : [];
    if (rows.length !== wanted.length) {
      throw new ContentError("A related treatment no longer exists: edit again.", 409);
    }
    await tx.delete(articleTreatments).where(eq(articleTreatments.articleId, entity.owner.id));
    if (rows.length > 0) {
      await tx.insert(articleTreatments).values(
        wanted.map((slug, position) => ({
          articleId: entity.owner.id,
          treatmentId: rows.find((r) => r.slug === slug)?.id ?? 0,
          position,
        })),
      );
    }
  },
  async review(tx, entity, reviewerId, on) {
    await tx
      .update(blogPosts)
      .set({ reviewerId, medicallyReviewedAt: new Date(`${on}T12:00:00+05:30`) })
      .where(eq(blogPosts.id, entity.owner.id));
  },
  tags: (e) => {
    const parsed = parseArticleKey(e.key);
    return tagsToRevalidate("article", e.owner.slug, parsed?.language);
  },
  path: (e) => {
    const parsed = parseArticleKey(e.key);
    return hrefFor("blog-post", { slug: e.owner.slug }, parsed?.language ?? "en");
  },
  list: async (db) =>
    (
      await db
        .select({ language: blogPosts.language, slug: blogPosts.slug, title: blogPosts.title })
        .from(blogPosts)
        .orderBy(asc(blogPosts.language), asc(blogPosts.title))
    ).map((p) => ({
      key: articleKey(p.language === "hi" ? "hi" : "en", p.slug),
      title: `${p.title} (${p.language === "hi" ? "Hindi" : "English"})`,
    })),
};

/**
 * A campaign page's texts (key `{marketing|campaign}:{slug}`): marketing copy, no medical
 * sign-off, but its claims pass the rule against unverifiable superlatives. Only its own page
 * shows it, so publishing drops only that page's tag.
 */
const campaign: KindSpec = {
  noun: "campaign page",
  medical: false,
  check: checkCampaignTexts,
  async load(db, key) {
    const parsed = parseCampaignKey(key);
    if (!parsed) throw new ContentError(`"${key}" is not a kind:slug campaign key.`, 404);
    const [c] = await db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.kind, parsed.kind), eq(campaigns.slug, parsed.slug)))
      .limit(1);
    if (!c) throw notFound("campaign page", key);
    const fields: CampaignTexts = {
      headline: c.headline,
      subheadline: c.subheadline,
      claims: c.claims.join("\n"),
      faqs: formatFaqs(toPairs(c.faqs)),
      formTitle: c.formTitle,
      heroAlt: c.heroAlt,
    };
    return {
      kind: "campaign",
      key: campaignKey(c.kind, c.slug),
      title: `${c.headline} (/${c.kind}/${c.slug})`,
      owner: { entity: "campaign", id: c.id, slug: c.slug, name: c.headline },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const f = fields as CampaignTexts;
    await tx
      .update(campaigns)
      .set({
        headline: f.headline,
        subheadline: f.subheadline,
        claims: f.claims ? f.claims.split("\n") : [],
        faqs: pairsOf(f.faqs),
        formTitle: f.formTitle,
        heroAlt: f.heroAlt,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, entity.owner.id));
  },
  tags: (e) => {
    const parsed = parseCampaignKey(e.key);
    return parsed ? [campaignTag(parsed.kind, parsed.slug)] : [];
  },
  path: (e) => {
    const parsed = parseCampaignKey(e.key);
    return `/${parsed?.kind ?? "campaign"}/${e.owner.slug}`;
  },
  list: async (db) =>
    (
      await db
        .select({ kind: campaigns.kind, slug: campaigns.slug, headline: campaigns.headline })
        .from(campaigns)
        .orderBy(asc(campaigns.kind), asc(campaigns.slug))
    ).map((c) => ({
      key: campaignKey(c.kind, c.slug),
      title: `${c.headline} (/${c.kind}/${c.slug})`,
    })),
};

/** The treatments of `slugs` that exist, with their ids. */
async function treatmentsBySlug(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({ id: treatments.id, slug: treatments.slug })
    .from(treatments)
    .where(inArray(treatments.slug, [...slugs]));
}

/**
 * The treatments a doctor performs (key: the doctor's slug). It is what puts the doctor on each
 * treatment's pages, a claim about their practice, so a reviewer signs it off
 * (docs/decisions/0034-doctor-treatments-signed-off.md). The sign-off is kept on the draft and
 * the version (reviewer, date); a doctor's page shows no review line of its own, so `review`
 * writes nothing (without it the sign-off would be written as a treatment page's review).
 */
const doctorTreatmentsKind: KindSpec = {
  noun: "doctor's treatments",
  medical: true,
  check: checkDoctorTreatments,
  async verify(db, fields) {
    const wanted = slugsOf((fields as DoctorTreatments).treatments);
    const found = await treatmentsBySlug(db, wanted);
    const missing = wanted.filter((s) => !found.some((t) => t.slug === s));
    return missing.length > 0
      ? [
          {
            field: "treatments",
            message: `No treatment "${missing.join('", "')}" in the catalogue.`,
          },
        ]
      : [];
  },
  async load(db, key) {
    const [d] = await db
      .select({ id: doctors.id, slug: doctors.slug, name: doctors.name })
      .from(doctors)
      .where(eq(doctors.slug, key))
      .limit(1);
    if (!d) throw notFound("doctor", key);
    const rows = await db
      .select({ slug: treatments.slug })
      .from(doctorTreatments)
      .innerJoin(treatments, eq(treatments.id, doctorTreatments.treatmentId))
      .where(eq(doctorTreatments.doctorId, d.id));
    const fields: DoctorTreatments = { treatments: joinSlugs(rows.map((r) => r.slug)) };
    return {
      kind: "doctor_treatments",
      key: d.slug,
      title: `Treatments performed by ${d.name}`,
      owner: { entity: "doctor", id: d.id, slug: d.slug, name: d.name },
      fields,
    };
  },
  async write(tx, entity, fields) {
    const wanted = slugsOf((fields as DoctorTreatments).treatments);
    const rows = await treatmentsBySlug(tx, wanted);
    // Checked when the draft was saved; a treatment removed since then stops the publish whole.
    if (rows.length !== wanted.length) {
      throw new ContentError("A treatment of this change no longer exists: edit again.", 409);
    }
    await tx.delete(doctorTreatments).where(eq(doctorTreatments.doctorId, entity.owner.id));
    if (rows.length > 0) {
      await tx
        .insert(doctorTreatments)
        .values(rows.map((r) => ({ doctorId: entity.owner.id, treatmentId: r.id })));
    }
    // The doctor's page changed: the sitemap's lastmod (its updated_at) follows.
    await tx.update(doctors).set({ updatedAt: new Date() }).where(eq(doctors.id, entity.owner.id));
  },
  async review() {},
  // The doctor's own page and every read that lists doctors: a treatment's doctors in a city, a
  // city's doctor listings and the nearest cities with a doctor for it (src/server/catalog/tags.ts).
  tags: (e) => tagsToRevalidate("doctor", e.owner.slug),
  path: (e) => hrefFor("doctor", { slug: e.owner.slug }),
  list: (db) =>
    db.select({ key: doctors.slug, title: doctors.name }).from(doctors).orderBy(asc(doctors.name)),
};

/** Every catalogue name a vocabulary term may mean, normalised as the search reads them. */
async function catalogueWords(db: Database): Promise<Set<string>> {
  const names = await Promise.all(
    [conditions, treatments, departments, diagnosticTests].map((t) =>
      db.select({ name: t.name }).from(t),
    ),
  );
  return new Set(names.flat().map((r) => normaliseQuery(r.name)));
}

/**
 * One term of the search vocabulary (key: the term, normalised as a query is): what the search
 * reads a patient's words as, so a reviewer signs every change off
 * (docs/decisions/0039-search-vocabulary-signed-off.md). A term not in the vocabulary loads with
 * an empty meaning (adding it is a change like any other); publishing an empty meaning removes
 * it. Publishing drops SYNONYMS_TAG: every instance reloads the vocabulary on its next search.
 */
const searchTerm: KindSpec = {
  noun: "search term",
  medical: true,
  check: checkSearchTerm,
  async verify(db, fields, published) {
    // Meanings already published were reviewed (the data file's or an earlier sign-off) and may
    // stay; each new one must name the catalogue or an answer the search knows.
    const kept = new Set(meaningsOf(published?.meaning));
    const fresh = meaningsOf(fields.meaning).filter((m) => !kept.has(m));
    if (fresh.length === 0) return [];
    const words = await catalogueWords(db);
    const search = getMessages("en").shell.search;
    const unknown = fresh.filter((m) => {
      if (!isAnswer(m)) return !words.has(m);
      const [type, name] = m.split(":") as [string, string];
      return type === "service" ? !(name in search.services) : !(name in search.notCovered);
    });
    return unknown.length > 0
      ? [
          {
            field: "meaning",
            message: `No condition, treatment, department or test "${unknown.join('", "')}" in the catalogue (nor such an answer).`,
          },
        ]
      : [];
  },
  async load(db, key) {
    const parsed = parseTerm(key);
    if (!parsed.ok) throw new ContentError(parsed.error, 400);
    const [row] = await db
      .select()
      .from(searchSynonyms)
      .where(eq(searchSynonyms.term, parsed.term))
      .limit(1);
    return {
      kind: "search_term",
      key: parsed.term,
      title: `Search term "${parsed.term}"`,
      owner: { entity: "search_term", id: 0, slug: parsed.term, name: parsed.term },
      fields: { meaning: joinMeanings(row?.expansions ?? []) },
    };
  },
  async write(tx, entity, fields) {
    const meanings = meaningsOf(fields.meaning);
    if (meanings.length === 0) {
      await tx.delete(searchSynonyms).where(eq(searchSynonyms.term, entity.key));
      return;
    }
    await tx
      .insert(searchSynonyms)
      .values({ term: entity.key, expansions: meanings })
      .onConflictDoUpdate({ target: searchSynonyms.term, set: { expansions: meanings } });
  },
  // The sign-off is kept on the draft and the version: no page shows a review line for a word.
  async review() {},
  tags: () => [SYNONYMS_TAG],
  path: (e) => `/search?${new URLSearchParams({ query: e.key })}`,
  list: async (db) =>
    (
      await db
        .select({ term: searchSynonyms.term })
        .from(searchSynonyms)
        .orderBy(asc(searchSynonyms.term))
    ).map((r) => ({ key: r.term, title: r.term })),
};

export const KIND_SPECS: Partial<Record<ContentKind, KindSpec>> = {
  search_term: searchTerm,
  doctor_treatments: doctorTreatmentsKind,
  condition,
  test,
  department,
  article,
  campaign,
};

export function kindSpec(kind: ContentKind): KindSpec | undefined {
  return KIND_SPECS[kind];
}

/** The kinds the table describes, for routes that take a kind from the URL. */
export const PAGE_KINDS = ["condition", "test", "department", "article", "campaign"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export function isPageKind(value: string): value is PageKind {
  return (PAGE_KINDS as readonly string[]).includes(value);
}
