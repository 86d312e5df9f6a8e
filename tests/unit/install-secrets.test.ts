import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { installSecrets } from "@/scripts/install-secrets.mjs";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-install-secrets-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const DEV_VALUES = [
  "vaidya-development-otp-secret-do-not-use-in-production",
  "vaidya-development-staff-secret-not-for-production-use",
];

describe("`npm start`'s per-install secrets", () => {
  it("[DP-24] without OTP_HMAC_SECRET and STAFF_AUTH_SECRET on this machine: makes random ones once, in a file only its owner reads, and uses the same ones on the next start", () => {
    const file = path.join(tmp, "first", "secrets.json");
    const env: Record<string, string | undefined> = { SITE_URL: "http://localhost:3000" };
    expect(installSecrets(env, file)).toEqual(["OTP_HMAC_SECRET", "STAFF_AUTH_SECRET"]);
    expect(env.OTP_HMAC_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(env.STAFF_AUTH_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(env.OTP_HMAC_SECRET).not.toBe(env.STAFF_AUTH_SECRET);
    for (const value of DEV_VALUES)
      expect([env.OTP_HMAC_SECRET, env.STAFF_AUTH_SECRET]).not.toContain(value);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // The next start finds them (and puts the file back to 0600 if someone opened it up).
    fs.chmodSync(file, 0o666);
    const again: Record<string, string | undefined> = { SITE_URL: "http://127.0.0.1:3300" };
    installSecrets(again, file);
    expect(again).toMatchObject({
      OTP_HMAC_SECRET: env.OTP_HMAC_SECRET,
      STAFF_AUTH_SECRET: env.STAFF_AUTH_SECRET,
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Another install gets other secrets.
    const other: Record<string, string | undefined> = {};
    installSecrets(other, path.join(tmp, "second", "secrets.json"));
    expect(other.OTP_HMAC_SECRET).not.toBe(env.OTP_HMAC_SECRET);
  });

  it("[DP-24] leaves secrets that are set alone, and makes none for a public SITE_URL (that deployment names its own, the same on every instance)", () => {
    const file = path.join(tmp, "third", "secrets.json");
    const own = "an-operator-secret-of-at-least-32-characters";
    const env: Record<string, string | undefined> = {
      SITE_URL: "http://localhost:3000",
      OTP_HMAC_SECRET: own,
    };
    expect(installSecrets(env, file)).toEqual(["STAFF_AUTH_SECRET"]);
    expect(env.OTP_HMAC_SECRET).toBe(own);
    const publicSite: Record<string, string | undefined> = { SITE_URL: "https://www.example.in" };
    expect(installSecrets(publicSite, path.join(tmp, "fourth", "secrets.json"))).toEqual([]);
    expect(publicSite.OTP_HMAC_SECRET).toBeUndefined();
    expect(fs.existsSync(path.join(tmp, "fourth"))).toBe(false);
    fs.writeFileSync(file, "not json");
    expect(() => installSecrets({}, file)).toThrow(/is not this install's secrets file/);
  });
});
