import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { OTP_POLICY, otpSecret } from "./config";

/**
 * What sets a patient apart from a stranger who types their number: two httpOnly cookies that
 * only the server can make, each bound to the number by an HMAC with OTP_HMAC_SECRET. Neither
 * holds the number, and a cookie made for one number proves nothing for another, so they can be
 * neither forged nor enumerated; a stranger holds them only for numbers whose SMS they receive.
 *
 * - The device cookie is set at a successful login and kept a year: "this browser has logged in
 *   with this number". Such a device has its own send and check allowances for that number
 *   and is served from the reserved share of the SMS budget.
 * - The OTP ticket is set by a send and lives as long as the code: "this browser asked for a
 *   code for this number". Its checks are its own, so others' wrong guesses cannot use them up.
 */
export const DEVICE_COOKIE = "vaidya_device";
export const OTP_TICKET_COOKIE = "vaidya_otp";

const TAG = /^[A-Za-z0-9_-]{22}$/;

/** 128 bits of an HMAC, base64url (22 characters): enough to be unguessable, short in a cookie. */
function tag(data: string): string {
  return createHmac("sha256", otpSecret())
    .update(data)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

function sameTag(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function deviceTag(deviceId: string, phoneKey: string): string {
  return tag(`device\0${deviceId}\0${phoneKey}`);
}

/** `v1.<device id>.<tag>…`: a random device id and one tag per number it logged in with. */
function parseDevice(value: string | undefined): { id: string; tags: string[] } | undefined {
  if (!value || value.length > 200) return undefined;
  const [version, id, ...tags] = value.split(".");
  if (version !== "v1" || !id || !TAG.test(id) || tags.length > OTP_POLICY.deviceNumbers) {
    return undefined;
  }
  if (!tags.every((t) => TAG.test(t))) return undefined;
  return { id, tags };
}

/**
 * The device id when the device cookie proves a login with this number before, else undefined.
 */
export function deviceOf(cookie: string | undefined, phoneKey: string): string | undefined {
  const device = parseDevice(cookie);
  if (!device) return undefined;
  const expected = deviceTag(device.id, phoneKey);
  return device.tags.some((t) => sameTag(t, expected)) ? device.id : undefined;
}

/**
 * The device cookie after a login with this number: the same device id (a new one when the
 * browser had none, or a malformed one), this number's tag first, the oldest dropped past
 * OTP_POLICY.deviceNumbers.
 */
export function deviceCookieAfterLogin(cookie: string | undefined, phoneKey: string): string {
  const device = parseDevice(cookie) ?? { id: randomBytes(16).toString("base64url"), tags: [] };
  const mine = deviceTag(device.id, phoneKey);
  const tags = [mine, ...device.tags.filter((t) => t !== mine)].slice(0, OTP_POLICY.deviceNumbers);
  return ["v1", device.id, ...tags].join(".");
}

function ticketTag(codeId: number, issuedMs: number, phoneKey: string): string {
  return tag(`otp-ticket\0${codeId}\0${issuedMs}\0${phoneKey}`);
}

/** `<code id>.<sent at, ms>.<tag>`: the ticket of the code just sent to the number. */
export function otpTicket(codeId: number, sentAt: Date, phoneKey: string): string {
  const ms = sentAt.getTime();
  return `${codeId}.${ms}.${ticketTag(codeId, ms, phoneKey)}`;
}

/**
 * The id of the code whose send made this ticket, when the ticket is one of ours for this number
 * and that code could still be valid; else undefined.
 */
export function ticketOf(
  ticket: string | undefined,
  phoneKey: string,
  now: Date,
): number | undefined {
  if (!ticket || ticket.length > 80) return undefined;
  const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(ticket);
  if (!match) return undefined;
  const codeId = Number(match[1]);
  const sentMs = Number(match[2]);
  const age = now.getTime() - sentMs;
  if (age < 0 || age >= OTP_POLICY.ttlMs) return undefined;
  return sameTag(match[3] ?? "", ticketTag(codeId, sentMs, phoneKey)) ? codeId : undefined;
}
