import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { openPostgres } from "@/src/db/client";
import { createTestDb, usingPostgres } from "../fixtures/db";
import { withDatabaseName } from "../fixtures/pg-url";
import { call, installTestRuntime, newMobile } from "./auth-support";

/**
 * docs/decisions/0005-otp-limits-and-sms-budget.md: OTP state and limits live in the database, so any instance can serve any step.
 *
 * With PostgreSQL (`npm run test:pg`), two separate Node processes — each importing the real
 * route handlers (tests/integration/otp-instance.ts) — share one database: an OTP sent through
 * one verifies through the other, and the send limits count across both. (Two `next start`
 * servers would need a full production build inside the integration suite, minutes each run;
 * the handlers, database code and HTTP envelope are the same ones `next start` serves.)
 * PGlite cannot be opened by two processes, so there the same property is checked with two
 * independent module instances of the handlers in one process.
 */

describe("OTP across module instances (any database)", () => {
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

  it("a code sent through one module instance verifies through a fresh one; the resend wait is shared", async () => {
    const first = await import("@/app/users/v1/user/signup/route");
    vi.resetModules();
    const { POST: otherSignup } = await import("@/app/users/v1/user/signup/route");
    const { POST: otherLogin } = await import("@/app/users/v1/user/login/route");
    expect(otherSignup).not.toBe(first.POST);

    const mobile = newMobile();
    const body = { mobileNo: mobile, resend: 0, countryCode: "91" };
    expect((await call(first.POST, "/users/v1/user/signup", { body })).response.status).toBe(200);
    const again = await call(otherSignup, "/users/v1/user/signup", {
      body: { ...body, resend: 1 },
    });
    expect(again.response.status).toBe(429);
    const done = await call(otherLogin, "/users/v1/user/login", {
      body: { mobileNo: mobile, countryCode: "91", otp: rt.lastOtp(mobile) },
    });
    expect(done.response.status).toBe(200);
  });
});

if (usingPostgres) {
  describe("two app instances on one PostgreSQL", () => {
    const smsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-2i-")), "sms.jsonl");
    const pgUrl = process.env.TEST_DATABASE_URL ?? "";
    const dbName = `vaidya_2i_${randomBytes(5).toString("hex")}`;
    const children: ChildProcess[] = [];
    const bases: string[] = [];

    function startInstance(databaseUrl: string): Promise<string> {
      const child = spawn(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "tests/integration/otp-instance.ts"],
        {
          cwd: process.cwd(),
          env: {
            ...process.env,
            NODE_ENV: "test",
            DATABASE_URL: databaseUrl,
            SMS_PROVIDER: "capture",
            SMS_CAPTURE_FILE: smsFile,
            OTP_HMAC_SECRET: "two-instance-test-secret-0123456789abcdef",
            LOG_LEVEL: "silent",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      children.push(child);
      return new Promise((resolve, reject) => {
        let err = "";
        child.stderr?.on("data", (d) => {
          err += d;
        });
        child.stdout?.on("data", (d: Buffer) => {
          const line = d
            .toString()
            .split("\n")
            .find((l) => l.startsWith("{"));
          if (line) resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
        });
        child.on("exit", (code) => reject(new Error(`instance exited with ${code}: ${err}`)));
      });
    }

    async function post(base: string, route: string, body: unknown) {
      const response = await fetch(`${base}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, retryAfter: response.headers.get("retry-after") };
    }

    async function setClock(offsetMs: number) {
      for (const base of bases) {
        await fetch(`${base}/api/__test/clock`, {
          method: "POST",
          body: JSON.stringify({ offsetMs }),
        });
      }
    }

    function otpFor(mobile: string): string {
      const lines = fs.readFileSync(smsFile, "utf8").trim().split("\n").reverse();
      const sms = lines.map((l) => JSON.parse(l) as { to: string; text: string });
      return sms.find((s) => s.to === `+91${mobile}`)?.text.slice(0, 6) ?? "";
    }

    beforeAll(async () => {
      const admin = openPostgres(withDatabaseName(pgUrl, "postgres"), 1);
      await admin.db.execute(`CREATE DATABASE ${dbName} TEMPLATE ${inject("pgTemplateDb")}`);
      await admin.close();
      const url = withDatabaseName(pgUrl, dbName);
      bases.push(...(await Promise.all([startInstance(url), startInstance(url)])));
    });

    afterAll(async () => {
      for (const child of children) {
        child.removeAllListeners("exit");
        child.kill("SIGTERM");
      }
      await new Promise((r) => setTimeout(r, 200));
      const admin = openPostgres(withDatabaseName(pgUrl, "postgres"), 1);
      await admin.db.execute(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.close();
      fs.rmSync(path.dirname(smsFile), { recursive: true, force: true });
    });

    it("an OTP sent through instance A verifies through instance B", async () => {
      const [a = "", b = ""] = bases;
      const mobile = newMobile();
      expect((await post(a, "/users/v1/user/signup", { mobileNo: mobile, resend: 0 })).status).toBe(
        200,
      );
      const otp = otpFor(mobile);
      expect(otp).toMatch(/^\d{6}$/);
      const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
      expect((await post(b, "/users/v1/user/login", { mobileNo: mobile, otp: wrong })).status).toBe(
        400,
      );
      expect((await post(b, "/users/v1/user/login", { mobileNo: mobile, otp })).status).toBe(200);
      // single use across instances too
      expect((await post(a, "/users/v1/user/login", { mobileNo: mobile, otp })).status).toBe(400);
    });

    it("the send limits count across both instances", async () => {
      const [a = "", b = ""] = bases;
      const mobile = newMobile();
      const send = (base: string, resend: 0 | 1) =>
        post(base, "/users/v1/user/signup", { mobileNo: mobile, resend });
      const day = 24 * 3_600_000;
      await setClock(day); // a fresh window, clear of the previous test

      expect((await send(a, 0)).status).toBe(200);
      const early = await send(b, 1); // the 30 s wait is shared
      expect(early.status).toBe(429);
      expect(Number(early.retryAfter)).toBeGreaterThan(25);

      await setClock(day + 31_000);
      expect((await send(b, 1)).status).toBe(200);
      await setClock(day + 62_000);
      expect((await send(a, 1)).status).toBe(200);
      await setClock(day + 93_000);
      const fourth = await send(b, 1); // 3 sends per 10 minutes, across A and B
      expect(fourth.status).toBe(429);
      expect(Number(fourth.retryAfter)).toBe(600 - 93);

      // concurrent sends through both instances: exactly one SMS gets through
      const other = newMobile();
      await setClock(2 * day);
      const results = await Promise.all(
        [a, b, a, b, a, b].map((base) =>
          post(base, "/users/v1/user/signup", { mobileNo: other, resend: 0 }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    });
  });
}
