"use client";

import { useEffect, useRef, useState } from "react";
import { format } from "@/src/lib/i18n/format";
import type { Purpose } from "@/src/lib/privacy/purposes";

interface Messages {
  stopping: string;
  stopped: string;
  alreadyStopped: string;
  whatStopped: string;
  undo: string;
  undone: string;
  failed: string;
  invalid: string;
  myData: string;
  /** What the link stops: this request only (DP-28). */
  scope: string;
}

type State =
  | { kind: "stopping" }
  | { kind: "stopped"; stopped: Purpose[] }
  | { kind: "undone" }
  | { kind: "failed"; message: string };

async function post(body: unknown, locale: string) {
  const response = await fetch("/api/privacy/stop", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": locale },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as {
    data: { stopped: Purpose[] } | null;
    error: string[];
  };
  return { ok: response.ok, data: envelope.data, error: envelope.error[0] };
}

/**
 * The stop link's page: one tap (opening the link) stops all contact about this one request (and
 * says so, with My data for every request of the number: DP-28). The
 * stop is sent by this script, not by the page's GET, so a link preview that only fetches the
 * page stops nothing. Shows what it stopped and offers an undo.
 */
export function StopPanel({
  token,
  leadId,
  locale,
  m,
  purposes,
  myDataHref,
}: {
  token: string;
  leadId: number;
  locale: string;
  m: Messages;
  purposes: Record<Purpose, string>;
  myDataHref: string;
}) {
  const [state, setState] = useState<State>({ kind: "stopping" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    post({ token }, locale)
      .then((r) =>
        setState(
          r.ok && r.data
            ? { kind: "stopped", stopped: r.data.stopped }
            : { kind: "failed", message: r.error ?? m.invalid },
        ),
      )
      .catch(() => setState({ kind: "failed", message: m.failed }));
  }, [token, locale, m]);

  // The server gives back what the stop withdrew, from its ledger: the page names nothing.
  const undo = async () => {
    const r = await post({ token, undo: true }, locale).catch(() => null);
    setState(r?.ok ? { kind: "undone" } : { kind: "failed", message: r?.error ?? m.failed });
  };

  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="stop-panel" aria-live="polite">
      {state.kind === "stopping" ? <p>{m.stopping}</p> : null}
      {state.kind === "stopped" ? (
        <>
          <p
            className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900"
            data-testid="stop-done"
          >
            {format(state.stopped.length > 0 ? m.stopped : m.alreadyStopped, { id: leadId })}
          </p>
          {state.stopped.length > 0 ? (
            <div>
              <p>{m.whatStopped}</p>
              <ul className="mt-1 list-disc pl-6" data-testid="stop-list">
                {state.stopped.map((p) => (
                  <li key={p}>{purposes[p]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold"
            onClick={() => void undo()}
            data-testid="stop-undo"
          >
            {m.undo}
          </button>
        </>
      ) : null}
      {state.kind === "undone" ? (
        <p className="rounded-lg bg-sky-50 p-3" data-testid="stop-undone">
          {format(m.undone, { id: leadId })}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p className="rounded-lg bg-red-50 p-3 text-red-900" role="alert">
          {state.message}
        </p>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="stop-scope">
        {format(m.scope, { id: leadId })}
      </p>
      <a href={myDataHref} className="font-semibold text-brand-800 underline underline-offset-2">
        {m.myData}
      </a>
    </div>
  );
}
