"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { routeFor } from "@/src/lib/page-registry";
import { splitLocale } from "@/src/lib/shell";
import { startTracking, track } from "@/src/ui/tracking";

/**
 * Starts the tracking delay (CN-7: the push happens after 10 s) and records a page view on
 * each navigation: its path (scrubbed of query and digits, src/lib/tracking.ts) and its page
 * type from the registry. Renders nothing.
 */
export function PageTracking() {
  const pathname = usePathname();
  useEffect(() => {
    startTracking();
  }, []);
  useEffect(() => {
    const pageType = routeFor(splitLocale(pathname).path).entry.pageType;
    track({ event: "page_view", page_path: pathname, page_type: pageType });
  }, [pathname]);
  return null;
}
