import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { type ApiContext, withApi } from "@/src/server/http/api";
import { createTestDb } from "../fixtures/db";
import { call, installTestRuntime, newMobile } from "./auth-support";

let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
let token = "";
beforeAll(async () => {
  handle = await createTestDb();
  rt = installTestRuntime();
  const mobile = newMobile();
  await call(signup, "/users/v1/user/signup", { body: { mobileNo: mobile, resend: 0 } });
  const done = await call<{ token: string }>(login, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp: rt.lastOtp(mobile) },
  });
  token = done.body.data.token;
});
afterAll(async () => {
  rt.restore();
  await handle.close();
});

const echo = async (ctx: ApiContext) => ({
  user: ctx.user?.id ?? null,
  ip: ctx.ip,
  cityId: ctx.cityId ?? null,
});

describe("withApi options", () => {
  it("keeps the one-argument form: no user is resolved", async () => {
    const { body } = await call<{ user: number | null }>(withApi(echo), "/x", { token });
    expect(body.data.user).toBeNull();
  });

  it("auth 'optional' resolves the caller from the Bearer header or the cookie, else none", async () => {
    const handler = withApi(echo, { auth: "optional" });
    const anonymous = await call<{ user: number | null }>(handler, "/x");
    expect(anonymous.body.data.user).toBeNull();
    const byHeader = await call<{ user: number | null }>(handler, "/x", { token });
    expect(byHeader.body.data.user).toBeGreaterThan(0);
    const byCookie = await call<{ user: number | null }>(handler, "/x", {
      cookie: `visitorid=abcdef12-3456; vaidya_session=${token}`,
    });
    expect(byCookie.body.data.user).toBe(byHeader.body.data.user);
    const bogus = await call<{ user: number | null }>(handler, "/x", { token: "x".repeat(43) });
    expect(bogus.response.status).toBe(200);
    expect(bogus.body.data.user).toBeNull();
  });

  it("auth 'required' answers 401 in the envelope without a live session", async () => {
    const handler = withApi(async ({ user }) => ({ id: user.id }), { auth: "required" });
    const { response, body } = await call(handler, "/x");
    expect(response.status).toBe(401);
    expect(body).toEqual({
      status: { code: 401, message: "Please login to continue." },
      data: null,
      error: ["Please login to continue."],
    });
    expect((await call(handler, "/x", { token })).response.status).toBe(200);
  });

  it("[AP-4] reads the cityid header and the client IP", async () => {
    const { body } = await call<{ ip: string; cityId: number | null }>(withApi(echo), "/x", {
      ip: "198.51.100.4",
      headers: { cityid: "514" },
    });
    expect(body.data).toMatchObject({ ip: "198.51.100.4", cityId: 514 });
    const bad = await call<{ cityId: number | null }>(withApi(echo), "/x", {
      headers: { cityid: "514abc" },
    });
    expect(bad.body.data.cityId).toBeNull();
  });

  it("rateLimit counts requests per IP in the database: 429 with Retry-After over the limit", async () => {
    const handler = withApi(echo, {
      rateLimit: { name: "test-route", points: 2, durationMs: 60_000 },
    });
    const ip = "198.51.100.50";
    expect((await call(handler, "/x", { ip })).response.status).toBe(200);
    rt.advance(10_000);
    expect((await call(handler, "/x", { ip })).response.status).toBe(200);
    const third = await call(handler, "/x", { ip });
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get("retry-after")).toBe("50");
    expect(third.body.status.code).toBe(429);
    expect((await call(handler, "/x", { ip: "198.51.100.51" })).response.status).toBe(200);
    rt.advance(50_000);
    expect((await call(handler, "/x", { ip })).response.status).toBe(200);
  });
});
