import "server-only";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { siteConfig } from "@/src/config/site";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { otpCodes, users } from "@/src/db/schema";
import { AppError, type ErrorText } from "@/src/server/http/errors";
import { authText, localText } from "@/src/server/http/messages";
import { logger, maskMobile } from "@/src/server/log";
import { countEvent } from "@/src/server/metrics";
import {
  consume,
  enforce,
  type LimitState,
  peek,
  retryAfterSeconds,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { SmsDeliveryError, type SmsSender } from "@/src/server/sms";
import {
  allowedCountries,
  budgetStages,
  homeCountry,
  OTP_POLICY,
  otpRules,
  otpSecret,
  otpSmsText,
} from "./config";
import { codeHashOf, generateCode, phoneKeyOf, sameDigest } from "./crypto";

export { OTP_POLICY } from "./config";

/**
 * The OTP service (DESIGN §8). Codes come from the CSPRNG, are stored only as an HMAC bound to
 * the number, live 10 minutes, allow 5 checks and one successful use; a new code replaces the
 * previous one. Every limit lives in the database (src/server/ratelimit), so it holds across
 * app instances. Answers never reveal whether a number has an account.
 */
export interface OtpDeps {
  db: Database;
  /** The current time (a test clock in tests). */
  now: Date;
  sms: SmsSender;
}

export interface Phone {
  /** Dial code without the plus. */
  countryCode: string;
  /** National digits. */
  mobile: string;
}

export interface OtpSent {
  /** Seconds until the code expires. */
  expiresIn: number;
  /** Seconds until a resend is allowed. */
  resendAfter: number;
  length: number;
}

/** Who asks: the client's rate-limit keys (src/server/ratelimit/client-ip.ts `ClientAddress`). */
export interface OtpClient {
  /** Per-client key: IPv4 address or IPv6 /64 ("unknown" without an address). */
  ip: string;
  /** Per-network key: IPv4 /24 or IPv6 /48 (absent: the client key stands for it). */
  network?: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A number that logged in before (it has an account): served first when SMS run short. */
async function isReturningNumber(db: Database, phone: Phone): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, phone.countryCode), eq(users.mobile, phone.mobile)))
    .limit(1);
  return row !== undefined;
}

/** Logs an SMS budget stage (error level: someone must look) and counts it. */
function budgetTripped(stage: "slow" | "reserve" | "exhausted", state: LimitState): void {
  countEvent("vaidya_sms_budget_trips_total", { stage });
  logger.error(
    {
      event: `sms.budget.${stage}`,
      used: state.consumed,
      budget: state.consumed + state.remaining,
      windowEndsIn: retryAfterSeconds(state),
    },
    stage === "exhausted"
      ? "daily SMS budget spent: OTP sends refused until the window ends"
      : stage === "reserve"
        ? "daily SMS budget at its reserve: only returning users get OTPs"
        : "daily SMS budget half spent: OTPs to new numbers are paced",
  );
}

/** Refuses a send with a 429, counting why. */
function refused(reason: string, state: LimitState, message: ErrorText): AppError {
  countEvent("vaidya_otp_sends_refused_total", { reason });
  return tooManyRequests(state, message);
}

/**
 * The daily SMS budget (issue 9 M1; docs/operations.md "OTP and SMS limits"): not an off
 * switch for everyone. Past half of it, numbers that never logged in are paced to a trickle;
 * past 90 %, only returning users are served; every stage is logged at error level once and
 * counted. Numbers are looked up only once the slow stage has begun, for every number alike.
 */
async function spendSmsBudget(db: Database, now: Date, phone: Phone): Promise<void> {
  const rules = otpRules();
  const stages = budgetStages(rules.budget.points);
  const used = await peek(db, rules.budget, "global", now);
  if (used.consumed >= stages.slow && !(await isReturningNumber(db, phone))) {
    if (used.consumed >= stages.reserve) {
      throw refused("reserve", used, authText("smsBudget"));
    }
    const pace = await consume(db, rules.pace, "global", now);
    if (!pace.allowed) {
      throw refused("paced", pace, authText("smsBusy", { seconds: retryAfterSeconds(pace) }));
    }
  }
  const budget = await consume(db, rules.budget, "global", now);
  // The counter passes each stage exactly once per window, whichever instance serves it.
  if (budget.consumed === stages.slow) budgetTripped("slow", budget);
  if (budget.consumed === stages.reserve) budgetTripped("reserve", budget);
  if (!budget.allowed) {
    if (budget.consumed === rules.budget.points + 1) budgetTripped("exhausted", budget);
    throw refused("budget", budget, authText("smsBudget"));
  }
}

/** Sends a new code to the number, or throws a 400/429/503 AppError. */
export async function sendOtp(deps: OtpDeps, phone: Phone & OtpClient): Promise<OtpSent> {
  const { db, now, sms } = deps;
  if (!allowedCountries().has(phone.countryCode)) {
    throw new AppError(400, [authText("countryNotAllowed")]);
  }
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, phone.countryCode, phone.mobile);
  const rules = otpRules();
  const tooMany = (s: number) => authText("tooManyOtps", { minutes: minutes(s) });

  // Per client and per network first (they also count refused attempts: spraying numbers
  // from one address or one block of addresses is abuse).
  await enforce(db, rules.sendIp, phone.ip, now, tooMany);
  await enforce(db, rules.sendNetwork, phone.network ?? phone.ip, now, tooMany);
  // The 30 s gap is one atomic bucket per number, so at most one send per 30 s gets past it,
  // whichever instance serves it; the counters below are then exact.
  await enforce(db, rules.gap, phoneKey, now, (s) => authText("resendTooSoon", { seconds: s }));
  await enforce(db, rules.send10m, phoneKey, now, tooMany);
  await enforce(db, rules.send1h, phoneKey, now, tooMany);
  await enforce(db, rules.send1d, phoneKey, now, tooMany);
  // SMS pumping walks through a block of numbers, or sends to expensive countries.
  const series = `${phone.countryCode}:${phone.mobile.slice(0, OTP_POLICY.seriesDigits)}`;
  await enforce(db, rules.sendPrefix, series, now, tooMany);
  if (phone.countryCode !== homeCountry()) {
    await enforce(db, rules.sendCountry, phone.countryCode, now, () => authText("smsBudget"));
  }
  await spendSmsBudget(db, now, phone);

  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ supersededAt: now })
      .where(
        and(
          eq(otpCodes.phoneKey, phoneKey),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.supersededAt),
        ),
      );
    await tx.insert(otpCodes).values({
      phoneKey,
      codeHash: codeHashOf(secret, phoneKey, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
    });
  });

  try {
    await sms.send({
      to: `+${phone.countryCode}${phone.mobile}`,
      text: otpSmsText(code, siteConfig.brand),
      otp: code,
    });
  } catch (error) {
    const detail = error instanceof SmsDeliveryError ? error.detail : String(error);
    logger.warn(
      { event: "sms.failed", provider: sms.provider, to: maskMobile(phone.mobile), detail },
      "OTP SMS not sent",
    );
    throw new AppError(503, [authText("smsFailed")]);
  }
  logger.info({ event: "otp.sent", provider: sms.provider, to: maskMobile(phone.mobile) });
  return {
    expiresIn: OTP_POLICY.ttlMs / 1000,
    resendAfter: OTP_POLICY.resendGapMs / 1000,
    length: OTP_POLICY.length,
  };
}

/** A code that matched, not yet used up (see `checkOtp`). */
export interface OtpMatch {
  codeId: number;
  /** When it was checked: the time recorded as its use. */
  at: Date;
}

/** The spec's 'Please enter valid OTP', in every locale. */
const invalidOtp = () => localText((m) => m.auth.otp.invalid);

/** The answer when a matching code turns out to be used already (single use). */
export function otpUsedError(): AppError {
  return new AppError(400, [invalidOtp()]);
}

/**
 * One statement that uses the matched code up; it returns a row only when the code was still
 * unused. Meant as a data-modifying CTE of the statement that stores what the code protects
 * (createLead), so that using the code and storing the lead commit together: a concurrent request
 * with the same code waits on the code's row lock and then finds it used.
 */
export function consumeOtpStatement(match: OtpMatch): SQL {
  const consumedAt = sql.identifier(otpCodes.consumedAt.name);
  return sql`update ${otpCodes} set ${consumedAt} = ${match.at.toISOString()}::timestamptz
    where ${otpCodes.id} = ${match.codeId} and ${otpCodes.consumedAt} is null
    returning ${otpCodes.id}`;
}

/**
 * Checks a code for the number and uses it up. Throws 400 with the spec's 'Please enter valid
 * OTP' (or an expired / locked message), or 429 when the client made too many checks.
 */
export async function verifyOtp(
  deps: OtpDeps,
  input: Phone & OtpClient & { code: string },
): Promise<void> {
  const match = await checkOtp(deps, input);
  // Single use: of two concurrent right answers only one marks the code used.
  const [used] = await deps.db
    .update(otpCodes)
    .set({ consumedAt: match.at })
    .where(and(eq(otpCodes.id, match.codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw otpUsedError();
}

/**
 * The check of `verifyOtp` without using the code up: the client's limits, one of the code's
 * checks, the comparison. The caller must then use the code up with `consumeOtpStatement`
 * (single use), in the same statement or transaction as whatever the code protects. Throws as
 * `verifyOtp`.
 *
 * Wrong checks are counted per client, never per number (issue 9 M2): one client gets 5 checks
 * of a code (OTP_POLICY.maxChecksPerCode) and 100 checks an hour (OTP_IP_VERIFY_LIMIT), all
 * clients together 30 checks of a code; so a stranger's guesses cannot lock the owner out, and a
 * guesser still gets at most 30 tries of one in a million per code.
 */
export async function checkOtp(
  deps: OtpDeps,
  input: Phone & OtpClient & { code: string },
): Promise<OtpMatch> {
  const { db, now } = deps;
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, input.countryCode, input.mobile);
  const rules = otpRules();

  const ipState = await consume(db, rules.checkIp, input.ip, now);
  if (!ipState.allowed) {
    throw tooManyRequests(
      ipState,
      authText("tooManyChecks", { minutes: minutes(retryAfterSeconds(ipState)) }),
    );
  }
  const fail = (message: ErrorText): never => {
    throw new AppError(400, [message]);
  };

  const [latest] = await db
    .select({
      id: otpCodes.id,
      attempts: otpCodes.attempts,
      expiresAt: otpCodes.expiresAt,
      consumedAt: otpCodes.consumedAt,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneKey, phoneKey), isNull(otpCodes.supersededAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.consumedAt) return fail(invalidOtp());

  // This client's checks of this code: one atomic bucket, so concurrent guesses from one client
  // on several instances never get more than 5 comparisons.
  const mine = await consume(db, rules.codeClient, `${latest.id}:${input.ip}`, now);
  if (!mine.allowed) return fail(authText("otpLocked"));

  // Then one of the code's checks from all clients, reserved in one statement.
  const [reserved] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.supersededAt),
        sql`${otpCodes.attempts} < ${OTP_POLICY.maxChecksPerCodeTotal}`,
        sql`${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });

  if (!reserved) {
    // Why not: expired, out of checks, or used or replaced meanwhile.
    if (latest.expiresAt.getTime() <= now.getTime()) return fail(authText("otpExpired"));
    if (latest.attempts >= OTP_POLICY.maxChecksPerCodeTotal) return fail(authText("otpLocked"));
    return fail(invalidOtp());
  }

  if (!sameDigest(codeHashOf(secret, phoneKey, input.code), reserved.codeHash)) {
    return fail(invalidOtp());
  }
  return { codeId: reserved.id, at: now };
}

/** Codes are kept this long after they were sent (data minimisation): no check needs them after. */
export const OTP_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Which codes the periodic prune deletes (served by otp_codes_created_at_idx). */
export function otpCodesToPrune(now: Date): SQL {
  const before = new Date(now.getTime() - OTP_CODE_RETENTION_MS);
  return sql`${otpCodes.createdAt} < ${before.toISOString()}::timestamptz`;
}

/** Deletes codes sent more than a day before `now` (periodic maintenance, never in a request). */
export async function pruneOtpCodes(db: Database, now: Date): Promise<number> {
  return deleteInBatches(db, otpCodes, otpCodes.id, otpCodesToPrune(now));
}
