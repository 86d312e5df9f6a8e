import type { LeadClock } from "@/src/lib/console/lead-view";
import "server-only";
import { and, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { CLOSE_REASONS, LEAD_STATUSES, leads, leadWork, staffUsers } from "@/src/db/schema";
import {
  CLOSE_REASON_NAMES,
  type CloseReasonName,
  istDayStart,
  LEAD_STATUS_NAMES,
  type LeadFilters,
  type LeadStatusName,
  likePrefix,
  mobileQuery,
} from "@/src/lib/console/lead-filters";
import { can } from "@/src/lib/console/permissions";
import { dueTimes, firstCallDue, formatAge, type SlaRule, slaClock } from "@/src/lib/console/sla";
import { type ContactRules, contactDecision } from "@/src/lib/privacy/contact-rules";
import type { StaffMember } from "@/src/server/staff/session";

/**
 * What every part of the lead desk (list, detail, work, export) shares: the caller's scope, the
 * inbox filters as SQL, the columns of a lead row and its service-level state.
 */

// The pure lists must stay the table's lists (a compile-time check both ways).
const _statuses: readonly LeadStatusName[] = LEAD_STATUSES;
const _statuses2: readonly (typeof LEAD_STATUSES)[number][] = LEAD_STATUS_NAMES;
const _reasons: readonly CloseReasonName[] = CLOSE_REASONS;
const _reasons2: readonly (typeof CLOSE_REASONS)[number][] = CLOSE_REASON_NAMES;
void [_statuses, _statuses2, _reasons, _reasons2];

/** Who may act on a lead, as the caller's scope sees it: 404 for a lead out of scope. */
export class LeadError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "LeadError";
  }
}

export type Scoped = Pick<StaffMember, "id" | "role" | "cities" | "email" | "ip">;

/**
 * The leads a person may see. Without "lead.all-cities": their own, and the unassigned ones of
 * their cities (no cities set = every city). Lead cities are stored lower case.
 */
export function scopeWhere(staff: Scoped): SQL | undefined {
  if (can(staff.role, "lead.all-cities")) return undefined;
  const cities = staff.cities.map((c) => c.toLowerCase());
  const unassigned = cities.length
    ? and(isNull(leadWork.assigneeId), inArray(leadWork.city, cities))
    : isNull(leadWork.assigneeId);
  return or(eq(leadWork.assigneeId, staff.id), unassigned);
}

export function filterWhere(staff: Scoped, f: LeadFilters, now: Date, _rule?: SlaRule): SQL[] {
  const where: SQL[] = [];
  const scope = scopeWhere(staff);
  if (scope) where.push(scope);
  if (f.status) where.push(eq(leadWork.status, f.status));
  if (f.city) where.push(eq(leadWork.city, f.city.toLowerCase()));
  if (f.treatment) where.push(ilike(leads.ProcedureNameData, `%${likePrefix(f.treatment)}`));
  if (f.source) {
    const s = f.source.toLowerCase();
    where.push(
      or(
        eq(sql`lower(${leads.Zutm_sourcedata})`, s),
        eq(sql`lower(${leads.lead_sourcedata})`, s),
      ) as SQL,
    );
  }
  if (f.campaign) {
    where.push(
      or(
        ilike(leads.Zutm_campaigndata, likePrefix(f.campaign)),
        eq(leads.campaignid, f.campaign),
      ) as SQL,
    );
  }
  if (f.from) where.push(gte(leadWork.createdAt, istDayStart(f.from)));
  if (f.to) where.push(lt(leadWork.createdAt, istDayStart(f.to, 1)));
  if (f.assignee === "me") where.push(eq(leadWork.assigneeId, staff.id));
  else if (f.assignee === "none") where.push(isNull(leadWork.assigneeId));
  else if (f.assignee) where.push(eq(leadWork.assigneeId, f.assignee));
  // The stored due time (CS-106): a lead nobody may contact, or one whose patient's hours
  // paused its clock, is late only when its own deadline passed.
  if (f.overdue) where.push(lt(leadWork.dueAt, now));
  if (f.q) {
    const digits = mobileQuery(f.q);
    if (digits) where.push(sql`${leads.MobileNoData} like ${likePrefix(digits)}`);
    else where.push(sql`lower(${leads.NameData}) like ${likePrefix(f.q.toLowerCase())}`);
  }
  return where;
}

export const rowColumns = {
  id: leads.id,
  name: leads.NameData,
  mobile: leads.MobileNoData,
  countryCode: leads.countryCode,
  email: leads.EmailIdData,
  city: leads.CityData,
  treatment: leads.ProcedureNameData,
  leadType: leads.LeadTypeData,
  pageType: leads.PageTypeData,
  pageName: leads.PageNameData,
  utmSource: leads.Zutm_sourcedata,
  utmMedium: leads.Zutm_mediumdata,
  utmCampaign: leads.Zutm_campaigndata,
  leadSource: leads.lead_sourcedata,
  status: leadWork.status,
  closeReason: leadWork.closeReason,
  assigneeId: leadWork.assigneeId,
  assigneeName: staffUsers.name,
  nextCallAt: leadWork.nextCallAt,
  firstContactAt: leadWork.firstContactAt,
  createdAt: leadWork.createdAt,
  insurer: leads.InsuranceNameData,
  language: leads.PageLanguage,
  consentCall: leads.consentCall,
  consentWhatsapp: leads.consentWhatsapp,
  erasedAt: leads.erasedAt,
  contactRules: leads.contactRules,
};

/** What the clock of a lead is computed from: its work row and the patient's contact state. */
export interface ClockInput {
  createdAt: Date;
  firstContactAt: Date | null;
  status: string;
  nextCallAt: Date | null;
  consentCall: boolean;
  consentWhatsapp: boolean;
  erasedAt: Date | null;
  contactRules: ContactRules | null;
}

/** A lead's clock: one shape with the rows the console shows (src/lib/console/lead-view.ts). */
export type Clock = LeadClock;

/**
 * A row with its clock (CS-108): the one contact decision (DP-29) says whether anyone may reach
 * the patient now or at all, and the one due-time rule (dueTimes) when the call is owed.
 */
export function withSla<T extends ClockInput>(row: T, rule: SlaRule, now: Date): T & Clock {
  const createdAt = new Date(row.createdAt);
  const firstContactAt = row.firstContactAt ? new Date(row.firstContactAt) : null;
  const nextCallAt = row.nextCallAt ? new Date(row.nextCallAt) : null;
  const erasedAt = row.erasedAt ? new Date(row.erasedAt) : null;
  const decision = contactDecision(
    {
      consentCall: row.consentCall,
      consentWhatsapp: row.consentWhatsapp,
      erased: erasedAt !== null,
      rules: row.contactRules,
    },
    now,
  );
  const hours = row.contactRules ?? null;
  const nextDue = dueTimes(
    { createdAt, status: row.status, nextCallAt, reachable: decision.reachable, hours },
    rule,
  );
  const firstDue = firstCallDue({ createdAt, hours }, rule);
  const openNow = decision.allowedNow.length > 0;
  return {
    ...row,
    createdAt,
    firstContactAt,
    nextCallAt,
    erasedAt,
    sla: slaClock(
      { status: row.status, firstContactAt, reachable: decision.reachable, openNow },
      nextDue,
      firstDue,
      now,
    ),
    dueAt: firstDue,
    nextDue,
    openNow,
    reachable: decision.reachable,
    opensAt: decision.opensAt,
    age: formatAge(createdAt, firstContactAt ?? now),
  };
}

/** The lead's work row when the lead is in the caller's scope; 404 otherwise. */
export async function workInScope(db: Database, staff: Scoped, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new LeadError(404, "No such lead.");
  const scope = scopeWhere(staff);
  const [work] = await db
    .select()
    .from(leadWork)
    .where(and(eq(leadWork.leadId, id), scope))
    .limit(1);
  if (!work) throw new LeadError(404, "No such lead.");
  return work;
}

/** Whether the lead is one this person may see (the photo link checks it again). */
export async function leadInScope(db: Database, staff: Scoped, id: number): Promise<boolean> {
  try {
    await workInScope(db, staff, id);
    return true;
  } catch (e) {
    if (e instanceof LeadError) return false;
    throw e;
  }
}
