import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  contentVersions,
  errorReports,
  leads,
  leadWork,
  partnerEnquiries,
  searchMisses,
} from "@/src/db/schema";
import { recordAudit } from "@/src/server/staff/audit";
import type { StaffMember } from "@/src/server/staff/session";
import { can } from "@/src/lib/console/permissions";
import { assertCan } from "./access";

/**
 * The work queues of the console: what patients and partners send besides leads. Every list
 * is paged (open items first, then newest), every change checks the role and is written to
 * the audit trail in the same transaction.
 */
export const QUEUE_PAGE_SIZE = 25;
export const MISS_WINDOW_DAYS = 30;

export type QueueActor = Pick<StaffMember, "id" | "email" | "role" | "ip">;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

function pageOf(page: number | undefined): number {
  return Number.isFinite(page) && (page ?? 1) >= 1 ? Math.floor(page ?? 1) : 1;
}

/* ---------------------------------------------------------------- error reports */

export const ERROR_REPORT_MARKS = ["fixed", "rejected", "new"] as const;
export type ErrorReportMark = (typeof ERROR_REPORT_MARKS)[number];

export interface ErrorReportItem {
  id: number;
  entityKind: "doctor" | "hospital";
  entityId: number;
  entityName: string | null;
  pagePath: string;
  message: string;
  status: string;
  createdAt: Date;
  handledAt: Date | null;
  /** The doctor's or hospital's slug (its edit form); null when it was removed. */
  entitySlug: string | null;
  /** The content version recorded as the fix when the report was resolved. */
  fixedBy: FixingVersion | null;
}

export interface FixingVersion {
  id: number;
  kind: string;
  key: string;
  number: number;
}

/** 'new' and 'checked' are still to do; 'fixed' (resolved) and 'rejected' are done. */
const OPEN_REPORT = sql`${errorReports.status} in ('new', 'checked')`;

export async function listErrorReports(
  db: Database,
  staff: QueueActor,
  options: { page?: number } = {},
): Promise<Page<ErrorReportItem>> {
  assertCan(staff, "queue.errors");
  const page = pageOf(options.page);
  const rows = await db
    .select({
      id: errorReports.id,
      entityKind: errorReports.entityKind,
      entityId: errorReports.entityId,
      // The name as the page showed it; null when the entity was removed since.
      entityName: sql<string | null>`case ${errorReports.entityKind}
        when 'doctor' then (select d.name from doctors d where d.id = ${errorReports.entityId})
        else (select h.name from hospitals h where h.id = ${errorReports.entityId}) end`,
      pagePath: errorReports.pagePath,
      message: errorReports.message,
      status: errorReports.status,
      createdAt: errorReports.createdAt,
      handledAt: errorReports.handledAt,
      entitySlug: sql<string | null>`case ${errorReports.entityKind}
        when 'doctor' then (select d.slug from doctors d where d.id = ${errorReports.entityId})
        else (select h.slug from hospitals h where h.id = ${errorReports.entityId}) end`,
      fixedById: contentVersions.id,
      fixedByKind: contentVersions.kind,
      fixedByKey: contentVersions.entityKey,
      fixedByNumber: contentVersions.number,
    })
    .from(errorReports)
    .leftJoin(contentVersions, eq(contentVersions.id, errorReports.fixedByVersionId))
    .orderBy(desc(OPEN_REPORT), desc(errorReports.createdAt), desc(errorReports.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(errorReports);
  return {
    items: rows.map(({ fixedById, fixedByKind, fixedByKey, fixedByNumber, ...r }) => ({
      ...(r as Omit<ErrorReportItem, "fixedBy">),
      fixedBy:
        fixedById !== null && fixedByKind !== null && fixedByKey !== null && fixedByNumber !== null
          ? { id: fixedById, kind: fixedByKind, key: fixedByKey, number: fixedByNumber }
          : null,
    })),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    total: Number(counted?.n ?? 0),
  };
}

export async function markErrorReport(
  db: Database,
  staff: QueueActor,
  id: number,
  status: ErrorReportMark,
  now = new Date(),
): Promise<boolean> {
  assertCan(staff, "queue.errors");
  if (!ERROR_REPORT_MARKS.includes(status)) throw new Error(`Unknown status: ${status}`);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: errorReports.status,
        entityKind: errorReports.entityKind,
        entityId: errorReports.entityId,
        createdAt: errorReports.createdAt,
      })
      .from(errorReports)
      .where(eq(errorReports.id, id))
      .for("update");
    if (!before) return false;
    if (before.status === status) return true;
    const reopened = status === "new";
    const fixedBy =
      status === "fixed" ? await fixingVersion(tx as unknown as Database, before, now) : null;
    await tx
      .update(errorReports)
      .set({
        status,
        handledBy: reopened ? null : staff.id,
        handledAt: reopened ? null : now,
        fixedByVersionId: fixedBy?.id ?? null,
      })
      .where(eq(errorReports.id, id));
    await recordAudit(tx as unknown as Database, {
      action: "queue.updated",
      actorId: staff.id,
      actorEmail: staff.email,
      recordType: "error_report",
      recordId: id,
      ip: staff.ip,
      detail: {
        from: before.status,
        to: status,
        ...(fixedBy
          ? { fixedBy: { kind: fixedBy.kind, key: fixedBy.key, version: fixedBy.number } }
          : {}),
      },
    });
    return true;
  });
}

/**
 * The edit that fixed a report: the newest version published since the report came in of the
 * doctor's or hospital's profile or of one of its verified facts. Null when nothing was edited
 * since (a report resolved without a change, e.g. already right).
 */
export async function fixingVersion(
  db: Database,
  report: { entityKind: string; entityId: number; createdAt: Date },
  now: Date,
): Promise<FixingVersion | null> {
  const table = report.entityKind === "doctor" ? "doctors" : "hospitals";
  const result = (await db.execute(sql`
    select v.id, v.kind, v.entity_key as key, v.number
    from ${contentVersions} v
    join ${sql.raw(table)} e on e.id = ${report.entityId}
    where ((v.kind = ${report.entityKind} and v.entity_key = e.slug)
        or (v.kind = 'fact' and v.entity_key like ${`${report.entityKind}:`} || e.slug || ':%'))
      and v.published_at >= ${report.createdAt.toISOString()}::timestamptz
      and v.published_at <= ${now.toISOString()}::timestamptz
    order by v.published_at desc, v.id desc
    limit 1`)) as unknown as { rows: { id: number; kind: string; key: string; number: number }[] };
  const row = result.rows[0];
  return row
    ? { id: Number(row.id), kind: row.kind, key: row.key, number: Number(row.number) }
    : null;
}

/* ---------------------------------------------------------------- partner enquiries */

export const PARTNER_MARKS = ["contacted", "closed", "new"] as const;
export type PartnerMark = (typeof PARTNER_MARKS)[number];

export interface PartnerItem {
  id: number;
  organisation: string;
  contactName: string;
  mobile: string;
  countryCode: string;
  email: string;
  city: string;
  kind: string;
  message: string | null;
  status: "new" | "contacted" | "closed";
  createdAt: Date;
  handledAt: Date | null;
}

export async function listPartnerEnquiries(
  db: Database,
  staff: QueueActor,
  options: { page?: number } = {},
): Promise<Page<PartnerItem>> {
  assertCan(staff, "queue.work");
  const page = pageOf(options.page);
  const rows = await db
    .select({
      id: partnerEnquiries.id,
      organisation: partnerEnquiries.organisation,
      contactName: partnerEnquiries.contactName,
      mobile: partnerEnquiries.mobile,
      countryCode: partnerEnquiries.countryCode,
      email: partnerEnquiries.email,
      city: partnerEnquiries.city,
      kind: partnerEnquiries.kind,
      message: partnerEnquiries.message,
      status: partnerEnquiries.status,
      createdAt: partnerEnquiries.createdAt,
      handledAt: partnerEnquiries.handledAt,
    })
    .from(partnerEnquiries)
    // New first, then those being talked to, closed last; newest first within each.
    .orderBy(
      sql`case ${partnerEnquiries.status} when 'new' then 0 when 'contacted' then 1 else 2 end`,
      desc(partnerEnquiries.createdAt),
      desc(partnerEnquiries.id),
    )
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(partnerEnquiries);
  return { items: rows, page, pageSize: QUEUE_PAGE_SIZE, total: Number(counted?.n ?? 0) };
}

export async function markPartnerEnquiry(
  db: Database,
  staff: QueueActor,
  id: number,
  status: PartnerMark,
  now = new Date(),
): Promise<boolean> {
  assertCan(staff, "queue.work");
  if (!PARTNER_MARKS.includes(status)) throw new Error(`Unknown status: ${status}`);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: partnerEnquiries.status })
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.id, id))
      .for("update");
    if (!before) return false;
    if (before.status === status) return true;
    await tx
      .update(partnerEnquiries)
      .set({ status, handledAt: status === "new" ? null : now })
      .where(eq(partnerEnquiries.id, id));
    await recordAudit(tx as unknown as Database, {
      action: "queue.updated",
      actorId: staff.id,
      actorEmail: staff.email,
      recordType: "partner_enquiry",
      recordId: id,
      ip: staff.ip,
      detail: { from: before.status, to: status },
    });
    return true;
  });
}

/* ---------------------------------------------------------------- chat questions */

export interface ChatItem {
  leadId: number;
  name: string;
  city: string | null;
  question: string | null;
  status: string;
  createdAt: Date;
}

/** Chat leads (the transcript is the lead's query): worked on the lead's own page. */
export async function listChatQuestions(
  db: Database,
  staff: QueueActor,
  options: { page?: number } = {},
): Promise<Page<ChatItem>> {
  assertCan(staff, "queue.work");
  const page = pageOf(options.page);
  const isChat = eq(leads.LeadTypeData, "Chat");
  const rows = await db
    .select({
      leadId: leads.id,
      name: leads.NameData,
      city: leads.CityData,
      question: leads.QueryData,
      status: leadWork.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(isChat)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(isChat);
  return { items: rows, page, pageSize: QUEUE_PAGE_SIZE, total: Number(counted?.n ?? 0) };
}

/* ---------------------------------------------------------------- zero-result searches */

export interface MissItem {
  query: string;
  total: number;
  days: number;
  lastDay: string;
}

/** The day (YYYY-MM-DD, India) `days` days before `now`'s. */
export function istDayBefore(now: Date, days: number): string {
  return new Date(now.getTime() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** Searches that found nothing in the last 30 days, by query, the most asked first. */
export async function listSearchMisses(
  db: Database,
  staff: QueueActor,
  options: { page?: number; now?: Date } = {},
): Promise<Page<MissItem>> {
  assertCan(staff, "queue.work");
  const page = pageOf(options.page);
  const now = options.now ?? new Date();
  const since = istDayBefore(now, MISS_WINDOW_DAYS - 1);
  const inWindow = sql`${searchMisses.day} between ${since}::date and ${istDayBefore(now, 0)}::date`;
  const total = sql<number>`sum(${searchMisses.count})::int`;
  const rows = await db
    .select({
      query: searchMisses.query,
      total,
      days: sql<number>`count(*)::int`,
      lastDay: sql<string>`max(${searchMisses.day})::text`,
    })
    .from(searchMisses)
    .where(inWindow)
    .groupBy(searchMisses.query)
    .orderBy(desc(total), searchMisses.query)
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const [counted] = await db
    .select({ n: sql<number>`count(distinct ${searchMisses.query})::int` })
    .from(searchMisses)
    .where(inWindow);
  return {
    items: rows.map((r) => ({ ...r, total: Number(r.total), days: Number(r.days) })),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    total: Number(counted?.n ?? 0),
  };
}

/** How many items wait in each queue: the tabs' badges. */
export async function queueCounts(db: Database, staff: QueueActor, now = new Date()) {
  assertCan(staff, "queue.errors");
  const since = istDayBefore(now, MISS_WINDOW_DAYS - 1);
  const [errors] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(errorReports)
    .where(OPEN_REPORT);
  // An editor sees the error reports only.
  if (!can(staff.role, "queue.work")) {
    return { errors: Number(errors?.n ?? 0), partners: 0, chats: 0, searches: 0 };
  }
  const [partners] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerEnquiries)
    .where(eq(partnerEnquiries.status, "new"));
  const [chats] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(and(eq(leads.LeadTypeData, "Chat"), inArray(leadWork.status, ["new"])));
  const [searches] = await db
    .select({ n: sql<number>`count(distinct ${searchMisses.query})::int` })
    .from(searchMisses)
    .where(sql`${searchMisses.day} between ${since}::date and ${istDayBefore(now, 0)}::date`);
  return {
    errors: Number(errors?.n ?? 0),
    partners: Number(partners?.n ?? 0),
    chats: Number(chats?.n ?? 0),
    searches: Number(searches?.n ?? 0),
  };
}
