"use client";

import { useEffect } from "react";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Sets the `visitorid` cookie (1 year) in the browser when absent. Public HTML never carries a
 * Set-Cookie, so that shared caches can serve it (DESIGN §4, §9).
 */
export function VisitorCookie() {
  useEffect(() => {
    if (/(?:^|;\s*)visitorid=/.test(document.cookie)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older Android browsers we serve
    document.cookie = `visitorid=${crypto.randomUUID()}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }, []);
  return null;
}
