import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh env module (it parses process.env once and keeps the result). */
async function freshEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  const { env } = await import("@/src/config/env");
  return env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("environment", () => {
  it("[OP-9] production without SITE_URL stops at start-up with a readable message", async () => {
    const env = await freshEnv({ NODE_ENV: "production", SITE_URL: undefined, NEXT_PHASE: "" });
    expect(() => env()).toThrow(/SITE_URL: required in production/);
  });

  it("[OP-9] SITE_URL is not needed while `next build` runs, and defaults to this machine outside production", async () => {
    const building = await freshEnv({
      NODE_ENV: "production",
      SITE_URL: undefined,
      NEXT_PHASE: "phase-production-build",
    });
    expect(() => building()).not.toThrow();
    const dev = await freshEnv({ NODE_ENV: "development", SITE_URL: undefined, PORT: "3456" });
    expect(dev().SITE_URL).toBe("http://localhost:3456");
    const prod = await freshEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.in" });
    expect(prod().SITE_URL).toBe("https://www.example.in");
  });

  it("[CS-12] a public production server refuses to start on the console SMS provider or without its own OTP secret or staff secret; the quick start on this machine and the database commands still run", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const startWith = async (vars: Record<string, string | undefined>) => {
      vi.resetModules();
      for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
      const { envAtStart } = await import("@/src/config/env");
      exit.mockClear();
      printed.mockClear();
      envAtStart();
      return {
        exited: exit.mock.calls.length > 0,
        message: String(printed.mock.calls[0]?.[0] ?? ""),
      };
    };
    const secret = "a-deployment-secret-of-at-least-32-characters";
    const base = {
      NODE_ENV: "production",
      SITE_URL: "https://www.example.in",
      NEXT_PHASE: "",
      STAFF_AUTH_SECRET: `staff-${secret}`,
    };
    try {
      const bare = await startWith({
        ...base,
        SMS_PROVIDER: undefined,
        OTP_HMAC_SECRET: undefined,
      });
      expect(bare.exited).toBe(true);
      expect(bare.message).toMatch(/SMS_PROVIDER: must be msg91 or webhook when SITE_URL/);
      expect(bare.message).toMatch(/OTP_HMAC_SECRET: required when SITE_URL/);
      const capture = await startWith({
        ...base,
        SMS_PROVIDER: "capture",
        OTP_HMAC_SECRET: secret,
      });
      expect(capture.message).toMatch(/SMS_PROVIDER: must be msg91 or webhook/);
      const real = { SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: "https://sms.example.in/send" };
      const noSecret = await startWith({ ...base, ...real, OTP_HMAC_SECRET: undefined });
      expect(noSecret.message).toMatch(/OTP_HMAC_SECRET: required/);
      expect(noSecret.message).not.toMatch(/SMS_PROVIDER/);
      expect((await startWith({ ...base, ...real, OTP_HMAC_SECRET: secret })).exited).toBe(false);
      // The care team's sessions need their own secret too (CS-12).
      const noStaffSecret = await startWith({
        ...base,
        ...real,
        OTP_HMAC_SECRET: secret,
        STAFF_AUTH_SECRET: undefined,
      });
      expect(noStaffSecret.exited).toBe(true);
      expect(noStaffSecret.message).toMatch(/STAFF_AUTH_SECRET: required when SITE_URL/);
      // `npm start` on a laptop, and the test servers: production on this machine's own origin
      // keeps the console SMS provider (with the per-install secrets `npm start` makes, DP-24).
      for (const SITE_URL of [
        "http://localhost:3000",
        "http://127.0.0.1:3300",
        "http://[::1]:3000",
      ]) {
        const local = await startWith({
          ...base,
          SITE_URL,
          SMS_PROVIDER: undefined,
          OTP_HMAC_SECRET: secret,
        });
        expect(local.exited, SITE_URL).toBe(false);
      }
    } finally {
      exit.mockRestore();
      printed.mockRestore();
    }
    // The database commands (backup, migrate, seed) read env() and send no SMS: not refused.
    const commands = await freshEnv({
      ...base,
      SMS_PROVIDER: undefined,
      OTP_HMAC_SECRET: undefined,
    });
    expect(commands().SMS_PROVIDER).toBe("console");
  });

  it("[DP-24] a production server refuses to start without OTP_HMAC_SECRET or STAFF_AUTH_SECRET, or with the development value of either published in this repository, whatever SITE_URL is; outside production the development values still serve", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const startWith = async (vars: Record<string, string | undefined>) => {
      vi.resetModules();
      vi.unstubAllEnvs();
      for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
      const { envAtStart } = await import("@/src/config/env");
      exit.mockClear();
      printed.mockClear();
      envAtStart();
      return {
        exited: exit.mock.calls.length > 0,
        message: String(printed.mock.calls[0]?.[0] ?? ""),
      };
    };
    const { DEVELOPMENT_OTP_SECRET, DEVELOPMENT_STAFF_SECRET } = await import(
      "@/src/config/development-secrets"
    );
    const own = {
      OTP_HMAC_SECRET: "an-otp-secret-of-this-deployment-0123456789",
      STAFF_AUTH_SECRET: "a-staff-secret-of-this-deployment-0123456789",
    };
    const real = { SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: "https://sms.example.in/send" };
    try {
      for (const SITE_URL of [
        "http://localhost:3000",
        "http://127.0.0.1:3300",
        "https://www.example.in",
      ]) {
        const base = { NODE_ENV: "production", NEXT_PHASE: "", SITE_URL, ...real };
        expect((await startWith({ ...base, ...own })).exited, SITE_URL).toBe(false);
        const devOtp = await startWith({
          ...base,
          ...own,
          OTP_HMAC_SECRET: DEVELOPMENT_OTP_SECRET,
        });
        expect(devOtp.exited, SITE_URL).toBe(true);
        expect(devOtp.message).toMatch(/OTP_HMAC_SECRET: is the development value/);
        expect(devOtp.message).not.toContain(DEVELOPMENT_OTP_SECRET);
        const devStaff = await startWith({
          ...base,
          ...own,
          STAFF_AUTH_SECRET: DEVELOPMENT_STAFF_SECRET,
        });
        expect(devStaff.exited, SITE_URL).toBe(true);
        expect(devStaff.message).toMatch(/STAFF_AUTH_SECRET: is the development value/);
        // (Without a real SMS provider: with one, env() already asks for the OTP secret.)
        const none = await startWith({
          ...base,
          SMS_PROVIDER: undefined,
          OTP_HMAC_SECRET: undefined,
          STAFF_AUTH_SECRET: undefined,
        });
        expect(none.exited, SITE_URL).toBe(true);
        expect(none.message).toMatch(/OTP_HMAC_SECRET: required/);
        expect(none.message).toMatch(/STAFF_AUTH_SECRET: required/);
      }
      // A bare `next start` on this machine is told how the quick start gets its secrets.
      const bare = await startWith({
        NODE_ENV: "production",
        NEXT_PHASE: "",
        SITE_URL: "http://localhost:3000",
        OTP_HMAC_SECRET: undefined,
        STAFF_AUTH_SECRET: undefined,
      });
      expect(bare.message).toMatch(/OTP_HMAC_SECRET: required in production.*npm start/);
      // Development and the tests run on the development values.
      for (const NODE_ENV of ["development", "test"]) {
        const dev = await startWith({
          NODE_ENV,
          OTP_HMAC_SECRET: undefined,
          STAFF_AUTH_SECRET: DEVELOPMENT_STAFF_SECRET,
        });
        expect(dev.exited, NODE_ENV).toBe(false);
      }
      // `next build` reads no secret.
      const building = await startWith({
        NODE_ENV: "production",
        NEXT_PHASE: "phase-production-build",
        OTP_HMAC_SECRET: DEVELOPMENT_OTP_SECRET,
      });
      expect(building.exited).toBe(false);
    } finally {
      exit.mockRestore();
      printed.mockRestore();
    }
  });

  it("[SC-4] no proxy is trusted by default; TRUSTED_PROXIES must be addresses or CIDRs, and not combined with TRUST_PROXY_HOPS", async () => {
    const plain = await freshEnv({ TRUST_PROXY_HOPS: undefined, TRUSTED_PROXIES: undefined });
    expect(plain().TRUST_PROXY_HOPS).toBe(0);
    expect(plain().TRUSTED_PROXIES).toBeUndefined();
    const bad = await freshEnv({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" });
    expect(() => bad()).toThrow(/TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR/);
    const both = await freshEnv({ TRUSTED_PROXIES: "10.0.0.0/8", TRUST_PROXY_HOPS: "1" });
    expect(() => both()).toThrow(/TRUSTED_PROXIES: set it or TRUST_PROXY_HOPS, not both/);
  });
});
