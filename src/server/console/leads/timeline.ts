import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/src/db";
import { leadEvents, leadNotes, leads, leadWork, staffUsers } from "@/src/db/schema";
import { can } from "@/src/lib/console/permissions";
import { type TimelineEntry, timelineText } from "@/src/lib/console/timeline";
import { LeadError, type Scoped, scopeWhere, workInScope } from "./scope";

/**
 * A lead's story (CS-110), oldest first: every row of `lead_events` with who did it, and a
 * note's own text. With `byMobile`, the story of every lead of the same number the caller may
 * see (CS-112), each entry naming its lead.
 */
export async function leadTimeline(
  db: Database,
  staff: Scoped,
  id: number,
  options: { byMobile?: boolean } = {},
): Promise<TimelineEntry[]> {
  if (!can(staff.role, "lead.view")) throw new LeadError(403, "Not allowed.");
  await workInScope(db, staff, id);
  let ids = [id];
  if (options.byMobile) {
    const [lead] = await db
      .select({ mobile: leads.MobileNoData, countryCode: leads.countryCode })
      .from(leads)
      .where(eq(leads.id, id));
    if (!lead) throw new LeadError(404, "No such lead.");
    const same = await db
      .select({ id: leadWork.leadId })
      .from(leadWork)
      .innerJoin(leads, eq(leads.id, leadWork.leadId))
      .where(
        and(
          eq(leads.MobileNoData, lead.mobile),
          eq(leads.countryCode, lead.countryCode),
          scopeWhere(staff),
        ),
      )
      .limit(50);
    ids = [...new Set([id, ...same.map((s) => s.id)])];
  }
  const rows = await db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      at: leadEvents.at,
      kind: leadEvents.kind,
      by: leadEvents.by,
      actor: staffUsers.name,
      detail: leadEvents.detail,
    })
    .from(leadEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.actorId))
    .where(inArray(leadEvents.leadId, ids))
    .orderBy(asc(leadEvents.at), asc(leadEvents.id))
    .limit(500);
  const noteIds = rows
    .filter((r) => r.kind === "note")
    .map((r) => Number(r.detail.noteId))
    .filter(Number.isSafeInteger);
  const notes = noteIds.length
    ? await db
        .select({ id: leadNotes.id, body: leadNotes.body })
        .from(leadNotes)
        .where(inArray(leadNotes.id, noteIds))
    : [];
  const bodies = new Map(notes.map((n) => [n.id, n.body]));
  const names = new Map(
    (
      await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(
          inArray(
            staffUsers.id,
            rows
              .flatMap((r) =>
                typeof r.detail.to === "string" && r.kind === "assigned" ? [r.detail.to] : [],
              )
              .concat([""]),
          ),
        )
    ).map((s) => [s.id, s.name]),
  );
  return rows.map((r) => {
    const entry = {
      id: r.id,
      leadId: r.leadId,
      at: new Date(r.at),
      kind: r.kind,
      by: r.by,
      actor: r.actor ?? null,
      detail: r.detail,
    };
    return {
      ...entry,
      text: timelineText(entry, {
        note: bodies.get(Number(r.detail.noteId)),
        assignee: typeof r.detail.to === "string" ? names.get(r.detail.to) : undefined,
      }),
    };
  });
}
