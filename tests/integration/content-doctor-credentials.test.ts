import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  contentReviewerLinks,
  doctors,
  medicalPages,
  medicalReviewers,
} from "@/src/db/schema";
import { type ContentActor, OPERATOR } from "@/src/server/content-editing/actor";
import { importDoctorsCsv } from "@/src/server/content-editing/csv";
import { linkReviewerByAdmin } from "@/src/server/content-editing/reviewers";
import {
  listVersions,
  publishDraft,
  saveDraft,
  signOff,
  submitForReview,
} from "@/src/server/content-editing/workflow";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

/**
 * A doctor's qualifications, fee and registration wait for a reviewer's sign-off, and an admin
 * links a reviewer account to its public profile from the console (no shell).
 */

let handle: DbHandle;
const db = () => handle.db;
let editor: ContentActor;
let reviewer: ContentActor;
let otherReviewer: ContentActor;
let admin: ContentActor;
let profileSlug = "";
let doctor: { id: number; slug: string; consultationFee: number | null; qualifications: string };

async function person(role: "editor" | "reviewer" | "admin"): Promise<ContentActor> {
  const s = await staffMember(db(), role);
  return { id: s.id, email: s.email, role, ip: "203.0.113.9" };
}

async function published() {
  const [d] = await db().select().from(doctors).where(eq(doctors.id, doctor.id));
  if (!d) throw new Error("doctor gone");
  return d;
}

/** The doctor's profile form as posted, with some fields changed. */
async function profileInput(change: Record<string, string>) {
  const d = await published();
  return {
    name: d.name,
    qualifications: d.qualifications,
    experienceYears: String(d.experienceYears ?? ""),
    consultationFee: String(d.consultationFee ?? ""),
    languages: d.languages.join("; "),
    sponsored: d.sponsored ? "yes" : "no",
    ...change,
  };
}

beforeAll(async () => {
  handle = await createTestDb();
  editor = await person("editor");
  reviewer = await person("reviewer");
  otherReviewer = await person("reviewer");
  admin = await person("admin");
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  profileSlug = profile?.slug ?? "";
  const [d] = await db()
    .select({
      id: doctors.id,
      slug: doctors.slug,
      consultationFee: doctors.consultationFee,
      qualifications: doctors.qualifications,
    })
    .from(doctors)
    .limit(1);
  if (!d || !profileSlug) throw new Error("sample data lacks a doctor or a reviewer profile");
  doctor = d;
}, 300_000);
afterAll(async () => {
  await handle.close();
});

const links = (staffId: string | null) =>
  db()
    .select()
    .from(contentReviewerLinks)
    .where(eq(contentReviewerLinks.staffUserId, staffId ?? ""));

describe("an admin links a reviewer account in the console", () => {
  it("[CE-67] only an admin links; the link is audited; bad input is a clear 4xx and links nothing", async () => {
    const input = { staffId: reviewer.id, reviewerSlug: profileSlug };
    for (const who of [editor, reviewer, OPERATOR]) {
      await expect(linkReviewerByAdmin(db(), who, input)).rejects.toMatchObject({ status: 403 });
    }
    const bad: [unknown, unknown, number][] = [
      ["", profileSlug, 400],
      [reviewer.id, "", 400],
      [reviewer.id, "Not A Slug!", 400],
      [reviewer.id, 42, 400],
      ["no-such-account", profileSlug, 404],
      [reviewer.id, "no-such-reviewer", 404],
      [editor.id, profileSlug, 409],
    ];
    for (const [staffId, reviewerSlug, status] of bad) {
      const refused = linkReviewerByAdmin(db(), admin, { staffId, reviewerSlug });
      await expect(refused).rejects.toMatchObject({ status });
      await expect(refused).rejects.toHaveProperty("message", expect.stringMatching(/\w/));
    }
    expect(await links(reviewer.id)).toHaveLength(0);

    const profile = await linkReviewerByAdmin(db(), admin, input);
    expect(profile.name).toBeTruthy();
    expect(await links(reviewer.id)).toHaveLength(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "content.reviewer_linked"), eq(auditLog.actorId, admin.id ?? "")),
      );
    expect(entry?.detail).toMatchObject({ reviewer: profileSlug });
  });

  it("[CE-68] an unlinked reviewer's sign-off is refused with words, never a shell command", async () => {
    const saved = await saveDraft(
      db(),
      editor,
      "doctor",
      doctor.slug,
      await profileInput({ consultationFee: String((doctor.consultationFee ?? 500) + 11) }),
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    const refused = signOff(db(), otherReviewer, saved.draft.id);
    await expect(refused).rejects.toMatchObject({ status: 409 });
    await expect(refused).rejects.toHaveProperty(
      "message",
      expect.stringContaining("Ask an admin to link it on the console's Staff page"),
    );
    await expect(refused).rejects.not.toHaveProperty("message", expect.stringMatching(/npm|--/));
  });
});

describe("a doctor's fee, qualifications and registration are signed off", () => {
  it("[CE-69] [CE-72] a fee change is not public until a reviewer other than its proposer signs it off", async () => {
    const newFee = (doctor.consultationFee ?? 500) + 100;
    const saved = await saveDraft(
      db(),
      editor,
      "doctor",
      doctor.slug,
      await profileInput({ consultationFee: String(newFee) }),
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    expect(saved.draft.medical).toBe(true);
    // The editor cannot publish it, nor sign it off.
    await expect(publishDraft(db(), editor, saved.draft.id)).rejects.toMatchObject({
      status: 409,
    });
    await expect(signOff(db(), editor, saved.draft.id)).rejects.toMatchObject({ status: 403 });
    expect((await published()).consultationFee).toBe(doctor.consultationFee);

    const reviewLines = await db().$count(medicalPages);
    await submitForReview(db(), editor, saved.draft.id);
    expect((await published()).consultationFee).toBe(doctor.consultationFee);
    await signOff(db(), reviewer, saved.draft.id);
    expect((await published()).consultationFee).toBe(doctor.consultationFee);
    await publishDraft(db(), reviewer, saved.draft.id);
    expect((await published()).consultationFee).toBe(newFee);
    // No page's review line is written for a doctor's fee (CE-72).
    expect(await db().$count(medicalPages)).toBe(reviewLines);

    // A reviewer's own change of qualifications: they may propose it, not sign it off.
    const own = await saveDraft(
      db(),
      { ...reviewer, role: "editor" },
      "doctor",
      doctor.slug,
      await profileInput({ qualifications: "MBBS, MS (Orthopaedics), sample" }),
    );
    if (!own.ok) throw new Error(JSON.stringify(own.problems));
    expect(own.draft.medical).toBe(true);
    await expect(signOff(db(), reviewer, own.draft.id)).rejects.toMatchObject({ status: 403 });
    expect((await published()).qualifications).toBe(doctor.qualifications);
  });

  it("[CE-69] the rest of the profile is still the editor's to publish", async () => {
    const saved = await saveDraft(
      db(),
      editor,
      "doctor",
      doctor.slug,
      await profileInput({ experienceYears: "31" }),
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    expect(saved.draft.medical).toBe(false);
    await publishDraft(db(), editor, saved.draft.id);
    expect((await published()).experienceYears).toBe(31);
  });

  it("[CE-70] a published import refuses a fee or qualifications change by line; as drafts they wait for a reviewer", async () => {
    const d = await published();
    const header = "slug,name,qualifications,experience_years,consultation_fee,languages,sponsored";
    const row = [
      d.slug,
      d.name,
      `"${d.qualifications}"`,
      String(d.experienceYears ?? ""),
      String((d.consultationFee ?? 0) + 1),
      `"${d.languages.join("; ")}"`,
      d.sponsored ? "yes" : "no",
    ].join(",");
    const csv = `${header}\n${row}\n`;
    const report = await importDoctorsCsv(db(), editor, csv, { publish: true });
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ line: 2 });
    expect(report.problems[0]?.message).toContain("reviewer signs it off");
    expect((await published()).consultationFee).toBe(d.consultationFee);
    const drafts = await importDoctorsCsv(db(), editor, csv);
    expect(drafts.written).toBe(1);
  });

  it("[CE-71] history names who drafted the change and who signed it off", async () => {
    const versions = await listVersions(db(), "doctor", doctor.slug);
    const signed = versions.find((v) => v.version.reviewedBy);
    expect(signed?.authorEmail).toBe(editor.email);
    expect(signed?.signedOffByEmail).toBe(reviewer.email);
    expect(signed?.reviewerName).toBeTruthy();
    // The publisher was the reviewer; the change is still the editor's.
    expect(signed?.version.publishedBy).toBe(reviewer.id);
  });
});
