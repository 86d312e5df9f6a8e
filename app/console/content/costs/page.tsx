import type { Metadata } from "next";
import { can } from "@/src/lib/console/permissions";
import { COST_COLUMNS, DOCTOR_COLUMNS, HOSPITAL_COLUMNS } from "@/src/lib/content-editing/csv";
import { requireStaff } from "@/src/server/staff/session";
import { ImportCostsForm } from "@/src/ui/console/content/import-form";
import { ConsoleFrame } from "../../_ui/frame";
import { importCostsAction } from "../actions";

export const metadata: Metadata = { title: "CSV import and export" };

/** /console/content/costs: export city costs or hospitals, and import a changed file. */
export default async function CostsCsvPage() {
  const staff = await requireStaff("content.edit");
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title="CSV import and export"
      actions={
        <>
          <a
            href="/console/content/costs/export"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium"
          >
            Export city costs
          </a>
          <a
            href="/console/content/costs/export?what=hospitals"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium"
          >
            Export hospitals
          </a>
          <a
            href="/console/content/costs/export?what=doctors"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium"
          >
            Export doctors
          </a>
        </>
      }
    >
      <div className="max-w-3xl space-y-3">
        <p>
          City costs: <code className="break-all">{COST_COLUMNS.join(",")}</code>. Treatment and
          city are slugs (as in the export); costs are whole rupees, minimum ≤ average ≤ maximum,
          the average may be blank.
        </p>
        <p>
          Hospitals: <code className="break-all">{HOSPITAL_COLUMNS.join(",")}</code>, one row per
          existing hospital (the import adds none); sponsored is yes or no.
        </p>
        <p>
          Doctors: <code className="break-all">{DOCTOR_COLUMNS.join(",")}</code>, one row per
          existing doctor; languages separated by <code>;</code>.
        </p>
        <p className="text-sm text-slate-700">
          Check the file first: every problem is listed by line and column, and nothing changes. An
          import applies every row or none. The same from a shell:{" "}
          <code className="break-words">npm run content -- import costs FILE --dry-run</code>.
        </p>
        <ImportCostsForm
          action={importCostsAction}
          mayPublish={can(staff.role, "content.publish")}
        />
      </div>
    </ConsoleFrame>
  );
}
