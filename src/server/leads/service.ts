import "server-only";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { isConnectFailure, isDatabaseUnavailable } from "@/src/db/errors";
import { deleteInBatches } from "@/src/db/prune";
import { consentLedger, crmOutbox, leadIdempotencyKeys, leads } from "@/src/db/schema";
import { mergeCrmPayload, toCrmPayload } from "@/src/lib/lead/crm-payload";
import type { LeadRequest } from "@/src/lib/lead/schema";
import { storedLeadTier } from "@/src/lib/lead/stored-tier";
import { pageTypeEntry } from "@/src/lib/page-registry";
import type { SurveyInput } from "@/src/lib/lead/survey";
import { AppError, type ErrorText } from "@/src/server/http/errors";
import { apiText } from "@/src/server/http/messages";
import { logger, maskMobile } from "@/src/server/log";
import { consumeOtpStatement, type OtpMatch, otpUsedError } from "@/src/server/otp";
import { formLedgerRows } from "@/src/server/privacy/consents";
import {
  consumeStatement,
  type LimitRule,
  limitState,
  retryAfterSeconds,
  tooManyRequests,
} from "@/src/server/ratelimit";
import { leadTokenFor, newLeadToken, requestHash, tokenMatches } from "./tokens";

export interface CreateLeadMeta {
  /** Client IP read from the request (never from the browser's payload). */
  ip?: string;
  userAgent?: string;
  visitorId?: string;
  /** The `Idempotency-Key` header, already checked for shape. */
  idempotencyKey?: string;
  /** The request carried an OTP that the OTP service accepted for this number. */
  mobileVerified?: boolean;
  /**
   * The checked, not yet used OTP of this lead (checkOtp): the same statement uses it up, so the
   * code is spent only when the lead is stored, and a concurrent retry finds the lead once the
   * code is gone. Implies `mobileVerified`.
   */
  otp?: OtpMatch;
  /** The client IP was over the per-IP soft limit: store and deliver, but flag the lead. */
  throttled?: boolean;
  /** The consent version to store when the form did not send one. */
  defaultConsentVersion: string;
  /** How long the outbox waits for the browser's createleadcrm call before delivering. */
  crmGraceMs: number;
  /**
   * The client's per-IP bucket, counted in the same statement that stores the lead (no OTP):
   * only when no earlier request with the Idempotency-Key made the lead; over `rule.points` (the
   * hard ceiling) nothing is stored and the answer is 429; over `soft` the lead is `throttled`.
   */
  limit?: {
    rule: LimitRule;
    key: string;
    soft: number;
    message: (retryAfterSeconds: number) => ErrorText;
  };
  now?: Date;
}

export interface CreatedLead {
  id: number;
  /** Per-lead secret for the quick survey and the createleadcrm call; only its hash is kept. */
  surveyToken: string;
  /** True when an earlier request with the same Idempotency-Key made this lead. */
  replayed: boolean;
}

/** The answer to a wrong lead id or secret (the same for both: a lead id is guessable). */
export const leadNotFound = () => new AppError(404, [apiText("leadNotFound")]);

type LeadInsert = typeof leads.$inferInsert;

/** The stored row: every lead field (LF-2) with its defaults, plus the server's own columns. */
function toLeadRow(input: LeadRequest, meta: CreateLeadMeta, tokenHash: string, now: Date) {
  const {
    formRequirements: _requirements,
    attribution,
    consentVersion,
    ip: _browserIp,
    otp: _otp,
    consents,
    ...fields
  } = input;
  return {
    ...fields,
    NameData: fields.NameData ?? "",
    // Server-controlled: never the client's values as sent. No captcha runs, so
    // the score is the spec's default; a stored lead is active; the tier is recomputed.
    IsActiveData: 1,
    LeadTier: storedLeadTier(fields),
    captchascore: 0,
    pilesSeverityScore: fields.pilesSeverityScore ?? 0,
    ip: meta.ip,
    attribution: attribution
      ? (Object.fromEntries(
          Object.entries(attribution).filter(([, v]) => v !== undefined),
        ) as Record<string, string>)
      : {},
    visitorId: meta.visitorId,
    mobileVerified: (meta.mobileVerified ?? false) || meta.otp !== undefined,
    throttled: meta.throttled ?? false,
    userAgent: meta.userAgent?.slice(0, 500),
    consentVersion: consentVersion ?? meta.defaultConsentVersion,
    consentAt: now,
    createdAt: now,
    surveyTokenHash: tokenHash,
    // Consent per purpose: "call" is the form's own; the optional ticks only when ticked.
    consentCall: true,
    consentWhatsapp: consents?.whatsapp === true,
    consentMarketing: consents?.marketing === true,
    // The one confirmation SMS, sent by the worker unless the patient stops contact first.
    confirmationSms: "pending",
  } satisfies LeadInsert;
}

/**
 * The consent ledger's rows of a new lead (one per purpose given on the form), inserted by the
 * statement that stores the lead, so a lead never exists without its consent record.
 */
function consentLedgerInsert(row: ReturnType<typeof toLeadRow>, at: SQL): SQL {
  const rows = formLedgerRows(
    { call: row.consentCall, whatsapp: row.consentWhatsapp, marketing: row.consentMarketing },
    row.countryCode ?? "91",
    row.MobileNoData,
    row.consentVersion,
  );
  const values = sql.join(
    rows.map(
      (r) => sql`(${r.phoneKey}, ${r.purpose}, ${r.action}, ${r.noticeVersion}, ${r.channel})`,
    ),
    sql`, `,
  );
  return sql`insert into ${consentLedger} (lead_id, phone_key, purpose, action, notice_version, channel, at)
    select lead.id, v.phone_key, v.purpose, v.action, v.notice_version, v.channel, ${at}
    from lead, (values ${values}) as v(phone_key, purpose, action, notice_version, channel)`;
}

/** The lead an earlier request with this key made, or a 422 when the body differs. */
export async function findReplay(
  db: Database,
  key: string,
  hash: string,
): Promise<CreatedLead | undefined> {
  const [existing] = await db
    .select({ leadId: leadIdempotencyKeys.leadId, requestHash: leadIdempotencyKeys.requestHash })
    .from(leadIdempotencyKeys)
    .where(eq(leadIdempotencyKeys.key, key));
  if (!existing) return undefined;
  if (existing.requestHash !== hash) throw new AppError(422, [apiText("idempotencyKeyReused")]);
  // Logged, because the first request may have committed the lead and died before its
  // "lead created" line (a SIGKILL between the two): then this line is the only one naming it.
  logger.info({ leadId: existing.leadId, event: "lead.replayed" }, "lead replayed");
  // The first answer may never have reached the browser: answer the same secret again (it is
  // derived from the key and the body), so that a replay never cancels the first browser's.
  return { id: existing.leadId, surveyToken: leadTokenFor(key, hash).token, replayed: true };
}

const leadColumns = getTableColumns(leads);

/**
 * `$n::type` parameters for the row's columns, encoded as the column does (jsonb, dates);
 * `expressions` give some columns SQL instead of a value.
 */
function columnsAndValues(row: Record<string, unknown>, expressions: Record<string, SQL> = {}) {
  const entries = Object.entries(row).filter(([, v]) => v !== undefined);
  const column = (key: string) => {
    const col = leadColumns[key as keyof typeof leadColumns];
    if (!col) throw new Error(`unknown lead column ${key}`);
    return col;
  };
  return {
    columns: sql.join(
      entries.map(([key]) => sql.identifier(column(key).name)),
      sql`, `,
    ),
    values: sql.join(
      entries.map(([key, value]) =>
        expressions[key]
          ? expressions[key]
          : sql`${sql.param(value, column(key))}::${sql.raw(column(key).getSQLType())}`,
      ),
      sql`, `,
    ),
  };
}

/**
 * The page type as the "lead created" line logs it: a name from the page-type registry, never
 * the client's text. `PageTypeData` is whatever the request says (up to 50 characters: a
 * patient's name, right-to-left overrides that turn a log line round on screen), and logs are
 * read by people and kept longer than leads.
 */
function pageTypeForLog(pageType: string | undefined): string {
  if (pageType === undefined) return "none";
  return pageTypeEntry(pageType)?.pageType ?? "other";
}

/**
 * A keyless lead whose statement's connection failed while it ran (a PostgreSQL restart: the
 * COMMIT may have happened, its answer lost) has an unknown outcome, and a 503 would make the
 * client's retry a second lead. Its per-lead secret is random, so its hash finds that attempt's
 * row and no other: it is looked up, the database given up to UNSETTLED_WAIT_MS to come back.
 */
export const UNSETTLED_WAIT_MS = 5_000;
const UNSETTLED_POLL_MS = 250;

/** The row of the attempt whose secret hashes to `tokenHash`; null when certainly absent. */
async function storedAttempt(
  db: Database,
  tokenHash: string,
  createdAt: Date,
): Promise<{ id: number; throttled: boolean } | null> {
  // created_at (the server's own timestamp of the attempt) is indexed; the secret picks the row.
  const result = (await db.execute(sql`select ${leads.id} as id, ${leads.throttled} as throttled
    from ${leads}
    where ${leads.createdAt} = ${createdAt.toISOString()}::timestamptz
      and ${leads.surveyTokenHash} = ${tokenHash}`)) as unknown as {
    rows: { id: number | string; throttled: boolean }[];
  };
  const [row] = result.rows;
  return row ? { id: Number(row.id), throttled: row.throttled === true } : null;
}

/**
 * Looks the attempt up until the database answers or `waitMs` has passed: its row, or null
 * (absent when the lookup ran, unknown when the database stayed away).
 */
async function settleUnknownOutcome(
  db: Database,
  tokenHash: string,
  createdAt: Date,
  waitMs = UNSETTLED_WAIT_MS,
): Promise<{ id: number; throttled: boolean } | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await storedAttempt(db, tokenHash, createdAt);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, UNSETTLED_POLL_MS));
    }
  }
}

/**
 * Keyless attempts answered 503 whose row may yet exist (the lookup could not run, or ran while
 * a cut-off connection's statement might still commit), by the request's hash: a retry of the
 * same body looks that row up before storing anything (`findUnsettledReplay`). In this
 * instance's memory: bounded in number and age, and empty unless the database failed mid-lead.
 */
interface UnsettledAttempt {
  token: string;
  tokenHash: string;
  createdAt: Date;
}
const UNSETTLED_MAX = 1_000;
const UNSETTLED_TTL_MS = 15 * 60_000;
const unsettled = new Map<string, UnsettledAttempt>();

function rememberUnsettled(input: LeadRequest, attempt: UnsettledAttempt): void {
  const hash = requestHash(input);
  unsettled.delete(hash);
  unsettled.set(hash, attempt);
  // Oldest first (insertion order): the map never grows past its bound.
  for (const [oldest] of unsettled) {
    if (unsettled.size <= UNSETTLED_MAX) break;
    unsettled.delete(oldest);
  }
}

/**
 * The lead an earlier keyless attempt with the same body stored although it was answered 503
 * (its outcome unknown then): answered as a replay with that attempt's secret. Undefined when
 * there was no such attempt or its row is absent (then it is forgotten and the lead is stored).
 */
export async function findUnsettledReplay(
  db: Database,
  input: LeadRequest,
  now: Date = new Date(),
): Promise<CreatedLead | undefined> {
  if (unsettled.size === 0) return undefined;
  const hash = requestHash(input);
  const attempt = unsettled.get(hash);
  if (!attempt) return undefined;
  if (now.getTime() - attempt.createdAt.getTime() > UNSETTLED_TTL_MS) {
    unsettled.delete(hash);
    return undefined;
  }
  const stored = await storedAttempt(db, attempt.tokenHash, attempt.createdAt);
  unsettled.delete(hash);
  if (!stored) return undefined;
  logger.warn(
    { leadId: stored.id, event: "lead.unsettled-replayed" },
    "a retry of a lead answered 503 found it stored: answered with its id",
  );
  return { id: stored.id, surveyToken: attempt.token, replayed: true };
}

/**
 * Stores a validated lead and its CRM outbox entry atomically, before the caller answers: one
 * SQL statement whose data-modifying CTEs take an id, claim the Idempotency-Key, insert the lead
 * and its outbox row (one round trip instead of a transaction's five). With a key, the lead is
 * only inserted when the key was claimed: a concurrent retry waits on the key's primary key,
 * inserts nothing and then finds the first lead; the same key with another body gets a 422.
 *
 * With `meta.limit` the same statement first looks the key up (an earlier request's lead is
 * answered as a replay, without counting a hit) and counts the client's hit, so that a lead
 * without an OTP costs one round trip in all.
 */
export async function createLead(
  db: Database,
  input: LeadRequest,
  meta: CreateLeadMeta,
): Promise<CreatedLead> {
  const key = meta.idempotencyKey;
  const hash = key ? requestHash(input) : "";
  const now = meta.now ?? new Date();
  const { token, hash: tokenHash } = key ? leadTokenFor(key, hash) : newLeadToken();
  const row = toLeadRow(input, meta, tokenHash, now);
  const limit = meta.otp ? undefined : meta.limit;
  const { columns, values } = columnsAndValues(
    row,
    limit ? { throttled: sql`coalesce((select points from hit) > ${limit.soft}, false)` } : {},
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = sql`${new Date(now.getTime() + meta.crmGraceMs).toISOString()}::timestamptz`;
  const source = key ? sql`claimed` : sql`new_id`;
  const nextId = sql`select nextval(pg_get_serial_sequence('leads', 'id')) as id`;
  // The first CTEs: with an OTP, the lead exists only if this statement used the code up (single
  // use); with a limit, only if no earlier request made it and the client is under the ceiling.
  const start = meta.otp
    ? sql`otp_used as (${consumeOtpStatement(meta.otp)}), new_id as (${nextId} from otp_used)`
    : limit
      ? sql`existing as (
            select ${leadIdempotencyKeys.leadId} as lead_id, ${leadIdempotencyKeys.requestHash} as request_hash
            from ${leadIdempotencyKeys} where ${leadIdempotencyKeys.key} = ${key ?? null}),
          hit as (${consumeStatement(limit.rule, limit.key, now, 1, sql`not exists (select 1 from existing)`)}),
          new_id as (${nextId} from hit where hit.points <= ${limit.rule.points})`
      : sql`new_id as (${nextId})`;
  const query = sql`
    with ${start}
    ${
      key
        ? sql`, claimed as (
            insert into ${leadIdempotencyKeys} (key, request_hash, lead_id, created_at)
            select ${key}, ${hash}, id, ${at} from new_id
            on conflict (key) do nothing
            returning lead_id as id)`
        : sql``
    }
    , lead as (
      insert into ${leads} (id, ${columns}) overriding system value
      select ${source}.id, ${values} from ${source}
      returning id)
    , outbox as (
      insert into ${crmOutbox} (lead_id, payload, next_attempt_at, created_at, updated_at)
      select id, ${JSON.stringify(toCrmPayload(row))}::jsonb, ${due}, ${at}, ${at} from lead)
    , ledger as (${consentLedgerInsert(row, at)})
    select (select id from lead) as id${
      limit
        ? sql`, (select lead_id from existing) as existing_id,
            (select points from hit) as points, (select expire from hit) as expire`
        : sql``
    }`;
  type Row = {
    id: number | string | null;
    existing_id?: number | string | null;
    points?: number | string | null;
    expire?: Date | string | null;
    throttled?: boolean;
  };
  let result: { rows: Row[] };
  try {
    result = (await db.execute(query)) as unknown as { rows: Row[] };
  } catch (error) {
    // With a key a retry finds its lead (the key's row is written by the same statement).
    // Without one, "503, retry" is only honest when the lead is certainly not stored.
    if (key || !isDatabaseUnavailable(error) || isConnectFailure(error)) throw error;
    const stored = await settleUnknownOutcome(db, tokenHash, now);
    if (!stored) {
      rememberUnsettled(input, { token, tokenHash, createdAt: now });
      throw error;
    }
    logger.warn(
      { leadId: stored.id, event: "lead.commit-confirmed" },
      "lead stored although its connection failed: answered with its id",
    );
    result = { rows: [stored] };
  }
  const inserted = result.rows[0];
  if (!inserted?.id) {
    // Over the client's ceiling: nothing stored, 429 + Retry-After.
    if (limit && inserted?.points != null && Number(inserted.points) > limit.rule.points) {
      const state = limitState(limit.rule, Number(inserted.points), inserted.expire ?? null, now);
      throw tooManyRequests(state, limit.message(retryAfterSeconds(state)));
    }
    // An earlier request with the key made the lead, or the key was claimed by a concurrent
    // one (now committed): answer that lead, or 422. Or the OTP was used meanwhile: by a request
    // with this key (its lead is committed now), or by another.
    const replay = key ? await findReplay(db, key, hash) : undefined;
    if (replay) return replay;
    if (meta.otp) throw otpUsedError();
    throw new Error("lead insert returned no row");
  }
  const id = Number(inserted.id);
  const throttled =
    inserted.throttled ?? (limit ? Number(inserted.points) > limit.soft : (row.throttled ?? false));
  logger.info(
    {
      leadId: id,
      mobileMasked: maskMobile(row.MobileNoData),
      variant: row.leadFormVariant,
      tier: row.LeadTier,
      pageType: pageTypeForLog(row.PageTypeData),
      ...(throttled ? { throttled: true } : {}),
    },
    "lead created",
  );
  return { id, surveyToken: token, replayed: false };
}

/**
 * The browser's createleadcrm call (AP-12): merges its payload into the lead's outbox entry
 * (the stored lead stays authoritative; the browser fills blanks) and makes a pending entry due
 * now instead of after the grace period. Idempotent. Needs the lead's secret ("" when the
 * request carried none or a malformed one: 404, like a wrong one).
 */
export async function recordBrowserCrmPayload(
  db: Database,
  leadId: number,
  token: string,
  browserPayload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  if (!token) throw leadNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenHash: leads.surveyTokenHash,
        payload: crmOutbox.payload,
        status: crmOutbox.status,
        attempts: crmOutbox.attempts,
      })
      .from(crmOutbox)
      .innerJoin(leads, eq(leads.id, crmOutbox.leadId))
      .where(eq(crmOutbox.leadId, leadId))
      .for("update", { of: crmOutbox });
    if (!row || !tokenMatches(token, row.tokenHash)) throw leadNotFound();
    const dueNow =
      (row.status === "pending" || row.status === "unconfigured") && row.attempts === 0;
    await tx
      .update(crmOutbox)
      .set({
        // A payload cleared after delivery stays cleared (no new copy of the patient's data).
        ...(row.payload ? { payload: mergeCrmPayload(row.payload, browserPayload) } : {}),
        browserPayloadAt: sql`coalesce(${crmOutbox.browserPayloadAt}, ${now.toISOString()}::timestamptz)`,
        ...(dueNow
          ? {
              nextAttemptAt: sql`least(${crmOutbox.nextAttemptAt}, ${now.toISOString()}::timestamptz)`,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(crmOutbox.leadId, leadId));
  });
}

/** Saves the thank-you page's quick survey onto the lead whose secret it presents. */
export async function saveSurvey(
  db: Database,
  input: SurveyInput,
  now: Date = new Date(),
): Promise<Record<string, string>> {
  const [lead] = await db
    .select({ tokenHash: leads.surveyTokenHash })
    .from(leads)
    .where(eq(leads.id, input.leadId));
  if (!lead || !tokenMatches(input.token, lead.tokenHash)) {
    throw leadNotFound();
  }
  const { leadId, token: _token, ...answers } = input;
  const [saved] = await db
    .update(leads)
    .set({ survey: answers, surveyAt: now })
    .where(and(eq(leads.id, leadId)))
    .returning({ survey: leads.survey });
  return saved?.survey ?? answers;
}

/** Which Idempotency-Keys the periodic prune deletes (served by their created_at index). */
export function idempotencyKeysToPrune(olderThan: Date): SQL {
  return sql`${leadIdempotencyKeys.createdAt} < ${olderThan.toISOString()}::timestamptz`;
}

/** Removes Idempotency-Keys older than the retention (at least 24 h; LEAD_IDEMPOTENCY_TTL_HOURS). */
export async function pruneIdempotencyKeys(db: Database, olderThan: Date): Promise<number> {
  return deleteInBatches(
    db,
    leadIdempotencyKeys,
    leadIdempotencyKeys.key,
    idempotencyKeysToPrune(olderThan),
  );
}
