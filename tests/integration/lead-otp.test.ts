import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as generateOtp } from "@/app/lead/v1/authenticate/generateotp/route";
import type { DbHandle } from "@/src/db/client";
import { leads } from "@/src/db/schema";
import enLead from "@/src/lib/i18n/messages/en/lead.json";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { otpDeps } from "@/src/server/auth/runtime";
import { LEAD_RATE_RULE } from "@/src/server/leads/http";
import { createLead } from "@/src/server/leads/service";
import { checkOtp } from "@/src/server/otp";
import { consume, peek } from "@/src/server/ratelimit";
import { createTestDb } from "../fixtures/db";
import { fromAddress, installTestRuntime } from "./auth-support";
import { createLeadRequest, leadCount, minimalLead, outboxCount } from "./lead-fixtures";

/**
 * Lets a test make the route's next replay lookups miss, as they do when a retry looks for the
 * first request's lead before that request has committed it (the race of a slow first request).
 */
const replayLookups = vi.hoisted(() => ({ miss: 0 }));
vi.mock("@/src/server/leads/service", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/src/server/leads/service")>();
  return {
    ...real,
    findReplay: (...args: Parameters<typeof real.findReplay>) => {
      if (replayLookups.miss > 0) {
        replayLookups.miss--;
        return Promise.resolve(undefined);
      }
      return real.findReplay(...args);
    },
  };
});

let handle: DbHandle;
let runtime: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  runtime = installTestRuntime();
});
afterAll(async () => {
  runtime.restore();
  await handle.close();
});

async function sendOtp(mobile: string) {
  return (await sendOtpWithTicket(mobile)).otp;
}

/** The lead form's send: the code and the ticket cookie its answer sets on the browser. */
async function sendOtpWithTicket(mobile: string, address = "10.9.9.9") {
  const response = await generateOtp(
    new Request("http://localhost/lead/v1/authenticate/generateotp", {
      method: "POST",
      headers: { "content-type": "application/json", ...fromAddress(address) },
      body: JSON.stringify({ mobileNo: mobile, resend: 0, countryCode: "91" }),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const ticket = /vaidya_otp=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  return { otp: runtime.lastOtp(mobile), ticket };
}

describe("lead forms that verify the mobile by OTP (docs/leads.md; an optional page setting)", () => {
  it("a lead with the right OTP is stored as verified; a retry with its key answers the same lead", async () => {
    const mobile = "7700011122";
    const otp = await sendOtp(mobile);
    const key = crypto.randomUUID();
    const body = minimalLead({ MobileNoData: mobile, otp });
    const first = await createLeadRequest(body, { "idempotency-key": key });
    expect(first.response.status).toBe(200);
    const id = first.body.data?.[0]?.Id ?? 0;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.mobileVerified).toBe(true);
    const retry = await createLeadRequest(body, { "idempotency-key": key });
    expect(retry.response.status).toBe(200);
    expect(retry.body.data?.[0]?.Id).toBe(id);
  });

  it("retries with the same key that arrive while the first request is still running all get its lead, never a 400", async () => {
    const mobile = "9811122255";
    const otp = await sendOtp(mobile);
    const key = crypto.randomUUID();
    const body = minimalLead({ MobileNoData: mobile, otp });
    const before = await leadCount(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createLeadRequest(body, { "idempotency-key": key })),
    );
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data?.[0]?.Id)).size).toBe(1);
    expect(await leadCount(handle.db)).toBe(before + 1);
    const [row] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, answers[0]?.body.data?.[0]?.Id ?? 0));
    expect(row?.mobileVerified).toBe(true);
  });

  it("a retry after the first request finished gets its lead before any limit is counted (even at the per-IP ceiling)", async () => {
    const mobile = "9811122266";
    const otp = await sendOtp(mobile);
    const key = crypto.randomUUID();
    const ip = "100.64.9.9";
    const body = minimalLead({ MobileNoData: mobile, otp });
    const first = await createLeadRequest(body, { "idempotency-key": key, ...fromAddress(ip) });
    expect(first.response.status).toBe(200);
    // The network is now at the hard ceiling: new leads from it get 429.
    const rule = LEAD_RATE_RULE();
    await consume(handle.db, rule, ip, new Date(), rule.points);
    const counted = (await peek(handle.db, rule, ip, new Date())).consumed;
    const retry = await createLeadRequest(body, { "idempotency-key": key, ...fromAddress(ip) });
    expect(retry.response.status).toBe(200);
    expect(retry.body.data?.[0]?.Id).toBe(first.body.data?.[0]?.Id);
    expect((await peek(handle.db, rule, ip, new Date())).consumed).toBe(counted);
  });

  it("a retry that looked for the first lead before it was stored, then finds its OTP used, gets that lead instead of a 400", async () => {
    const mobile = "9811122288";
    const otp = await sendOtp(mobile);
    const key = crypto.randomUUID();
    const body = minimalLead({ MobileNoData: mobile, otp });
    const first = await createLeadRequest(body, { "idempotency-key": key });
    expect(first.response.status).toBe(200);
    const before = await leadCount(handle.db);
    replayLookups.miss = 1;
    const retry = await createLeadRequest(body, { "idempotency-key": key });
    expect(replayLookups.miss).toBe(0);
    expect(retry.response.status).toBe(200);
    expect(retry.body.data?.[0]?.Id).toBe(first.body.data?.[0]?.Id);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("a checked code is used up only by the statement that stores its lead: a second use gets 400 and writes nothing; with the first lead's key, that lead", async () => {
    const mobile = "9811122277";
    const code = await sendOtp(mobile);
    const phone = { countryCode: "91", mobile, code, ip: "10.9.9.10" };
    // Two requests checked the code before either stored its lead.
    const first = await checkOtp(otpDeps(), phone);
    const second = await checkOtp(otpDeps(), phone);
    const input = leadRequestSchema.parse(minimalLead({ MobileNoData: mobile, otp: code }));
    const meta = { defaultConsentVersion: "test", crmGraceMs: 0, idempotencyKey: "otp-k1" };
    const lead = await createLead(handle.db, input, { ...meta, otp: first });
    const before = await leadCount(handle.db);
    // Same key: the first lead, not a 400.
    const replay = await createLead(handle.db, input, { ...meta, otp: second });
    expect(replay).toMatchObject({ id: lead.id, replayed: true });
    // Another key (a second submit of the same code): 400, no lead, no outbox row.
    const outboxBefore = await outboxCount(handle.db);
    await expect(
      createLead(handle.db, input, { ...meta, idempotencyKey: "otp-k2", otp: second }),
    ).rejects.toMatchObject({ status: 400, messages: ["Please enter valid OTP"] });
    await expect(
      createLead(handle.db, input, { ...meta, idempotencyKey: undefined, otp: second }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await leadCount(handle.db)).toBe(before);
    expect(await outboxCount(handle.db)).toBe(outboxBefore);
  });

  it("a wrong OTP gets 400 'Please enter valid OTP' and writes nothing", async () => {
    const mobile = "9811122244";
    const otp = await sendOtp(mobile);
    const wrong = otp === "000000" ? "111111" : "000000";
    const before = await leadCount(handle.db);
    const { response, body } = await createLeadRequest(
      minimalLead({ MobileNoData: mobile, otp: wrong }),
    );
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Please enter valid OTP"]);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("[SC-6] a stranger's 100 wrong OTPs for a number do not stop its owner's lead with the right OTP", async () => {
    const victim = "9811122211";
    const otp = await sendOtp(victim);
    const attacker = fromAddress("203.0.113.210");
    for (let i = 1; i <= 100; i++) {
      const guess = String((Number(otp) + i) % 1_000_000).padStart(6, "0");
      const { response } = await createLeadRequest(
        minimalLead({ MobileNoData: victim, otp: guess }),
        attacker,
      );
      expect([400, 429]).toContain(response.status);
    }
    const owner = await createLeadRequest(
      minimalLead({ MobileNoData: victim, otp }),
      fromAddress("198.51.100.211"),
    );
    expect(owner.response.status).toBe(200);
  });

  it("wrong codes from 6 other addresses use up the shared checks, not those of the browser that asked for the code: its lead with the right code is stored", async () => {
    const mobile = "7700055531";
    const { otp, ticket } = await sendOtpWithTicket(mobile, "49.36.40.7");
    expect(ticket).toBeTruthy();
    for (let n = 0; n < 6; n++) {
      for (let i = 1; i <= 5; i++) {
        const guess = String((Number(otp) + n * 5 + i) % 1_000_000).padStart(6, "0");
        await createLeadRequest(
          minimalLead({ MobileNoData: mobile, otp: guess }),
          fromAddress(`203.0.${113 + n}.9`),
        );
      }
    }
    // Without the ticket, the code's shared checks are gone …
    const anonymous = await createLeadRequest(minimalLead({ MobileNoData: mobile, otp }));
    expect(anonymous.response.status).toBe(400);
    // … the patient's browser sends its ticket cookie with the lead and keeps its own.
    const patient = await createLeadRequest(minimalLead({ MobileNoData: mobile, otp }), {
      ...fromAddress("49.36.40.7"),
      cookie: `vaidya_otp=${ticket}`,
    });
    expect(patient.response.status).toBe(200);
  });

  it("the lead form does not format-check other country codes, but a lead with an OTP needs a number the OTP service serves (4-14 digits)", async () => {
    const foreign = minimalLead({ MobileNoData: "123", countryCode: "44", CityData: "London" });
    expect((await createLeadRequest(foreign)).response.status).toBe(200);
    const before = await leadCount(handle.db);
    const { response, body } = await createLeadRequest({ ...foreign, otp: "123456" });
    expect(response.status).toBe(400);
    expect(body.error).toEqual([enLead.otp.mobileInvalid]);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("an OTP that is not six digits gets 400", async () => {
    const { response, body } = await createLeadRequest(minimalLead({ otp: "12a" }));
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Please enter valid OTP"]);
  });

  it("leads without an OTP are stored as not verified", async () => {
    const { body } = await createLeadRequest(minimalLead());
    const [row] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, body.data?.[0]?.Id ?? 0));
    expect(row?.mobileVerified).toBe(false);
  });
});
