"use client";

import { type FormEvent, useActionState, useState } from "react";
import { csvSizeProblem, MAX_CSV_MB } from "@/src/lib/content-editing/csv";
import { FormError } from "../fields";

export interface ImportState {
  report?: {
    ok: boolean;
    dryRun: boolean;
    publish: boolean;
    summary: string;
    problems: { line: number; column: string; message: string }[];
  };
  error?: string;
}
type ImportAction = (state: ImportState, data: FormData) => Promise<ImportState>;

const button =
  "min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60";
const primary =
  "min-h-11 rounded-md bg-teal-800 px-4 font-semibold text-white hover:bg-teal-900 disabled:opacity-60";

/** Upload a CSV, check it (dry run), then import it as drafts or published. */
export function ImportCostsForm({
  action,
  mayPublish,
}: {
  action: ImportAction;
  mayPublish: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // The server refuses the same file with the same words; checking first spares the upload.
  const [tooBig, setTooBig] = useState<string | null>(null);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("file");
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const problem = file ? csvSizeProblem(file.size) : null;
    setTooBig(problem);
    if (problem) event.preventDefault();
  };
  const report = tooBig ? undefined : state.report;
  return (
    <form action={formAction} onSubmit={checkSize} className="space-y-3">
      <FormError message={tooBig ?? state.error} />
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">What the file holds</span>
        <select
          name="what"
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
        >
          <option value="costs">City costs</option>
          <option value="hospitals">Hospitals</option>
          <option value="doctors">Doctors</option>
        </select>
      </label>
      <label className="block">
        <span className="block text-sm font-medium text-slate-800">CSV file</span>
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby="csv-file-rules"
          required
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </label>
      <p id="csv-file-rules" className="text-sm text-slate-600">
        Saved as &quot;CSV UTF-8&quot;, at most {MAX_CSV_MB} MB.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="mode" value="check" disabled={pending} className={primary}>
          Check (dry run)
        </button>
        <button type="submit" name="mode" value="drafts" disabled={pending} className={button}>
          Import as drafts
        </button>
        {mayPublish ? (
          <button type="submit" name="mode" value="publish" disabled={pending} className={button}>
            Import and publish
          </button>
        ) : null}
      </div>
      {report ? (
        <div
          role="status"
          data-testid="import-report"
          className={`rounded-md px-3 py-2 text-sm ${report.ok ? "bg-teal-50 text-teal-950" : "bg-red-50 text-red-950"}`}
        >
          <p className="font-medium">{report.summary}</p>
          {report.problems.length > 0 ? (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left" data-testid="import-problems">
                <caption className="sr-only">Problems by line</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-3">
                      Line
                    </th>
                    <th scope="col" className="pr-3">
                      Column
                    </th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((p) => (
                    <tr
                      key={`${p.line}-${p.column}-${p.message}`}
                      className="border-t border-red-100 align-top"
                    >
                      <td className="pr-3 tabular-nums">{p.line}</td>
                      <td className="pr-3">{p.column || "—"}</td>
                      <td>{p.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
