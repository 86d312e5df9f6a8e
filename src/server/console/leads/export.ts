import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leadNotes, leads, leadWork, staffUsers } from "@/src/db/schema";
import { csvRow } from "@/src/lib/csv";
import type { LeadFilters } from "@/src/lib/console/lead-filters";
import { istIso } from "@/src/lib/console/lead-format";
import { can } from "@/src/lib/console/permissions";
import type { LeadRow } from "@/src/lib/console/lead-view";
import type { SlaRule } from "@/src/lib/console/sla";
import { contactRulesText } from "@/src/lib/privacy/contact-rules";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import { slaRule } from "../sla";
import { filterWhere, LeadError, rowColumns, type Scoped, withSla } from "./scope";

/**
 * The inbox's filters as a CSV download. Times are in IST with their offset, as the console shows
 * them; each row also carries what a coordinator needs offline: the insurer, the page's language,
 * the contact rules and the care team's notes (CS-103).
 */

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
  "insurer",
  "language",
  "contact_rules",
  "notes",
];

/** The inbox's row carries the insurer, the page's language and the contact rules too. */
type ExportRow = LeadRow;

function exportLine(r: ExportRow, notes: readonly string[]): string {
  return csvRow([
    r.id,
    istIso(r.createdAt),
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
    istIso(r.firstContactAt),
    istIso(r.nextCallAt),
    r.sla,
    r.age,
    r.insurer,
    r.language === "hi" ? "Hindi" : "English",
    contactRulesText(r.contactRules),
    notes.join(" | "),
  ]);
}

/** Each lead's notes, oldest first, as "2026-11-26 14:30 Asha: called, no answer" (IST). */
async function notesOf(db: Database, ids: number[]): Promise<Map<number, string[]>> {
  const byLead = new Map<number, string[]>();
  if (ids.length === 0) return byLead;
  const rows = await db
    .select({
      leadId: leadNotes.leadId,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      author: staffUsers.name,
    })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.authorId))
    .where(inArray(leadNotes.leadId, ids))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  for (const note of rows) {
    const line = `${istIso(note.createdAt).slice(0, 16).replace("T", " ")} ${note.author ?? "staff"}: ${note.body}`;
    byLead.set(note.leadId, [...(byLead.get(note.leadId) ?? []), line]);
  }
  return byLead;
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
        .select({
          ...rowColumns,
          cursorAt: sql<string>`${leadWork.createdAt}::text`,
        })
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
        const notes = await notesOf(
          db,
          rows.map((r) => r.id),
        );
        const text = rows
          .map((r) => exportLine(withSla(r, rule, now), notes.get(r.id) ?? []))
          .join("");
        controller.enqueue(encoder.encode(text));
        const last = rows[rows.length - 1];
        if (last) cursor = { at: last.cursorAt, id: last.id };
      }
      if (rows.length < batch) controller.close();
    },
  });
}
