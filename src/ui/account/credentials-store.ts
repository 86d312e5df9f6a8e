"use client";

import { useSyncExternalStore } from "react";
import {
  CREDENTIALS_COOKIE,
  type Credentials,
  cookieValue,
  decodeCredentials,
} from "@/src/lib/auth/credentials";

/**
 * The logged-in user as the browser sees it: the credentials cookie (AU-15), read on the
 * client so that public HTML stays the same for everyone and cacheable.
 */
const EVENT = "vaidya:credentials";

let lastRaw: string | undefined;
let lastValue: Credentials | null = null;

export function readCredentials(): Credentials | null {
  if (typeof document === "undefined") return null;
  const raw = cookieValue(document.cookie, CREDENTIALS_COOKIE);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = decodeCredentials(raw);
  }
  return lastValue;
}

/** AU-18: a logged-in user is one whose credentials cookie is present and valid. */
export function isLoggedIn(): boolean {
  return readCredentials() !== null;
}

/** Tell every subscriber that the cookie changed (after login, update, logout). */
export function notifyCredentialsChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Drops the readable credentials cookie (the httpOnly session cookie is cleared by the server). */
export function clearCredentialsCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older Android browsers we serve
  document.cookie = `${CREDENTIALS_COOKIE}=; path=/; max-age=0; samesite=lax`;
  notifyCredentialsChanged();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The current credentials; null on the server and for visitors. */
export function useCredentials(): Credentials | null {
  return useSyncExternalStore(subscribe, readCredentials, () => null);
}
