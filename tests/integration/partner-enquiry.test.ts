import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as enquiryPost } from "@/app/api/partner/enquiry/route";
import type { DbHandle } from "@/src/db/client";
import { crmOutbox, partnerEnquiries } from "@/src/db/schema";
import { CONSENT_VERSION } from "@/src/lib/lead/consent";
import en from "@/src/lib/i18n/messages/en/partner.json";
import type { CrmConfig } from "@/src/server/crm/config";
import { verifyCrmSignature } from "@/src/server/crm/signature";
import { runCrmPass } from "@/src/server/crm/worker";
import { createTestDb } from "../fixtures/db";
import { fromAddress, nextIp } from "./auth-support";
import { startFakeCrm } from "./crm-fake-server";
import { createLeadRequest, leadCount, minimalLead } from "./lead-fixtures";

/** The per-IP limits with small numbers, as in lead-ip-limit.test.ts: soft 2, hard 20. */
const SOFT = 2;
const HARD = SOFT * 10;
const SECRET = "partner-crm-secret-0123456789";

let handle: DbHandle;
beforeAll(async () => {
  // Before the first env() call of this file (env() reads process.env once).
  vi.stubEnv("LEAD_IP_LIMIT", String(SOFT));
  vi.stubEnv("CRM_GRACE_MS", "0");
  handle = await createTestDb();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await handle.close();
});
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

const VALID = {
  organisation: "Sunrise Multispeciality Hospital",
  contactName: "Dr. Meera Iyer",
  mobile: "98765 43210",
  email: "partnerships@sunrise.example.in",
  city: "Pune",
  kind: "hospital",
  message: "We would like to list our orthopaedics and cardiology departments.",
  consent: true,
  language: "en",
};

interface Envelope {
  status: { code: number; message: string };
  data: { Id: number }[] | null;
  error: string[];
}

async function send(body: unknown, headers: Record<string, string> = {}) {
  const response = await enquiryPost(
    new Request("http://localhost/api/partner/enquiry", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        applicationtype: "website",
        "user-agent": "vitest",
        ...fromAddress(nextIp()),
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { response, body: (await response.json()) as Envelope };
}

async function enquiryCount(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(partnerEnquiries);
  return row?.n ?? 0;
}

async function partnerOutboxCount(): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(crmOutbox)
    .where(eq(crmOutbox.kind, "partner_enquiry"));
  return row?.n ?? 0;
}

function crmConfig(url: string): CrmConfig {
  return {
    url,
    secret: SECRET,
    graceMs: 0,
    pollMs: 20,
    maxAttempts: 5,
    backoffBaseMs: 25,
    backoffMaxMs: 200,
    timeoutMs: 2000,
    leaseMs: 30_000,
    batchSize: 100,
  };
}

describe("POST /api/partner/enquiry", () => {
  it("[PE-2] a valid enquiry is stored in partner_enquiries with its outbox row, apart from patient leads", async () => {
    const leadsBefore = await leadCount(handle.db);
    const { response, body } = await send(VALID);
    expect(response.status).toBe(200);
    const id = body.data?.[0]?.Id;
    expect(id).toBeGreaterThan(0);
    const [row] = await handle.db
      .select()
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.id, id ?? 0));
    expect(row).toMatchObject({
      organisation: VALID.organisation,
      contactName: VALID.contactName,
      mobile: "9876543210",
      countryCode: "91",
      email: VALID.email,
      city: "Pune",
      kind: "hospital",
      message: VALID.message,
      consentVersion: CONSENT_VERSION,
      throttled: false,
      userAgent: "vitest",
    });
    const [outbox] = await handle.db
      .select()
      .from(crmOutbox)
      .where(eq(crmOutbox.partnerEnquiryId, id ?? 0));
    expect(outbox).toMatchObject({ kind: "partner_enquiry", leadId: null, status: "pending" });
    expect(outbox?.payload).toMatchObject({
      organisation: VALID.organisation,
      mobile: "9876543210",
    });
    // Kept apart: no patient lead was made.
    expect(await leadCount(handle.db)).toBe(leadsBefore);
  });

  it("[PE-2] mobile numbers with +91 or a leading 0 are stored as the 10 digits", async () => {
    for (const mobile of ["+91 98111 22334", "09811122334"]) {
      const { body } = await send({ ...VALID, mobile });
      const [row] = await handle.db
        .select({ mobile: partnerEnquiries.mobile })
        .from(partnerEnquiries)
        .where(eq(partnerEnquiries.id, body.data?.[0]?.Id ?? 0));
      expect(row?.mobile).toBe("9811122334");
    }
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ["no organisation", { organisation: "" }, en.errors.organisation],
    ["a name of spaces", { contactName: "   " }, en.errors.contactName],
    [
      "a name with a right-to-left override",
      { contactName: "Meera\u202eIyer" },
      en.errors.contactName,
    ],
    ["a 9-digit mobile", { mobile: "987654321" }, en.errors.mobile],
    ["a mobile starting with 5", { mobile: "5876543210" }, en.errors.mobile],
    ["an e-mail without a domain", { email: "meera@" }, en.errors.email],
    ["no city", { city: undefined }, en.errors.city],
    ["an unknown kind", { kind: "pharmacy" }, en.errors.kind],
    ["a message over 2,000 characters", { message: "a".repeat(2001) }, en.errors.message],
    ["no consent", { consent: false }, en.errors.consent],
    ["an unknown field", { LeadTier: 1 }, "Unknown field: LeadTier"],
  ];
  for (const [what, change, message] of BAD) {
    it(`[PE-2] ${what}: 400 with its message, nothing written`, async () => {
      const before = [await enquiryCount(), await partnerOutboxCount()];
      const { response, body } = await send({ ...VALID, ...change });
      expect(response.status).toBe(400);
      expect(body.error.join(" ")).toContain(message);
      expect([await enquiryCount(), await partnerOutboxCount()]).toEqual(before);
    });
  }

  it("[PE-2] a body that is not JSON is a 400, not a crash", async () => {
    const { response } = await send("{organisation:");
    expect(response.status).toBe(400);
  });

  it("[PE-3] a retry with the same Idempotency-Key answers the first enquiry; another body with it is 422", async () => {
    const key = "partner-retry-0001";
    const before = await enquiryCount();
    const first = await send(VALID, { "idempotency-key": key });
    const again = await send(VALID, { "idempotency-key": key });
    expect(again.response.status).toBe(200);
    expect(again.body.data?.[0]?.Id).toBe(first.body.data?.[0]?.Id);
    const other = await send({ ...VALID, city: "Nagpur" }, { "idempotency-key": key });
    expect(other.response.status).toBe(422);
    expect(await enquiryCount()).toBe(before + 1);
  });

  it("[PE-3] concurrent retries with one key store one enquiry and one outbox row", async () => {
    const key = "partner-race-0001";
    const before = [await enquiryCount(), await partnerOutboxCount()];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(VALID, { "idempotency-key": key })),
    );
    const ids = new Set(answers.map((a) => a.body.data?.[0]?.Id));
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect([await enquiryCount(), await partnerOutboxCount()]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);
  });

  it("[PE-2] never half-written: when the outbox row cannot be written, the enquiry is not stored either", async () => {
    await handle.db.execute(
      sql`alter table crm_outbox add constraint test_refuse_partner check (kind <> 'partner_enquiry') not valid`,
    );
    try {
      const before = await enquiryCount();
      const { response } = await send({ ...VALID, organisation: "Half Written Clinic" });
      expect(response.status).toBe(500);
      expect(await enquiryCount()).toBe(before);
    } finally {
      await handle.db.execute(sql`alter table crm_outbox drop constraint test_refuse_partner`);
    }
  });

  it("[PE-4] rate limited like leads: over the soft limit stored and flagged, over the hard ceiling 429 with nothing written", async () => {
    const ip = "10.250.1.7";
    const flags: boolean[] = [];
    for (let i = 0; i < HARD; i++) {
      const { response, body } = await send(
        { ...VALID, organisation: `Clinic ${i}` },
        fromAddress(ip),
      );
      expect(response.status).toBe(200);
      const [row] = await handle.db
        .select({ throttled: partnerEnquiries.throttled })
        .from(partnerEnquiries)
        .where(eq(partnerEnquiries.id, body.data?.[0]?.Id ?? 0));
      flags.push(row?.throttled ?? false);
    }
    expect(flags.slice(0, SOFT).every((f) => !f)).toBe(true);
    expect(flags.slice(SOFT).every((f) => f)).toBe(true);
    const before = await enquiryCount();
    const { response } = await send({ ...VALID, organisation: "One too many" }, fromAddress(ip));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await enquiryCount()).toBe(before);
  });
});

describe("CRM delivery of partner enquiries", () => {
  it("[PE-5] the outbox worker delivers enquiries and leads in one pass, each with its own event, ids and signature", async () => {
    const crm = await startFakeCrm();
    closers.push(crm.close);
    const enquiry = await send({
      ...VALID,
      organisation: "Delivered Diagnostics",
      kind: "diagnostic_centre",
    });
    const enquiryId = enquiry.body.data?.[0]?.Id ?? 0;
    const lead = await createLeadRequest(minimalLead({ NameData: "Lead beside enquiry" }));
    const leadId = lead.body.data?.[0]?.Id ?? 0;
    for (let i = 0; i < 5; i++) await runCrmPass(handle.db, crmConfig(crm.url));

    const partner = crm.state.accepted.filter((d) => d.json.event === "partner_enquiry.created");
    const mine = partner.filter(
      (d) => (d.json as unknown as { enquiryId: number }).enquiryId === enquiryId,
    );
    expect(mine).toHaveLength(1);
    const delivery = mine[0];
    expect(delivery?.idempotencyKey).toBe(`partner-enquiry-${enquiryId}`);
    expect(
      verifyCrmSignature(
        SECRET,
        delivery?.timestamp ?? "",
        delivery?.body ?? "",
        delivery?.signature ?? "",
      ),
    ).toBe(true);
    const body = JSON.parse(delivery?.body ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({
      event: "partner_enquiry.created",
      enquiryId,
      attempt: 1,
      throttled: false,
      enquiry: {
        organisation: "Delivered Diagnostics",
        kind: "diagnostic_centre",
        mobile: "9876543210",
        email: VALID.email,
        city: "Pune",
      },
    });
    expect(body).not.toHaveProperty("leadId");
    expect(body).not.toHaveProperty("lead");

    // The lead beside it keeps its own shape.
    const leadDelivery = crm.state.accepted.filter((d) => d.leadId === leadId);
    expect(leadDelivery).toHaveLength(1);
    expect(leadDelivery[0]?.json.event).toBe("lead.created");
    expect(leadDelivery[0]?.idempotencyKey).toBe(`lead-${leadId}`);
    expect(leadDelivery[0]?.json).not.toHaveProperty("enquiryId");

    const [row] = await handle.db
      .select({ status: crmOutbox.status })
      .from(crmOutbox)
      .where(eq(crmOutbox.partnerEnquiryId, enquiryId));
    expect(row?.status).toBe("delivered");
  });

  it("[PE-5] an outbox row must name the reference of its kind (check constraint)", async () => {
    const { body } = await send({ ...VALID, organisation: "Check Clinic" });
    const id = body.data?.[0]?.Id ?? 0;
    await expect(
      handle.db.execute(
        sql`insert into crm_outbox (kind, lead_id, payload, next_attempt_at) values ('partner_enquiry', null, '{}', now())`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`insert into crm_outbox (kind, partner_enquiry_id, payload, next_attempt_at) values ('lead', ${id}, '{}', now())`,
      ),
    ).rejects.toThrow();
  });
});
