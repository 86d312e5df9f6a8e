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

describe("environment (issue 9)", () => {
  it("[issue 9 L6] production without SITE_URL stops at start-up with a readable message", async () => {
    const env = await freshEnv({ NODE_ENV: "production", SITE_URL: undefined, NEXT_PHASE: "" });
    expect(() => env()).toThrow(/SITE_URL: required in production/);
  });

  it("[issue 9 L6] SITE_URL is not needed while `next build` runs, and defaults to this machine outside production", async () => {
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

  it("[issue 9 H1] no proxy is trusted by default; TRUSTED_PROXIES must be addresses or CIDRs, and not combined with TRUST_PROXY_HOPS", async () => {
    const plain = await freshEnv({ TRUST_PROXY_HOPS: undefined, TRUSTED_PROXIES: undefined });
    expect(plain().TRUST_PROXY_HOPS).toBe(0);
    expect(plain().TRUSTED_PROXIES).toBeUndefined();
    const bad = await freshEnv({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" });
    expect(() => bad()).toThrow(/TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR/);
    const both = await freshEnv({ TRUSTED_PROXIES: "10.0.0.0/8", TRUST_PROXY_HOPS: "1" });
    expect(() => both()).toThrow(/TRUSTED_PROXIES: set it or TRUST_PROXY_HOPS, not both/);
  });
});
