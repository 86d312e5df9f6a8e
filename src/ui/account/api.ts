"use client";

import type { Credentials } from "@/src/lib/auth/credentials";
import { DEFAULT_COUNTRY_CODE } from "@/src/lib/auth/validators";
import { type ApiEnvelope, apiFetch } from "@/src/ui/api-client";

/** The account calls (AP-23 to AP-37), as the modals use them. */

export interface LoginData extends Credentials {
  token: string;
}

export interface CityListItem {
  cityid: number;
  cityname: string;
  webIconPrimary: string | null;
  webIconSecondary: string | null;
  type: string;
  latitude: number;
  longitude: number;
}

/** POST /users/v1/user/signup – resend 0 for the first send, 1 for a resend. */
export function requestOtp(mobileNo: string, resend: 0 | 1): Promise<ApiEnvelope<unknown>> {
  return apiFetch("/users/v1/user/signup", {
    body: { mobileNo, resend, countryCode: DEFAULT_COUNTRY_CODE },
    // The SMS (and any error) in the page's language: <html lang> is hi-IN on Hindi pages.
    headers: { locale: document.documentElement.lang.startsWith("hi") ? "hi" : "en" },
  });
}

/** POST /users/v1/user/login */
export function login(mobileNo: string, otp: string): Promise<ApiEnvelope<LoginData>> {
  return apiFetch<LoginData>("/users/v1/user/login", {
    body: { mobileNo, countryCode: DEFAULT_COUNTRY_CODE, otp },
  });
}

/** GET /timeline/visitorid with the new token: fire and forget (AP-31). */
export function linkVisitor(token: string): void {
  apiFetch("/timeline/visitorid", { headers: { authorization: `Bearer ${token}` } }).catch(
    () => {},
  );
}

/**
 * PUT /users/v1/user/update. AP-33, AP-34: success is status.code 200, and on a network failure the
 * helper still reports success (the page reloads and shows what the server has).
 */
export async function updateProfile(patch: {
  name?: string;
  email?: string;
  cityId?: number;
}): Promise<{ ok: boolean; envelope?: ApiEnvelope<Credentials> }> {
  try {
    const envelope = await apiFetch<Credentials>("/users/v1/user/update", {
      method: "PUT",
      body: patch,
    });
    return { ok: envelope.status.code === 200, envelope };
  } catch {
    return { ok: true };
  }
}

/** GET /dmg/v1/web/citylist; a failure is an empty list, silently (ER-12). */
export async function fetchCityList(): Promise<CityListItem[]> {
  try {
    const envelope = await apiFetch<{ results: CityListItem[] }>("/dmg/v1/web/citylist");
    return envelope.status.code === 200 && Array.isArray(envelope.data?.results)
      ? envelope.data.results
      : [];
  } catch {
    return [];
  }
}

/** POST /users/v1/user/logout: revokes the session and clears both cookies. */
export async function logout(): Promise<void> {
  try {
    await apiFetch("/users/v1/user/logout", { method: "POST", body: {} });
  } catch {
    // offline: the readable cookie is still cleared by the caller
  }
}
