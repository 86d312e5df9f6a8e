import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  cities,
  contentDrafts,
  contentVersions,
  departments,
  doctors,
  doctorTreatments,
  medicalPages,
  medicalReviewers,
  treatments,
} from "@/src/db/schema";
import { listDoctors } from "@/src/server/catalog/doctors";
import { nearestCitiesWith } from "@/src/server/catalog/nearest";
import { OPERATOR } from "@/src/server/content-editing/actor";
import {
  linkReviewer,
  listVersions,
  revertVersion,
  saveDraft,
  signOff,
  submitForReview,
} from "@/src/server/content-editing/workflow";
import { createTestDb } from "../fixtures/db";
import { type SignedInStaff, staffMember } from "./console-support";

/**
 * A doctor's "Treatments performed" through the console's own server actions (the requests a
 * browser's forms make), signed in as the editor or the reviewer by their session cookies.
 */

const request = vi.hoisted(() => ({ headers: new Headers(), dropped: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => {},
  revalidateTag: (tag: string) => {
    request.dropped.push(tag);
  },
}));

const { saveDraftAction, draftStepAction } = await import("@/app/console/content/actions");

let handle: DbHandle;
let editor: SignedInStaff;
let reviewer: SignedInStaff;
const db = () => handle.db;
let surgeon: { id: number; slug: string; name: string; cityId: number };
let knee: { id: number; slug: string };
let lucknowId = 0;

function as(who: SignedInStaff): void {
  request.headers = who.jar.headers({ origin: "http://localhost", host: "localhost" });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Runs an action: its returned state, or the path it redirected to (Next throws a redirect). */
async function run(call: () => Promise<unknown>): Promise<{ value?: unknown; redirect?: string }> {
  try {
    return { value: await call() };
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) {
      return { redirect: digest.split(";")[2] ?? "" };
    }
    throw error;
  }
}

const draftIdOf = (path: string | undefined) => Number(/\/drafts\/(\d+)/.exec(path ?? "")?.[1]);

async function performed(doctorId: number): Promise<string[]> {
  const rows = await db()
    .select({ slug: treatments.slug })
    .from(doctorTreatments)
    .innerJoin(treatments, eq(treatments.id, doctorTreatments.treatmentId))
    .where(eq(doctorTreatments.doctorId, doctorId));
  return rows.map((r) => r.slug).sort();
}

const join = (slugs: string[]) => [...slugs].sort().join("; ");

/** The editor's form as posted: the list to save and the list the form was opened on. */
async function propose(slugs: string[], base?: string[], key = surgeon.slug) {
  as(editor);
  const opened = base ?? (await performed(surgeon.id));
  return run(() =>
    saveDraftAction(
      {},
      form({
        kind: "doctor_treatments",
        key,
        treatments: join(slugs),
        treatmentsBase: join(opened),
      }),
    ),
  );
}

async function step(who: SignedInStaff, id: number, name: string, extra = {}) {
  as(who);
  return run(() => draftStepAction({}, form({ id: String(id), step: name, ...extra })));
}

const draftCount = () => db().$count(contentDrafts);

beforeAll(async () => {
  handle = await createTestDb();
  editor = await staffMember(db(), "editor");
  reviewer = await staffMember(db(), "reviewer");
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  await linkReviewer(db(), OPERATOR, reviewer.email, profile?.slug ?? "");
  const [lucknow] = await db().select().from(cities).where(eq(cities.slug, "lucknow"));
  const [ortho] = await db().select().from(departments).where(eq(departments.slug, "orthopaedics"));
  if (!lucknow || !ortho) throw new Error("sample data lacks Lucknow or orthopaedics");
  lucknowId = lucknow.id;
  const [d] = await db()
    .select({ id: doctors.id, slug: doctors.slug, name: doctors.name, cityId: doctors.cityId })
    .from(doctors)
    .where(and(eq(doctors.cityId, lucknow.id), eq(doctors.departmentId, ortho.id)))
    .limit(1);
  const [k] = await db()
    .select({ id: treatments.id, slug: treatments.slug })
    .from(treatments)
    .where(eq(treatments.slug, "knee-replacement"));
  if (!d || !k)
    throw new Error("sample data lacks Lucknow's orthopaedic surgeon or knee replacement");
  surgeon = d;
  knee = k;
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("content editing: a doctor's treatments", () => {
  it("[CE-60][CE-61][CE-62][CE-64] the editor proposes Knee Replacement for Lucknow's surgeon; the reviewer signs it off and the city's page and nearest cities change", async () => {
    const before = await performed(surgeon.id);
    expect(before).not.toContain("knee-replacement");
    const lucknowKnee = () => listDoctors(db(), { cityId: lucknowId, treatmentId: knee.id });
    expect((await lucknowKnee()).total).toBe(0);

    const saved = await propose([...before, "knee-replacement"]);
    const id = draftIdOf(saved.redirect);
    expect(id).toBeGreaterThan(0);
    const [draft] = await db().select().from(contentDrafts).where(eq(contentDrafts.id, id));
    expect(draft).toMatchObject({ kind: "doctor_treatments", medical: true, status: "draft" });
    expect(draft?.createdBy).toBe(editor.id);

    // Not public: a draft, then in review, moves nothing; the editor cannot sign it off.
    expect((await step(editor, id, "submit")).redirect).toContain(`/drafts/${id}`);
    // The console's sign-off is not there for an editor (the console's 404); the rule itself
    // refuses and audits the attempt.
    await expect(step(editor, id, "signoff")).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    const editorActor = { id: editor.id, email: editor.email, role: "editor" as const, ip: null };
    await expect(signOff(db(), editorActor, id)).rejects.toThrow(
      "Only a reviewer may sign off a medical change (your role: editor).",
    );
    expect(await step(editor, id, "publish")).toEqual({
      value: {
        error:
          "A medical page is published only after a reviewer signs it off: submit it for review.",
      },
    });
    expect(await performed(surgeon.id)).toEqual(before);
    expect((await lucknowKnee()).total).toBe(0);

    request.dropped = [];
    expect((await step(reviewer, id, "signoff")).redirect).toContain(`/drafts/${id}?done=signoff`);
    expect(await performed(surgeon.id)).toEqual([...before, "knee-replacement"].sort());
    const listed = await lucknowKnee();
    expect(listed.items.map((d) => d.slug)).toEqual([surgeon.slug]);
    // The tags of every read that lists doctors: the city page, listings, nearest cities.
    expect(request.dropped.sort()).toEqual([`catalog:doctor:${surgeon.slug}`, "catalog:doctors"]);
    // Lucknow now has a knee surgeon: it is among the nearest cities a neighbour's page names.
    const [kanpur] = await db().select().from(cities).where(eq(cities.slug, "kanpur"));
    const near = await nearestCitiesWith(db(), kanpur?.id ?? 0, {
      kind: "treatment-doctors",
      treatmentId: knee.id,
    });
    expect(near.nearest.map((c) => c.city.slug)).toContain("lucknow");
    // No treatment page's review was written by the doctor's sign-off.
    expect(
      await db().$count(
        medicalPages,
        and(eq(medicalPages.kind, "treatment"), eq(medicalPages.entityId, surgeon.id)),
      ),
    ).toBe(0);

    // History: the editor proposed it, the reviewer signed it off (and published it).
    const [version] = await listVersions(db(), "doctor_treatments", surgeon.slug);
    expect(version?.authorEmail).toBe(editor.email);
    expect(version?.version.publishedBy).toBe(reviewer.id);
    expect(version?.version.reviewedBy).toBe(reviewer.id);
    expect(version?.version.diff).toEqual([
      { field: "treatments", before: join(before), after: join([...before, "knee-replacement"]) },
    ]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordType, "content:doctor_treatments"),
          eq(auditLog.recordId, surgeon.slug),
        ),
      );
    const by = (action: string) => entries.filter((e) => e.action === action).map((e) => e.actorId);
    expect(by("content.draft_saved")).toEqual([editor.id]);
    expect(by("content.submitted")).toEqual([editor.id]);
    expect(by("content.sign_off_refused")).toEqual([editor.id]);
    expect(by("content.signed_off")).toEqual([reviewer.id]);
    const published = entries.find((e) => e.action === "content.published");
    expect(published?.actorId).toBe(reviewer.id);
    expect(published?.detail).toMatchObject({ proposedBy: editor.id, reviewedBy: reviewer.id });
  });

  it("[CE-63] an unknown or repeated treatment, a doctor that does not exist, a form opened before a publish or a missing list is refused with a message and writes nothing", async () => {
    const now = await performed(surgeon.id);
    const drafts = await draftCount();
    const cases: [Promise<{ value?: unknown; redirect?: string }>, RegExp][] = [
      [propose([...now, "brain-transplant"]), /No treatment "brain-transplant" in the catalogue/],
      [
        propose([...now, "hip-replacement", "hip-replacement"]),
        /"hip-replacement" is listed twice/,
      ],
      [propose([...now, "Hip Replacement!"]), /is not a treatment's slug/],
      [propose(["hip-replacement"], now, "dr-nobody-lucknow"), /No doctor "dr-nobody-lucknow"/],
      [
        propose(
          [...now, "hip-replacement"],
          now.filter((s) => s !== "knee-replacement"),
        ),
        /changed and published since you opened this form/,
      ],
    ];
    for (const [call, message] of cases) {
      const result = await call;
      expect(result.redirect).toBeUndefined();
      const problems = (result.value as { problems: { message: string }[] }).problems;
      expect(problems.map((p) => p.message).join(" ")).toMatch(message);
    }
    as(editor);
    const missing = await run(() =>
      saveDraftAction({}, form({ kind: "doctor_treatments", key: surgeon.slug })),
    );
    expect(JSON.stringify(missing)).toMatch(/Send the list of treatments/);
    expect(await draftCount()).toBe(drafts);
    expect(await performed(surgeon.id)).toEqual(now);
  });

  it("[CE-63] a draft made before another publish is refused at sign-off and leaves the published list whole", async () => {
    const now = await performed(surgeon.id);
    const first = draftIdOf((await propose([...now, "hip-replacement"])).redirect);
    const second = draftIdOf((await propose([...now, "acl-reconstruction"])).redirect);
    for (const id of [first, second]) await step(editor, id, "submit");
    await step(reviewer, first, "signoff");
    const after = [...now, "hip-replacement"].sort();
    expect(await performed(surgeon.id)).toEqual(after);
    const versions = await db().$count(contentVersions);
    expect(await step(reviewer, second, "signoff")).toEqual({
      value: {
        error: "The published values changed since this draft was made: discard it and edit again.",
      },
    });
    expect(await performed(surgeon.id)).toEqual(after);
    expect(await db().$count(contentVersions)).toBe(versions);
    // The refused publish rolled back with its sign-off: the draft is still waiting, unpublished.
    const [left] = await db().select().from(contentDrafts).where(eq(contentDrafts.id, second));
    expect(left?.status).not.toBe("published");
  });

  it("[CE-65] the reviewer sends a change back with a reason; without one it stays in review", async () => {
    const now = await performed(surgeon.id);
    const id = draftIdOf((await propose([...now, "spine-surgery"])).redirect);
    await step(editor, id, "submit");
    expect(await step(reviewer, id, "sendback", { reason: " " })).toEqual({
      value: { error: "Say why you send it back: the editor reads it to fix it." },
    });
    await expect(step(editor, id, "sendback", { reason: "Not his field." })).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    const reason = "Spine surgery is a neurosurgeon's here: send his registration's scope.";
    expect((await step(reviewer, id, "sendback", { reason })).redirect).toContain("done=sentback");
    const [draft] = await db().select().from(contentDrafts).where(eq(contentDrafts.id, id));
    expect(draft).toMatchObject({
      status: "draft",
      sentBackReason: reason,
      sentBackBy: reviewer.id,
    });
    expect(await performed(surgeon.id)).toEqual(now);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.sent_back"), eq(auditLog.recordId, surgeon.slug)));
    expect(entry).toMatchObject({ actorId: reviewer.id, detail: { draftId: id, reason } });
  });

  it("[CE-61] a reviewer cannot sign off a change they proposed (made while they were an editor)", async () => {
    const now = await performed(surgeon.id);
    const asEditorThen = {
      id: reviewer.id,
      email: reviewer.email,
      role: "editor" as const,
      ip: null,
    };
    const saved = await saveDraft(db(), asEditorThen, "doctor_treatments", surgeon.slug, {
      treatments: join([...now, "shoulder-replacement"]),
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    await submitForReview(db(), asEditorThen, saved.draft.id);
    expect(await step(reviewer, saved.draft.id, "signoff")).toEqual({
      value: { error: "A reviewer cannot sign off their own change." },
    });
    await expect(
      signOff(db(), { ...asEditorThen, role: "reviewer" }, saved.draft.id),
    ).rejects.toThrow(/cannot sign off their own change/);
    expect(await performed(surgeon.id)).toEqual(now);
  });

  it("[CE-66] restoring an earlier list opens a draft in review that a reviewer signs off", async () => {
    const now = await performed(surgeon.id);
    const [latest] = await listVersions(db(), "doctor_treatments", surgeon.slug);
    if (!latest) throw new Error("no version yet");
    const editorActor = { id: editor.id, email: editor.email, role: "editor" as const, ip: null };
    const result = await revertVersion(db(), editorActor, latest.version.id);
    expect(result.draft?.status).toBe("in_review");
    expect(await performed(surgeon.id)).toEqual(now);
    await step(reviewer, result.draft?.id ?? 0, "signoff");
    expect(join(await performed(surgeon.id))).toBe(latest.version.before.treatments);
  });
});
