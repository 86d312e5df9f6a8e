import "server-only";
import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/src/db";
import {
  contentChanges,
  contentDrafts,
  contentReviewerLinks,
  contentVersions,
  medicalReviewers,
  staffUsers,
} from "@/src/db/schema";
import type { ContentKind, DraftStatus } from "@/src/db/schema/content-editing";
import { rebuildSearchIndex } from "@/src/db/search-index";
import {
  type Checked,
  type ContentFields,
  checkCityCost,
  checkDoctorProfile,
  checkHospitalProfile,
  checkTreatmentTexts,
  diffFields,
  type FieldChange,
  type FieldProblem,
} from "@/src/lib/content-editing/fields";
import { checkSendBackReason } from "@/src/lib/content-editing/doctor-treatments";
import { checkPhotoFields } from "@/src/lib/content-editing/images";
import { needsSignOffFor } from "@/src/lib/content-editing/sign-off";
import { recordAudit } from "@/src/server/staff/audit";
import { assertContent, type ContentActor, ContentError, mayContent } from "./actor";
import { checkFactInput } from "./facts";
import {
  isMedical,
  type LoadedEntity,
  loadEntity,
  tagsOf,
  writeEntity,
  writeReview,
} from "./entities";
import { kindSpec } from "./kinds";

/**
 * A content change's way to the pages: draft → (medical: in review → signed off) → published.
 * Every step is one transaction with its audit entry; publishing writes the catalogue row, a
 * numbered version with the field diff, and a content_changes row naming the cache tags to drop
 * (the caller drops them on its own instance; other instances read the row).
 */

export type DraftRow = typeof contentDrafts.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;

export function checkFields(
  kind: ContentKind,
  input: Record<string, unknown>,
  published: ContentFields | null = null,
): Checked<ContentFields> {
  if (kind === "photo") return checkPhotoFields(input);
  const spec = kindSpec(kind);
  if (spec) return spec.check(input, published);
  if (kind === "treatment") return checkTreatmentTexts(input);
  if (kind === "hospital") return checkHospitalProfile(input);
  if (kind === "doctor") return checkDoctorProfile(input);
  return checkCityCost(input);
}

/** A date as India reads it ("YYYY-MM-DD" in IST): the review date pages show. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const asDb = (tx: unknown) => tx as Database;

async function audit(
  db: Database,
  actor: ContentActor,
  action: Parameters<typeof recordAudit>[1]["action"],
  entity: { kind: string; key: string },
  detail: Record<string, unknown>,
) {
  await recordAudit(db, {
    action,
    actorId: actor.id,
    actorEmail: actor.email,
    recordType: `content:${entity.kind}`,
    recordId: entity.key,
    ip: actor.ip,
    detail,
  });
}

export type SaveResult =
  | { ok: true; draft: DraftRow; changes: FieldChange[] }
  | { ok: false; problems: FieldProblem[] };

/**
 * Saves an editor's change as a new draft (nothing on the pages moves). Refused input gives the
 * problems and writes nothing.
 */
export async function saveDraft(
  db: Database,
  actor: ContentActor,
  kind: ContentKind,
  key: string,
  input: Record<string, unknown>,
): Promise<SaveResult> {
  assertContent(actor, "content.edit", "edit content");
  const entity = await loadEntity(db, kind, key);
  const checked =
    kind === "fact"
      ? await checkFactInput(db, entity.key, input)
      : checkFields(kind, input, entity.fields);
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const verified = (await kindSpec(kind)?.verify?.(db, checked.value, entity.fields)) ?? [];
  if (verified.length > 0) return { ok: false, problems: verified };
  const base = entity.fields ?? {};
  const changes = diffFields(base, checked.value);
  if (changes.length === 0) {
    return {
      ok: false,
      problems: [{ field: "", message: "Nothing changed: the values are the published ones." }],
    };
  }
  const draft = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentDrafts)
      .values({
        kind,
        entityKey: entity.key,
        // A medical kind, or a doctor's qualifications, fee or registration (decision 0038).
        medical: isMedical(kind) || needsSignOffFor(kind, entity.key, base, checked.value),
        status: "draft",
        base,
        fields: checked.value,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("draft not written");
    await audit(asDb(tx), actor, "content.draft_saved", entity, { draftId: row.id, changes });
    return row;
  });
  return { ok: true, draft, changes };
}

async function lockDraft(tx: Database, id: number): Promise<DraftRow> {
  const [row] = await tx.select().from(contentDrafts).where(eq(contentDrafts.id, id)).for("update");
  if (!row) throw new ContentError(`No draft #${id}.`, 404);
  return row;
}

function expectStatus(draft: DraftRow, allowed: readonly DraftStatus[], doing: string) {
  if (!allowed.includes(draft.status)) {
    throw new ContentError(
      `Draft #${draft.id} is ${draft.status.replace("_", " ")}: it cannot be ${doing}.`,
      409,
    );
  }
}

/** An editor hands a medical draft to the reviewers. */
export async function submitForReview(
  db: Database,
  actor: ContentActor,
  id: number,
): Promise<DraftRow> {
  assertContent(actor, "content.edit", "submit drafts for review");
  return db.transaction(async (tx) => {
    const draft = await lockDraft(asDb(tx), id);
    if (!draft.medical)
      throw new ContentError("This change needs no medical review: publish it.", 409);
    expectStatus(draft, ["draft"], "submitted for review");
    const [row] = await tx
      .update(contentDrafts)
      .set({ status: "in_review", submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(contentDrafts.id, id))
      .returning();
    await audit(
      asDb(tx),
      actor,
      "content.submitted",
      { kind: draft.kind, key: draft.entityKey },
      { draftId: id },
    );
    return row as DraftRow;
  });
}

/** The public reviewer profile a reviewer account signs as, or null when none is linked. */
export async function reviewerProfileOf(db: Database, staffId: string | null) {
  if (!staffId) return null;
  const [row] = await db
    .select({ id: medicalReviewers.id, name: medicalReviewers.name, slug: medicalReviewers.slug })
    .from(contentReviewerLinks)
    .innerJoin(medicalReviewers, eq(medicalReviewers.id, contentReviewerLinks.medicalReviewerId))
    .where(eq(contentReviewerLinks.staffUserId, staffId))
    .limit(1);
  return row ?? null;
}

/**
 * A reviewer signs off a medical draft: it becomes publishable, with their public profile as the
 * page's reviewer. Only the reviewer role may; an editor's attempt is refused and audited.
 */
export async function signOff(
  db: Database,
  actor: ContentActor,
  id: number,
  now = new Date(),
): Promise<DraftRow> {
  if (!mayContent(actor, "content.review")) {
    const [draft] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, id)).limit(1);
    await audit(
      db,
      actor,
      "content.sign_off_refused",
      { kind: draft?.kind ?? "unknown", key: draft?.entityKey ?? String(id) },
      { draftId: id, role: actor.role },
    );
    throw new ContentError(
      `Only a reviewer may sign off a medical change (your role: ${actor.role}).`,
      403,
    );
  }
  const profile = await reviewerProfileOf(db, actor.id);
  if (!profile) {
    throw new ContentError(
      "Your account is not linked to a public reviewer profile yet, whose name the page would show. Ask an admin to link it on the console's Staff page.",
      409,
    );
  }
  return db.transaction(async (tx) => {
    const draft = await lockDraft(asDb(tx), id);
    if (!draft.medical) throw new ContentError("This change needs no medical review.", 409);
    expectStatus(draft, ["draft", "in_review"], "signed off");
    if (draft.createdBy && draft.createdBy === actor.id) {
      throw new ContentError("A reviewer cannot sign off their own change.", 403);
    }
    const [row] = await tx
      .update(contentDrafts)
      .set({
        status: "approved",
        reviewedBy: actor.id,
        reviewedAt: now,
        medicalReviewerId: profile.id,
        updatedAt: now,
      })
      .where(eq(contentDrafts.id, id))
      .returning();
    await audit(
      asDb(tx),
      actor,
      "content.signed_off",
      { kind: draft.kind, key: draft.entityKey },
      {
        draftId: id,
        reviewer: profile.slug,
      },
    );
    return row as DraftRow;
  });
}

/**
 * A reviewer sends a medical draft back to its editor with a reason: it is a draft again, never
 * published, and the editor reads the reason on it. Nothing else changes; the reason is kept on
 * the draft and in the audit trail.
 */
export async function sendBack(
  db: Database,
  actor: ContentActor,
  id: number,
  rawReason: unknown,
  now = new Date(),
): Promise<DraftRow> {
  assertContent(actor, "content.review", "send changes back");
  const reason = checkSendBackReason(rawReason);
  if (!reason.ok) throw new ContentError(reason.problems[0]?.message ?? "Say why.", 400);
  return db.transaction(async (tx) => {
    const draft = await lockDraft(asDb(tx), id);
    if (!draft.medical) throw new ContentError("This change needs no medical review.", 409);
    expectStatus(draft, ["in_review"], "sent back");
    const [row] = await tx
      .update(contentDrafts)
      .set({
        status: "draft",
        sentBackReason: reason.value,
        sentBackBy: actor.id,
        sentBackAt: now,
        updatedAt: now,
      })
      .where(eq(contentDrafts.id, id))
      .returning();
    await audit(
      asDb(tx),
      actor,
      "content.sent_back",
      { kind: draft.kind, key: draft.entityKey },
      { draftId: id, reason: reason.value, proposedBy: draft.createdBy },
    );
    return row as DraftRow;
  });
}

export interface Published {
  version: VersionRow;
  /** The cache tags of the pages that show the entity (dropped by the caller). */
  tags: string[];
  entity: LoadedEntity;
}

async function nextNumber(tx: Database, kind: ContentKind, key: string): Promise<number> {
  const [row] = await tx
    .select({ n: max(contentVersions.number) })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.entityKey, key)));
  return (row?.n ?? 0) + 1;
}

/**
 * Writes `after` to the catalogue as a new version (in `tx`): the row, the review when signed
 * off, the version, the tags to drop, the search documents.
 */
export async function applyVersion(
  tx: Database,
  actor: ContentActor,
  entity: LoadedEntity,
  after: ContentFields,
  options: {
    draftId?: number;
    review?: { by: string | null; medicalReviewerId: number; on: string };
    revertsVersionId?: number;
    source?: "console" | "csv" | "cli";
    origin?: string | null;
    /** false: the caller records one content_changes row for many versions (an import). */
    recordChange?: boolean;
    /** false: the caller rebuilds the search documents once after many versions (an import). */
    rebuildSearch?: boolean;
  },
): Promise<{ version: VersionRow; tags: string[] }> {
  const before = entity.fields ?? {};
  const diff = diffFields(before, after);
  // The review first: a condition's or test's sections live on its medical page's row.
  if (options.review)
    await writeReview(tx, entity, options.review.medicalReviewerId, options.review.on);
  await writeEntity(tx, entity, after);
  const [version] = await tx
    .insert(contentVersions)
    .values({
      kind: entity.kind,
      entityKey: entity.key,
      number: await nextNumber(tx, entity.kind, entity.key),
      before,
      after,
      diff,
      draftId: options.draftId ?? null,
      publishedBy: actor.id,
      publishedByEmail: actor.email,
      reviewedBy: options.review?.by ?? null,
      medicalReviewerId: options.review?.medicalReviewerId ?? null,
      reviewedOn: options.review?.on ?? null,
      revertsVersionId: options.revertsVersionId ?? null,
      source: options.source ?? "console",
    })
    .returning();
  if (!version) throw new Error("version not written");
  const tags = tagsOf(entity);
  if (options.recordChange !== false) {
    await tx.insert(contentChanges).values({ tags, origin: options.origin ?? null });
  }
  // Names and texts feed the search documents; a cost or campaign page does not, nor a fact but
  // accreditation.
  // A vocabulary term is read by queries, not indexed (SYNONYMS_TAG reloads it).
  const feedsSearch =
    entity.kind !== "city_cost" &&
    entity.kind !== "campaign" &&
    entity.kind !== "search_term" &&
    (entity.kind !== "fact" || entity.key.endsWith(":accreditation"));
  if (feedsSearch && options.rebuildSearch !== false) await rebuildSearchIndex(tx);
  return { version, tags };
}

/**
 * Publishes a draft. A medical draft must be signed off first (refused otherwise, nothing
 * written); a draft made on values that have since changed is refused too (make a new one).
 */
export async function publishDraft(
  db: Database,
  actor: ContentActor,
  id: number,
  options: { origin?: string | null; now?: Date } = {},
): Promise<Published> {
  const now = options.now ?? new Date();
  const [peek] = await db.select().from(contentDrafts).where(eq(contentDrafts.id, id)).limit(1);
  if (!peek) throw new ContentError(`No draft #${id}.`, 404);
  if (peek.medical) {
    if (!mayContent(actor, "content.edit") && !mayContent(actor, "content.review")) {
      throw new ContentError(`Your role (${actor.role}) may not publish.`, 403);
    }
  } else {
    assertContent(actor, "content.edit", "publish content");
  }
  return db.transaction(async (tx) => {
    const draft = await lockDraft(asDb(tx), id);
    if (draft.medical && draft.status !== "approved") {
      throw new ContentError(
        "A medical page is published only after a reviewer signs it off: submit it for review.",
        409,
      );
    }
    expectStatus(draft, draft.medical ? ["approved"] : ["draft"], "published");
    const entity = await loadEntity(asDb(tx), draft.kind, draft.entityKey);
    if (diffFields(entity.fields ?? {}, draft.base).length > 0) {
      throw new ContentError(
        "The published values changed since this draft was made: discard it and edit again.",
        409,
      );
    }
    const review =
      draft.medical && draft.medicalReviewerId
        ? {
            by: draft.reviewedBy,
            medicalReviewerId: draft.medicalReviewerId,
            on: istDate(draft.reviewedAt ?? now),
          }
        : undefined;
    const { version, tags } = await applyVersion(asDb(tx), actor, entity, draft.fields, {
      draftId: id,
      review,
      origin: options.origin,
    });
    await tx
      .update(contentDrafts)
      .set({
        status: "published",
        publishedBy: actor.id,
        publishedAt: now,
        versionId: version.id,
        updatedAt: now,
      })
      .where(eq(contentDrafts.id, id));
    // The publisher may be the reviewer who signed off: the entry names who proposed it too.
    await audit(asDb(tx), actor, "content.published", entity, {
      draftId: id,
      proposedBy: draft.createdBy,
      reviewedBy: draft.reviewedBy,
      version: version.number,
      changes: version.diff,
      tags,
    });
    return { version, tags, entity };
  });
}

export async function discardDraft(db: Database, actor: ContentActor, id: number): Promise<void> {
  assertContent(actor, "content.edit", "discard drafts");
  await db.transaction(async (tx) => {
    const draft = await lockDraft(asDb(tx), id);
    expectStatus(draft, ["draft", "in_review", "approved"], "discarded");
    await tx
      .update(contentDrafts)
      .set({ status: "discarded", updatedAt: new Date() })
      .where(eq(contentDrafts.id, id));
    await audit(
      asDb(tx),
      actor,
      "content.discarded",
      { kind: draft.kind, key: draft.entityKey },
      { draftId: id },
    );
  });
}

export type RevertResult =
  | { published: Published; draft?: undefined }
  | { published?: undefined; draft: DraftRow };

/**
 * Restores the values a version replaced. A cost is published at once as a new version; a
 * medical text becomes a draft in review (a reviewer signs the old text off again).
 */
export async function revertVersion(
  db: Database,
  actor: ContentActor,
  versionId: number,
  options: { origin?: string | null } = {},
): Promise<RevertResult> {
  assertContent(actor, "content.edit", "revert content");
  const [version] = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.id, versionId))
    .limit(1);
  if (!version) throw new ContentError(`No version #${versionId}.`, 404);
  const entity = await loadEntity(db, version.kind, version.entityKey);
  const restore = version.before;
  if (Object.keys(restore).length === 0) {
    throw new ContentError(
      "This version created the entry: there is nothing earlier to restore.",
      409,
    );
  }
  if (diffFields(entity.fields ?? {}, restore).length === 0) {
    throw new ContentError("The published values are already those.", 409);
  }
  if (
    isMedical(version.kind) ||
    needsSignOffFor(version.kind, entity.key, entity.fields ?? {}, restore)
  ) {
    const draft = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentDrafts)
        .values({
          kind: version.kind,
          entityKey: entity.key,
          medical: true,
          status: "in_review",
          base: entity.fields ?? {},
          fields: restore,
          createdBy: actor.id,
          submittedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error("draft not written");
      await audit(asDb(tx), actor, "content.reverted", entity, {
        version: version.number,
        draftId: row.id,
      });
      return row;
    });
    return { draft };
  }
  const published = await db.transaction(async (tx) => {
    const fresh = await loadEntity(asDb(tx), version.kind, version.entityKey);
    const result = await applyVersion(asDb(tx), actor, fresh, restore, {
      revertsVersionId: version.id,
      origin: options.origin,
    });
    await audit(asDb(tx), actor, "content.reverted", fresh, {
      version: version.number,
      newVersion: result.version.number,
      changes: result.version.diff,
      tags: result.tags,
    });
    return { ...result, entity: fresh };
  });
  return { published };
}

/* ---------------------------------------------------------------- reads for the console */

/** Who proposed a version (its draft's author): the publisher may be the reviewer who signed off. */
const authors = alias(staffUsers, "draft_authors");
/** Who signed it off (the reviewer's account), beside the public profile the page names. */
const signers = alias(staffUsers, "version_signers");

export async function listVersions(db: Database, kind: ContentKind, key: string) {
  return db
    .select({
      version: contentVersions,
      publisherName: staffUsers.name,
      reviewerName: medicalReviewers.name,
      authorName: authors.name,
      authorEmail: authors.email,
      signedOffByName: signers.name,
      signedOffByEmail: signers.email,
    })
    .from(contentVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.publishedBy))
    .leftJoin(signers, eq(signers.id, contentVersions.reviewedBy))
    .leftJoin(contentDrafts, eq(contentDrafts.id, contentVersions.draftId))
    .leftJoin(authors, eq(authors.id, contentDrafts.createdBy))
    .leftJoin(medicalReviewers, eq(medicalReviewers.id, contentVersions.medicalReviewerId))
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.entityKey, key)))
    .orderBy(desc(contentVersions.number));
}

export async function listDrafts(
  db: Database,
  filter: { statuses?: DraftStatus[]; kind?: ContentKind; key?: string } = {},
) {
  const where = [];
  if (filter.statuses?.length) where.push(inArray(contentDrafts.status, filter.statuses));
  if (filter.kind) where.push(eq(contentDrafts.kind, filter.kind));
  if (filter.key) where.push(eq(contentDrafts.entityKey, filter.key));
  return db
    .select({ draft: contentDrafts, authorName: staffUsers.name, authorEmail: staffUsers.email })
    .from(contentDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, contentDrafts.createdBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contentDrafts.updatedAt))
    .limit(100);
}

const senders = alias(staffUsers, "draft_senders");

export async function getDraft(db: Database, id: number) {
  const [row] = await db
    .select({
      draft: contentDrafts,
      authorName: staffUsers.name,
      authorEmail: staffUsers.email,
      sentBackByName: senders.name,
    })
    .from(contentDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, contentDrafts.createdBy))
    .leftJoin(senders, eq(senders.id, contentDrafts.sentBackBy))
    .where(eq(contentDrafts.id, id))
    .limit(1);
  return row ?? null;
}

/** Links a reviewer account to the public reviewer profile it signs as (operators, CLI). */
export async function linkReviewer(
  db: Database,
  actor: ContentActor,
  email: string,
  reviewerSlug: string,
) {
  const [user] = await db
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!user) throw new ContentError(`No staff account ${email}.`, 404);
  if (user.role !== "reviewer")
    throw new ContentError(`${email} is ${user.role}, not a reviewer.`, 409);
  const [profile] = await db
    .select({ id: medicalReviewers.id, name: medicalReviewers.name })
    .from(medicalReviewers)
    .where(eq(medicalReviewers.slug, reviewerSlug))
    .limit(1);
  if (!profile) throw new ContentError(`No reviewer profile "${reviewerSlug}".`, 404);
  await db.transaction(async (tx) => {
    await tx
      .insert(contentReviewerLinks)
      .values({ staffUserId: user.id, medicalReviewerId: profile.id })
      .onConflictDoUpdate({
        target: contentReviewerLinks.staffUserId,
        set: { medicalReviewerId: profile.id, updatedAt: new Date() },
      });
    await audit(
      asDb(tx),
      actor,
      "content.reviewer_linked",
      { kind: "reviewer", key: email },
      { reviewer: reviewerSlug },
    );
  });
  return profile;
}
