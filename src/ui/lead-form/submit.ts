"use client";

import type { Envelope } from "@/src/lib/api/contracts/envelope";
import { toCrmPayload, type CrmSource } from "@/src/lib/lead/crm-payload";
import { LEAD_SESSION } from "@/src/lib/lead/session";
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
 * status.code 200 with a first data item that `accept` takes (AP-10, AP-11); any other answer is
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
 * `submitLead` as a form uses it: a failure is logged with its error object (the envelope of a
 * refused lead, or the network error) and returned with `ok: false` (ER-1, ER-4). The form shows
 * its own notice; the log is for whoever reads the browser console when a patient reports it.
 */
export async function createLead(
  payload: Record<string, unknown>,
  options: RetryOptions = {},
): Promise<SubmitResult> {
  const result = await submitLead(payload, options);
  if (!result.ok) console.warn("lead create failed", result.status ?? "network", result.error);
  return result;
}

/** What happens in the browser once a lead is stored (LF-63 to LF-66, AU-36). */
export interface StoredLead {
  id: number;
  /** The per-lead secret of the create's answer. */
  surveyToken: string;
  /** The body that created the lead: createleadcrm sends it again in its own shape. */
  lead: CrmSource;
  mobile: string;
  name?: string;
}

export interface StoredLeadSteps {
  /** Runs before the form closes (the selfie upload). */
  afterStored?: (id: number, token: string) => Promise<void>;
  /** The close callback: the form resets and its owner (the modal) closes. */
  onStored: () => void;
  /** The page's success redirect, opened in a new tab. */
  successRedirection?: string;
  /** The thank-you page's URL, and how to go there (the router). */
  thankYouUrl: string;
  navigate: (url: string) => void;
}

/**
 * After a status code 200: the lead id, the mobile number and the name go into this tab's
 * session (the thank-you page reads them), createleadcrm is fired without waiting, the close
 * callback runs, the success redirect opens in a new tab and the browser goes to the thank-you
 * page. A missing sessionStorage (private mode) skips the session values only.
 */
export async function finishStoredLead(stored: StoredLead, steps: StoredLeadSteps): Promise<void> {
  try {
    sessionStorage.setItem(LEAD_SESSION.leadId, String(stored.id));
    sessionStorage.setItem(LEAD_SESSION.mobile, stored.mobile);
    if (stored.name) sessionStorage.setItem(LEAD_SESSION.name, stored.name);
    if (stored.surveyToken) sessionStorage.setItem(LEAD_SESSION.surveyToken, stored.surveyToken);
  } catch {
    // private mode without storage: the thank-you page just skips the survey
  }
  fireCreateLeadCrm(stored.id, stored.surveyToken, stored.lead);
  await steps.afterStored?.(stored.id, stored.surveyToken);
  steps.onStored();
  if (steps.successRedirection) {
    window.open(steps.successRedirection, "_blank", "noopener,noreferrer");
  }
  steps.navigate(steps.thankYouUrl);
}

/**
 * POST /api/lead/createleadcrm?leadId= with the CRM payload (AP-15), fired without waiting; its
 * result is ignored and its failure swallowed (AP-13, AP-14, ER-3). `keepalive` lets it finish while the
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
 * Sends the selfie of a stored lead (SF-1), only ever called with the patient's
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
