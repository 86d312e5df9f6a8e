import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { otpCodes } from "@/src/db/schema";
import { setAuthRuntimeForTests } from "@/src/server/auth/runtime";
import { logger } from "@/src/server/log";
import { metricValue } from "@/src/server/metrics";
import { DEVICE_COOKIE, OTP_POLICY, smsBudgetStatus } from "@/src/server/otp";
import { budgetStages, otpRules, otpSecret, SMS_BUDGET_POLICY } from "@/src/server/otp/config";
import { phoneKeyOf } from "@/src/server/otp/crypto";
import { consume } from "@/src/server/ratelimit";
import { SmsDeliveryError } from "@/src/server/sms";
import { createTestDb } from "../fixtures/db";
import { call, cookieFrom, installTestRuntime, newMobile } from "./auth-support";

let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  rt = installTestRuntime();
});
afterAll(async () => {
  rt.restore();
  await handle.close();
});
beforeEach(() => {
  // Every test starts in a new day, so the daily buckets of earlier tests are over.
  rt.advance(25 * 3_600_000);
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function send(
  mobile: string,
  options: { resend?: 0 | 1; ip?: string; headers?: Record<string, string>; cookie?: string } = {},
) {
  return call(signup, "/users/v1/user/signup", {
    body: { mobileNo: mobile, resend: options.resend ?? 0, countryCode: "91" },
    ip: options.ip,
    headers: options.headers,
    cookie: options.cookie,
  });
}

/** Logs in with the number (the budget permitting); answers the device cookie it set. */
async function loginOnDevice(mobile: string): Promise<string> {
  expect((await send(mobile)).response.status).toBe(200);
  const done = await check(mobile, rt.lastOtp(mobile));
  expect(done.response.status).toBe(200);
  return `${DEVICE_COOKIE}=${cookieFrom(done.response, DEVICE_COOKIE)}`;
}

async function attemptsOf(mobile: string): Promise<number | undefined> {
  const key = phoneKeyOf(otpSecret(), "91", mobile);
  const rows = await handle.db.select().from(otpCodes).where(eq(otpCodes.phoneKey, key));
  return rows.at(-1)?.attempts;
}

function check(mobile: string, otp: string, ip?: string) {
  return call<{ token: string }>(login, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp },
    ip,
  });
}

/** Another 6-digit code than `code`. */
function wrong(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, "0");
}

describe("OTP codes", () => {
  it("codes are 6 digits and differ from send to send (CSPRNG)", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const mobile = newMobile();
      expect((await send(mobile)).body.status.code).toBe(200);
      codes.add(rt.lastOtp(mobile));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(10);
  });

  it("a code is single use", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    expect((await check(mobile, code)).body.status.code).toBe(200);
    const again = await check(mobile, code);
    expect(again.response.status).toBe(400);
    expect(again.body.error).toEqual(["Please enter valid OTP"]);
  });

  it("[AU-10] five wrong codes from one client lock the code for it: the right one is refused afterwards", async () => {
    const mobile = newMobile();
    const ip = "198.51.100.120";
    await send(mobile, { ip });
    const code = rt.lastOtp(mobile);
    for (let i = 1; i <= 5; i++) {
      const attempt = await check(mobile, wrong(code, i), ip);
      expect(attempt.response.status).toBe(400);
      expect(attempt.body.error).toEqual(["Please enter valid OTP"]);
    }
    const right = await check(mobile, code, ip);
    expect(right.response.status).toBe(400);
    expect(right.body.error).toEqual(["Too many wrong attempts. Please request a new OTP."]);
    // a new code after the resend wait works
    rt.advance(31 * SECOND);
    await send(mobile, { resend: 1 });
    expect((await check(mobile, rt.lastOtp(mobile))).body.status.code).toBe(200);
  });

  it("four wrong codes and then the right one still log in", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    for (let i = 1; i <= 4; i++) await check(mobile, wrong(code, i));
    expect((await check(mobile, code)).body.status.code).toBe(200);
  });

  it("concurrent guesses from one client never get more than 5 checks out of one code", async () => {
    const mobile = newMobile();
    const ip = "198.51.100.121";
    await send(mobile);
    const code = rt.lastOtp(mobile);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => check(mobile, wrong(code, i + 1), ip)),
    );
    expect(results.every((r) => r.response.status === 400)).toBe(true);
    expect(await attemptsOf(mobile)).toBe(5);
    expect((await check(mobile, code, ip)).response.status).toBe(400);
  });

  it("[SC-6] concurrent guesses from many clients never get more than 30 checks out of one code", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    // 40 clients (fresh addresses), 2 guesses each, all at once.
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        check(mobile, wrong(code, i + 1), `203.0.113.${Math.floor(i / 2) + 1}`),
      ),
    );
    expect(results.every((r) => r.response.status === 400)).toBe(true);
    expect(await attemptsOf(mobile)).toBe(OTP_POLICY.maxChecksPerCodeTotal);
    const late = await check(mobile, code, "198.51.100.122");
    expect(late.response.status).toBe(400);
    expect(late.body.error).toEqual(["Too many wrong attempts. Please request a new OTP."]);
  });

  it("a code expires after 10 minutes", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    rt.advance(10 * MINUTE + SECOND);
    const late = await check(mobile, code);
    expect(late.response.status).toBe(400);
    expect(late.body.error).toEqual(["This OTP has expired. Please request a new OTP."]);
  });

  it("a code is still valid just before 10 minutes", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    rt.advance(10 * MINUTE - SECOND);
    expect((await check(mobile, code)).body.status.code).toBe(200);
  });

  it("a resend keeps the earlier code valid: either code logs in, once; after the login the other is void", async () => {
    const mobile = newMobile();
    await send(mobile);
    const first = rt.lastOtp(mobile);
    rt.advance(30 * SECOND);
    expect((await send(mobile, { resend: 1 })).body.status.code).toBe(200);
    const second = rt.lastOtp(mobile);
    expect((await check(mobile, first)).body.status.code).toBe(200);
    if (first !== second) {
      const other = await check(mobile, second);
      expect(other.response.status).toBe(400);
      expect(other.body.error).toEqual(["Please enter valid OTP"]);
    }
  });
});

describe("OTP send limits", () => {
  it("a resend inside 30 s gets 429 with Retry-After; at 30 s it is allowed", async () => {
    const mobile = newMobile();
    await send(mobile);
    rt.advance(12 * SECOND);
    const early = await send(mobile, { resend: 1 });
    expect(early.response.status).toBe(429);
    expect(early.body.status.code).toBe(429);
    expect(early.response.headers.get("retry-after")).toBe("18");
    expect(early.body.error).toEqual(["Please wait 18 seconds before requesting another OTP."]);
    rt.advance(18 * SECOND);
    expect((await send(mobile, { resend: 1 })).response.status).toBe(200);
  });

  it("the fourth send within 10 minutes gets 429; after the window it is allowed", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 3; i++) {
      expect((await send(mobile, { resend: i ? 1 : 0 })).response.status).toBe(200);
      rt.advance(31 * SECOND);
    }
    const fourth = await send(mobile, { resend: 1 });
    expect(fourth.response.status).toBe(429);
    const wait = Number(fourth.response.headers.get("retry-after"));
    expect(wait).toBe(10 * 60 - 3 * 31);
    expect(fourth.body.error[0]).toBe("Too many OTP requests. Please try again in 9 minutes.");
    rt.advance(wait * SECOND);
    expect((await send(mobile, { resend: 1 })).response.status).toBe(200);
  });

  it("at most 5 sends per number per hour", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).response.status, `send ${i + 1}`).toBe(200);
      rt.advance(i === 2 ? 10 * MINUTE : 31 * SECOND);
    }
    const sixth = await send(mobile);
    expect(sixth.response.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("at most 10 sends per number per day", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await send(mobile)).response.status, `send ${i + 1}`).toBe(200);
      rt.advance(61 * MINUTE);
    }
    const eleventh = await send(mobile);
    expect(eleventh.response.status).toBe(429);
    const wait = Number(eleventh.response.headers.get("retry-after"));
    expect(wait).toBe(24 * 3600 - 10 * 61 * 60);
  });

  it("concurrent sends for one number: exactly one SMS", async () => {
    const mobile = newMobile();
    const before = rt.sms.messages.length;
    const results = await Promise.all(Array.from({ length: 6 }, () => send(mobile)));
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.response.status === 429)).toHaveLength(5);
    expect(rt.sms.messages.length - before).toBe(1);
  });

  it("per-IP limit: 20 sends per hour from one address, whatever the numbers", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++)
      expect((await send(newMobile(), { ip })).response.status).toBe(200);
    const over = await send(newMobile(), { ip });
    expect(over.response.status).toBe(429);
    expect(over.response.headers.get("retry-after")).toBe("3600");
    // another address is not affected
    expect((await send(newMobile(), { ip: "203.0.113.78" })).response.status).toBe(200);
  });

  it("[SC-3] a client cannot choose its address: X-Forwarded-For from a client without a configured proxy changes nothing", async () => {
    const socket = "203.0.113.150";
    for (let i = 1; i <= 20; i++) {
      const sent = await send(newMobile(), {
        ip: socket,
        headers: { "x-forwarded-for": `203.0.114.${i}` },
      });
      expect(sent.response.status, `send ${i}`).toBe(200);
    }
    const over = await send(newMobile(), {
      ip: socket,
      headers: { "x-forwarded-for": "203.0.114.21" },
    });
    expect(over.response.status).toBe(429);
  });

  it("[SC-5] per-network cap: 100 sends an hour from one IPv4 /24, whichever of its addresses", async () => {
    const rules = otpRules();
    for (let i = 0; i < rules.sendNetwork.points; i++) {
      const sent = await send(newMobile(), { ip: `198.18.7.${(i % 5) + 1}` });
      expect(sent.response.status, `send ${i + 1}`).toBe(200);
    }
    // A new address of the same /24, under its own per-address limit: refused all the same.
    const over = await send(newMobile(), { ip: "198.18.7.200" });
    expect(over.response.status).toBe(429);
    expect(over.body.error[0]).toMatch(/^Too many OTP requests/);
    expect((await send(newMobile(), { ip: "198.18.8.1" })).response.status).toBe(200);
  });

  it("[SC-5] per-series cap: 30 sends an hour to the numbers of one 5-digit series", async () => {
    const series = "97531";
    const ips = () =>
      `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) {
      const mobile = `${series}${String(10_000 + i).slice(-5)}`;
      expect((await send(mobile, { ip: ips() })).response.status, `send ${i + 1}`).toBe(200);
    }
    const over = await send(`${series}99999`, { ip: ips() });
    expect(over.response.status).toBe(429);
    expect((await send(`97532${"00001"}`, { ip: ips() })).response.status).toBe(200);
  });

  it("past half the daily budget each client gets 3 SMS an hour of its own: another client is served at once; the stage is logged at error level and counted", async () => {
    const rules = otpRules();
    const { paced } = budgetStages(rules.budget.points);
    const errors = vi.spyOn(logger, "error");
    const trips = () => metricValue("vaidya_sms_budget_trips_total", { stage: "slow" });
    const tripsBefore = trips();
    try {
      await consume(handle.db, rules.budget, "global", new Date(rt.clock.ms), paced - 1);
      // This send takes the budget to half: the stage begins (logged once).
      expect((await send(newMobile())).response.status).toBe(200);
      expect(trips()).toBe(tripsBefore + 1);
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ event: "sms.budget.slow", percent: 50 }),
        expect.any(String),
      );
      const busy = "198.51.100.60";
      for (let i = 0; i < SMS_BUDGET_POLICY.pacedSendsPerClient; i++) {
        expect((await send(newMobile(), { ip: busy })).response.status).toBe(200);
      }
      const held = await send(newMobile(), { ip: busy });
      expect(held.response.status).toBe(429);
      const wait = Number(held.response.headers.get("retry-after"));
      expect(wait).toBe(3600);
      expect(held.body.error).toEqual([
        "Many OTPs are being requested right now. Please try again in 60 minutes.",
      ]);
      // Another client is not held back by that one.
      expect((await send(newMobile(), { ip: "198.51.100.61" })).response.status).toBe(200);
      // An hour later the busy client is served again: a slower path, not a shutdown.
      rt.advance(60 * MINUTE);
      expect((await send(newMobile(), { ip: busy })).response.status).toBe(200);
      expect(trips()).toBe(tripsBefore + 1);
    } finally {
      errors.mockRestore();
    }
  });

  it("the last 10 % of the budget is kept for devices that logged in with the number; when it is spent, 429 with Retry-After until the window ends", async () => {
    const rules = otpRules();
    // From 80 % first logins still get their network's share (auth-sms-budget.test.ts); from
    // 90 % only devices.
    const { devices } = budgetStages(rules.budget.points);
    const patient = newMobile();
    const device = await loginOnDevice(patient);
    rt.advance(31 * SECOND);
    const now = () => new Date(rt.clock.ms);
    const exhausted = () => metricValue("vaidya_sms_budget_trips_total", { stage: "exhausted" });
    const exhaustedBefore = exhausted();
    const used = (await smsBudgetStatus(handle.db, now())).used;
    await consume(handle.db, rules.budget, "global", now(), devices - used);
    const refused = await send(newMobile());
    expect(refused.response.status).toBe(429);
    expect(refused.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
    // The number the device logged in with, without the device: refused alike.
    const stranger = await send(patient);
    expect(stranger.response.status).toBe(429);
    expect(stranger.body).toEqual(refused.body);
    expect((await send(patient, { cookie: device })).response.status).toBe(200);

    // The device's send that spends the last SMS alerts at 100 %; the next is refused.
    await consume(handle.db, rules.budget, "global", now(), rules.budget.points - devices - 2);
    rt.advance(31 * SECOND);
    expect((await send(patient, { cookie: device })).response.status).toBe(200);
    expect(exhausted()).toBe(exhaustedBefore + 1);
    rt.advance(31 * SECOND);
    const before = rt.sms.messages.length;
    const spent = await send(patient, { cookie: device });
    expect(spent.response.status).toBe(429);
    expect(spent.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
    const status = await smsBudgetStatus(handle.db, now());
    expect(status).toMatchObject({ stage: "spent", alerts: [50, 80, 100] });
    expect(Number(spent.response.headers.get("retry-after"))).toBe(
      Math.ceil(((status.windowEndsAt?.getTime() ?? 0) - rt.clock.ms) / 1000),
    );
    expect(rt.sms.messages.length).toBe(before);
    rt.advance(24 * 3_600_000);
    expect((await send(newMobile())).response.status).toBe(200);
  });

  it("a failing SMS provider answers 503 with a message, not 500", async () => {
    setAuthRuntimeForTests({
      now: () => new Date(rt.clock.ms),
      sms: {
        provider: "broken",
        send: async () => {
          throw new SmsDeliveryError("broken", "HTTP 500: upstream down", 500);
        },
      },
    });
    try {
      const { response, body } = await send(newMobile());
      expect(response.status).toBe(503);
      expect(body.error).toEqual(["We could not send the OTP. Please try again."]);
    } finally {
      setAuthRuntimeForTests({ now: () => new Date(rt.clock.ms), sms: rt.sms });
    }
  });
});

describe("OTP check limits", () => {
  it("[SC-6] a stranger cannot lock a number: 100 wrong checks from one client, then the owner's right code from their own device logs in", async () => {
    const victim = newMobile();
    const attacker = "203.0.113.200";
    await send(victim);
    const code = rt.lastOtp(victim);
    for (let i = 0; i < 100; i++) {
      const r = await check(victim, wrong(code, i + 1), attacker);
      expect([400, 429]).toContain(r.response.status);
    }
    // The attacker is out of checks; the owner is not.
    expect((await check(victim, code, attacker)).response.status).toBe(429);
    const owner = await check(victim, code, "198.51.100.201");
    expect(owner.response.status).toBe(200);
    expect(owner.body.data?.token).toBeTruthy();
  });

  it("per-IP check limit: 100 checks per hour from one address", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 100; i++) await check(newMobile(), "123456", ip);
    const over = await check(newMobile(), "123456", ip);
    expect(over.response.status).toBe(429);
  });

  it("rows of a number are found by its HMAC key only", async () => {
    const mobile = newMobile();
    await send(mobile);
    const key = phoneKeyOf(otpSecret(), "91", mobile);
    const rows = await handle.db.select().from(otpCodes).where(eq(otpCodes.phoneKey, key));
    expect(rows).toHaveLength(1);
    expect(key).not.toContain(mobile);
  });
});
