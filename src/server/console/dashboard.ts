import "server-only";
import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { crmOutbox, leads, leadWork, searchMisses } from "@/src/db/schema";
import {
  compare,
  funnel,
  istDay,
  istDayStart,
  lastIstDays,
  percent,
  topSeries,
} from "@/src/lib/console/charts";
import { type SlaRule, slaState } from "@/src/lib/console/sla";
import type { StaffMember } from "@/src/server/staff/session";
import { assertCan } from "./access";

/**
 * The figures of the console's dashboard, over the last DASHBOARD_DAYS India calendar days
 * (today included, so far). Everything is counted by the lead's arrival day: a lead's SLA,
 * contact and booking belong to the day it came in.
 */
export const DASHBOARD_DAYS = 14;

/** The India day as SQL computes it (UTC+05:30 all year, no time zone database needed). */
const istDayOf = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export const SOURCE_SQL = sql<string>`coalesce(nullif(btrim(${leads.lead_sourcedata}), ''), nullif(btrim(${leads.Zutm_sourcedata}), ''), '(direct)')`;
export const CAMPAIGN_SQL = sql<string>`coalesce(nullif(btrim(${leads.Zutm_campaigndata}), ''), nullif(btrim(${leads.campaignid}), ''), '(none)')`;

export interface SlaDay {
  day: string;
  met: number;
  missed: number;
  /** Not contacted yet and past due. */
  overdue: number;
  /** Not contacted yet, still in time. */
  waiting: number;
}

export interface Headline {
  label: string;
  /** The India days compared, named on the card ("28 Nov" against "27 Nov"). */
  day: string;
  previousDay: string;
  /** Today so far, beside the two whole days: a busy morning never reads as a day of 0. */
  today: number | null;
  yesterday: number | null;
  dayBefore: number | null;
  unit: "" | "%";
  higherIsBetter: boolean;
  delta: number | null;
  verdict: "better" | "worse" | "same" | "unknown";
}

export interface DashboardFigures {
  days: string[];
  today: string;
  leadsPerDay: number[];
  bySource: { key: string; values: number[] }[];
  byCampaign: { key: string; values: number[] }[];
  funnel: ReturnType<typeof funnel>;
  sla: SlaDay[];
  crm: {
    dead: number;
    retrying: number;
    pending: number;
    unconfigured: number;
    deadPerDay: number[];
  };
  misses: { query: string; total: number }[];
  headlines: Headline[];
}

/**
 * What the care team did with the leads that came in on each India day (arrival day, as every
 * figure of the dashboard): leads from the leads table, how far each has come from lead_work,
 * where the status lives. The one count the dashboard's per-day figures read.
 */
export interface DayCounts {
  day: string;
  leads: number;
  contacted: number;
  booked: number;
  treated: number;
  closed: number;
}

export async function leadCountsPerIstDay(
  db: Database,
  days: readonly string[],
): Promise<DayCounts[]> {
  const out: DayCounts[] = days.map((day) => ({
    day,
    leads: 0,
    contacted: 0,
    booked: 0,
    treated: 0,
    closed: 0,
  }));
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return out;
  const from = istDayStart(first);
  const until = new Date(istDayStart(last).getTime() + 86_400_000);
  const rows = await db
    .select({
      day: istDayOf(leads.createdAt),
      leads: sql<number>`count(*)::int`,
      contacted: sql<number>`count(${leadWork.firstContactAt})::int`,
      booked: sql<number>`count(*) filter (where ${leadWork.status} in ('booked', 'visited', 'treated'))::int`,
      treated: sql<number>`count(*) filter (where ${leadWork.status} = 'treated')::int`,
      closed: sql<number>`count(*) filter (where ${leadWork.status} = 'closed')::int`,
    })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, until)))
    .groupBy(sql`1`);
  const index = new Map(days.map((d, i) => [d, i]));
  for (const r of rows) {
    const d = out[index.get(r.day) ?? -1];
    if (!d) continue;
    d.leads = Number(r.leads);
    d.contacted = Number(r.contacted);
    d.booked = Number(r.booked);
    d.treated = Number(r.treated);
    d.closed = Number(r.closed);
  }
  return out;
}

/** Whole-day share met of those whose fate is known (met, missed or overdue). */
export function slaKeptPercent(d: SlaDay | undefined): number | null {
  if (!d) return null;
  return percent(d.met, d.met + d.missed + d.overdue);
}

export async function dashboardFigures(
  db: Database,
  staff: Pick<StaffMember, "role">,
  options: { now?: Date; rule: SlaRule },
): Promise<DashboardFigures> {
  assertCan(staff, "dashboard.view");
  const now = options.now ?? new Date();
  const days = lastIstDays(now, DASHBOARD_DAYS);
  const from = istDayStart(days[0] ?? istDay(now));
  // Up to the end of today: rows dated later (clock skew, imports) are not today's.
  const until = new Date(istDayStart(istDay(now)).getTime() + 86_400_000);
  const index = new Map(days.map((d, i) => [d, i]));

  const perDay = (rows: { day: string; n: number }[]) => {
    const out = days.map(() => 0);
    for (const r of rows) {
      const i = index.get(r.day);
      if (i !== undefined) out[i] = (out[i] ?? 0) + Number(r.n);
    }
    return out;
  };

  const inWindow = and(gte(leads.createdAt, from), lt(leads.createdAt, until));
  const leadDay = istDayOf(leads.createdAt);
  const sourceRows = await db
    .select({ day: leadDay, key: SOURCE_SQL, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(inWindow)
    .groupBy(sql`1`, sql`2`);
  const campaignRows = await db
    .select({ day: leadDay, key: CAMPAIGN_SQL, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(inWindow)
    .groupBy(sql`1`, sql`2`);
  const sourceCounts = sourceRows.map((r) => ({ ...r, n: Number(r.n) }));

  const workInWindow = and(gte(leadWork.createdAt, from), lt(leadWork.createdAt, until));
  const counts = await leadCountsPerIstDay(db, days);

  // The SLA state needs the working-hours rule, so it is computed here, not in SQL.
  const contacts = await db
    .select({ createdAt: leadWork.createdAt, firstContactAt: leadWork.firstContactAt })
    .from(leadWork)
    .where(workInWindow);
  const sla: SlaDay[] = days.map((day) => ({ day, met: 0, missed: 0, overdue: 0, waiting: 0 }));
  for (const c of contacts) {
    const i = index.get(istDay(c.createdAt));
    const d = i === undefined ? undefined : sla[i];
    if (d) d[slaState(c, options.rule, now)] += 1;
  }

  const [outbox] = await db
    .select({
      dead: sql<number>`count(*) filter (where ${crmOutbox.status} = 'dead')::int`,
      retrying: sql<number>`count(*) filter (where ${crmOutbox.status} in ('pending', 'delivering') and ${crmOutbox.attempts} > 0)::int`,
      pending: sql<number>`count(*) filter (where ${crmOutbox.status} in ('pending', 'delivering'))::int`,
      unconfigured: sql<number>`count(*) filter (where ${crmOutbox.status} = 'unconfigured')::int`,
    })
    .from(crmOutbox);
  // A dead letter counts on the day it died (its last change).
  const deadRows = await db
    .select({ day: istDayOf(crmOutbox.updatedAt), n: sql<number>`count(*)::int` })
    .from(crmOutbox)
    .where(
      and(
        sql`${crmOutbox.status} = 'dead'`,
        gte(crmOutbox.updatedAt, from),
        lt(crmOutbox.updatedAt, until),
      ),
    )
    .groupBy(sql`1`);

  const missTotal = sql<number>`sum(${searchMisses.count})::int`;
  const misses = await db
    .select({ query: searchMisses.query, total: missTotal })
    .from(searchMisses)
    .where(and(gte(searchMisses.day, days[0] ?? istDay(now)), lte(searchMisses.day, istDay(now))))
    .groupBy(searchMisses.query)
    .orderBy(desc(missTotal), searchMisses.query)
    .limit(10);

  const total = (k: Exclude<keyof DayCounts, "day">) => counts.reduce((n, c) => n + c[k], 0);
  const leadsPerDay = counts.map((c) => c.leads);
  const bookedPerDay = counts.map((c) => c.booked);
  const deadPerDay = perDay(deadRows);
  const t = DASHBOARD_DAYS - 1;
  const y = DASHBOARD_DAYS - 2;
  const b = DASHBOARD_DAYS - 3;
  const headline = (
    label: string,
    values: (number | null)[],
    unit: "" | "%" = "",
    higherIsBetter = true,
  ): Headline => {
    const yesterday = values[y] ?? null;
    const dayBefore = values[b] ?? null;
    return {
      label,
      day: days[y] ?? "",
      previousDay: days[b] ?? "",
      today: values[t] ?? null,
      yesterday,
      dayBefore,
      unit,
      higherIsBetter,
      ...compare(yesterday, dayBefore, higherIsBetter),
    };
  };

  return {
    days,
    today: days[days.length - 1] ?? istDay(now),
    leadsPerDay,
    bySource: topSeries(sourceCounts, days),
    byCampaign: topSeries(
      campaignRows.map((r) => ({ ...r, n: Number(r.n) })),
      days,
    ),
    funnel: funnel([
      { label: "Leads", count: total("leads") },
      { label: "Contacted", count: total("contacted") },
      { label: "Booked", count: total("booked") },
      { label: "Treated", count: total("treated") },
    ]),
    sla,
    crm: {
      dead: Number(outbox?.dead ?? 0),
      retrying: Number(outbox?.retrying ?? 0),
      pending: Number(outbox?.pending ?? 0),
      unconfigured: Number(outbox?.unconfigured ?? 0),
      deadPerDay,
    },
    misses: misses.map((m) => ({ query: m.query, total: Number(m.total) })),
    headlines: [
      headline("Leads", leadsPerDay),
      headline("Contacted within SLA", sla.map(slaKeptPercent), "%"),
      headline("Bookings", bookedPerDay),
      headline("CRM failures", deadPerDay, "", false),
    ],
  };
}
