"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

type Phase = "quiet" | "warning" | "ended";

/**
 * Says, five minutes before a console session's idle limit (CS-104), that it is about to end,
 * with "Stay signed in" (a request that counts as activity); once it has ended, says so with a
 * link to sign in, instead of letting the next click fail. The clock restarts with every console
 * page, as the server's does with every request.
 */
export function IdleWarning({
  idleSeconds,
  warningSeconds,
  keepAlive,
}: {
  idleSeconds: number;
  warningSeconds: number;
  keepAlive: () => Promise<boolean>;
}) {
  const pathname = usePathname();
  const [since, setSince] = useState(() => Date.now());
  const [phase, setPhase] = useState<Phase>("quiet");
  const [left, setLeft] = useState(idleSeconds);

  // A new page is a request: the server's idle clock restarted with it.
  useEffect(() => {
    if (pathname) setSince(Date.now());
  }, [pathname]);

  useEffect(() => {
    const tick = () => {
      const remaining = idleSeconds - Math.floor((Date.now() - since) / 1000);
      setLeft(Math.max(0, remaining));
      setPhase(remaining <= 0 ? "ended" : remaining <= warningSeconds ? "warning" : "quiet");
    };
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, [since, idleSeconds, warningSeconds]);

  if (phase === "quiet") return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50 p-3 shadow-lg"
      data-testid="idle-warning"
      data-phase={phase}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        {phase === "warning" ? (
          <>
            <p className="text-sm text-amber-950">
              No activity for a while: you will be signed out in about{" "}
              {Math.max(1, Math.ceil(left / 60))} min.
            </p>
            <button
              type="button"
              className="min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900"
              data-testid="idle-stay"
              onClick={async () => {
                const alive = await keepAlive().catch(() => false);
                if (alive) {
                  setSince(Date.now());
                  setPhase("quiet");
                } else setPhase("ended");
              }}
            >
              Stay signed in
            </button>
          </>
        ) : (
          <p className="text-sm text-amber-950">
            You were signed out after a while without activity.{" "}
            <a href="/console/login?why=idle" className="font-semibold text-teal-900 underline">
              Sign in again
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
