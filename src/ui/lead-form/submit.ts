"use client";

import type { Envelope } from "@/src/lib/api/contracts/envelope";
import { toCrmPayload, type CrmSource } from "@/src/lib/lead/crm-payload";
import { productApiHeaders } from "@/src/ui/api-client";
import { randomId } from "@/src/ui/visitor-id";

export const WEBLEADCREATE_PATH = "/lead/v1/admin/webleadcreate";
export const CREATELEADCRM_PATH = "/api/lead/createleadcrm";

export type SubmitResult =
  | { ok: true; id: number; surveyToken: string }
  | { ok: false; status?: number; error: unknown };

const RETRY_STATUSES = new Set([502, 503, 504]);

/** Each attempt gives up after this long: a stalled 4G connection otherwise hangs for minutes. */
export const SUBMIT_ATTEMPT_TIMEOUT_MS = 15_000;

/** AbortSignal.timeout, or its equivalent on browsers without it (Chrome < 103). */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("signal timed out", "TimeoutError")), ms);
  return controller.signal;
}

export interface RetryOptions {
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
}

export type PostResult<T> = { ok: true; value: T } | { ok: false; status?: number; error: unknown };

/** What came back, which may not be a whole envelope (a proxy's JSON, a cut-off answer). */
type MaybeEnvelope = Partial<Envelope<Record<string, unknown>[] | undefined>>;

/**
 * POSTs `payload` as JSON with one Idempotency-Key for all its attempts. Network failures,
 * attempts that time out (15 s each) and a gateway's 502-504 are retried a few times with the
 * same key, so a flaky connection neither loses the record nor makes two. Success is
 * status.code 200 with a first data item that `accept` takes (spec §7); any other answer is
 * returned as it came.
 */
export async function postIdempotent<T>(
  path: string,
  payload: unknown,
  accept: (item: Record<string, unknown> | undefined) => T | undefined,
  options: RetryOptions = {},
): Promise<PostResult<T>> {
  const retries = options.retries ?? 3;
  const backoff = options.backoffMs ?? 600;
  const timeoutMs = options.timeoutMs ?? SUBMIT_ATTEMPT_TIMEOUT_MS;
  const key = randomId();
  let last: PostResult<T> = { ok: false, error: new Error("not sent") };
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, backoff * 2 ** (attempt - 1)));
    try {
      const response = await fetch(path, {
        method: "POST",
        headers: productApiHeaders({ "idempotency-key": key }),
        body: JSON.stringify(payload),
        credentials: "same-origin",
        cache: "no-store",
        // Covers the answer's body too: a timeout there is a network error like any other.
        signal: timeoutSignal(timeoutMs),
      });
      // An answer that is not JSON (a proxy's error page) is an answer; a body cut off by the
      // timeout or the network is a network error, retried below.
      const body = (await response.json().catch((error: unknown) => {
        if (error instanceof SyntaxError) return null;
        throw error;
      })) as MaybeEnvelope | null;
      const value = String(body?.status?.code) === "200" ? accept(body?.data?.[0]) : undefined;
      if (value !== undefined) return { ok: true, value };
      last = { ok: false, status: response.status, error: body };
      if (!RETRY_STATUSES.has(response.status)) return last;
    } catch (error) {
      last = { ok: false, error };
    }
  }
  return last;
}

/** POST /lead/v1/admin/webleadcreate (postIdempotent): the lead's id and per-lead secret. */
export async function submitLead(
  payload: Record<string, unknown>,
  options: RetryOptions = {},
): Promise<SubmitResult> {
  const result = await postIdempotent(
    WEBLEADCREATE_PATH,
    payload,
    (lead) =>
      typeof lead?.Id === "number"
        ? { id: lead.Id, surveyToken: typeof lead.surveyToken === "string" ? lead.surveyToken : "" }
        : undefined,
    options,
  );
  return result.ok ? { ok: true, ...result.value } : result;
}

/**
 * POST /api/lead/createleadcrm?leadId= with the spec §7 payload, fired without waiting; its
 * result is ignored and its failure swallowed (spec §8). `keepalive` lets it finish while the
 * page moves on to /thankyou.
 */
export function fireCreateLeadCrm(id: number, token: string, lead: CrmSource): void {
  try {
    void fetch(`${CREATELEADCRM_PATH}?leadId=${id}`, {
      method: "POST",
      keepalive: true,
      headers: productApiHeaders({ "x-lead-token": token }),
      body: JSON.stringify(toCrmPayload(lead)),
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // swallowed: the outbox delivers the lead even when this call never arrives
  }
}

export const LEAD_PHOTO_PATH = "/api/lead/photo";

/**
 * Sends the selfie of a stored lead (issue 14 item 5), only ever called with the patient's
 * consent; retried like the lead itself. A failure is logged as a warning: the lead is in.
 */
export async function sendLeadPhoto(id: number, token: string, photo: string): Promise<void> {
  const result = await postIdempotent(
    LEAD_PHOTO_PATH,
    { leadId: id, token, photo, consent: true },
    (item) => item,
    { retries: 2 },
  );
  if (!result.ok) console.warn("selfie not stored", result.status ?? "network");
}
