import "server-only";
import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { siteConfig } from "@/src/config/site";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { leads, otpCodes } from "@/src/db/schema";
import type { Locale } from "@/src/lib/i18n";
import { sha256Hex } from "@/src/server/crypto";
import { AppError, type ErrorText } from "@/src/server/http/errors";
import { authText, localText } from "@/src/server/http/messages";
import { logger, maskMobile } from "@/src/server/log";
import {
  consume,
  giveBack,
  type LimitRule,
  type LimitState,
  peekMany,
  retryAfterSeconds,
  take,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { SmsDeliveryError, type SmsSender } from "@/src/server/sms";
import { type BudgetRequester, planSmsSpend, spendSmsBudget } from "./budget";
import {
  allowedCountries,
  homeCountry,
  OTP_POLICY,
  otpRules,
  otpSecret,
  otpSmsText,
} from "./config";
import { codeHashOf, generateCode, phoneKeyOf, sameDigest } from "./crypto";
import { deviceOf, otpTicket, ticketOf } from "./proofs";

export { type BudgetStage, type SmsBudgetStatus, smsBudgetStatus } from "./budget";
export { OTP_POLICY } from "./config";
export {
  DEVICE_COOKIE,
  deviceCookieAfterLogin,
  deviceOf,
  OTP_TICKET_COOKIE,
} from "./proofs";

/**
 * The OTP service. Codes come from the CSPRNG, are stored only as an HMAC bound to the number,
 * live 10 minutes and are used once. A new code does not void the ones the patient may already
 * hold: a check accepts any unexpired code of the number's last few. Every limit lives in the
 * database (src/server/ratelimit), so it holds across app instances. Nothing here looks at
 * whether a number has an account, so registered and unregistered numbers get the same answers.
 *
 * A patient is told apart from a stranger typing their number only by what the stranger cannot
 * have (src/server/otp/proofs.ts): the device cookie of an earlier login with the number, and
 * the ticket cookie of the send that made the code. Their holders have allowances of their own,
 * so others' sends and wrong guesses cannot use them up.
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
  /** The request's device cookie (`DEVICE_COOKIE`), as sent. */
  device?: string;
  /** The request's OTP ticket cookie (`OTP_TICKET_COOKIE`), as sent. */
  ticket?: string;
}

/** A stored lead the OTP is for: its id and per-lead secret (the `X-Lead-Token` of the lead). */
export interface LeadProof {
  id: number;
  token: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the request proves a lead stored for this number in the last day: its per-lead secret
 * matches, and the lead was not over its client's per-IP limit (leads flagged `throttled` may be
 * a flood). Such an OTP may use the reserved share of the SMS budget (up to 90 %).
 */
async function provesLead(
  db: Database,
  phone: Phone,
  proof: LeadProof | undefined,
  now: Date,
): Promise<boolean> {
  if (!proof) return false;
  const [lead] = await db
    .select({
      mobile: leads.MobileNoData,
      countryCode: leads.countryCode,
      throttled: leads.throttled,
      tokenHash: leads.surveyTokenHash,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.id, proof.id))
    .limit(1);
  return (
    lead !== undefined &&
    lead.mobile === phone.mobile &&
    lead.countryCode === phone.countryCode &&
    !lead.throttled &&
    lead.createdAt.getTime() > now.getTime() - DAY_MS &&
    lead.tokenHash !== null &&
    sameDigest(sha256Hex(proof.token), lead.tokenHash)
  );
}

/** What a send answers: the envelope's data, and the ticket cookie's value for the route. */
export type OtpSendResult = OtpSent & { ticket: string };

/** A limit a send needs room in: counted only when the SMS goes out. */
interface Gate {
  rule: LimitRule;
  key: string;
  /** The 429's text, given the wait in seconds. */
  message: (seconds: number) => ErrorText;
}

/**
 * The 429 for a request over any of the gates, or undefined; counts nothing. The request cannot
 * go out before every full gate has opened again, so the longest wait is the one it is told
 * (with its text).
 */
async function refusalOf(db: Database, gates: Gate[], now: Date): Promise<AppError | undefined> {
  let longest: { gate: Gate; state: LimitState } | undefined;
  const states = await peekMany(db, gates, now);
  for (const [i, gate] of gates.entries()) {
    const state = states[i] as LimitState;
    if (state.consumed < gate.rule.points) continue;
    if (!longest || state.msBeforeNext > longest.state.msBeforeNext) longest = { gate, state };
  }
  if (!longest) return undefined;
  const { gate, state } = longest;
  return tooManyRequests(state, gate.message(retryAfterSeconds(state)));
}

/** The wait a 429 tells, in seconds (0 for any other error). */
function waitOf(error: unknown): number {
  if (!(error instanceof AppError) || error.status !== 429) return 0;
  return Number(error.headers?.["Retry-After"] ?? 0);
}

/**
 * Sends a new code to the number, or throws a 400/429/503 AppError.
 *
 * Every limit counts SMS sent, never requests: a refused request uses up nothing, so neither
 * someone's sends to one number nor a neighbour's refused requests behind the same carrier NAT
 * address hold back a patient asking for a code for another number. The number's own limits
 * (resend gap, 3 per 10 minutes, 5 an hour, 10 a day) handle repeated sends to one number; the
 * per-address, per-network, per-series and per-country caps and the budget bound the rest.
 *
 * Refusals write nothing: every limit is read first, and a request refused by any of them
 * answers 429 before a row is written (so a stranger spraying numbers grows no table). Only then
 * is each counted with a conditional atomic upsert (`take`); when a concurrent request took the
 * last room in between, the ones already counted are handed back.
 *
 * A device that logged in with the number before has its own per-number limits and skips the
 * per-address, per-network and per-series caps (it can only ever reach the numbers it logged in
 * with).
 */
export async function sendOtp(
  deps: OtpDeps,
  request: Phone & OtpClient & { lead?: LeadProof; locale?: Locale },
): Promise<OtpSendResult> {
  const { db, now, sms } = deps;
  if (!allowedCountries().has(request.countryCode)) {
    throw new AppError(400, [authText("countryNotAllowed")]);
  }
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, request.countryCode, request.mobile);
  const rules = otpRules();
  const tooMany = (s: number) => authText("tooManyOtps", { minutes: minutes(s) });
  const device = deviceOf(request.device, phoneKey);
  // The number's limits: shared by everyone without a device cookie (so strangers together
  // cause at most 5 SMS an hour to it), and a set of its own for each device of the patient's.
  const numberKey = device ? `${phoneKey}:device:${device}` : phoneKey;
  const network = request.network ?? request.ip;
  // SMS pumping walks through a block of numbers (an operator's series).
  const series = `${request.countryCode}:${request.mobile.slice(0, OTP_POLICY.seriesDigits)}`;

  const gates: Gate[] = [
    // One atomic bucket per number, so at most one send per 30 s, whichever instance serves it.
    { rule: rules.gap, key: numberKey, message: (s) => authText("resendTooSoon", { seconds: s }) },
    { rule: rules.send10m, key: numberKey, message: tooMany },
    { rule: rules.send1h, key: numberKey, message: tooMany },
    { rule: rules.send1d, key: numberKey, message: tooMany },
  ];
  if (!device) {
    gates.push(
      { rule: rules.sendIp, key: request.ip, message: tooMany },
      { rule: rules.sendNetwork, key: network, message: tooMany },
      { rule: rules.sendPrefix, key: series, message: tooMany },
    );
  }
  if (request.countryCode !== homeCountry()) {
    gates.push({
      rule: rules.sendCountry,
      key: request.countryCode,
      message: () => authText("smsBudget"),
    });
  }
  const requester: BudgetRequester = device
    ? { kind: "device" }
    : (await provesLead(db, request, request.lead, now))
      ? { kind: "lead", client: request.ip }
      : { kind: "anyone", client: request.ip, network, series };
  // Over the number's or the address's limits and the budget's at once: the longer wait, so that
  // the answer depends on the number's own state only when that is what holds the request back.
  const overLimits = await refusalOf(db, gates, now);
  let plan: Awaited<ReturnType<typeof planSmsSpend>>;
  try {
    plan = await planSmsSpend(db, now, requester);
  } catch (error) {
    throw overLimits && waitOf(overLimits) > waitOf(error) ? overLimits : error;
  }
  if (overLimits) throw overLimits;

  const granted: Gate[] = [];
  try {
    for (const gate of gates) {
      const state = await take(db, gate.rule, gate.key, now);
      if (!state.allowed) throw tooManyRequests(state, gate.message(retryAfterSeconds(state)));
      granted.push(gate);
    }
    await spendSmsBudget(db, now, requester, plan);
  } catch (error) {
    for (const gate of granted) await giveBack(db, gate.rule, gate.key, now);
    throw error;
  }

  const code = generateCode();
  const [row] = await db
    .insert(otpCodes)
    .values({
      phoneKey,
      codeHash: codeHashOf(secret, phoneKey, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
    })
    .returning({ id: otpCodes.id });
  if (!row) throw new Error("otp code insert returned nothing");

  try {
    await sms.send({
      to: `+${request.countryCode}${request.mobile}`,
      // In the language of the page the form is on (its `locale` header).
      text: otpSmsText(code, siteConfig.brand, request.locale),
      otp: code,
    });
  } catch (error) {
    const detail = error instanceof SmsDeliveryError ? error.detail : String(error);
    logger.warn(
      { event: "sms.failed", provider: sms.provider, to: maskMobile(request.mobile), detail },
      "OTP SMS not sent",
    );
    throw new AppError(503, [authText("smsFailed")]);
  }
  logger.info({ event: "otp.sent", provider: sms.provider, to: maskMobile(request.mobile) });
  return {
    expiresIn: OTP_POLICY.ttlMs / 1000,
    resendAfter: OTP_POLICY.resendGapMs / 1000,
    length: OTP_POLICY.length,
    ticket: otpTicket(row.id, now, phoneKey),
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
 * Checks a code for the number and uses it up; the number's other codes are void from then on
 * (the patient is in). Throws 400 with the spec's 'Please enter valid OTP' (or an expired /
 * locked message), or 429 when the client made too many checks.
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
    .returning({ id: otpCodes.id, phoneKey: otpCodes.phoneKey });
  if (!used) throw otpUsedError();
  await deps.db
    .update(otpCodes)
    .set({ supersededAt: match.at })
    .where(
      and(
        eq(otpCodes.phoneKey, used.phoneKey),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.supersededAt),
      ),
    );
}

/** Whose checks a check is: a proof's own allowance, or the client's and everyone's. */
type Checker = { kind: "proof"; key: string } | { kind: "anyone" };

function checkerOf(input: OtpClient, phoneKey: string, now: Date): Checker {
  const device = deviceOf(input.device, phoneKey);
  if (device) return { kind: "proof", key: `device:${device}` };
  const ticket = ticketOf(input.ticket, phoneKey, now);
  if (ticket !== undefined) return { kind: "proof", key: `ticket:${ticket}` };
  return { kind: "anyone" };
}

/**
 * The check of `verifyOtp` without using the code up: the requester's limits, the comparison
 * with every live code of the number. The caller must then use the code up with
 * `consumeOtpStatement` (single use), in the same statement or transaction as whatever the code
 * protects. Throws as `verifyOtp`.
 *
 * Checks are counted per requester, never per number, so a stranger's guesses cannot lock the
 * patient out:
 * - with a device cookie of this number, or the ticket of a send to it: 5 checks per code of
 *   that device or ticket, nobody else's;
 * - anyone else: 100 checks an hour per client (OTP_IP_VERIFY_LIMIT), 5 per code per client,
 *   and 30 per code from all of them together, so a guesser gets at most 30 tries of one in a
 *   million per code.
 */
export async function checkOtp(
  deps: OtpDeps,
  input: Phone & OtpClient & { code: string },
): Promise<OtpMatch> {
  const { db, now } = deps;
  const secret = otpSecret();
  const phoneKey = phoneKeyOf(secret, input.countryCode, input.mobile);
  const rules = otpRules();
  const checker = checkerOf(input, phoneKey, now);

  if (checker.kind === "anyone") {
    const ipState = await consume(db, rules.checkIp, input.ip, now);
    if (!ipState.allowed) {
      throw tooManyRequests(
        ipState,
        authText("tooManyChecks", { minutes: minutes(retryAfterSeconds(ipState)) }),
      );
    }
  }
  const fail = (message: ErrorText): never => {
    throw new AppError(400, [message]);
  };

  const live = await db
    .select({ id: otpCodes.id, attempts: otpCodes.attempts, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phoneKey, phoneKey),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.supersededAt),
        sql`${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(OTP_POLICY.liveCodes);
  const newest = live[0];
  if (!newest) {
    // Say 'expired' when the number's latest code simply ran out of time.
    const [latest] = await db
      .select({ consumedAt: otpCodes.consumedAt, supersededAt: otpCodes.supersededAt })
      .from(otpCodes)
      .where(eq(otpCodes.phoneKey, phoneKey))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const expired = latest && !latest.consumedAt && !latest.supersededAt;
    return fail(expired ? authText("otpExpired") : invalidOtp());
  }

  // This requester's checks of the newest code: one atomic bucket, so concurrent guesses on
  // several instances never get more than 5 comparisons.
  const requesterKey = checker.kind === "proof" ? checker.key : `ip:${input.ip}`;
  const mine = await consume(db, rules.codeClient, `${newest.id}:${requesterKey}`, now);
  if (!mine.allowed) return fail(authText("otpLocked"));

  let candidates: { id: number; codeHash: string }[] = live;
  if (checker.kind === "anyone") {
    // One of each live code's shared checks, reserved in one statement before comparing.
    candidates = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            otpCodes.id,
            live.map((c) => c.id),
          ),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.supersededAt),
          sql`${otpCodes.attempts} < ${OTP_POLICY.maxChecksPerCodeTotal}`,
          sql`${otpCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
    if (candidates.length === 0) {
      const outOfChecks = live.some((c) => c.attempts >= OTP_POLICY.maxChecksPerCodeTotal);
      return fail(outOfChecks ? authText("otpLocked") : invalidOtp());
    }
  }

  const presented = codeHashOf(secret, phoneKey, input.code);
  // Every candidate is compared (constant time each), so the time says nothing about which.
  let match: number | undefined;
  for (const candidate of candidates) {
    if (sameDigest(presented, candidate.codeHash) && match === undefined) match = candidate.id;
  }
  if (match === undefined) return fail(invalidOtp());
  return { codeId: match, at: now };
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
