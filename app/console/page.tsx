import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { can, homeOf } from "@/src/lib/console/permissions";
import { dashboardFigures } from "@/src/server/console/dashboard";
import { slaRule } from "@/src/server/console/sla";
import { requireStaff } from "@/src/server/staff/session";
import {
  ChartCard,
  FunnelChart,
  HeadlineRow,
  namedDay,
  StackedBarChart,
} from "@/src/ui/console/charts";
import { ConsoleFrame } from "./_ui/frame";

export const metadata: Metadata = { title: "Dashboard" };

const SLA_COLOURS = ["#009E73", "#D55E00", "#CC79A7", "#56B4E9"];

/** /console opens on the dashboard; a role without it goes to its own first page. */
export default async function ConsoleHome() {
  const staff = await requireStaff();
  if (!can(staff.role, "dashboard.view")) redirect(homeOf(staff.role));
  const rule = slaRule();
  const f = await dashboardFigures(getDb(), staff, { rule });
  const span = `${f.days[0]} to ${f.today} (India time)`;
  return (
    <ConsoleFrame staff={staff} section="/console" title="Dashboard">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">
        Yesterday ({namedDay(f.days[f.days.length - 2] ?? f.today)}) against{" "}
        {namedDay(f.days[f.days.length - 3] ?? f.today)}, India time
      </h2>
      <HeadlineRow figures={f.headlines} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <ChartCard title="Leads per day by source" note={`Last 14 days, ${span}.`}>
          <StackedBarChart
            title="Leads per day by source"
            description={`Leads each day from ${span}, stacked by source; ${f.leadsPerDay.reduce((a, b) => a + b, 0)} in all.`}
            days={f.days}
            series={f.bySource}
          />
        </ChartCard>
        <ChartCard
          title="Leads per day by campaign"
          note="The five largest campaigns; the rest as Other."
        >
          <StackedBarChart
            title="Leads per day by campaign"
            description={`Leads each day from ${span}, stacked by campaign.`}
            days={f.days}
            series={f.byCampaign}
          />
        </ChartCard>
        <ChartCard
          title="First call within the SLA, per day"
          note={`${rule.minutes} working minutes, ${rule.hours} IST; by the day the lead came in.`}
        >
          <StackedBarChart
            title="SLA kept per day"
            description="Leads each day whose first call met the service level, missed it, is still waiting past due, or is still in time."
            days={f.days}
            series={[
              { key: "Met", values: f.sla.map((d) => d.met) },
              { key: "Missed", values: f.sla.map((d) => d.missed) },
              { key: "Waiting, past due", values: f.sla.map((d) => d.overdue) },
              { key: "Waiting, in time", values: f.sla.map((d) => d.waiting) },
            ]}
            colours={SLA_COLOURS}
          />
        </ChartCard>
        <ChartCard title="Funnel" note="Leads of the last 14 days and how far each has come.">
          <FunnelChart stages={f.funnel} />
        </ChartCard>
        <ChartCard title="CRM deliveries failing" note="Dead letters by the day delivery gave up.">
          <dl className="mb-2 grid grid-cols-3 gap-2 text-center" data-testid="crm-figures">
            <div className="rounded-md bg-red-50 p-2">
              <dt className="text-xs text-red-900">Dead letters</dt>
              <dd className="text-xl font-semibold tabular-nums text-red-900">{f.crm.dead}</dd>
            </div>
            <div className="rounded-md bg-amber-50 p-2">
              <dt className="text-xs text-amber-900">Retries pending</dt>
              <dd className="text-xl font-semibold tabular-nums text-amber-900">
                {f.crm.retrying}
              </dd>
            </div>
            <div className="rounded-md bg-slate-50 p-2">
              <dt className="text-xs text-slate-700">No CRM set up</dt>
              <dd className="text-xl font-semibold tabular-nums text-slate-900">
                {f.crm.unconfigured}
              </dd>
            </div>
          </dl>
          <StackedBarChart
            title="CRM dead letters per day"
            description={`Deliveries the CRM worker gave up on each day from ${span}.`}
            days={f.days}
            series={[{ key: "Dead letters", values: f.crm.deadPerDay }]}
            colours={["#D55E00"]}
          />
        </ChartCard>
        <ChartCard title="Searches that found nothing" note="Top queries of the last 14 days.">
          {f.misses.length === 0 ? (
            <p className="text-sm text-slate-600">No zero-result searches.</p>
          ) : (
            <MissBars misses={f.misses} />
          )}
          {can(staff.role, "queue.work") ? (
            <Link
              href="/console/queues/searches"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline"
            >
              All zero-result searches
            </Link>
          ) : null}
        </ChartCard>
      </div>
    </ConsoleFrame>
  );
}

function MissBars({ misses }: { misses: { query: string; total: number }[] }) {
  const top = Math.max(1, ...misses.map((m) => m.total));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        Zero-result searches (query, then searches), most frequent first
      </caption>
      <tbody>
        {misses.map((m) => (
          <tr key={m.query}>
            <th scope="row" className="w-2/5 max-w-0 truncate py-1 pr-2 text-left font-normal">
              {m.query}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <span
                  className="block h-3 rounded-sm bg-[#0072B2]"
                  style={{ width: `${(m.total / top) * 80}%` }}
                  aria-hidden="true"
                />
                <span className="tabular-nums">{m.total}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
