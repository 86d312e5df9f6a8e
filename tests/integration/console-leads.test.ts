import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { auditLog, crmOutbox, leadPhotos, leads, leadWork } from "@/src/db/schema";
import { parseLeadFilters } from "@/src/lib/console/lead-filters";
import { parseCsv } from "@/src/lib/content-editing/csv";
import {
  addLeadNote,
  assignLead,
  countOverdue,
  exportLeadsCsv,
  getLeadForStaff,
  LeadError,
  listLeads,
  newestLeadId,
  readLeadPhoto,
  retryCrmDelivery,
  takeLead,
  updateLeadWork,
} from "@/src/server/console/leads";
import { photoLink, photoLinkValid } from "@/src/server/console/photo-link";
import { resolveStaff, type StaffMember } from "@/src/server/staff/session";
import { createTestDb } from "../fixtures/db";
import { GET as photoRoute } from "@/app/console/leads/[id]/photo/route";
import { GET as exportRoute } from "@/app/console/leads/export/route";
import { GET as updatesRoute } from "@/app/console/leads/updates/route";
import { type SignedInStaff, staffMember } from "./console-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

let handle: DbHandle;
const db = () => handle.db;
const RULE = { minutes: 15, hours: "08:00-22:00" };

const jars = new Map<string, SignedInStaff>();
async function asStaff(role: string, cities: string[] = []): Promise<StaffMember> {
  const signed = await staffMember(db(), role, { cities });
  jars.set(signed.id, signed);
  const result = await resolveStaff(db(), signed.jar.headers(), "203.0.113.7");
  if (!result.staff) throw new Error(`not signed in: ${result.why}`);
  return result.staff;
}

let seq = 0;
async function lead(
  values: Partial<typeof leads.$inferInsert> = {},
  createdAt = new Date(Date.now() - seq * 1000),
): Promise<number> {
  seq += 1;
  const [row] = await db()
    .insert(leads)
    .values({
      NameData: `Patient ${seq}`,
      MobileNoData: `70000${String(seq).padStart(5, "0")}`,
      CityData: "Pune",
      consentVersion: "test",
      consentAt: new Date(),
      createdAt,
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("no lead");
  // The trigger copied the creation time; keep it in step with the one given.
  await db().update(leadWork).set({ createdAt }).where(eq(leadWork.leadId, row.id));
  return row.id;
}

async function audits(action: string, recordId?: number) {
  return db()
    .select()
    .from(auditLog)
    .where(
      recordId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.recordId, String(recordId))),
    );
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (e) {
    if (e instanceof LeadError) return e.status;
    throw e;
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

let agent: StaffMember;
let otherAgent: StaffMember;
let anywhereAgent: StaffMember;
let supervisor: StaffMember;
let editor: StaffMember;
let puneUnassigned: number;
let mumbaiUnassigned: number;
let mumbaiMine: number;
let puneOthers: number;

beforeAll(async () => {
  handle = await createTestDb();
  agent = await asStaff("agent", ["Pune"]);
  otherAgent = await asStaff("agent", ["Pune"]);
  anywhereAgent = await asStaff("agent");
  supervisor = await asStaff("supervisor");
  editor = await asStaff("editor");
  puneUnassigned = await lead({ CityData: "Pune" });
  mumbaiUnassigned = await lead({ CityData: "Mumbai" });
  mumbaiMine = await lead({ CityData: "Mumbai" });
  puneOthers = await lead({ CityData: "Pune" });
  await db().update(leadWork).set({ assigneeId: agent.id }).where(eq(leadWork.leadId, mumbaiMine));
  await db()
    .update(leadWork)
    .set({ assigneeId: otherAgent.id })
    .where(eq(leadWork.leadId, puneOthers));
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("who sees and works which lead", () => {
  it("[CS-43] an agent sees their own and their cities' unassigned leads; others answer 404", async () => {
    const ids = (await listLeads(db(), agent, {}, { pageSize: 200, rule: RULE })).rows.map(
      (r) => r.id,
    );
    expect(ids).toContain(puneUnassigned);
    expect(ids).toContain(mumbaiMine);
    expect(ids).not.toContain(mumbaiUnassigned);
    expect(ids).not.toContain(puneOthers);
    expect(await statusOf(getLeadForStaff(db(), agent, puneUnassigned))).toBe(200);
    expect(await statusOf(getLeadForStaff(db(), agent, mumbaiUnassigned))).toBe(404);
    expect(await statusOf(getLeadForStaff(db(), agent, puneOthers))).toBe(404);
    expect(await statusOf(updateLeadWork(db(), agent, puneOthers, { status: "contacted" }))).toBe(
      404,
    );
    expect(await statusOf(addLeadNote(db(), agent, mumbaiUnassigned, "hello"))).toBe(404);
    expect(await statusOf(readLeadPhoto(db(), agent, mumbaiUnassigned))).toBe(404);
    expect(await statusOf(getLeadForStaff(db(), agent, 999_999_999))).toBe(404);
    // No cities set: every city's unassigned leads, still not another agent's.
    const anywhere = (
      await listLeads(db(), anywhereAgent, {}, { pageSize: 200, rule: RULE })
    ).rows.map((r) => r.id);
    expect(anywhere).toEqual(expect.arrayContaining([puneUnassigned, mumbaiUnassigned]));
    expect(anywhere).not.toContain(puneOthers);
    // Other roles have no inbox at all.
    expect(await statusOf(getLeadForStaff(db(), editor, puneUnassigned))).toBe(403);
  });

  it("[CS-44] a supervisor sees every lead and assigns to active agents or nobody; an agent cannot assign", async () => {
    const ids = (await listLeads(db(), supervisor, {}, { pageSize: 200, rule: RULE })).rows.map(
      (r) => r.id,
    );
    expect(ids).toEqual(
      expect.arrayContaining([puneUnassigned, mumbaiUnassigned, mumbaiMine, puneOthers]),
    );
    expect(await statusOf(assignLead(db(), agent, puneUnassigned, otherAgent.id))).toBe(403);
    expect(await statusOf(assignLead(db(), supervisor, mumbaiUnassigned, editor.id))).toBe(400);
    await assignLead(db(), supervisor, mumbaiUnassigned, anywhereAgent.id);
    let [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, mumbaiUnassigned));
    expect(work?.assigneeId).toBe(anywhereAgent.id);
    const [entry] = await audits("lead.assigned", mumbaiUnassigned);
    expect(entry).toMatchObject({ actorId: supervisor.id, ip: "203.0.113.7" });
    expect(entry?.detail).toMatchObject({ from: null, to: anywhereAgent.id });
    await assignLead(db(), supervisor, mumbaiUnassigned, null);
    [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, mumbaiUnassigned));
    expect(work?.assigneeId).toBeNull();
  });

  it("[CS-45] an agent takes an unassigned lead of their scope; a taken lead cannot be taken again", async () => {
    const id = await lead({ CityData: "Pune" });
    await takeLead(db(), agent, id);
    const [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, id));
    expect(work?.assigneeId).toBe(agent.id);
    // Now it is the agent's: out of the other agent's scope altogether.
    expect(await statusOf(takeLead(db(), otherAgent, id))).toBe(404);
    expect(await statusOf(takeLead(db(), agent, mumbaiUnassigned))).toBe(404);
    expect(await statusOf(takeLead(db(), editor, id))).toBe(403);
    expect((await audits("lead.assigned", id))[0]?.detail).toMatchObject({ taken: true });
  });
});

describe("the inbox's filters and search", () => {
  it("[CS-46] filters by status, city, treatment, source, campaign, day, assignee and past-SLA; pages newest or oldest first", async () => {
    const now = new Date();
    const old = await lead(
      {
        CityData: "Nagpur",
        ProcedureNameData: "Cataract Surgery",
        Zutm_sourcedata: "google",
        Zutm_campaigndata: "eyes-nov",
      },
      new Date(now.getTime() - 3 * 86_400_000),
    );
    const fresh = await lead({ CityData: "Nagpur", ProcedureNameData: "Piles Treatment" }, now);
    const list = async (query: string, pageSize = 200) =>
      (
        await listLeads(db(), supervisor, parseLeadFilters(new URLSearchParams(query)), {
          pageSize,
          rule: RULE,
          now,
        })
      ).rows.map((r) => r.id);
    expect(await list("city=nagpur")).toEqual([fresh, old]);
    expect(await list("city=Nagpur&sort=oldest")).toEqual([old, fresh]);
    expect(await list("city=nagpur&treatment=cataract")).toEqual([old]);
    expect(await list("city=nagpur&source=Google")).toEqual([old]);
    expect(await list("city=nagpur&campaign=eyes")).toEqual([old]);
    const day = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await list(`city=nagpur&from=${day}&to=${day}`)).toEqual([fresh]);
    expect(await list("city=nagpur&overdue=1")).toEqual([old]);
    expect(await list("city=nagpur&assignee=none")).toEqual([fresh, old]);
    await updateLeadWork(db(), supervisor, old, { status: "contacted" });
    expect(await list("city=nagpur&status=new")).toEqual([fresh]);
    expect(await list("city=nagpur&overdue=1")).toEqual([]);
    // The open breaches are counted in scope: the fresh one is not due yet.
    const nagpurAgent = { ...agent, id: "agent-without-leads", cities: ["nagpur"] };
    expect(await countOverdue(db(), nagpurAgent, { rule: RULE, now })).toBe(0);
    expect(
      await countOverdue(db(), nagpurAgent, {
        rule: RULE,
        now: new Date(now.getTime() + 86_400_000),
      }),
    ).toBe(1);
    const first = await listLeads(
      db(),
      supervisor,
      { city: "nagpur" },
      { pageSize: 1, rule: RULE },
    );
    expect(first).toMatchObject({ page: 1, hasNext: true });
    const second = await listLeads(
      db(),
      supervisor,
      { city: "nagpur", page: 2 },
      { pageSize: 1, rule: RULE },
    );
    expect(second.rows.map((r) => r.id)).toEqual([old]);
    expect(second.hasNext).toBe(false);
    const row = first.rows[0];
    expect(row).toMatchObject({ city: "Nagpur", treatment: "Piles Treatment", status: "new" });
    expect(["waiting", "overdue"]).toContain(row?.sla);
    expect(row?.age).toMatch(/min|h|d/);
  });

  it("[CS-47] searches by a mobile prefix (with or without +91) or a name's first letters", async () => {
    const id = await lead({ NameData: "Zubeida Khanam", MobileNoData: "9123456789" });
    const search = async (q: string) =>
      (await listLeads(db(), supervisor, { q }, { pageSize: 200, rule: RULE })).rows.map(
        (r) => r.id,
      );
    expect(await search("91234")).toContain(id);
    expect(await search("+91 91234 56789")).toEqual([id]);
    expect(await search("zubei")).toEqual([id]);
    expect(await search("ZUBEIDA K")).toEqual([id]);
    expect(await search("khanam")).not.toContain(id);
    expect(await search("9123_")).toEqual([]);
    expect(await search("%")).toEqual([]);
  });

  it("[CS-56] a lead created through the public lead API appears in the inbox and moves the newest id", async () => {
    const before = await newestLeadId(db(), anywhereAgent);
    const created = await createLeadRequest(
      minimalLead({ NameData: "Api Patient", MobileNoData: "9812345670", CityData: "Jaipur" }),
    );
    expect(created.response.status).toBe(200);
    const id = created.body.data?.[0]?.Id;
    const rows = (await listLeads(db(), anywhereAgent, { q: "98123456" }, { rule: RULE })).rows;
    expect(rows.map((r) => r.id)).toContain(id);
    expect(rows.find((r) => r.id === id)).toMatchObject({ city: "Jaipur", status: "new" });
    const after = await newestLeadId(db(), anywhereAgent);
    expect(after).toBe(id);
    expect(after).not.toBe(before);
    // An agent of other cities sees neither the lead nor a change.
    expect(await newestLeadId(db(), agent)).not.toBe(id);
  });
});

describe("working a lead", () => {
  it("[CS-48] closed needs a reason and only closed has one; the first contact is stamped once", async () => {
    const id = await lead({ CityData: "Pune" });
    expect(await statusOf(updateLeadWork(db(), agent, id, { status: "closed" }))).toBe(400);
    expect(await statusOf(updateLeadWork(db(), agent, id, { status: "lost" }))).toBe(400);
    const t1 = new Date("2026-11-20T05:00:00Z");
    await updateLeadWork(db(), agent, id, { status: "contacted" }, t1);
    await updateLeadWork(db(), agent, id, { status: "booked" }, new Date("2026-11-20T06:00:00Z"));
    await updateLeadWork(db(), agent, id, {
      status: "closed",
      closeReason: "price",
    });
    let [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, id));
    expect(work).toMatchObject({ status: "closed", closeReason: "price" });
    expect(work?.firstContactAt?.toISOString()).toBe(t1.toISOString());
    await updateLeadWork(db(), agent, id, { status: "contacted", closeReason: "price" });
    [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, id));
    expect(work).toMatchObject({ status: "contacted", closeReason: null });
    expect(work?.firstContactAt?.toISOString()).toBe(t1.toISOString());
    const updates = await audits("lead.updated", id);
    expect(updates.length).toBe(4);
    expect(updates[0]).toMatchObject({
      actorId: agent.id,
      actorEmail: agent.email,
      ip: "203.0.113.7",
    });
    expect(updates[0]?.detail).toMatchObject({ status: { from: "new", to: "contacted" } });
  });

  it("[CS-49] notes and the next call time are kept and audited", async () => {
    const id = await lead({ CityData: "Pune" });
    const next = new Date("2026-12-01T04:30:00Z");
    await updateLeadWork(db(), agent, id, { nextCallAt: next, note: "Call after lunch" });
    const detail = await getLeadForStaff(db(), agent, id, { rule: RULE });
    expect(detail.work.nextCallAt?.toISOString()).toBe(next.toISOString());
    expect(detail.notes).toMatchObject([{ body: "Call after lunch", author: expect.any(String) }]);
    expect(await audits("lead.note_added", id)).toHaveLength(1);
    expect((await audits("lead.updated", id))[0]?.detail).toMatchObject({
      nextCallAt: next.toISOString(),
    });
    expect(await statusOf(addLeadNote(db(), agent, id, "   "))).toBe(400);
  });

  it("[CS-50] a lead's page has the patient's fields, source, attribution, survey, photo, CRM state and the same number's earlier leads", async () => {
    const mobile = "9988776655";
    const earlier = await lead(
      { MobileNoData: mobile, CityData: "Pune" },
      new Date(Date.now() - 86_400_000),
    );
    const id = await lead({
      NameData: "Meera Iyer",
      MobileNoData: mobile,
      CityData: "Pune",
      EmailIdData: "meera@example.com",
      PageTypeData: "Treatment",
      PageNameData: "/treatment/cataract",
      LeadTypeData: "Callback",
      Zutm_campaigndata: "eyes-nov",
      attribution: { utm_source: "google", landing: "/treatment/cataract" },
      survey: { when: "this week" },
      surveyTokenHash: "secret-hash",
    });
    await db()
      .insert(leadPhotos)
      .values({
        leadId: id,
        contentType: "image/jpeg",
        data: Buffer.from("jpeg").toString("base64"),
        consentVersion: "p1",
        consentAt: new Date(),
      });
    await db()
      .insert(crmOutbox)
      .values({
        leadId: id,
        status: "dead",
        attempts: 8,
        lastError: "HTTP 503",
        lastStatus: 503,
        nextAttemptAt: new Date(),
      })
      .onConflictDoUpdate({
        target: crmOutbox.leadId,
        set: { status: "dead", attempts: 8, lastError: "HTTP 503", lastStatus: 503 },
      });
    const detail = await getLeadForStaff(db(), agent, id, { rule: RULE });
    expect(detail.lead).toMatchObject({
      NameData: "Meera Iyer",
      EmailIdData: "meera@example.com",
      PageTypeData: "Treatment",
      PageNameData: "/treatment/cataract",
      Zutm_campaigndata: "eyes-nov",
      attribution: { utm_source: "google" },
      survey: { when: "this week" },
    });
    expect(detail.lead).not.toHaveProperty("surveyTokenHash");
    expect(detail.hasPhoto).toBe(true);
    expect(detail.crm).toMatchObject({ status: "dead", attempts: 8, lastError: "HTTP 503" });
    expect(detail.related.map((r) => r.id)).toEqual([earlier]);
  });

  it("[CS-51] a dead letter goes back to the queue, due now; anything else cannot be retried", async () => {
    const id = await lead({ CityData: "Pune" });
    await db()
      .insert(crmOutbox)
      .values({ leadId: id, status: "dead", attempts: 8, nextAttemptAt: new Date(0) })
      .onConflictDoUpdate({
        target: crmOutbox.leadId,
        set: { status: "dead", attempts: 8, nextAttemptAt: new Date(0) },
      });
    await retryCrmDelivery(db(), agent, id);
    const [entry] = await db().select().from(crmOutbox).where(eq(crmOutbox.leadId, id));
    expect(entry).toMatchObject({ status: "pending", attempts: 0 });
    expect(entry?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusOf(retryCrmDelivery(db(), agent, id))).toBe(409);
    expect((await audits("lead.crm_retried", id))[0]?.detail).toMatchObject({ attempts: 8 });
  });

  it("[CS-52] the photo link is signed for one lead and one person and lives at most 5 minutes", () => {
    const now = new Date();
    const link = new URL(photoLink(42, agent.id, now), "http://x");
    const exp = link.searchParams.get("exp");
    const sig = link.searchParams.get("sig");
    expect(link.pathname).toBe("/console/leads/42/photo");
    expect(photoLinkValid(42, agent.id, exp, sig, now)).toBe(true);
    expect(photoLinkValid(43, agent.id, exp, sig, now)).toBe(false);
    expect(photoLinkValid(42, otherAgent.id, exp, sig, now)).toBe(false);
    expect(photoLinkValid(42, agent.id, exp, sig, new Date(now.getTime() + 301_000))).toBe(false);
    expect(photoLinkValid(42, agent.id, String(Number(exp) + 3600), sig, now)).toBe(false);
    expect(photoLinkValid(42, agent.id, exp, null, now)).toBe(false);
  });

  it("[CS-53] views of a lead's page and photo are in the audit trail with who and from where", async () => {
    const id = await lead({ CityData: "Pune" });
    await db()
      .insert(leadPhotos)
      .values({
        leadId: id,
        contentType: "image/jpeg",
        data: Buffer.from("jpeg").toString("base64"),
        consentVersion: "p1",
        consentAt: new Date(),
      });
    await getLeadForStaff(db(), agent, id, { rule: RULE });
    const photo = await readLeadPhoto(db(), agent, id);
    expect(photo?.data.toString()).toBe("jpeg");
    const [viewed] = await audits("lead.viewed", id);
    expect(viewed).toMatchObject({
      actorId: agent.id,
      actorEmail: agent.email,
      recordType: "lead",
      ip: "203.0.113.7",
    });
    expect(await audits("lead.photo_viewed", id)).toHaveLength(1);
    // A refused view leaves no trace of a view.
    await statusOf(getLeadForStaff(db(), agent, mumbaiUnassigned));
    expect(
      (await audits("lead.viewed", mumbaiUnassigned)).filter((a) => a.actorId === agent.id),
    ).toHaveLength(0);
  });
});

describe("the CSV export", () => {
  it("[CS-54] supervisors export the current filters in batches; others are refused; the export is audited", async () => {
    expect(await statusOf(exportLeadsCsv(db(), agent, {}))).toBe(403);
    expect(await statusOf(exportLeadsCsv(db(), editor, {}))).toBe(403);
    const ids: number[] = [];
    const t = Date.now() - 10 * 86_400_000;
    for (let i = 0; i < 7; i++) ids.push(await lead({ CityData: "Kochi" }, new Date(t - i * 1000)));
    // Same creation time: the keyset must not lose or repeat any.
    for (let i = 0; i < 3; i++) ids.push(await lead({ CityData: "Kochi" }, new Date(t - 60_000)));
    const csv = await readAll(
      await exportLeadsCsv(db(), supervisor, { city: "kochi" }, { batch: 3, rule: RULE }),
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,name,/);
    const exported = lines.slice(1).map((l) => Number(l.split(",")[0]));
    expect(exported.sort()).toEqual([...ids].sort());
    const [entry] = (await audits("leads.exported")).filter((a) => a.actorId === supervisor.id);
    expect(entry?.detail).toMatchObject({ filters: { city: "kochi" } });
  });

  it("[CS-103] rows carry times in IST, the insurer, the language, the contact rules and the notes", async () => {
    // 10:00 IST on 20 Nov is 04:30 UTC.
    const id = await lead(
      {
        CityData: "Jaipur",
        InsuranceNameData: "Star Health",
        PageLanguage: "hi",
        contactRules: {
          channel: "whatsapp",
          from: "10:00",
          to: "18:00",
          language: "hi",
          doNotContact: false,
        },
      },
      new Date("2026-11-20T04:30:05Z"),
    );
    await addLeadNote(db(), supervisor, id, "Called, asked to call back after 5");
    await addLeadNote(db(), supervisor, id, "Sent the estimate");
    const csv = await readAll(
      await exportLeadsCsv(db(), supervisor, { city: "jaipur" }, { rule: RULE }),
    );
    const { records, problems } = parseCsv(csv);
    expect(problems).toEqual([]);
    const [header, ...rows] = records.map((r) => r.cells);
    // Other tests of this file made Jaipur leads too: this one's row.
    const row = rows.find((cells) => cells[0] === String(id));
    const columns = header ?? [];
    expect(columns.slice(-4)).toEqual(["insurer", "language", "contact_rules", "notes"]);
    const cell = (name: string) => row?.[columns.indexOf(name)];
    expect(cell("id")).toBe(String(id));
    expect(cell("created_at")).toBe("2026-11-20T10:00:05+05:30");
    expect(cell("insurer")).toBe("Star Health");
    expect(cell("language")).toBe("Hindi");
    expect(cell("contact_rules")).toBe("WhatsApp only · 10:00-18:00 IST · Hindi");
    expect(cell("notes")).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} .+: Called, asked to call back after 5 \| \d{4}-\d{2}-\d{2} \d{2}:\d{2} .+: Sent the estimate$/,
    );
  });

  it("[CS-55] cells that begin with = + - @ are neutralised", async () => {
    await lead({ NameData: '=HYPERLINK("http://evil.example","x")', CityData: "Goa" });
    await lead({ NameData: "+918888888888", CityData: "Goa" });
    await lead({ NameData: "-2", CityData: "Goa" });
    await lead({ NameData: "@x", CityData: "Goa" });
    const csv = await readAll(
      await exportLeadsCsv(db(), supervisor, { city: "goa" }, { rule: RULE }),
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(",'+918888888888,");
    expect(csv).toContain(",'-2,");
    expect(csv).toContain(",'@x,");
    expect(csv).not.toMatch(/,[=+\-@]/);
  });
});

describe("the console's lead routes", () => {
  const get = (path: string, who?: StaffMember) =>
    new Request(`http://localhost${path}`, {
      headers: who ? (jars.get(who.id)?.jar.headers() ?? {}) : {},
    });

  it("[CS-54] the export route streams an attachment to a supervisor, 403 to an agent, 401 signed out", async () => {
    expect((await exportRoute(get("/console/leads/export?city=kochi"))).status).toBe(401);
    expect((await exportRoute(get("/console/leads/export", agent))).status).toBe(403);
    const res = await exportRoute(get("/console/leads/export?city=kochi&sort=oldest", supervisor));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-/);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines.length).toBe(11);
  });

  it("[CS-52][CS-53] the photo route needs the session, the scope and a fresh signature made for the person", async () => {
    const id = await lead({ CityData: "Pune" });
    await db()
      .insert(leadPhotos)
      .values({
        leadId: id,
        contentType: "image/jpeg",
        data: Buffer.from("jpeg-bytes").toString("base64"),
        consentVersion: "p1",
        consentAt: new Date(),
      });
    const link = photoLink(id, agent.id);
    expect(
      (await photoRoute(get(link), { params: Promise.resolve({ id: String(id) }) })).status,
    ).toBe(401);
    const ok = await photoRoute(get(link, agent), { params: Promise.resolve({ id: String(id) }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe("jpeg-bytes");
    // Someone else's link, even in scope: refused.
    const other = await photoRoute(get(link, anywhereAgent), {
      params: Promise.resolve({ id: String(id) }),
    });
    expect(other.status).toBe(404);
    const unsigned = await photoRoute(get(`/console/leads/${id}/photo`, agent), {
      params: Promise.resolve({ id: String(id) }),
    });
    expect(unsigned.status).toBe(404);
    // Signed for them, but the lead is out of their scope.
    const outside = await photoRoute(get(photoLink(mumbaiUnassigned, agent.id), agent), {
      params: Promise.resolve({ id: String(mumbaiUnassigned) }),
    });
    expect(outside.status).toBe(404);
    const views = await audits("lead.photo_viewed", id);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actorId: agent.id });
  });

  it("[CS-56] the poll route answers the newest lead id in scope", async () => {
    expect((await updatesRoute(get("/console/leads/updates"))).status).toBe(401);
    expect((await updatesRoute(get("/console/leads/updates", editor))).status).toBe(403);
    const res = await updatesRoute(get("/console/leads/updates", supervisor));
    const body = (await res.json()) as { newest: number };
    expect(body.newest).toBe(await newestLeadId(db(), supervisor));
  });
});
