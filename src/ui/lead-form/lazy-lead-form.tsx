"use client";

import { lazy, type ReactNode, Suspense } from "react";
import type { LeadFormProps } from "./lead-form";

const LeadFormChunk = lazy(() => import("./lead-form").then((m) => ({ default: m.LeadForm })));

/**
 * The lead form on a page (not in a modal), its code loaded when it first renders: the form is
 * most of such a page's JavaScript, so the page becomes interactive without waiting for it.
 */
export function LazyLeadForm({ fallback, ...props }: LeadFormProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LeadFormChunk {...props} />
    </Suspense>
  );
}
