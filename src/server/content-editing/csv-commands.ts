import "server-only";
import type { Database } from "@/src/db";
import { OPERATOR } from "./actor";
import type { ContentCommandResult } from "./commands";
import {
  exportCostsCsv,
  exportDoctorsCsv,
  exportHospitalsCsv,
  importCostsCsv,
  importDoctorsCsv,
  importHospitalsCsv,
  reportText,
} from "./csv";

/** `export costs|hospitals|doctors`, `import costs|hospitals|doctors FILE [--dry-run] [--publish]`. */
export async function runCsvCommand(
  db: Database,
  command: string | undefined,
  rest: readonly string[],
  files: Readonly<Record<string, string>>,
): Promise<ContentCommandResult | null> {
  const positional = rest.filter((a) => !a.startsWith("--"));
  const [what, file] = positional;
  if (command === "export" && what === "costs") {
    return { ok: true, output: (await exportCostsCsv(db, OPERATOR)).trimEnd() };
  }
  if (command === "export" && what === "hospitals") {
    return { ok: true, output: (await exportHospitalsCsv(db, OPERATOR)).trimEnd() };
  }
  if (command === "export" && what === "doctors") {
    return { ok: true, output: (await exportDoctorsCsv(db, OPERATOR)).trimEnd() };
  }
  if (
    command === "import" &&
    (what === "costs" || what === "hospitals" || what === "doctors") &&
    file
  ) {
    const text = files[file];
    if (text === undefined) return { ok: false, output: `Could not read ${file}.` };
    const run =
      what === "costs"
        ? importCostsCsv
        : what === "hospitals"
          ? importHospitalsCsv
          : importDoctorsCsv;
    const report = await run(db, OPERATOR, text, {
      dryRun: rest.includes("--dry-run"),
      publish: rest.includes("--publish"),
      source: "cli",
    });
    return { ok: report.ok, output: reportText(report) };
  }
  return null;
}
