import "server-only";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { siteConfig } from "@/src/config/site";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { otpCodes } from "@/src/db/schema";
import { AppError, type ErrorText } from "@/src/server/http/errors";
import { authText, localText } from "@/src/server/http/messages";
import { logger, maskMobile } from "@/src/server/log";
import {
  consume,
  enforce,
  type LimitState,
  peek,
  retryAfterSeconds,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { SmsDeliveryError, type SmsSender } from "@/src/server/sms";
import { allowedCountries, OTP_POLICY, otpRules, otpSecret, otpSmsText } from "./config";
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

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Sends a new code to the number, or throws a 400/429/503 AppError. */
export async function sendOtp(deps: OtpDeps, phone: Phone & { ip: string }): Promise<OtpSent> {
  const { db, now, sms } = deps;
  if (!allowedCountries().has(phone.countryCode)) {
    throw new AppError(400, [authText("countryNotAllowed")]);
  }
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, phone.countryCode, phone.mobile);
  const rules = otpRules();
  const tooMany = (s: number) => authText("tooManyOtps", { minutes: minutes(s) });

  // Per IP first (it also counts refused attempts: spraying numbers from one address is abuse).
  await enforce(db, rules.sendIp, phone.ip, now, tooMany);
  // The 30 s gap is one atomic bucket per number, so at most one send per 30 s gets past it,
  // whichever instance serves it; the counters below are then exact.
  await enforce(db, rules.gap, phoneKey, now, (s) => authText("resendTooSoon", { seconds: s }));
  await enforce(db, rules.send10m, phoneKey, now, tooMany);
  await enforce(db, rules.send1h, phoneKey, now, tooMany);
  await enforce(db, rules.send1d, phoneKey, now, tooMany);
  // The global budget is the breaker against SMS pumping: once spent, nobody gets an SMS until
  // its window ends.
  const budget = await consume(db, rules.budget, "global", now);
  if (!budget.allowed) {
    logger.error(
      { event: "sms.budget.exhausted", retryAfter: retryAfterSeconds(budget) },
      "daily SMS budget spent: OTP sends refused",
    );
    throw tooManyRequests(budget, authText("smsBudget"));
  }

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
 * OTP' (or an expired / locked message), or 429 when the number or IP made too many checks.
 */
export async function verifyOtp(
  deps: OtpDeps,
  input: Phone & { code: string; ip: string },
): Promise<void> {
  const match = await checkOtp(deps, input);
  // Single use: of two concurrent right answers only one marks the code used.
  const [used] = await deps.db
    .update(otpCodes)
    .set({ consumedAt: match.at })
    .where(and(eq(otpCodes.id, match.codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) {
    await consume(
      deps.db,
      otpRules().failed1h,
      phoneKeyOf(otpSecret(), input.countryCode, input.mobile),
      deps.now,
    );
    throw otpUsedError();
  }
}

/**
 * The check of `verifyOtp` without using the code up: every limit, one of the code's 5 checks,
 * the comparison. The caller must then use the code up with `consumeOtpStatement` (single use),
 * in the same statement or transaction as whatever the code protects. Throws as `verifyOtp`.
 */
export async function checkOtp(
  deps: OtpDeps,
  input: Phone & { code: string; ip: string },
): Promise<OtpMatch> {
  const { db, now } = deps;
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, input.countryCode, input.mobile);
  const rules = otpRules();
  const tooMany = (state: LimitState) =>
    tooManyRequests(
      state,
      authText("tooManyChecks", {
        minutes: minutes(retryAfterSeconds(state)),
      }),
    );

  const ipState = await consume(db, rules.checkIp, input.ip, now);
  if (!ipState.allowed) throw tooMany(ipState);
  const failed = await peek(db, rules.failed1h, phoneKey, now);
  if (failed.consumed >= rules.failed1h.points) throw tooMany(failed);

  const fail = async (message: ErrorText): Promise<never> => {
    await consume(db, rules.failed1h, phoneKey, now);
    throw new AppError(400, [message]);
  };

  // Reserve one of the code's 5 checks before comparing, in one statement: concurrent guesses
  // on several instances can never get more than 5 comparisons out of one code.
  const latest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneKey, phoneKey), isNull(otpCodes.supersededAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  const [reserved] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, sql`(${latest})`),
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.attempts} < ${OTP_POLICY.maxChecksPerCode}`,
        sql`${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });

  if (!reserved) {
    // Why not: no code, already used, out of checks, or expired (each a failed check).
    const [code] = await db
      .select({
        attempts: otpCodes.attempts,
        expiresAt: otpCodes.expiresAt,
        consumedAt: otpCodes.consumedAt,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneKey, phoneKey), isNull(otpCodes.supersededAt)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    if (code && !code.consumedAt && code.attempts >= OTP_POLICY.maxChecksPerCode) {
      return fail(authText("otpLocked"));
    }
    if (code && !code.consumedAt && code.expiresAt.getTime() <= now.getTime()) {
      return fail(authText("otpExpired"));
    }
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
