import type { Metadata } from "next";
import { can } from "@/src/lib/console/permissions";
import { COST_COLUMNS } from "@/src/lib/content-editing/csv";
import { requireStaff } from "@/src/server/staff/session";
import { ImportCostsForm } from "@/src/ui/console/content/import-form";
import { ConsoleFrame } from "../../_ui/frame";
import { importCostsAction } from "../actions";

export const metadata: Metadata = { title: "City costs by CSV" };

/** /console/content/costs: export every city cost, and import a changed file. */
export default async function CostsCsvPage() {
  const staff = await requireStaff("content.edit");
  return (
    <ConsoleFrame
      staff={staff}
      section="/console/content"
      title="City costs by CSV"
      actions={
        <a
          href="/console/content/costs/export"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium"
        >
          Export CSV
        </a>
      }
    >
      <div className="max-w-3xl space-y-3">
        <p>
          Columns: <code>{COST_COLUMNS.join(",")}</code>. Treatment and city are slugs (as in the
          export); costs are whole rupees, minimum ≤ average ≤ maximum, the average may be blank.
        </p>
        <p className="text-sm text-slate-700">
          Check the file first: every problem is listed by line and column, and nothing changes. An
          import applies every row or none. The same from a shell:{" "}
          <code>npm run content -- import costs FILE --dry-run</code>.
        </p>
        <ImportCostsForm
          action={importCostsAction}
          mayPublish={can(staff.role, "content.publish")}
        />
      </div>
    </ConsoleFrame>
  );
}
