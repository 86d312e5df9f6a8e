import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leads, leadWork, staffUsers } from "@/src/db/schema";
import { LEAD_PAGE_SIZE, type LeadFilters } from "@/src/lib/console/lead-filters";
import type { LeadRow } from "@/src/lib/console/lead-view";
import type { SlaRule } from "@/src/lib/console/sla";
import { slaRule } from "../sla";
import { refreshStaleDue } from "./due";
import { filterWhere, rowColumns, type Scoped, scopeWhere, withSla } from "./scope";

/** The inbox: a page of leads, the newest one (for the poll) and the count of overdue ones. */

export interface LeadPage {
  rows: LeadRow[];
  page: number;
  pageSize: number;
  hasNext: boolean;
}

/** One page of the inbox: newest first unless asked for the oldest first. */
export async function listLeads(
  db: Database,
  staff: Scoped,
  filters: LeadFilters = {},
  options: { pageSize?: number; now?: Date; rule?: SlaRule } = {},
): Promise<LeadPage> {
  const now = options.now ?? new Date();
  const rule = options.rule ?? slaRule();
  const pageSize = Math.min(options.pageSize ?? LEAD_PAGE_SIZE, 200);
  const page = filters.page ?? 1;
  await refreshStaleDue(db, rule);
  const where = filterWhere(staff, filters, now, rule);
  const order =
    filters.sort === "oldest"
      ? [asc(leadWork.createdAt), asc(leadWork.leadId)]
      : [desc(leadWork.createdAt), desc(leadWork.leadId)];
  const found = await db
    .select(rowColumns)
    .from(leadWork)
    .innerJoin(leads, eq(leads.id, leadWork.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWork.assigneeId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    rows: found.slice(0, pageSize).map((r) => withSla(r, rule, now)),
    page,
    pageSize,
    hasNext: found.length > pageSize,
  };
}

/** The newest lead in scope: the inbox's poll compares it with what it shows. */
export async function newestLeadId(db: Database, staff: Scoped): Promise<number | null> {
  const scope = scopeWhere(staff);
  const [row] = await db
    .select({ id: leadWork.leadId })
    .from(leadWork)
    .where(scope)
    .orderBy(desc(leadWork.createdAt), desc(leadWork.leadId))
    .limit(1);
  return row?.id ?? null;
}

export const OVERDUE_COUNT_CAP = 1000;

/**
 * Leads in scope already past the deadline of the call they are owed (CS-106): the breaches still open. Counted up to
 * OVERDUE_COUNT_CAP (shown as "1000+"), so a bad day never slows the inbox.
 */
export async function countOverdue(
  db: Database,
  staff: Scoped,
  options: { now?: Date; rule?: SlaRule } = {},
): Promise<number> {
  const rule = options.rule ?? slaRule();
  await refreshStaleDue(db, rule);
  const where = filterWhere(staff, { overdue: true }, options.now ?? new Date(), rule);
  const capped = db
    .select({ one: sql`1` })
    .from(leadWork)
    .where(and(...where))
    .limit(OVERDUE_COUNT_CAP)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
