"use client";

import type { Envelope } from "@/src/lib/api/contracts/envelope";
import { readCredentials } from "@/src/ui/account/credentials-store";
import { currentCity } from "@/src/ui/account/selected-city";
import { ensureVisitorId } from "@/src/ui/visitor-id";

/**
 * `apiFetch`: the browser's one helper for the product API (AP-1 to AP-4). Every call carries
 * `applicationtype: website`, a JSON content type and `visitorid` from the cookie (created when
 * missing), and `cityid` of the selected city when the user is logged in. The session travels in
 * the httpOnly cookie (same origin). Answers are the API envelope {status, data, error}.
 */
export type ApiEnvelope<T> = Envelope<T>;

/** The headers (AP-1 to AP-4) for the current visitor. */
export function productApiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    applicationtype: "website",
    "content-type": "application/json",
    visitorid: ensureVisitorId(),
    ...extra,
  };
  const credentials = readCredentials();
  if (credentials) {
    const city = currentCity(credentials);
    if (city) headers.cityid = String(city.cityid);
  }
  return headers;
}

/**
 * Calls the product API and answers its envelope, whatever the status code. Throws only when
 * there is no envelope (network failure, a proxy's HTML error page): that is the callers' catch.
 */
export async function apiFetch<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<ApiEnvelope<T>> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: productApiHeaders(init.headers),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
    cache: "no-store",
    signal: init.signal,
  });
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body || typeof body !== "object" || !body.status) throw new Error("not an API envelope");
  return body;
}

/** ER-5, ER-6: the first item of error[], else status.message, else the fallback. */
export function envelopeMessage(
  envelope: ApiEnvelope<unknown> | undefined,
  fallback: string,
): string {
  return envelope?.error?.[0] || envelope?.status?.message || fallback;
}
