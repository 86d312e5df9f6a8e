import "server-only";
import { env } from "@/src/config/env";
import { logger } from "@/src/server/log";
import type { LimitRule } from "@/src/server/ratelimit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The OTP rules of DESIGN §8 and issue 4, in one place. */
export const OTP_POLICY = {
  length: 6,
  /** A code is valid 10 minutes. */
  ttlMs: 10 * MINUTE,
  /** Checks per code: the 6th check fails even with the right code. */
  maxChecksPerCode: 5,
  /** Resend only after 30 s (spec §9). */
  resendGapMs: 30_000,
} as const;

/** Buckets of src/server/ratelimit used by the OTP service. */
export function otpRules(): Record<
  "gap" | "send10m" | "send1h" | "send1d" | "sendIp" | "failed1h" | "checkIp" | "budget",
  LimitRule
> {
  const e = env();
  return {
    gap: { name: "otp-gap", points: 1, durationMs: OTP_POLICY.resendGapMs },
    send10m: { name: "otp-send-10m", points: 3, durationMs: 10 * MINUTE },
    send1h: { name: "otp-send-1h", points: 5, durationMs: HOUR },
    send1d: { name: "otp-send-1d", points: 10, durationMs: DAY },
    sendIp: { name: "otp-send-ip", points: e.OTP_IP_SEND_LIMIT, durationMs: HOUR },
    failed1h: { name: "otp-failed-1h", points: 100, durationMs: HOUR },
    checkIp: { name: "otp-check-ip", points: e.OTP_IP_VERIFY_LIMIT, durationMs: HOUR },
    budget: { name: "sms-budget", points: e.SMS_DAILY_BUDGET, durationMs: DAY },
  };
}

/** Dial codes OTPs may go to (SMS_ALLOWED_COUNTRIES, default +91 only). */
export function allowedCountries(): ReadonlySet<string> {
  return new Set(env().SMS_ALLOWED_COUNTRIES.split(","));
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
