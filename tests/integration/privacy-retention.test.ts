import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { auditLog, crmOutbox, leadPhotos, leads, leadWork } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { RETENTION } from "@/src/lib/privacy/retention";
import { createLead } from "@/src/server/leads/service";
import { runMaintenance } from "@/src/server/maintenance";
import { requestErasure } from "@/src/server/privacy/erasure";
import { exportMyData, myRequests } from "@/src/server/privacy/my-data";
import { runRetention } from "@/src/server/privacy/retention";
import { createTestDb } from "../fixtures/db";
import { minimalLead } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const DAY = 86_400_000;
let n = 0;

async function leadAt(createdAt: Date, mobile?: string) {
  n++;
  const input = leadRequestSchema.parse(
    minimalLead({
      NameData: `Retention patient ${n}`,
      MobileNoData: mobile ?? `71000${String(n).padStart(5, "0")}`,
      EmailIdData: `patient${n}@example.com`,
    }),
  );
  const { id } = await createLead(handle.db, input, {
    defaultConsentVersion: "test",
    crmGraceMs: 0,
    now: createdAt,
  });
  return id;
}

async function addPhoto(leadId: number) {
  await handle.db.insert(leadPhotos).values({
    leadId,
    contentType: "image/jpeg",
    data: "AAAA",
    consentVersion: "test",
    consentAt: new Date(),
  });
}

async function setWork(leadId: number, status: "closed" | "booked" | "new", updatedAt: Date) {
  await handle.db
    .update(leadWork)
    .set({
      status,
      closeReason: status === "closed" ? "not_interested" : null,
      updatedAt,
    })
    .where(eq(leadWork.leadId, leadId));
}

const hasPhoto = async (id: number) =>
  (await handle.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, id))).length === 1;
const rowOf = async (id: number) =>
  (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];

describe("the retention job", () => {
  it("[DP-7] a selfie is kept 30 days after its lead closed and deleted the day after, with an audit entry", async () => {
    const closedAt = new Date("2027-01-01T06:00:00Z");
    const id = await leadAt(new Date("2026-12-20T06:00:00Z"));
    await addPhoto(id);
    await setWork(id, "closed", closedAt);
    const open = await leadAt(new Date("2026-12-20T06:00:00Z"));
    await addPhoto(open);

    const dayBefore = new Date(closedAt.getTime() + (RETENTION.photoDaysAfterClose - 1) * DAY);
    await runRetention(handle.db, dayBefore);
    expect(await hasPhoto(id)).toBe(true);

    const dayAfter = new Date(closedAt.getTime() + (RETENTION.photoDaysAfterClose + 1) * DAY);
    const result = await runRetention(handle.db, dayAfter);
    expect(result.photosDeleted).toBe(1);
    expect(await hasPhoto(id)).toBe(false);
    expect(await hasPhoto(open)).toBe(true); // never closed: kept
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.photos_deleted"));
    expect(entry?.detail).toMatchObject({ leads: [id] });
    expect(entry?.at.toISOString()).toBe(dayAfter.toISOString());
  });

  it("[DP-7] a lead that never became an appointment is anonymised after 18 months, not a day earlier; a booked one is kept", async () => {
    const came = new Date("2027-02-10T06:00:00Z");
    const never = await leadAt(came);
    const booked = await leadAt(came);
    await setWork(booked, "booked", came);
    // 18 months after 2027-02-10 is 2028-08-10.
    await runRetention(handle.db, new Date("2028-08-09T06:00:00Z"));
    expect((await rowOf(never))?.NameData).toMatch(/^Retention patient/);

    const result = await runRetention(handle.db, new Date("2028-08-11T06:00:00Z"));
    expect(result.leadsAnonymised).toBeGreaterThanOrEqual(1);
    const gone = await rowOf(never);
    expect(gone).toMatchObject({
      NameData: "",
      MobileNoData: "",
      EmailIdData: null,
      erasedBy: "retention",
      CityData: "Delhi NCR", // kept for counts
    });
    expect((await rowOf(booked))?.NameData).toMatch(/^Retention patient/);
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy.lead_erased"), eq(auditLog.recordId, String(never))));
    expect(audits).toHaveLength(1);
  });

  it("[DP-7] the maintenance schedule runs the retention job with its clock", async () => {
    const came = new Date("2025-01-01T06:00:00Z");
    const old = await leadAt(came);
    const result = await runMaintenance(
      handle.db,
      { idempotencyTtlMs: 48 * 3_600_000, crmPayloadRetentionMs: 7 * DAY },
      new Date("2026-08-02T06:00:00Z"),
    );
    expect(result.privacy).toBeGreaterThanOrEqual(1);
    expect((await rowOf(old))?.erasedBy).toBe("retention");
  });
});

describe("erasure on request", () => {
  it("[DP-11] stops contact at once, then the job deletes photo and personal fields, keeps an anonymised row and tells the CRM", async () => {
    const mobile = "7299999901";
    const now = new Date();
    const a = await leadAt(now, mobile);
    const b = await leadAt(now, mobile);
    const other = await leadAt(now, "7299999902");
    await addPhoto(a);
    const { dueAt, leadIds } = await requestErasure(
      handle.db,
      { countryCode: "91", mobile },
      7,
      now,
    );
    expect(leadIds.sort()).toEqual([a, b].sort());
    expect(dueAt.getTime() - now.getTime()).toBe(7 * DAY);
    expect(await rowOf(a)).toMatchObject({ consentCall: false, erasedAt: null });
    const pending = await myRequests(handle.db, { countryCode: "91", mobile });
    expect(pending.every((r) => r.eraseDueAt === dueAt.toISOString())).toBe(true);

    const result = await runRetention(handle.db, new Date(now.getTime() + 60_000));
    expect(result.erasuresDone).toBe(2);
    const erased = await rowOf(a);
    expect(erased).toMatchObject({
      NameData: "",
      MobileNoData: "",
      EmailIdData: null,
      erasedBy: "patient",
    });
    expect(await hasPhoto(a)).toBe(false);
    expect((await rowOf(other))?.NameData).toMatch(/^Retention patient/);
    // Nothing of the number is left to find.
    expect(await myRequests(handle.db, { countryCode: "91", mobile })).toHaveLength(0);
    const events = await handle.db
      .select({ payload: crmOutbox.payload })
      .from(crmOutbox)
      .where(eq(crmOutbox.eventLeadId, a));
    expect(events.map((e) => e.payload?.event)).toContain("lead.erased");
    const [delivery] = await handle.db
      .select({ payload: crmOutbox.payload })
      .from(crmOutbox)
      .where(eq(crmOutbox.leadId, a));
    expect(delivery?.payload).toBeNull();
  });

  it("[DP-9] the export holds every request of the number and its consent history", async () => {
    const mobile = "7299999903";
    const id = await leadAt(new Date(), mobile);
    const data = await exportMyData(handle.db, { countryCode: "91", mobile }, new Date());
    expect(data.requests.map((r) => r.id)).toEqual([id]);
    expect(data.requests[0]?.stored).toMatchObject({ name: expect.any(String), mobile });
    expect(data.consentHistory).toEqual([
      expect.objectContaining({ leadId: id, purpose: "call", action: "given", channel: "form" }),
    ]);
  });
});
