import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  cities,
  contentChanges,
  contentDrafts,
  contentVersions,
  medicalPages,
  medicalReviewers,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import type { ContentActor } from "@/src/server/content-editing/actor";
import {
  linkReviewer,
  listVersions,
  publishDraft,
  revertVersion,
  saveDraft,
  signOff,
  submitForReview,
} from "@/src/server/content-editing/workflow";
import { OPERATOR } from "@/src/server/content-editing/actor";
import { resolveStaff } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let editor: ContentActor;
let reviewer: ContentActor;
let agent: ContentActor;
const db = () => handle.db;

async function signedIn(role: string): Promise<ContentActor & { emailAddress: string }> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.90");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  const s = resolved.staff;
  return { id: s.id, email: s.email, role: s.role, ip: s.ip, emailAddress: s.email };
}

const LONG = "Knee replacement swaps the worn joint surfaces for metal and plastic parts.";

async function kneeId() {
  const [t] = await db().select().from(treatments).where(eq(treatments.slug, "knee-replacement"));
  if (!t) throw new Error("sample data lacks knee-replacement");
  return t;
}
async function lucknowCost() {
  const t = await kneeId();
  const [c] = await db().select().from(cities).where(eq(cities.slug, "lucknow"));
  const [cost] = await db()
    .select()
    .from(treatmentCosts)
    .where(and(eq(treatmentCosts.treatmentId, t.id), eq(treatmentCosts.cityId, c?.id ?? -1)));
  return cost;
}
const counts = async () => ({
  drafts: await db().$count(contentDrafts),
  versions: await db().$count(contentVersions),
  changes: await db().$count(contentChanges),
  summary: (await kneeId()).summary,
  cost: await lucknowCost(),
});

beforeAll(async () => {
  handle = await createTestDb();
  editor = await signedIn("editor");
  const r = await signedIn("reviewer");
  reviewer = r;
  agent = await signedIn("agent");
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  await linkReviewer(db(), OPERATOR, r.emailAddress, profile?.slug ?? "");
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe("content editing: drafts, sign-off, publish", () => {
  it("[CE-2] a negative cost, min above max, an average outside the range change nothing", async () => {
    const before = await counts();
    const cases = [
      { minCost: "-5", maxCost: "200000" },
      { minCost: "300000", maxCost: "200000" },
      { minCost: "100000", avgCost: "250000", maxCost: "200000" },
      { minCost: "abc", maxCost: "200000" },
      { minCost: "100000.5", maxCost: "200000" },
    ];
    const messages: string[] = [];
    for (const input of cases) {
      const result = await saveDraft(db(), editor, "city_cost", "knee-replacement@lucknow", input);
      expect(result.ok).toBe(false);
      if (!result.ok) messages.push(...result.problems.map((p) => p.message));
    }
    expect(messages).toEqual([
      "Minimum cost cannot be negative.",
      "Maximum cost (₹2,00,000) is less than the minimum (₹3,00,000).",
      "Average cost (₹2,50,000) is more than the maximum (₹2,00,000).",
      "Minimum cost must be a number of rupees, like 150000.",
      "Minimum cost must be whole rupees (no paise).",
    ]);
    expect(await counts()).toEqual(before);
  });

  it("[CE-3] a <script> in a description is refused with its name and nothing is saved", async () => {
    const before = await counts();
    for (const summary of [
      `${LONG} <script>alert(1)</script>`,
      `${LONG} <img src=x onerror=alert(1)>`,
      `${LONG} <!-- hidden -->`,
    ]) {
      const result = await saveDraft(db(), editor, "treatment", "knee-replacement", { summary });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems[0]?.message).toMatch(/plain text: remove the HTML </);
    }
    const hindi = await saveDraft(db(), editor, "treatment", "knee-replacement", {
      summary: LONG,
      summaryHi: "घुटना <script>x</script> बदलना एक ऑपरेशन है जिसमें जोड़ बदला जाता है",
    });
    expect(hindi.ok ? [] : hindi.problems.map((p) => p.field)).toEqual(["summaryHi"]);
    expect(await counts()).toEqual(before);
  });

  it("[CE-4] an unreviewed medical draft cannot be published, by editor or reviewer", async () => {
    const saved = await saveDraft(db(), editor, "treatment", "knee-replacement", { summary: LONG });
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    const before = await counts();
    await expect(publishDraft(db(), editor, saved.draft.id)).rejects.toThrow(
      /only after a reviewer signs it off/,
    );
    await submitForReview(db(), editor, saved.draft.id);
    await expect(publishDraft(db(), editor, saved.draft.id)).rejects.toThrow(
      /only after a reviewer/,
    );
    await expect(publishDraft(db(), reviewer, saved.draft.id)).rejects.toThrow(
      /only after a reviewer/,
    );
    // Not even straight in the database: a published medical draft needs its reviewer.
    await expect(
      db()
        .update(contentDrafts)
        .set({ status: "published" })
        .where(eq(contentDrafts.id, saved.draft.id)),
    ).rejects.toThrow();
    expect({ ...(await counts()), drafts: before.drafts }).toEqual(before);
  });

  it("[CE-4] [CE-8] an editor cannot sign off (refused and audited); an agent cannot edit", async () => {
    const saved = await saveDraft(db(), editor, "treatment", "knee-replacement", {
      summary: `${LONG} Editor.`,
    });
    if (!saved.ok) throw new Error("not saved");
    await expect(signOff(db(), editor, saved.draft.id)).rejects.toThrow(
      /Only a reviewer may sign off/,
    );
    const [row] = await db()
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.id, saved.draft.id));
    expect(row?.status).toBe("draft");
    expect(row?.reviewedBy).toBeNull();
    const refused = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "content.sign_off_refused"), eq(auditLog.actorId, editor.id ?? "")),
      );
    expect(refused).toHaveLength(1);
    await expect(
      saveDraft(db(), agent, "city_cost", "knee-replacement@lucknow", {
        minCost: "1",
        maxCost: "2",
      }),
    ).rejects.toThrow(/may not edit content/);
    await expect(signOff(db(), OPERATOR, saved.draft.id)).rejects.toThrow(/Only a reviewer/);
  });

  it("[CE-4] [CE-6] [CE-7] [CE-8] a signed-off text is published with its reviewer and review date, versioned and audited", async () => {
    const text = `${LONG} Reviewed text.`;
    const saved = await saveDraft(db(), editor, "treatment", "knee-replacement", {
      summary: text,
      summaryHi: "घुटना बदलने के ऑपरेशन में घिसे हुए जोड़ की सतहें बदली जाती हैं।",
    });
    if (!saved.ok) throw new Error("not saved");
    await submitForReview(db(), editor, saved.draft.id);
    const signed = await signOff(db(), reviewer, saved.draft.id, new Date("2026-11-26T20:00:00Z"));
    expect(signed.status).toBe("approved");
    const published = await publishDraft(db(), editor, saved.draft.id);
    expect(published.tags).toEqual(["catalog:treatment:knee-replacement", "catalog:treatments"]);
    const knee = await kneeId();
    expect(knee.summary).toBe(text);
    expect(knee.summaryHi).toMatch(/^घुटना/);
    const [page] = await db()
      .select()
      .from(medicalPages)
      .where(and(eq(medicalPages.kind, "treatment"), eq(medicalPages.entityId, knee.id)));
    expect(page?.reviewedOn).toBe("2026-11-27");
    expect(page?.reviewerId).toBe(signed.medicalReviewerId);
    const versions = await listVersions(db(), "treatment", "knee-replacement");
    expect(versions[0]?.version.diff.map((d) => d.field)).toEqual(["summary", "summaryHi"]);
    expect(versions[0]?.version.reviewedOn).toBe("2026-11-27");
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.recordId, "knee-replacement"))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "content.draft_saved",
        "content.submitted",
        "content.signed_off",
        "content.published",
      ]),
    );
    const [change] = await db().select().from(contentChanges).orderBy(contentChanges.id).limit(1);
    expect(change?.tags).toEqual(published.tags);
  });

  it("[CE-4] a reviewer cannot sign off a change of their own making", async () => {
    // Reviewers do not edit in the console; a draft written under their id (e.g. by a role
    // change) must still be signed off by someone else.
    const saved = await saveDraft(db(), editor, "treatment", "knee-replacement", {
      summary: `${LONG} Own.`,
    });
    if (!saved.ok) throw new Error("not saved");
    await db()
      .update(contentDrafts)
      .set({ createdBy: reviewer.id })
      .where(eq(contentDrafts.id, saved.draft.id));
    await expect(signOff(db(), reviewer, saved.draft.id)).rejects.toThrow(/their own change/);
  });

  it("[CE-5] [CE-6] [CE-7] a city cost is published without sign-off (the treatment's lastmod follows), and a revert restores the old figure as a new version", async () => {
    const old = await lucknowCost();
    if (!old) throw new Error("no Lucknow cost in the sample data");
    const saved = await saveDraft(db(), editor, "city_cost", "knee-replacement@lucknow", {
      minCost: "₹1,75,000",
      avgCost: "2,10,000",
      maxCost: "260000",
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    expect(saved.changes.map((c) => c.field)).toEqual(["minCost", "avgCost", "maxCost"]);
    const lastmod = (await kneeId()).updatedAt;
    const published = await publishDraft(db(), editor, saved.draft.id);
    expect(published.version.number).toBe(1);
    expect((await kneeId()).updatedAt.getTime()).toBeGreaterThan(lastmod.getTime());
    expect(await lucknowCost()).toMatchObject({
      minCost: 175000,
      avgCost: 210000,
      maxCost: 260000,
    });
    const reverted = await revertVersion(db(), editor, published.version.id);
    expect(reverted.published?.version.number).toBe(2);
    expect(reverted.published?.version.revertsVersionId).toBe(published.version.id);
    expect(await lucknowCost()).toMatchObject({
      minCost: old.minCost,
      maxCost: old.maxCost,
      avgCost: null,
    });
    // A draft made before the revert is stale now: publishing it is refused.
    const stale = await saveDraft(db(), editor, "city_cost", "knee-replacement@lucknow", {
      minCost: "1000",
      maxCost: "2000",
    });
    if (!stale.ok) throw new Error("not saved");
    await revertVersion(db(), editor, reverted.published?.version.id ?? 0);
    await expect(publishDraft(db(), editor, stale.draft.id)).rejects.toThrow(
      /changed since this draft/,
    );
  });
});
