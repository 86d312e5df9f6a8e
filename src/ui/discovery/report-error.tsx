"use client";

import { type FormEvent, useState } from "react";
import { apiFetch, envelopeMessage } from "@/src/ui/api-client";

export interface ReportErrorWords {
  reportError: string;
  reportTitle: string;
  reportHelp: string;
  reportSend: string;
  reportSent: string;
  reportFailed: string;
  reportTooShort: string;
}

/**
 * "Report an error on this page": a note for the care team about a wrong or outdated fact,
 * stored by POST /api/report-error. Folded away until asked for.
 */
export function ReportError({
  kind,
  id,
  path,
  m,
}: {
  kind: "doctor" | "hospital";
  id: number;
  path: string;
  m: ReportErrorWords;
}) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState("");
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get("message") ?? "");
    // The schema (and zod, about 30 KB gzip) load with the first report, not with the page.
    let errorReportSchema: typeof import("@/src/lib/catalog/error-report").errorReportSchema;
    try {
      ({ errorReportSchema } = await import("@/src/lib/catalog/error-report"));
    } catch {
      setError(m.reportFailed);
      return;
    }
    const input = errorReportSchema.safeParse({ kind, id, path, message });
    if (!input.success) {
      setError(m.reportTooShort);
      return;
    }
    setState("sending");
    setError("");
    try {
      const answer = await apiFetch("/api/report-error", { body: input.data });
      if (answer.status.code === 200) setState("sent");
      else {
        setError(envelopeMessage(answer, m.reportFailed));
        setState("idle");
      }
    } catch {
      setError(m.reportFailed);
      setState("idle");
    }
  }
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800 underline underline-offset-2">
        {m.reportError}
      </summary>
      {state === "sent" ? (
        <p role="status" className="mt-2 rounded-xl bg-emerald-50 p-3 text-emerald-900">
          {m.reportSent}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-2 max-w-xl" noValidate>
          <label htmlFor="report-message" className="block font-semibold text-slate-900">
            {m.reportTitle}
          </label>
          <p id="report-help" className="text-sm text-slate-600">
            {m.reportHelp}
          </p>
          <textarea
            id="report-message"
            name="message"
            rows={4}
            maxLength={2000}
            aria-describedby={error ? "report-help report-error" : "report-help"}
            aria-invalid={error ? true : undefined}
            className="mt-2 block w-full rounded-xl border border-slate-300 p-3 text-base"
          />
          {error ? (
            <p id="report-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={state === "sending"}
            className="mt-3 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {m.reportSend}
          </button>
        </form>
      )}
    </details>
  );
}
