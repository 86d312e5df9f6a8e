import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { createTestDb } from "../fixtures/db";
import { call, installTestRuntime, newMobile } from "./auth-support";

/** SMS_COUNTRY_DAILY_LIMIT with a small number, for a second allowed country (+971). */
let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  // Before the first env() call of this file (env() reads process.env once).
  vi.stubEnv("SMS_ALLOWED_COUNTRIES", "91,971");
  vi.stubEnv("SMS_COUNTRY_DAILY_LIMIT", "3");
  handle = await createTestDb();
  rt = installTestRuntime();
});
afterAll(async () => {
  rt.restore();
  vi.unstubAllEnvs();
  await handle.close();
});

const send = (mobileNo: string, countryCode: string) =>
  call(signup, "/users/v1/user/signup", { body: { mobileNo, resend: 0, countryCode } });

describe("OTP sends per country", () => {
  it("[SC-5] a country other than the home one gets SMS_COUNTRY_DAILY_LIMIT a day; the home country is not affected", async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await send(`50123456${i}`, "971")).response.status, `send ${i}`).toBe(200);
    }
    const over = await send("501234569", "971");
    expect(over.response.status).toBe(429);
    expect(over.body.error).toEqual(["We cannot send OTPs right now. Please try again later."]);
    expect(Number(over.response.headers.get("retry-after"))).toBe(24 * 3600);
    expect((await send(newMobile(), "91")).response.status).toBe(200);
    rt.advance(24 * 3_600_000);
    expect((await send("501234569", "971")).response.status).toBe(200);
  });
});
