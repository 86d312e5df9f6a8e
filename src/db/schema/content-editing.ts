import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { ContentFields, FieldChange } from "../../lib/content-editing/fields";
import { timestamptz } from "./columns";
import { medicalReviewers } from "./content";
import { staffUsers } from "./staff";

/**
 * Content editing (the console's /console/content): an editor's change is a draft first; a
 * medical one (a treatment's texts) is signed off by a reviewer; publishing writes the catalogue
 * row and a version (before, after, field diff). src/server/content-editing holds the rules.
 */
/**
 * `fact`: one verified fact of a doctor or hospital (key `doctor:{slug}:registration`);
 * `doctor_treatments`: the treatments a doctor performs (key: the doctor's slug);
 * `search_term`: one term of the search vocabulary (key: the term, normalised).
 */
export const CONTENT_KINDS = [
  "treatment",
  "city_cost",
  "hospital",
  "doctor",
  "photo",
  "fact",
  "condition",
  "test",
  "department",
  "article",
  "campaign",
  "doctor_treatments",
  "search_term",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const DRAFT_STATUSES = ["draft", "in_review", "approved", "published", "discarded"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<ContentKind>().notNull(),
    /**
     * A treatment's, hospital's or doctor's slug; a city cost's `{treatment slug}@{city slug}`;
     * a photo's `{doctor|hospital}:{slug}`; a campaign page's `{marketing|campaign}:{slug}`.
     */
    entityKey: text("entity_key").notNull(),
    /** Needs a reviewer's sign-off before it is published. */
    medical: boolean("medical").notNull(),
    status: text("status").$type<DraftStatus>().notNull().default("draft"),
    /** The published values when the draft was made (what the side-by-side shows as old). */
    base: jsonb("base").$type<ContentFields>().notNull(),
    fields: jsonb("fields").$type<ContentFields>().notNull(),
    createdBy: text("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    submittedAt: timestamptz("submitted_at"),
    reviewedBy: text("reviewed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    reviewedAt: timestamptz("reviewed_at"),
    medicalReviewerId: integer("medical_reviewer_id").references(() => medicalReviewers.id),
    publishedBy: text("published_by").references(() => staffUsers.id, { onDelete: "set null" }),
    publishedAt: timestamptz("published_at"),
    versionId: bigint("version_id", { mode: "number" }),
    /** A reviewer sent the change back to its editor (status `draft` again) with this reason. */
    sentBackReason: text("sent_back_reason"),
    sentBackBy: text("sent_back_by").references(() => staffUsers.id, { onDelete: "set null" }),
    sentBackAt: timestamptz("sent_back_at"),
  },
  (t) => [
    index("content_drafts_entity_idx").on(t.kind, t.entityKey, t.createdAt),
    index("content_drafts_status_idx").on(t.status, t.updatedAt),
    check(
      "content_drafts_kind_check",
      sql`${t.kind} in ('treatment', 'city_cost', 'hospital', 'doctor', 'photo', 'fact', 'condition', 'test', 'department', 'article', 'campaign', 'doctor_treatments', 'search_term')`,
    ),
    check(
      "content_drafts_status_check",
      sql`${t.status} in ('draft', 'in_review', 'approved', 'published', 'discarded')`,
    ),
    check(
      "content_drafts_signed_off_check",
      sql`not ${t.medical} or ${t.status} not in ('approved', 'published') or (${t.reviewedBy} is not null and ${t.medicalReviewerId} is not null)`,
    ),
  ],
);

/** Every published change of an entity, numbered from 1; a revert is a new version. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<ContentKind>().notNull(),
    entityKey: text("entity_key").notNull(),
    number: integer("number").notNull(),
    before: jsonb("before").$type<ContentFields>().notNull(),
    after: jsonb("after").$type<ContentFields>().notNull(),
    diff: jsonb("diff").$type<FieldChange[]>().notNull(),
    draftId: bigint("draft_id", { mode: "number" }).references(() => contentDrafts.id),
    publishedBy: text("published_by").references(() => staffUsers.id, { onDelete: "set null" }),
    publishedByEmail: text("published_by_email"),
    publishedAt: timestamptz("published_at").notNull().defaultNow(),
    reviewedBy: text("reviewed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    medicalReviewerId: integer("medical_reviewer_id").references(() => medicalReviewers.id),
    reviewedOn: date("reviewed_on", { mode: "string" }),
    revertsVersionId: bigint("reverts_version_id", { mode: "number" }).references(
      (): AnyPgColumn => contentVersions.id,
    ),
    /** 'console' | 'csv' | 'cli' */
    source: text("source").notNull().default("console"),
  },
  (t) => [unique("content_versions_entity_number_key").on(t.kind, t.entityKey, t.number)],
);

/** Which public reviewer profile (the name a medical page shows) a reviewer account signs as. */
export const contentReviewerLinks = pgTable("content_reviewer_links", {
  staffUserId: text("staff_user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  medicalReviewerId: integer("medical_reviewer_id")
    .notNull()
    .references(() => medicalReviewers.id),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * The cache tags each publish dropped, in order: other instances (and a publish made outside a
 * request, by the command line) read the rows after the last one they saw and drop the same tags.
 * `origin` is the instance that already dropped them itself.
 */
export const contentChanges = pgTable(
  "content_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull().defaultNow(),
    tags: text("tags").array().notNull(),
    origin: text("origin"),
  },
  // The hourly prune finds the rows older than a day (migration 0028).
  (t) => [index("content_changes_at_idx").on(t.at)],
);
