import "server-only";
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
} from "drizzle-orm";
import type { Database } from "@/src/db";
import { leads, leadWork, staffUsers } from "@/src/db/schema";
import { istDayStart } from "@/src/lib/console/lead-filters";
import type { LeadRow } from "@/src/lib/console/lead-view";
import { dueTimes, type SlaRule } from "@/src/lib/console/sla";
import { contactDecision } from "@/src/lib/privacy/contact-rules";
import { slaRule } from "../sla";
import { rowColumns, type Scoped, scopeWhere, withSla } from "./scope";

/**
 * Each lead's stored due time (CS-106) and the agent's day built on it (CS-111): what is due
 * now, what is late, what comes later today. The rule itself is pure (dueTimes in
 * src/lib/console/sla.ts); this module keeps the stored copy in step with it.
 */

/** The service level a due time was computed with: another value means the schedule changed. */
export function ruleKey(rule: SlaRule): string {
  return `${rule.minutes}@${rule.hours}`;
}

type Executor = Pick<Database, "select" | "update">;

/** Recomputes and stores the due times of these leads (in the caller's transaction if given). */
export async function recomputeDue(db: Executor, ids: number[], rule: SlaRule = slaRule()) {
  if (!ids.length) return;
  const rows = await db
    .select({
      id: leadWork.leadId,
      status: leadWork.status,
      nextCallAt: leadWork.nextCallAt,
      createdAt: leadWork.createdAt,
      consentCall: leads.consentCall,
      consentWhatsapp: leads.consentWhatsapp,
      erasedAt: leads.erasedAt,
      rules: leads.contactRules,
    })
    .from(leadWork)
    .innerJoin(leads, eq(leads.id, leadWork.leadId))
    .where(inArray(leadWork.leadId, ids));
  for (const row of rows) {
    const reachable = contactDecision(
      {
        consentCall: row.consentCall,
        consentWhatsapp: row.consentWhatsapp,
        erased: row.erasedAt !== null,
        rules: row.rules,
      },
      new Date(0),
    ).reachable;
    const due = dueTimes(
      {
        createdAt: new Date(row.createdAt),
        status: row.status,
        nextCallAt: row.nextCallAt ? new Date(row.nextCallAt) : null,
        reachable,
        hours: row.rules ?? null,
      },
      rule,
    );
    await db
      .update(leadWork)
      .set({
        dueKind: due?.kind ?? null,
        dueFrom: due?.from ?? null,
        dueAt: due?.at ?? null,
        dueRule: ruleKey(rule),
      })
      .where(eq(leadWork.leadId, row.id));
  }
}

/**
 * Recomputes every stale due time: a new lead, a consent or contact rules changed (the trigger
 * cleared `due_rule`), or the schedule changed since (another rule key). In batches, so the
 * first read after a schedule change pays for it once; later reads find nothing to do.
 */
export async function refreshStaleDue(db: Database, rule: SlaRule = slaRule()): Promise<number> {
  const key = ruleKey(rule);
  let done = 0;
  for (let batch = 0; batch < 50; batch++) {
    const stale = await db
      .select({ id: leadWork.leadId })
      .from(leadWork)
      .where(or(isNull(leadWork.dueRule), ne(leadWork.dueRule, key)))
      .limit(500);
    if (!stale.length) break;
    await db.transaction((tx) =>
      recomputeDue(
        tx,
        stale.map((s) => s.id),
        rule,
      ),
    );
    done += stale.length;
  }
  return done;
}

export type DueListName = "now" | "overdue" | "today";
export const DUE_LIST_NAMES: readonly DueListName[] = ["now", "overdue", "today"];
export const DUE_LIST_CAP = 50;

export interface DueRow extends LeadRow {
  dueKind: "first_call" | "callback";
  dueFrom: Date;
  dueAtStored: Date;
}

/**
 * An agent's day (CS-111), in the caller's scope, soonest first:
 * - "now": calls whose time has come (late ones too) for patients the care team may contact
 *   now (the contact decision, DP-29: in their hours, by an allowed channel);
 * - "overdue": calls past their deadline, whether or not the patient's hours are open now;
 * - "today": calls whose time comes later today (IST).
 */
export async function dueList(
  db: Database,
  staff: Scoped,
  list: DueListName,
  options: { now?: Date; rule?: SlaRule } = {},
): Promise<DueRow[]> {
  const now = options.now ?? new Date();
  const rule = options.rule ?? slaRule();
  await refreshStaleDue(db, rule);
  const where: SQL[] = [isNotNull(leadWork.dueAt)];
  const scope = scopeWhere(staff);
  if (scope) where.push(scope);
  if (list === "now") where.push(lte(leadWork.dueFrom, now));
  else if (list === "overdue") where.push(lt(leadWork.dueAt, now));
  else {
    const today = now.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    where.push(gte(leadWork.dueFrom, now), lt(leadWork.dueFrom, istDayStart(today, 1)));
  }
  const found = await db
    .select({
      ...rowColumns,
      dueKind: leadWork.dueKind,
      dueFrom: leadWork.dueFrom,
      dueAtStored: leadWork.dueAt,
    })
    .from(leadWork)
    .innerJoin(leads, eq(leads.id, leadWork.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWork.assigneeId))
    .where(and(...where))
    .orderBy(asc(list === "today" ? leadWork.dueFrom : leadWork.dueAt), asc(leadWork.leadId))
    // "now" drops the patients whose hours are closed after reading: read more than it shows.
    .limit(list === "now" ? DUE_LIST_CAP * 4 : DUE_LIST_CAP);
  const rows = found.map((r) => withSla(r, rule, now) as DueRow);
  return (list === "now" ? rows.filter((r) => r.openNow) : rows).slice(0, DUE_LIST_CAP);
}
