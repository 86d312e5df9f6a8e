import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  contentChanges,
  contentDrafts,
  contentVersions,
  doctors,
  errorReports,
  hospitalInsurers,
  hospitals,
  insurers,
  verifiedFacts,
  medicalReviewers,
} from "@/src/db/schema";
import { CHECK_INTERVAL_DAYS, factKey, istDay } from "@/src/lib/content-editing/facts";
import { getDoctorBySlug } from "@/src/server/catalog/doctors";
import { getHospitalBySlug } from "@/src/server/catalog/hospitals";
import { type ContentActor, OPERATOR } from "@/src/server/content-editing/actor";
import { CONTENT_CHANGES_KEEP_MS, pruneContentChanges } from "@/src/server/content-editing/changes";
import { listStaleFacts, loadFact, recheckFact } from "@/src/server/content-editing/facts";
import {
  linkReviewer,
  publishDraft,
  revertVersion,
  saveDraft,
  signOff,
} from "@/src/server/content-editing/workflow";
import { listErrorReports, markErrorReport, queueCounts } from "@/src/server/console/queues";
import { runMaintenance } from "@/src/server/maintenance";
import { resolveStaff, type StaffMember } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { staffMember } from "./console-support";

let handle: DbHandle;
let editor: StaffMember;
let reviewer: StaffMember;
let supervisor: StaffMember;
const db = () => handle.db;
const asActor = (s: StaffMember): ContentActor => ({
  id: s.id,
  email: s.email,
  role: s.role,
  ip: s.ip,
});

async function signedIn(role: string): Promise<StaffMember> {
  const member = await staffMember(db(), role);
  const resolved = await resolveStaff(db(), member.jar.headers(), "198.51.100.91");
  if (!resolved.staff) throw new Error(`not signed in: ${resolved.why}`);
  return resolved.staff;
}

const DAY = 86_400_000;
/** Noon IST of a day: the clock the rules read. */
const noonIst = (day: string) => new Date(`${day}T12:00:00+05:30`);
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function aHospital(offset = 0) {
  const [h] = await db()
    .select({ id: hospitals.id, slug: hospitals.slug, name: hospitals.name })
    .from(hospitals)
    .orderBy(asc(hospitals.id))
    .limit(1)
    .offset(offset);
  if (!h) throw new Error("the sample data has hospitals");
  return h;
}

async function setChecked(entity: "doctor" | "hospital", id: number, kind: string, day: string) {
  await db()
    .update(verifiedFacts)
    .set({ checkedOn: day })
    .where(
      and(
        eq(verifiedFacts.entity, entity),
        eq(verifiedFacts.entityId, id),
        eq(verifiedFacts.kind, kind as "insurers"),
      ),
    );
}

async function staleKeys(now: Date): Promise<string[]> {
  const list = await listStaleFacts(db(), { now, pageSize: 10_000 });
  return list.items.map((i) => i.key);
}

beforeAll(async () => {
  handle = await createTestDb();
  editor = await signedIn("editor");
  reviewer = await signedIn("reviewer");
  supervisor = await signedIn("supervisor");
  const [profile] = await db().select().from(medicalReviewers).limit(1);
  await linkReviewer(db(), OPERATOR, reviewer.email, profile?.slug ?? "");
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe("verified facts", () => {
  it("[CE-31] the seed checks every sample fact, a few hospital facts longer ago than their interval", async () => {
    const rows = await db().select().from(verifiedFacts);
    const hospitalCount = await db().$count(hospitals);
    expect(rows.filter((r) => r.entity === "hospital")).toHaveLength(hospitalCount * 3);
    expect(rows.some((r) => r.entity === "doctor" && r.kind === "registration")).toBe(true);
    const stale = (await listStaleFacts(db(), { pageSize: 10_000 })).items.filter(
      (i) => i.checkedOn !== null,
    );
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.length).toBeLessThan(hospitalCount);
    // The most overdue first, whatever the kind's interval.
    const due = stale.map((i) => i.dueOn ?? "");
    expect(due).toEqual([...due].sort());
  });

  it("[CE-31] a fact is listed stale the day after its interval ends, not on its last day", async () => {
    const h = await aHospital(1);
    const checked = "2026-03-01";
    await setChecked("hospital", h.id, "empanelment", checked);
    await setChecked("hospital", h.id, "insurers", "2026-11-01");
    await setChecked("hospital", h.id, "accreditation", "2026-11-01");
    const key = factKey("hospital", h.slug, "empanelment");
    const lastGoodDay = plusDays(checked, CHECK_INTERVAL_DAYS.empanelment);
    expect(await staleKeys(noonIst(plusDays(lastGoodDay, -1)))).not.toContain(key);
    expect(await staleKeys(noonIst(lastGoodDay))).not.toContain(key);
    const after = await listStaleFacts(db(), {
      now: noonIst(plusDays(lastGoodDay, 1)),
      pageSize: 10_000,
    });
    const item = after.items.find((i) => i.key === key);
    expect(item).toMatchObject({ checkedOn: checked, dueOn: lastGoodDay, kind: "empanelment" });
    // The insurers, checked later, are still good that day.
    expect(after.items.map((i) => i.key)).not.toContain(factKey("hospital", h.slug, "insurers"));
    // A fact with no check at all is listed too, after the overdue ones.
    await db()
      .delete(verifiedFacts)
      .where(and(eq(verifiedFacts.entityId, h.id), eq(verifiedFacts.kind, "insurers")));
    const never = await listStaleFacts(db(), { now: noonIst(lastGoodDay), pageSize: 10_000 });
    expect(
      never.items.find((i) => i.key === factKey("hospital", h.slug, "insurers")),
    ).toMatchObject({
      checkedOn: null,
    });
    expect(never.items.at(-1)?.checkedOn ?? null).toBeNull();
  });

  it("[CE-30] [CE-33] an edited fact is a draft, then a version; the page shows the value and its check", async () => {
    const h = await aHospital(2);
    const key = factKey("hospital", h.slug, "empanelment");
    const today = istDay(new Date());
    const versionsBefore = await db().$count(contentVersions);
    const saved = await saveDraft(db(), asActor(editor), "fact", key, {
      pmjayId: "PMJAY-UP-0042",
      source: "PM-JAY hospital list",
      sourceUrl: "https://hospitals.pmjay.gov.in/",
      checkedOn: today,
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    expect(saved.draft.medical).toBe(false);
    // Nothing moved before publishing.
    expect((await getHospitalBySlug(db(), h.slug))?.empanelment.pmjayId).not.toBe("PMJAY-UP-0042");
    const published = await publishDraft(db(), asActor(editor), saved.draft.id);
    expect(published.tags).toContain(`catalog:hospital:${h.slug}`);
    expect(await db().$count(contentVersions)).toBe(versionsBefore + 1);
    expect(published.version.diff.map((d) => d.field)).toContain("pmjayId");
    const page = await getHospitalBySlug(db(), h.slug);
    expect(page?.empanelment.pmjayId).toBe("PMJAY-UP-0042");
    expect(page?.factChecks.empanelment).toEqual({
      source: "PM-JAY hospital list",
      sourceUrl: "https://hospitals.pmjay.gov.in/",
      checkedOn: today,
    });
    const [row] = await db()
      .select({ ayushman: hospitals.ayushmanEmpanelled })
      .from(hospitals)
      .where(eq(hospitals.id, h.id));
    expect(row?.ayushman).toBe(true);
    // The console's form reads the same values.
    expect((await loadFact(db(), key)).fields).toMatchObject({
      pmjayId: "PMJAY-UP-0042",
      checkedOn: today,
    });
  });

  it("[CE-30] [CE-33] insurers and a doctor's registration are written where the pages read them", async () => {
    const h = await aHospital(3);
    const today = istDay(new Date());
    const saved = await saveDraft(
      db(),
      asActor(editor),
      "fact",
      factKey("hospital", h.slug, "insurers"),
      {
        insurers: "cghs; star-health",
        cashless: "cghs",
        source: "TPA desk, by phone",
        sourceUrl: "",
        checkedOn: today,
      },
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    await publishDraft(db(), asActor(editor), saved.draft.id);
    const links = await db()
      .select({ slug: insurers.slug, cashless: hospitalInsurers.cashless })
      .from(hospitalInsurers)
      .innerJoin(insurers, eq(insurers.id, hospitalInsurers.insurerId))
      .where(eq(hospitalInsurers.hospitalId, h.id))
      .orderBy(asc(insurers.slug));
    expect(links).toEqual([
      { slug: "cghs", cashless: true },
      { slug: "star-health", cashless: false },
    ]);
    const page = await getHospitalBySlug(db(), h.slug);
    expect(page?.insurers.map((i) => i.insurer.slug).sort()).toEqual(["cghs", "star-health"]);
    expect(page?.factChecks.insurers?.checkedOn).toBe(today);

    const [d] = await db()
      .select({ slug: doctors.slug })
      .from(doctors)
      .where(eq(doctors.verificationStatus, "pending"))
      .limit(1);
    if (!d) throw new Error("the sample data has a pending doctor");
    const reg = await saveDraft(
      db(),
      asActor(editor),
      "fact",
      factKey("doctor", d.slug, "registration"),
      {
        registrationNumber: "UPMC-55555",
        registrationCouncil: "Uttar Pradesh Medical Council",
        source: "UPMC online register",
        sourceUrl: "https://upmcindia.in/",
        checkedOn: today,
      },
    );
    if (!reg.ok) throw new Error(JSON.stringify(reg.problems));
    // A doctor's registration waits for a reviewer's sign-off (CE-70).
    expect(reg.draft.medical).toBe(true);
    await expect(publishDraft(db(), asActor(editor), reg.draft.id)).rejects.toMatchObject({
      status: 409,
    });
    await signOff(db(), asActor(reviewer), reg.draft.id);
    await publishDraft(db(), asActor(reviewer), reg.draft.id);
    const doctor = await getDoctorBySlug(db(), d.slug);
    expect(doctor?.registration?.number).toBe("UPMC-55555");
    expect(doctor?.verification.status).toBe("verified");
    expect(doctor?.factChecks.registration).toMatchObject({
      checkedOn: today,
      source: "UPMC online register",
    });
    // The "verified on" instant is the checked day in India.
    expect(istDay(new Date(doctor?.verification.verifiedAt ?? 0))).toBe(today);
    // Restoring the values before that first check: never checked again, and unverified.
    const [v1] = await db()
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.entityKey, factKey("doctor", d.slug, "registration")));
    const reverted = await revertVersion(db(), asActor(editor), v1?.id ?? -1);
    // The restore is a registration change too: a draft in review, then the reviewer's.
    expect(reverted.draft?.status).toBe("in_review");
    await signOff(db(), asActor(reviewer), reverted.draft?.id ?? -1);
    const restored = await publishDraft(db(), asActor(reviewer), reverted.draft?.id ?? -1);
    expect(restored.version.number).toBe(2);
    const back = await getDoctorBySlug(db(), d.slug);
    expect(back?.factChecks.registration).toBeUndefined();
    expect(back?.verification.status).toBe("unverified");
    expect(back?.registration?.number).not.toBe("UPMC-55555");
  });

  it("[CE-30] bad fact input gets its messages and writes nothing", async () => {
    const h = await aHospital(4);
    const key = factKey("hospital", h.slug, "insurers");
    const before = {
      drafts: await db().$count(contentDrafts),
      links: await db().$count(hospitalInsurers, eq(hospitalInsurers.hospitalId, h.id)),
    };
    const tomorrow = istDay(new Date(Date.now() + DAY));
    const result = await saveDraft(db(), asActor(editor), "fact", key, {
      insurers: "cghs; no-such-insurer",
      cashless: "",
      source: "x",
      checkedOn: tomorrow,
    });
    expect(result.ok).toBe(false);
    const future = await saveDraft(db(), asActor(editor), "fact", key, {
      insurers: "cghs",
      cashless: "echs",
      source: "",
      sourceUrl: "javascript:alert(1)",
      checkedOn: tomorrow,
    });
    expect(future.ok ? [] : future.problems.map((p) => p.field).sort()).toEqual([
      "cashless",
      "checkedOn",
      "source",
      "sourceUrl",
    ]);
    const unknown = await saveDraft(db(), asActor(editor), "fact", key, {
      insurers: "cghs; no-such-insurer",
      cashless: "",
      source: "TPA desk",
      checkedOn: istDay(new Date()),
    });
    expect(unknown.ok ? "" : unknown.problems[0]?.message).toMatch(
      /Unknown insurer no-such-insurer/,
    );
    await expect(
      saveDraft(db(), asActor(editor), "fact", "hospital:nobody-here:insurers", {}),
    ).rejects.toMatchObject({ status: 404 });
    expect(await db().$count(contentDrafts)).toBe(before.drafts);
    expect(await db().$count(hospitalInsurers, eq(hospitalInsurers.hospitalId, h.id))).toBe(
      before.links,
    );
  });

  it("[CE-32] re-checking keeps the value, sets today's date, versions and audits it, and clears the stale entry", async () => {
    const h = await aHospital(5);
    const key = factKey("hospital", h.slug, "accreditation");
    const now = new Date();
    await setChecked(
      "hospital",
      h.id,
      "accreditation",
      istDay(new Date(now.getTime() - 400 * DAY)),
    );
    expect(await staleKeys(now)).toContain(key);
    const before = (await loadFact(db(), key)).fields ?? {};
    await expect(
      recheckFact(db(), asActor(reviewer), key, { source: "NABH list" }),
    ).rejects.toMatchObject({ status: 403 });
    const result = await recheckFact(
      db(),
      asActor(editor),
      key,
      {
        source: "NABH accredited hospitals list",
      },
      { now },
    );
    expect(result.version.diff.map((d) => d.field).sort()).toEqual(["checkedOn", "source"]);
    const after = (await loadFact(db(), key)).fields ?? {};
    expect(after.accreditations).toBe(before.accreditations);
    expect(after.checkedOn).toBe(istDay(now));
    expect(await staleKeys(now)).not.toContain(key);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.fact_rechecked"), eq(auditLog.recordId, key)));
    expect(entry?.actorId).toBe(editor.id);
    expect(entry?.detail).toMatchObject({ version: result.version.number, checkedOn: istDay(now) });
    expect(
      await db().$count(
        contentVersions,
        and(eq(contentVersions.kind, "fact"), eq(contentVersions.entityKey, key)),
      ),
    ).toBe(1);
    await expect(
      recheckFact(
        db(),
        asActor(editor),
        key,
        { source: "NABH accredited hospitals list" },
        { now },
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("error reports fixed by a version", () => {
  it("[CE-34] an editor sees the error reports only; resolving after an edit records the version that fixed it", async () => {
    await db().delete(errorReports);
    const h = await aHospital(6);
    const [report, untouched] = await db()
      .insert(errorReports)
      .values([
        {
          entityKind: "hospital",
          entityId: h.id,
          pagePath: `/hospital/${h.slug}`,
          message: "Not on the PM-JAY list any more",
          createdAt: new Date(Date.now() - 60_000),
        },
        {
          entityKind: "hospital",
          entityId: (await aHospital(7)).id,
          pagePath: "/hospital/x",
          message: "Already right",
          createdAt: new Date(Date.now() - 60_000),
        },
      ])
      .returning({ id: errorReports.id });
    if (!report || !untouched) throw new Error("reports not written");
    expect(await queueCounts(db(), editor)).toMatchObject({ errors: 2, partners: 0, chats: 0 });
    const listed = await listErrorReports(db(), editor);
    expect(listed.items.find((r) => r.id === report.id)?.entitySlug).toBe(h.slug);
    const saved = await saveDraft(
      db(),
      asActor(editor),
      "fact",
      factKey("hospital", h.slug, "empanelment"),
      {
        pmjayId: "",
        source: "PM-JAY hospital list",
        checkedOn: istDay(new Date()),
      },
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.problems));
    const published = await publishDraft(db(), asActor(editor), saved.draft.id);
    expect(await markErrorReport(db(), editor, report.id, "fixed")).toBe(true);
    expect(await markErrorReport(db(), supervisor, untouched.id, "fixed")).toBe(true);
    const list = await listErrorReports(db(), supervisor);
    expect(list.items.find((r) => r.id === report.id)?.fixedBy).toEqual({
      id: published.version.id,
      kind: "fact",
      key: factKey("hospital", h.slug, "empanelment"),
      number: published.version.number,
    });
    expect(list.items.find((r) => r.id === untouched.id)?.fixedBy).toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.recordType, "error_report"), eq(auditLog.recordId, String(report.id))),
      );
    expect(entry?.detail).toMatchObject({
      to: "fixed",
      fixedBy: { kind: "fact", version: published.version.number },
    });
    // Reopened, the fix is forgotten.
    await markErrorReport(db(), editor, report.id, "new");
    expect(
      (await listErrorReports(db(), editor)).items.find((r) => r.id === report.id)?.fixedBy,
    ).toBeNull();
  });
});

describe("content_changes pruning", () => {
  it("[CE-35] the hourly maintenance deletes content_changes older than a day, and keeps the rest", async () => {
    const now = new Date();
    await db().delete(contentChanges);
    await db()
      .insert(contentChanges)
      .values([
        { tags: ["catalog:old"], at: new Date(now.getTime() - CONTENT_CHANGES_KEEP_MS - 60_000) },
        { tags: ["catalog:older"], at: new Date(now.getTime() - 3 * DAY) },
        {
          tags: ["catalog:recent"],
          at: new Date(now.getTime() - CONTENT_CHANGES_KEEP_MS + 60_000),
        },
        { tags: ["catalog:now"], at: now },
      ]);
    expect(await pruneContentChanges(db(), now)).toBe(2);
    const left = await db().select({ tags: contentChanges.tags }).from(contentChanges);
    expect(left.map((r) => r.tags[0]).sort()).toEqual(["catalog:now", "catalog:recent"]);
    const result = await runMaintenance(
      db(),
      { idempotencyTtlMs: DAY, crmPayloadRetentionMs: DAY },
      new Date(now.getTime() + 2 * DAY),
    );
    expect(result.contentChanges).toBe(2);
    expect(await db().$count(contentChanges)).toBe(0);
  });
});
