import "server-only";
import { env } from "@/src/config/env";
import { logger } from "@/src/server/log";
import type { LimitRule } from "@/src/server/ratelimit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The OTP rules of DESIGN §8 and issues 4 and 9, in one place (docs/operations.md "OTP and SMS limits"). */
export const OTP_POLICY = {
  length: 6,
  /** A code is valid 10 minutes. */
  ttlMs: 10 * MINUTE,
  /**
   * Checks per code from one client (IPv4 address, IPv6 /64): that client's 6th check fails
   * even with the right code. Counted per client, so that a stranger's wrong guesses never lock
   * the owner's code (issue 9 M2).
   */
  maxChecksPerCode: 5,
  /** Checks per code from all clients together: the brute-force ceiling of one code. */
  maxChecksPerCodeTotal: 30,
  /** Resend only after 30 s (spec §9). */
  resendGapMs: 30_000,
  /** Digits of the national number that name its series (operator block) for the prefix cap. */
  seriesDigits: 5,
} as const;

/**
 * The daily SMS budget's stages (issue 9 M1). Below `slowFrom` of the budget every number is
 * served; from there, numbers that never logged in share a trickle of `pacePerMinute()` sends a
 * minute (returning users are not paced); from `reserveFrom` only returning users get an SMS,
 * until the budget is spent.
 */
export const SMS_BUDGET_POLICY = {
  slowFrom: 0.5,
  reserveFrom: 0.9,
} as const;

/** Sends a minute for new numbers in the slow stage: the slow slice spread over a whole day. */
export function pacePerMinute(budget: number): number {
  const slice = budget * (SMS_BUDGET_POLICY.reserveFrom - SMS_BUDGET_POLICY.slowFrom);
  return Math.max(1, Math.floor(slice / (DAY / MINUTE)));
}

/** The budget counts at which the slow and the reserve stages begin. */
export function budgetStages(budget: number): { slow: number; reserve: number } {
  return {
    slow: Math.max(1, Math.floor(budget * SMS_BUDGET_POLICY.slowFrom)),
    reserve: Math.max(1, Math.floor(budget * SMS_BUDGET_POLICY.reserveFrom)),
  };
}

type OtpRuleName =
  | "gap"
  | "send10m"
  | "send1h"
  | "send1d"
  | "sendIp"
  | "sendNetwork"
  | "sendPrefix"
  | "sendCountry"
  | "checkIp"
  | "codeClient"
  | "budget"
  | "pace";

/** Buckets of src/server/ratelimit used by the OTP service. */
export function otpRules(): Record<OtpRuleName, LimitRule> {
  const e = env();
  return {
    gap: { name: "otp-gap", points: 1, durationMs: OTP_POLICY.resendGapMs },
    send10m: { name: "otp-send-10m", points: 3, durationMs: 10 * MINUTE },
    send1h: { name: "otp-send-1h", points: 5, durationMs: HOUR },
    send1d: { name: "otp-send-1d", points: 10, durationMs: DAY },
    sendIp: { name: "otp-send-ip", points: e.OTP_IP_SEND_LIMIT, durationMs: HOUR },
    sendNetwork: { name: "otp-send-net", points: e.OTP_NETWORK_SEND_LIMIT, durationMs: HOUR },
    sendPrefix: { name: "otp-send-series", points: e.OTP_PREFIX_SEND_LIMIT, durationMs: HOUR },
    sendCountry: { name: "sms-country-1d", points: e.SMS_COUNTRY_DAILY_LIMIT, durationMs: DAY },
    checkIp: { name: "otp-check-ip", points: e.OTP_IP_VERIFY_LIMIT, durationMs: HOUR },
    codeClient: {
      name: "otp-code-client",
      points: OTP_POLICY.maxChecksPerCode,
      durationMs: OTP_POLICY.ttlMs,
    },
    budget: { name: "sms-budget", points: e.SMS_DAILY_BUDGET, durationMs: DAY },
    pace: { name: "sms-pace-1m", points: pacePerMinute(e.SMS_DAILY_BUDGET), durationMs: MINUTE },
  };
}

/** Dial codes OTPs may go to (SMS_ALLOWED_COUNTRIES, default +91 only). */
export function allowedCountries(): ReadonlySet<string> {
  return new Set(env().SMS_ALLOWED_COUNTRIES.split(","));
}

/** The home country: the first of SMS_ALLOWED_COUNTRIES, capped by the daily budget alone. */
export function homeCountry(): string {
  return env().SMS_ALLOWED_COUNTRIES.split(",")[0] ?? "91";
}

/**
 * Development fallback for OTP_HMAC_SECRET. It is public (it is in this file), so env.ts refuses
 * to start production with a real SMS provider without a secret of its own; every instance of
 * one deployment must share the same secret.
 */
const DEV_SECRET = "vaidya-development-otp-secret-do-not-use-in-production";
// On globalThis: Next.js loads this module once for instrumentation and once per route bundle.
const state = globalThis as unknown as { vaidyaOtpSecretWarned?: boolean };

export function otpSecret(): string {
  const secret = env().OTP_HMAC_SECRET;
  if (secret) return secret;
  if (!state.vaidyaOtpSecretWarned) {
    state.vaidyaOtpSecretWarned = true;
    logger.warn("OTP_HMAC_SECRET is not set: using the public development secret");
  }
  return DEV_SECRET;
}

/** The OTP SMS. On DLT (India) the text must match the registered template word for word. */
export function otpSmsText(code: string, brand: string): string {
  return `${code} is your ${brand} OTP to log in. It is valid for 10 minutes. Do not share it with anyone.`;
}
