import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { leads, users } from "@/src/db/schema";
import { logger } from "@/src/server/log";
import { DEVICE_COOKIE, smsBudgetStatus } from "@/src/server/otp";
import { otpRules } from "@/src/server/otp/config";
import { consume } from "@/src/server/ratelimit";
import { createTestDb } from "../fixtures/db";
import { call, cookieFrom, installTestRuntime, newMobile } from "./auth-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

/**
 * The daily SMS budget under attack, with the small budget of the outside test run
 * (SMS_DAILY_BUDGET=200): 8 /24s (48 addresses) spraying new numbers at the highest rate the
 * limits allow must not switch OTPs off for patients who logged in before, must not take a
 * site-wide trickle from new patients, and must not tell which numbers are registered.
 */
let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  // Before the first env() call of this file (env() reads process.env once).
  vi.stubEnv("SMS_DAILY_BUDGET", "200");
  handle = await createTestDb();
  rt = installTestRuntime();
});
afterAll(async () => {
  rt.restore();
  vi.unstubAllEnvs();
  await handle.close();
});
beforeEach(() => {
  // A new day for every test: the budget's window and the daily limits start again.
  rt.advance(25 * 3_600_000);
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const now = () => new Date(rt.clock.ms);

function send(
  mobile: string,
  ip: string,
  options: { cookie?: string; leadId?: number; leadToken?: string } = {},
) {
  return call(signup, "/users/v1/user/signup", {
    body: {
      mobileNo: mobile,
      resend: 0,
      countryCode: "91",
      ...(options.leadId === undefined ? {} : { leadId: options.leadId }),
    },
    ip,
    cookie: options.cookie,
    headers: options.leadToken ? { "x-lead-token": options.leadToken } : {},
  });
}

/** A patient's phone that logged in with its number (yesterday); its device cookie. */
async function deviceOfPatient(mobile: string, ip: string): Promise<string> {
  expect((await send(mobile, ip)).response.status).toBe(200);
  const done = await call(login, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp: rt.lastOtp(mobile) },
    ip,
  });
  expect(done.response.status).toBe(200);
  return `${DEVICE_COOKIE}=${cookieFrom(done.response, DEVICE_COOKIE)}`;
}

/** Numbers with an account (they logged in before, on some phone this test does not hold). */
async function registeredNumbers(count: number): Promise<string[]> {
  const at = new Date(rt.clock.ms - 86_400_000);
  const mobiles = Array.from({ length: count }, () => numberOfNewSeries());
  await handle.db
    .insert(users)
    .values(mobiles.map((mobile) => ({ countryCode: "91", mobile, createdAt: at, updatedAt: at })));
  return mobiles;
}

/** 48 addresses in 8 /24s, each spraying new numbers of many series. */
const attackers = Array.from(
  { length: 48 },
  (_, i) => `185.90.${20 + Math.floor(i / 6)}.${10 + (i % 6)}`,
);
let sprayed = 0;
function sprayNumber(): string {
  sprayed++;
  return `7${String((sprayed * 100_003) % 1_000_000_000).padStart(9, "0")}`;
}

/** One send to a new number from each of `from`; answers how many were sent. */
async function attackRound(from: string[] = attackers): Promise<number> {
  let sent = 0;
  for (const ip of from) {
    if ((await send(sprayNumber(), ip)).response.status === 200) sent++;
  }
  return sent;
}

let series = 0;
/**
 * A new number in a number series of its own (its first 5 digits): past 80 % each series gets
 * one first login an hour, and newMobile's numbers share series.
 */
function numberOfNewSeries(): string {
  series++;
  return `8${String(1000 + series).padStart(4, "0")}${String(10_000 + series).slice(-5)}`;
}

let fresh = 0;
/** An address no one has used: a patient's own phone. */
function freshAddress(): string {
  fresh++;
  return `49.44.${Math.floor(fresh / 200)}.${1 + (fresh % 200)}`;
}

describe("the SMS budget under a spraying attack (SMS_DAILY_BUDGET=200)", () => {
  it("[AU-47] 8 /24s at full rate for an hour: past 80 % only the first-login share of each network; past half, new patients on their own addresses are served and registered and unregistered numbers get the same answers; devices that logged in before get their OTPs all along; alerts at 50 and 80 %", async () => {
    const patient = newMobile();
    const device = await deviceOfPatient(patient, "49.43.1.1");
    const registered = await registeredNumbers(7);
    rt.advance(25 * 3_600_000);
    const errors = vi.spyOn(logger, "error");
    try {
      // Full speed until the budget is half spent (100 SMS: 48 addresses, three sends each at
      // most, in the same minute).
      let sends = 0;
      while ((await smsBudgetStatus(handle.db, now())).stage === "open") {
        await send(sprayNumber(), attackers[sends % attackers.length] as string);
        sends++;
      }
      expect(sends).toBe(100);
      // Paced: 5 pairs of a registered and an unregistered number, each from a patient's own
      // address, while the attack goes on (a few of its addresses between pairs).
      for (let pair = 0; pair < 5; pair++) {
        await attackRound(attackers.slice(pair * 4, pair * 4 + 4));
        expect((await smsBudgetStatus(handle.db, now())).stage).toBe("paced");
        const known = await send(registered[pair] as string, freshAddress());
        const unknown = await send(newMobile(), freshAddress());
        expect(unknown.response.status, `pair ${pair + 1}`).toBe(known.response.status);
        expect(unknown.body, `pair ${pair + 1}`).toEqual(known.body);
        expect(known.response.status, `pair ${pair + 1}`).toBe(200);
      }

      // The rest of the hour at the highest rate the limits allow (each address 20 sends an
      // hour): the budget stops at its reserve, 80 %.
      for (let minute = 0; minute < 60; minute += 3) {
        await attackRound();
        if (minute % 12 === 0) {
          // Every 12 minutes the patient who logged in before asks for a code: served.
          const own = await send(patient, "49.43.1.1", { cookie: device });
          expect(own.response.status, `patient at minute ${minute}`).toBe(200);
        }
        rt.advance(3 * MINUTE);
      }
      const status = await smsBudgetStatus(handle.db, now());
      expect(status).toMatchObject({ stage: "reserve", alerts: [50, 80] });
      // The general pool stops at 160 (80 %); past it the attack's 8 networks take one SMS each
      // of the first-login share, and the patient's sends count.
      expect(status.used).toBeGreaterThanOrEqual(160);
      expect(status.used).toBeLessThanOrEqual(160 + 8 + 5);

      // In the reserve, a registered and an unregistered number get the same answer: each from
      // a network of its own, a code from the first-login share…
      const known = await send(registered[5] as string, "49.50.1.1");
      const unknown = await send(numberOfNewSeries(), "49.50.2.1");
      expect(known.response.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      // … and each from a network that has used its share of the day, a refusal.
      const knownAgain = await send(registered[6] as string, "49.50.1.2");
      const unknownAgain = await send(numberOfNewSeries(), "49.50.2.2");
      expect(knownAgain.response.status).toBe(429);
      expect(unknownAgain.body).toEqual(knownAgain.body);
      expect(knownAgain.body.error).toEqual([
        "We cannot send OTPs right now. Please try again later.",
      ]);

      const events = errors.mock.calls.map((c) => (c[0] as { event?: string }).event);
      expect(events.filter((e) => e === "sms.budget.slow")).toHaveLength(1);
      expect(events.filter((e) => e === "sms.budget.reserve")).toHaveLength(1);
      expect(events).not.toContain("sms.budget.exhausted");
    } finally {
      errors.mockRestore();
    }
  });

  it("[AU-49] an OTP tied to a stored lead (its id and secret) is served from the reserve up to 90 % beyond its network's first-login share; a wrong secret or another number's lead is not; past 90 % only devices; at 100 % an alert and nobody", async () => {
    const mobile = newMobile();
    const lead = await createLeadRequest(minimalLead({ MobileNoData: mobile }));
    expect(lead.response.status).toBe(200);
    const { Id: leadId, surveyToken } = lead.body.data?.[0] ?? { Id: 0, surveyToken: "" };
    // Stored now, on the test clock (the lead route reads the wall clock).
    await handle.db.update(leads).set({ createdAt: now() }).where(eq(leads.id, leadId));
    const other = newMobile();
    const patientMobile = newMobile();
    const patient = await deviceOfPatient(patientMobile, "49.45.1.1");
    rt.advance(MINUTE);
    const rule = otpRules().budget;
    const used = (await smsBudgetStatus(handle.db, now())).used;
    await consume(handle.db, rule, "global", now(), 160 - used);

    // A first login from this network takes its share of the first-login band…
    expect((await send(numberOfNewSeries(), "49.46.1.1")).response.status).toBe(200);
    // … so that, from it, only an OTP tied to the lead is served.
    const refused = await send(mobile, "49.46.1.2");
    expect(refused.response.status).toBe(429);
    rt.advance(31 * SECOND);
    const wrongSecret = await send(mobile, "49.46.1.3", {
      leadId,
      leadToken: "A".repeat(43),
    });
    expect(wrongSecret.body).toEqual(refused.body);
    rt.advance(31 * SECOND);
    const otherNumber = await send(other, "49.46.1.4", { leadId, leadToken: surveyToken });
    expect(otherNumber.body).toEqual(refused.body);
    const tied = await send(mobile, "49.46.1.5", { leadId, leadToken: surveyToken });
    expect(tied.response.status).toBe(200);
    expect(tied.body).toEqual({
      status: { code: 200, message: "Success" },
      data: { expiresIn: 600, resendAfter: 30, length: 6, resend: 0 },
      error: [],
    });
    // A lead id that is no id at all is a 400 with a message, never a 500.
    const junk = await send(mobile, freshAddress(), { leadId: -3, leadToken: surveyToken });
    expect(junk.response.status).toBe(400);
    expect(junk.body.error).toEqual(["This lead id is not valid."]);

    await consume(handle.db, rule, "global", now(), 180 - 162);
    rt.advance(10 * MINUTE);
    const late = await send(mobile, freshAddress(), { leadId, leadToken: surveyToken });
    expect(late.response.status).toBe(429);
    expect((await send(patientMobile, "49.45.1.1", { cookie: patient })).response.status).toBe(200);

    const errors = vi.spyOn(logger, "error");
    try {
      await consume(handle.db, rule, "global", now(), 199 - 181);
      rt.advance(MINUTE);
      expect((await send(patientMobile, "49.45.1.1", { cookie: patient })).response.status).toBe(
        200,
      );
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ event: "sms.budget.exhausted", percent: 100, used: 200 }),
        expect.any(String),
      );
      rt.advance(MINUTE);
      const spent = await send(patientMobile, "49.45.1.1", { cookie: patient });
      expect(spent.response.status).toBe(429);
      const status = await smsBudgetStatus(handle.db, now());
      expect(status).toMatchObject({ stage: "spent", used: 200, alerts: [50, 80, 100] });
      expect(Number(spent.response.headers.get("retry-after"))).toBe(
        Math.ceil(((status.windowEndsAt?.getTime() ?? 0) - rt.clock.ms) / 1000),
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the first-login share of the budget (SMS_DAILY_BUDGET=200)", () => {
  it("[AU-47] 160 addresses in 8 /24s spray new numbers until every one of them is refused: each network took at most one SMS of the first-login share, and a first-time patient on another network then gets a code", async () => {
    const sprayers = Array.from(
      { length: 160 },
      (_, i) => `185.91.${30 + Math.floor(i / 20)}.${10 + (i % 20)}`,
    );
    // Rounds of one send to a new number from each address, until a round sends nothing.
    let rounds = 0;
    while ((await attackRound(sprayers)) > 0) rounds++;
    expect(rounds).toBeLessThan(5);
    const status = await smsBudgetStatus(handle.db, now());
    expect(status.stage).toBe("reserve");
    expect(status.used).toBeGreaterThanOrEqual(160);
    expect(status.used).toBeLessThanOrEqual(160 + 8);
    // A refused sprayer is told when its network's share opens again, never past the budget's
    // window.
    const refused = await send(sprayNumber(), sprayers[0] as string);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeLessThanOrEqual(
      Math.ceil(((status.windowEndsAt?.getTime() ?? 0) - rt.clock.ms) / 1000),
    );
    // New patients, each on a network of their own, still get their codes.
    for (let i = 0; i < 3; i++) {
      const patient = numberOfNewSeries();
      const own = await send(patient, `49.60.${i}.7`);
      expect(own.response.status, `patient ${i + 1}`).toBe(200);
      expect(rt.lastOtp(patient)).toMatch(/^\d{6}$/);
    }
  });

  it("[AU-48] a refused first login's Retry-After is the soonest time a window would admit it: the number series' hour, the network's share, never past the budget's own window", async () => {
    const rule = otpRules().budget;
    // The budget's window opened now; its general pool is spent.
    await consume(handle.db, rule, "global", now(), 160);
    const first = numberOfNewSeries();
    expect((await send(first, "49.61.1.1")).response.status).toBe(200);
    // Another first login of the same number series, 10 minutes later, on another network: the
    // series' share of the hour is used, and it opens again in 50 minutes.
    rt.advance(10 * MINUTE);
    const sameSeries = `${first.slice(0, 5)}${String((Number(first.slice(5)) + 1) % 100_000).padStart(5, "0")}`;
    const series = await send(sameSeries, "49.62.1.1");
    expect(series.response.status).toBe(429);
    expect(Number(series.response.headers.get("retry-after"))).toBe(50 * 60);
    expect(series.body.error).toEqual([
      "Many OTPs are being requested right now. Please try again in 50 minutes.",
    ]);
    // A second first login from the first network: its share of the day is used; it opens when
    // the budget's window ends (23 h 50 min from now), and not later.
    const network = await send(numberOfNewSeries(), "49.61.1.2");
    expect(network.response.status).toBe(429);
    const windowEnd = (await smsBudgetStatus(handle.db, now())).windowEndsAt?.getTime() ?? 0;
    expect(Number(network.response.headers.get("retry-after"))).toBe(
      Math.ceil((windowEnd - rt.clock.ms) / 1000),
    );
    // Over the number's resend gap and its network's share at once: the longer wait is told.
    const again = numberOfNewSeries();
    expect((await send(again, "49.65.1.1")).response.status).toBe(200);
    const both = await send(again, "49.65.1.2");
    expect(both.response.status).toBe(429);
    expect(Number(both.response.headers.get("retry-after"))).toBe(
      Math.ceil((windowEnd - rt.clock.ms) / 1000),
    );
    expect(both.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
    // Late in the budget's window, a network's share is used: the wait is the hour until the
    // budget's window ends and a new one opens, not the network's day.
    rt.advance(23 * 3_600_000);
    expect((await send(numberOfNewSeries(), "49.63.1.1")).response.status).toBe(200);
    const late = await send(numberOfNewSeries(), "49.63.1.2");
    expect(late.response.status).toBe(429);
    expect(Number(late.response.headers.get("retry-after"))).toBe(50 * 60);
    // At 90 % nobody but a device that logged in before is served, until the window ends.
    await consume(
      handle.db,
      rule,
      "global",
      now(),
      180 - (await smsBudgetStatus(handle.db, now())).used,
    );
    const spent = await send(numberOfNewSeries(), "49.64.1.1");
    expect(spent.response.status).toBe(429);
    expect(Number(spent.response.headers.get("retry-after"))).toBe(50 * 60);
    expect(spent.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
  });
});
