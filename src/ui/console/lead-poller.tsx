"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Keeps an open inbox current: every 15 s it asks for the newest lead in the person's scope and
 * re-renders the page (keeping the filters, scroll and inputs) when one arrived.
 */
export function LeadPoller({
  newest,
  intervalMs = 15_000,
}: {
  newest: number | null;
  intervalMs?: number;
}) {
  const router = useRouter();
  const seen = useRef(newest);
  seen.current = newest;
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (document.hidden) return;
      try {
        const res = await fetch("/console/leads/updates", { cache: "no-store" });
        if (!res.ok || stopped) return;
        const body = (await res.json()) as { newest: number | null };
        if (body.newest !== seen.current) {
          seen.current = body.newest;
          router.refresh();
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [router, intervalMs]);
  return (
    <p data-testid="lead-poller" data-newest={newest ?? ""} className="sr-only" aria-live="polite">
      The list updates itself when new leads arrive.
    </p>
  );
}
