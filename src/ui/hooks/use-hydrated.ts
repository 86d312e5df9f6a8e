"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * False in the server render and during hydration, true soon after, set in a transition: what a
 * page renders only in the browser (a form that reads the visit's storage) is then rendered in
 * slices that let the phone answer a tap in between, not in one long task the way a
 * `useSyncExternalStore` whose browser value differs from the server's is (bench/RESULTS.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
