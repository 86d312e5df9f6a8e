"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { startTracking, track } from "@/src/ui/tracking";

/**
 * Starts the tracking delay (CN-7: the push happens after 10 s) and records a page view on
 * each navigation: its path (scrubbed of query and digits, src/lib/tracking.ts) and its page
 * type. The layout gives the page type: every route of a layout's group is of one page type
 * (scripts/generate-routes.ts), and the registry stays on the server (SH-38). Renders nothing.
 */
export function PageTracking({ pageType }: { pageType: string }) {
  const pathname = usePathname();
  useEffect(() => {
    startTracking();
  }, []);
  useEffect(() => {
    track({ event: "page_view", page_path: pathname, page_type: pageType });
  }, [pathname, pageType]);
  return null;
}
