import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { otpCodes } from "@/src/db/schema";
import { setAuthRuntimeForTests } from "@/src/server/auth/runtime";
import { otpRules } from "@/src/server/otp/config";
import { phoneKeyOf } from "@/src/server/otp/crypto";
import { otpSecret } from "@/src/server/otp/config";
import { consume } from "@/src/server/ratelimit";
import { SmsDeliveryError } from "@/src/server/sms";
import { createTestDb } from "../fixtures/db";
import { call, installTestRuntime, newMobile } from "./auth-support";

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

function send(mobile: string, options: { resend?: 0 | 1; ip?: string } = {}) {
  return call(signup, "/users/v1/user/signup", {
    body: { mobileNo: mobile, resend: options.resend ?? 0, countryCode: "91" },
    ip: options.ip,
  });
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

  it("[AU-10] five wrong codes lock the code: the right one is refused afterwards", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    for (let i = 1; i <= 5; i++) {
      const attempt = await check(mobile, wrong(code, i));
      expect(attempt.response.status).toBe(400);
      expect(attempt.body.error).toEqual(["Please enter valid OTP"]);
    }
    const right = await check(mobile, code);
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

  it("concurrent guesses never get more than 5 checks out of one code", async () => {
    const mobile = newMobile();
    await send(mobile);
    const code = rt.lastOtp(mobile);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => check(mobile, wrong(code, i + 1))),
    );
    expect(results.every((r) => r.response.status === 400)).toBe(true);
    const rows = await handle.db.select().from(otpCodes);
    const key = phoneKeyOf(otpSecret(), "91", mobile);
    expect(rows.find((r) => r.phoneKey === key)?.attempts).toBe(5);
    expect((await check(mobile, code)).response.status).toBe(400);
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

  it("a resend replaces the previous code", async () => {
    const mobile = newMobile();
    await send(mobile);
    const first = rt.lastOtp(mobile);
    rt.advance(30 * SECOND);
    expect((await send(mobile, { resend: 1 })).body.status.code).toBe(200);
    const second = rt.lastOtp(mobile);
    if (first !== second) expect((await check(mobile, first)).response.status).toBe(400);
    expect((await check(mobile, second)).body.status.code).toBe(200);
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

  it("the global daily SMS budget trips a breaker: 429 with Retry-After for every number", async () => {
    const rules = otpRules();
    const now = new Date(rt.clock.ms);
    await consume(handle.db, rules.budget, "global", now, rules.budget.points - 1);
    expect((await send(newMobile())).response.status).toBe(200); // the last SMS of the budget
    const before = rt.sms.messages.length;
    const refused = await send(newMobile());
    expect(refused.response.status).toBe(429);
    expect(refused.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
    expect(Number(refused.response.headers.get("retry-after"))).toBe(24 * 3600);
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
  it("at most 100 failed checks per number per hour, then 429 even for the right code", async () => {
    const mobile = newMobile();
    // Wrong checks with no code at all count as failed checks too.
    for (let i = 0; i < 100; i++) {
      const r = await check(mobile, "000000");
      expect(r.response.status).toBe(400);
    }
    await send(mobile);
    const blocked = await check(mobile, rt.lastOtp(mobile));
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    rt.advance(61 * MINUTE);
    await send(mobile);
    expect((await check(mobile, rt.lastOtp(mobile))).response.status).toBe(200);
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
