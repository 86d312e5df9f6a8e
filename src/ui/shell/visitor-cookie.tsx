"use client";

import { useEffect } from "react";
import { ensureVisitorId } from "@/src/ui/visitor-id";

/**
 * Sets the `visitorid` cookie (1 year) in the browser when absent. Public HTML never carries a
 * Set-Cookie, so that shared caches can serve it.
 */
export function VisitorCookie() {
  useEffect(() => {
    ensureVisitorId();
  }, []);
  return null;
}
