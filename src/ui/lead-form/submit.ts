"use client";

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

/**
 * POST /lead/v1/admin/webleadcreate. Network failures, attempts that time out (15 s each) and a
 * gateway's 502-504 are retried a few times with the same Idempotency-Key, so a flaky
 * connection neither loses the lead nor makes two. Success is status.code 200 with data[0].Id
 * (spec §7).
 */
export async function submitLead(
  payload: Record<string, unknown>,
  options: { retries?: number; backoffMs?: number; timeoutMs?: number } = {},
): Promise<SubmitResult> {
  const retries = options.retries ?? 3;
  const backoff = options.backoffMs ?? 600;
  const timeoutMs = options.timeoutMs ?? SUBMIT_ATTEMPT_TIMEOUT_MS;
  const key = randomId();
  let last: SubmitResult = { ok: false, error: new Error("not sent") };
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, backoff * 2 ** (attempt - 1)));
    try {
      const response = await fetch(WEBLEADCREATE_PATH, {
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
      })) as {
        status?: { code?: number | string };
        data?: { Id?: number; surveyToken?: string }[];
      } | null;
      const lead = body?.data?.[0];
      if (String(body?.status?.code) === "200" && typeof lead?.Id === "number") {
        return { ok: true, id: lead.Id, surveyToken: lead.surveyToken ?? "" };
      }
      last = { ok: false, status: response.status, error: body };
      if (!RETRY_STATUSES.has(response.status)) return last;
    } catch (error) {
      last = { ok: false, error };
    }
  }
  return last;
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
