import { describe, expect, it } from "vitest";
import { OTP_POLICY } from "@/src/server/otp/config";
import { phoneKeyOf } from "@/src/server/otp/crypto";
import { deviceCookieAfterLogin, deviceOf, otpTicket, ticketOf } from "@/src/server/otp/proofs";

const secret = "unit-test-secret-unit-test-secret-0123";
const key = (mobile: string) => phoneKeyOf(secret, "91", mobile);
const NOW = new Date("2026-11-22T04:30:00.000Z");

describe("device cookie: a browser that logged in with a number before", () => {
  it("proves the numbers it logged in with, and no other; it holds no number", () => {
    const first = deviceCookieAfterLogin(undefined, key("9811111111"));
    const both = deviceCookieAfterLogin(first, key("9822222222"));
    expect(both.split(".")[1]).toBe(first.split(".")[1]); // the same device
    expect(deviceOf(both, key("9811111111"))).toBe(first.split(".")[1]);
    expect(deviceOf(both, key("9822222222"))).toBe(first.split(".")[1]);
    expect(deviceOf(both, key("9833333333"))).toBeUndefined();
    expect(both).not.toMatch(/98[0-9]{8}/);
  });

  it("remembers the last few numbers, the newest first", () => {
    let cookie: string | undefined;
    const mobiles = Array.from(
      { length: OTP_POLICY.deviceNumbers + 1 },
      (_, i) => `98000000${10 + i}`,
    );
    for (const mobile of mobiles) cookie = deviceCookieAfterLogin(cookie, key(mobile));
    expect(cookie?.split(".")).toHaveLength(2 + OTP_POLICY.deviceNumbers);
    expect(deviceOf(cookie, key(mobiles[0] as string))).toBeUndefined();
    expect(deviceOf(cookie, key(mobiles.at(-1) as string))).toBeDefined();
    // Logging in again with a remembered number does not repeat it.
    const again = deviceCookieAfterLogin(cookie, key(mobiles.at(-1) as string));
    expect(again.split(".")).toHaveLength(2 + OTP_POLICY.deviceNumbers);
  });

  it("a forged, altered or malformed cookie proves nothing (and a new login starts a new device)", () => {
    const cookie = deviceCookieAfterLogin(undefined, key("9811111111"));
    const [version, id, tag] = cookie.split(".") as [string, string, string];
    const otherId = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${version}.${otherId}.${tag}`, // another device's id with this tag
      `${version}.${id}.${"A".repeat(22)}`,
      `v2.${id}.${tag}`,
      `${cookie}.`,
      "",
      "garbage",
      `${cookie}${".AAAAAAAAAAAAAAAAAAAAAA".repeat(6)}`,
    ]) {
      expect(deviceOf(bad, key("9811111111")), bad).toBeUndefined();
    }
    expect(deviceCookieAfterLogin("garbage", key("9811111111")).split(".")[1]).not.toBe(id);
  });
});

describe("OTP ticket: the browser that asked for the code", () => {
  it("names its code for that number, while the code can be valid", () => {
    const ticket = otpTicket(42, NOW, key("9811111111"));
    expect(ticketOf(ticket, key("9811111111"), NOW)).toBe(42);
    const later = (ms: number) => new Date(NOW.getTime() + ms);
    expect(ticketOf(ticket, key("9811111111"), later(OTP_POLICY.ttlMs - 1))).toBe(42);
    expect(ticketOf(ticket, key("9811111111"), later(OTP_POLICY.ttlMs))).toBeUndefined();
    expect(ticketOf(ticket, key("9822222222"), NOW)).toBeUndefined();
  });

  it("an altered ticket proves nothing", () => {
    const ticket = otpTicket(42, NOW, key("9811111111"));
    const [, sent, tag] = ticket.split(".");
    for (const bad of [
      `43.${sent}.${tag}`,
      `42.${Number(sent) + 1}.${tag}`,
      "42.1.x",
      "",
      "a.b.c",
    ]) {
      expect(ticketOf(bad, key("9811111111"), NOW), bad).toBeUndefined();
    }
  });
});
