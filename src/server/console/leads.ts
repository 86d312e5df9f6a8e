import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  CLOSE_REASONS,
  crmOutbox,
  LEAD_STATUSES,
  leadNotes,
  leadPhotos,
  leads,
  leadWork,
  staffUsers,
} from "@/src/db/schema";
import { csvRow } from "@/src/lib/csv";
import {
  CLOSE_REASON_NAMES,
  type CloseReasonName,
  isCloseReason,
  isLeadStatus,
  istDayStart,
  LEAD_PAGE_SIZE,
  LEAD_STATUS_NAMES,
  type LeadFilters,
  type LeadStatusName,
  likePrefix,
  mobileQuery,
  overdueCutoff,
} from "@/src/lib/console/lead-filters";
import { can } from "@/src/lib/console/permissions";
import type { LeadRow } from "@/src/lib/console/lead-view";
import { dueAt, formatAge, type SlaRule, type SlaState, slaState } from "@/src/lib/console/sla";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import type { StaffMember } from "@/src/server/staff/session";
import { slaRule } from "./sla";

export type { LeadRow };

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

type Scoped = Pick<StaffMember, "id" | "role" | "cities" | "email" | "ip">;

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

function filterWhere(staff: Scoped, f: LeadFilters, now: Date, rule: SlaRule): SQL[] {
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
  if (f.overdue) {
    where.push(eq(leadWork.status, "new"), lt(leadWork.createdAt, overdueCutoff(now, rule)));
  }
  if (f.q) {
    const digits = mobileQuery(f.q);
    if (digits) where.push(sql`${leads.MobileNoData} like ${likePrefix(digits)}`);
    else where.push(sql`lower(${leads.NameData}) like ${likePrefix(f.q.toLowerCase())}`);
  }
  return where;
}

const rowColumns = {
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
};

function withSla<T extends { createdAt: Date; firstContactAt: Date | null }>(
  row: T,
  rule: SlaRule,
  now: Date,
): T & { sla: SlaState; dueAt: Date; age: string } {
  const createdAt = new Date(row.createdAt);
  const firstContactAt = row.firstContactAt ? new Date(row.firstContactAt) : null;
  return {
    ...row,
    createdAt,
    firstContactAt,
    sla: slaState({ createdAt, firstContactAt }, rule, now),
    dueAt: dueAt(createdAt, rule),
    age: formatAge(createdAt, firstContactAt ?? now),
  };
}

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
    rows: found
      .slice(0, pageSize)
      .map((r) => withSla(r as Omit<LeadRow, "sla" | "dueAt" | "age">, rule, now)),
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
 * New leads in scope already past their first-call time: the breaches still open. Counted up to
 * OVERDUE_COUNT_CAP (shown as "1000+"), so a bad day never slows the inbox.
 */
export async function countOverdue(
  db: Database,
  staff: Scoped,
  options: { now?: Date; rule?: SlaRule } = {},
): Promise<number> {
  const where = filterWhere(
    staff,
    { overdue: true },
    options.now ?? new Date(),
    options.rule ?? slaRule(),
  );
  const capped = db
    .select({ one: sql`1` })
    .from(leadWork)
    .where(and(...where))
    .limit(OVERDUE_COUNT_CAP)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

async function workInScope(db: Database, staff: Scoped, id: number) {
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

/**
 * A lead's page: everything the patient sent, how the team works it, its CRM delivery, its
 * notes and the earlier leads from the same number. Each view is in the audit trail.
 */
export async function getLeadForStaff(
  db: Database,
  staff: Scoped,
  id: number,
  options: { now?: Date; rule?: SlaRule; audit?: boolean } = {},
) {
  if (!can(staff.role, "lead.view")) throw new LeadError(403, "Not allowed.");
  const now = options.now ?? new Date();
  const rule = options.rule ?? slaRule();
  const work = await workInScope(db, staff, id);
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) throw new LeadError(404, "No such lead.");
  const { surveyTokenHash: _secret, ...patient } = lead;
  const [assignee] = work.assigneeId
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, work.assigneeId))
    : [];
  const [photo] = await db
    .select({ at: leadPhotos.createdAt })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, id));
  const [crm] = await db
    .select({
      status: crmOutbox.status,
      attempts: crmOutbox.attempts,
      lastError: crmOutbox.lastError,
      lastStatus: crmOutbox.lastStatus,
      nextAttemptAt: crmOutbox.nextAttemptAt,
      deliveredAt: crmOutbox.deliveredAt,
      updatedAt: crmOutbox.updatedAt,
    })
    .from(crmOutbox)
    .where(eq(crmOutbox.leadId, id));
  const notes = await db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      author: staffUsers.name,
    })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  const scope = scopeWhere(staff);
  const related = await db
    .select(rowColumns)
    .from(leadWork)
    .innerJoin(leads, eq(leads.id, leadWork.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWork.assigneeId))
    .where(
      and(
        eq(leads.MobileNoData, lead.MobileNoData),
        eq(leads.countryCode, lead.countryCode),
        ne(leads.id, id),
        scope,
      ),
    )
    .orderBy(desc(leadWork.createdAt))
    .limit(20);
  if (options.audit !== false) {
    await recordAudit(db, {
      ...actorOf(staff),
      action: "lead.viewed",
      recordType: "lead",
      recordId: id,
    });
  }
  return {
    lead: patient,
    work: withSla(work, rule, now),
    assignee: assignee ?? null,
    hasPhoto: Boolean(photo),
    crm: crm ?? null,
    notes,
    related: related.map((r) => withSla(r as Omit<LeadRow, "sla" | "dueAt" | "age">, rule, now)),
  };
}
export type LeadDetail = Awaited<ReturnType<typeof getLeadForStaff>>;

export interface LeadWorkChange {
  status?: string;
  closeReason?: string | null;
  /** null clears it; undefined leaves it. */
  nextCallAt?: Date | null;
  note?: string;
}

export const NOTE_MAX = 2000;

/**
 * Status, next call time and a note. Closed needs a reason (and only closed has one); the first
 * move out of "new" stamps the first contact, once: it stops the service-level clock.
 */
export async function updateLeadWork(
  db: Database,
  staff: Scoped,
  id: number,
  change: LeadWorkChange,
  now = new Date(),
): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  const set: Partial<typeof leadWork.$inferInsert> = {};
  const detail: Record<string, unknown> = {};
  if (change.status !== undefined && change.status !== work.status) {
    if (!isLeadStatus(change.status)) throw new LeadError(400, "Unknown status.");
    set.status = change.status;
    detail.status = { from: work.status, to: change.status };
  }
  const status = set.status ?? work.status;
  if (status === "closed") {
    const reason = change.closeReason ?? work.closeReason;
    if (!isCloseReason(reason)) throw new LeadError(400, "Choose why the lead is closed.");
    if (reason !== work.closeReason) {
      set.closeReason = reason;
      detail.closeReason = reason;
    }
  } else if (work.closeReason) {
    set.closeReason = null;
  }
  // coalesce: two colleagues saving at once still stamp it once.
  const stampFirstContact = Boolean(set.status && set.status !== "new" && !work.firstContactAt);
  if (change.nextCallAt !== undefined) {
    const before = work.nextCallAt ? new Date(work.nextCallAt).getTime() : null;
    const after = change.nextCallAt ? change.nextCallAt.getTime() : null;
    if (after !== null && !Number.isFinite(after)) throw new LeadError(400, "Not a time.");
    if (before !== after) {
      set.nextCallAt = change.nextCallAt;
      detail.nextCallAt = change.nextCallAt?.toISOString() ?? null;
    }
  }
  const note = change.note?.trim() ?? "";
  if (note.length > NOTE_MAX)
    throw new LeadError(400, `A note has at most ${NOTE_MAX} characters.`);
  if (Object.keys(set).length) {
    await db
      .update(leadWork)
      .set({
        ...set,
        ...(stampFirstContact
          ? {
              firstContactAt: sql`coalesce(${leadWork.firstContactAt}, ${now.toISOString()}::timestamptz)`,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(leadWork.leadId, id));
    await recordAudit(db, {
      ...actorOf(staff),
      action: "lead.updated",
      recordType: "lead",
      recordId: id,
      detail,
    });
  }
  if (note) await addLeadNote(db, staff, id, note);
}

export async function addLeadNote(
  db: Database,
  staff: Scoped,
  id: number,
  body: string,
): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const text = body.trim();
  if (!text) throw new LeadError(400, "The note is empty.");
  if (text.length > NOTE_MAX)
    throw new LeadError(400, `A note has at most ${NOTE_MAX} characters.`);
  const [row] = await db
    .insert(leadNotes)
    .values({ leadId: id, authorId: staff.id, body: text })
    .returning({ id: leadNotes.id });
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.note_added",
    recordType: "lead",
    recordId: id,
    detail: { noteId: row?.id, length: text.length },
  });
}

/** An agent takes an unassigned lead of their scope; two at once: the first wins. */
export async function takeLead(db: Database, staff: Scoped, id: number): Promise<void> {
  if (!can(staff.role, "lead.take")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  if (work.assigneeId === staff.id) return;
  if (work.assigneeId) throw new LeadError(409, "Someone else has taken this lead.");
  const taken = await db
    .update(leadWork)
    .set({ assigneeId: staff.id, updatedAt: new Date() })
    .where(and(eq(leadWork.leadId, id), isNull(leadWork.assigneeId)))
    .returning({ id: leadWork.leadId });
  if (!taken.length) throw new LeadError(409, "Someone else has taken this lead.");
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.assigned",
    recordType: "lead",
    recordId: id,
    detail: { from: null, to: staff.id, taken: true },
  });
}

/** Who a supervisor may assign leads to: active agents and supervisors. */
export async function assignableStaff(db: Database) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.role, ["agent", "supervisor"]),
        eq(staffUsers.banned, false),
        eq(staffUsers.twoFactorEnabled, true),
      ),
    )
    .orderBy(asc(staffUsers.name));
}

/** A supervisor assigns a lead to an active agent or supervisor, or to nobody (null). */
export async function assignLead(
  db: Database,
  staff: Scoped,
  id: number,
  assigneeId: string | null,
): Promise<void> {
  if (!can(staff.role, "lead.assign")) throw new LeadError(403, "Not allowed.");
  const work = await workInScope(db, staff, id);
  if (assigneeId) {
    const [target] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.id, assigneeId),
          inArray(staffUsers.role, ["agent", "supervisor"]),
          eq(staffUsers.banned, false),
        ),
      );
    if (!target) throw new LeadError(400, "Leads go to active agents and supervisors only.");
  }
  if (work.assigneeId === assigneeId) return;
  await db
    .update(leadWork)
    .set({ assigneeId, updatedAt: new Date() })
    .where(eq(leadWork.leadId, id));
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.assigned",
    recordType: "lead",
    recordId: id,
    detail: { from: work.assigneeId, to: assigneeId },
  });
}

/** A dead letter goes back to the queue, due now, with a fresh count of attempts. */
export async function retryCrmDelivery(db: Database, staff: Scoped, id: number): Promise<void> {
  if (!can(staff.role, "lead.work")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const [before] = await db
    .select({ attempts: crmOutbox.attempts, lastError: crmOutbox.lastError })
    .from(crmOutbox)
    .where(and(eq(crmOutbox.leadId, id), eq(crmOutbox.status, "dead")));
  if (!before) throw new LeadError(409, "Only a failed delivery can be retried.");
  const moved = await db
    .update(crmOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(crmOutbox.leadId, id), eq(crmOutbox.status, "dead")))
    .returning({ id: crmOutbox.id });
  if (!moved.length) throw new LeadError(409, "Only a failed delivery can be retried.");
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.crm_retried",
    recordType: "lead",
    recordId: id,
    detail: { attempts: before.attempts, lastError: before.lastError },
  });
}

export const EXPORT_BATCH = 500;

const EXPORT_HEADER = [
  "id",
  "created_at",
  "name",
  "country_code",
  "mobile",
  "email",
  "city",
  "treatment",
  "lead_type",
  "page_type",
  "page_name",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "lead_source",
  "status",
  "close_reason",
  "assignee",
  "first_contact_at",
  "next_call_at",
  "sla",
  "age",
];

function exportLine(r: LeadRow): string {
  return csvRow([
    r.id,
    r.createdAt,
    r.name,
    r.countryCode,
    r.mobile,
    r.email,
    r.city,
    r.treatment,
    r.leadType,
    r.pageType,
    r.pageName,
    r.utmSource,
    r.utmMedium,
    r.utmCampaign,
    r.leadSource,
    r.status,
    r.closeReason,
    r.assigneeName,
    r.firstContactAt,
    r.nextCallAt,
    r.sla,
    r.age,
  ]);
}

/**
 * The leads of the current filters as CSV, streamed: batches of EXPORT_BATCH rows read by
 * keyset on (created_at, id), so memory stays flat whatever the count. Recorded in the audit
 * trail before the first byte.
 */
export async function exportLeadsCsv(
  db: Database,
  staff: Scoped,
  filters: LeadFilters,
  options: { now?: Date; rule?: SlaRule; batch?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  if (!can(staff.role, "lead.export")) throw new LeadError(403, "Not allowed.");
  const now = options.now ?? new Date();
  const rule = options.rule ?? slaRule();
  const batch = options.batch ?? EXPORT_BATCH;
  const oldest = filters.sort === "oldest";
  const base = filterWhere(staff, { ...filters, page: undefined }, now, rule);
  await recordAudit(db, {
    ...actorOf(staff),
    action: "leads.exported",
    recordType: "lead",
    detail: { filters: { ...filters, page: undefined } },
  });
  const encoder = new TextEncoder();
  // The cursor keeps the database's own text of the time: a JS Date would drop the
  // microseconds and skip rows created within the same millisecond.
  let cursor: { at: string; id: number } | null = null;
  let sentHeader = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHeader) {
        sentHeader = true;
        // A byte-order mark so spreadsheet programs read the names as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(EXPORT_HEADER)}`));
        return;
      }
      const where = [...base];
      if (cursor) {
        const at = sql`${cursor.at}::timestamptz`;
        where.push(
          oldest
            ? sql`(${leadWork.createdAt}, ${leadWork.leadId}) > (${at}, ${cursor.id})`
            : sql`(${leadWork.createdAt}, ${leadWork.leadId}) < (${at}, ${cursor.id})`,
        );
      }
      const rows = await db
        .select({ ...rowColumns, cursorAt: sql<string>`${leadWork.createdAt}::text` })
        .from(leadWork)
        .innerJoin(leads, eq(leads.id, leadWork.leadId))
        .leftJoin(staffUsers, eq(staffUsers.id, leadWork.assigneeId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(
          ...(oldest
            ? [asc(leadWork.createdAt), asc(leadWork.leadId)]
            : [desc(leadWork.createdAt), desc(leadWork.leadId)]),
        )
        .limit(batch);
      if (rows.length) {
        const text = rows
          .map((r) => exportLine(withSla(r as Omit<LeadRow, "sla" | "dueAt" | "age">, rule, now)))
          .join("");
        controller.enqueue(encoder.encode(text));
        const last = rows[rows.length - 1];
        if (last) cursor = { at: last.cursorAt, id: last.id };
      }
      if (rows.length < batch) controller.close();
    },
  });
}

/** The selfie of a lead in scope, each view in the audit trail; null when it has none. */
export async function readLeadPhoto(
  db: Database,
  staff: Scoped,
  id: number,
): Promise<{ contentType: string; data: Buffer } | null> {
  if (!can(staff.role, "lead.view")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  const [photo] = await db
    .select({ contentType: leadPhotos.contentType, data: leadPhotos.data })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, id));
  if (!photo) return null;
  await recordAudit(db, {
    ...actorOf(staff),
    action: "lead.photo_viewed",
    recordType: "lead",
    recordId: id,
  });
  return { contentType: photo.contentType, data: Buffer.from(photo.data, "base64") };
}
