import "server-only";
import { DEVELOPMENT_OTP_SECRET } from "@/src/config/development-secrets";
import { env } from "@/src/config/env";
import { format, getMessages, type Locale } from "@/src/lib/i18n";
import { logger } from "@/src/server/log";
import type { LimitRule } from "@/src/server/ratelimit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The OTP rules in one place (docs/operations.md "OTP and SMS limits"). */
export const OTP_POLICY = {
  length: 6,
  /** A code is valid 10 minutes. */
  ttlMs: 10 * MINUTE,
  /**
   * Checks per code from one requester: a client address, or (with its cookie) the browser that
   * asked for the code or a device that logged in with the number before. The 6th check fails
   * even with the right code. Counted per requester, so that others' wrong guesses never use up
   * the patient's checks.
   */
  maxChecksPerCode: 5,
  /**
   * Checks per code from requesters without such a cookie, all together: the brute-force ceiling
   * of one code. The cookies' own checks are bounded by the sends that made them.
   */
  maxChecksPerCodeTotal: 30,
  /**
   * A check compares with every unexpired, unused code of the number, newest first, up to this
   * many: a new send never voids a code the patient already holds. The send limits keep it
   * small (3 codes per 10 minutes from everyone without a device cookie, 3 from each device).
   */
  liveCodes: 6,
  /** Resend only after 30 s. */
  resendGapMs: 30_000,
  /** Digits of the national number that name its series (operator block) for the prefix cap. */
  seriesDigits: 5,
  /** Numbers one device cookie remembers (a family sharing a phone). */
  deviceNumbers: 5,
} as const;

/**
 * The daily SMS budget's stages, as fractions of SMS_DAILY_BUDGET used. Below `pacedFrom` every
 * requester is served; from there each requester (client address) gets `pacedSendsPerClient`
 * SMS an hour; from `reserveFrom` devices that logged in with the number, OTPs tied to a stored
 * lead, and first logins within their network's and number series' share of the band up to
 * `devicesFrom`; from `devicesFrom` only such devices, so that what anyone can ask for never
 * spends the devices' share.
 */
export const SMS_BUDGET_POLICY = {
  pacedFrom: 0.5,
  reserveFrom: 0.8,
  devicesFrom: 0.9,
  pacedSendsPerClient: 3,
  /**
   * The part of the first-login band (reserveFrom to devicesFrom) one client network (IPv4 /24,
   * IPv6 /48) may take in a day, at least 1 SMS: addresses are cheap, networks less so, and 8
   * networks can then take at most 40 % of the band however many addresses they hold.
   */
  firstLoginNetworkShare: 1 / 20,
  /** First logins of one number series (dial code + seriesDigits) an hour from the band. */
  firstLoginSeriesPerHour: 1,
} as const;

/** The budget counts at which the paced, reserve and devices-only stages begin. */
export function budgetStages(budget: number): { paced: number; reserve: number; devices: number } {
  const at = (fraction: number) => Math.max(1, Math.floor(budget * fraction));
  return {
    paced: at(SMS_BUDGET_POLICY.pacedFrom),
    reserve: at(SMS_BUDGET_POLICY.reserveFrom),
    devices: at(SMS_BUDGET_POLICY.devicesFrom),
  };
}

/** SMS of the first-login band one network may take in a day. */
export function firstLoginNetworkShare(budget: number): number {
  const stages = budgetStages(budget);
  const band = Math.max(0, stages.devices - stages.reserve);
  return Math.max(1, Math.floor(band * SMS_BUDGET_POLICY.firstLoginNetworkShare));
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
  | "pace"
  | "firstNetwork"
  | "firstSeries";

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
    pace: {
      name: "sms-pace-client",
      points: SMS_BUDGET_POLICY.pacedSendsPerClient,
      durationMs: HOUR,
    },
    firstNetwork: {
      name: "sms-first-net",
      points: firstLoginNetworkShare(e.SMS_DAILY_BUDGET),
      durationMs: DAY,
    },
    firstSeries: {
      name: "sms-first-series",
      points: SMS_BUDGET_POLICY.firstLoginSeriesPerHour,
      durationMs: HOUR,
    },
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
 * Development fallback for OTP_HMAC_SECRET. It is public, so env.ts refuses to start production
 * without a secret of its own or with this one; every instance of one deployment must share the
 * same secret.
 */
const DEV_SECRET = DEVELOPMENT_OTP_SECRET;
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

/**
 * The OTP SMS in the language of the page it was asked from (auth.otp.smsText). On DLT (India)
 * each language's text must match its registered template word for word.
 */
export function otpSmsText(code: string, brand: string, locale: Locale = "en"): string {
  return format(getMessages(locale).auth.otp.smsText, { code, brand });
}
