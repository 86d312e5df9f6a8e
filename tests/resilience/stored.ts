import { inArray, like } from "drizzle-orm";
import type { Database } from "@/src/db";
import { crmOutbox, leadIdempotencyKeys, leads } from "@/src/db/schema";
import type { SentLead } from "./lead-load";

/** What the database holds for the leads a run sent (names `Resilience <tag> …` are unique). */
export interface StoredFigures {
  /** Leads sent (distinct Idempotency-Keys). */
  sent: number;
  /** Leads answered 200. */
  answered: number;
  /** Rows stored for this run's leads. */
  stored: number;
  /** Leads answered 200 whose Id holds this lead, exactly once. */
  answeredStoredOnce: number;
  /** Leads answered 200 with no row (or not theirs) under their Id. */
  lost: number;
  /** Leads stored more than once (rows beyond the first). */
  duplicated: number;
  /** Keys whose recorded lead is not the Id their answer gave. */
  keyMismatch: number;
  /** Stored leads without their CRM outbox row. */
  withoutOutbox: number;
}

export async function storedFigures(
  db: Database,
  tag: string,
  sent: SentLead[],
): Promise<StoredFigures> {
  const rows = await db
    .select({ id: leads.id, name: leads.NameData })
    .from(leads)
    .where(like(leads.NameData, `Resilience ${tag} %`));
  const byName = new Map<string, number[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  const answered = sent.filter((lead) => lead.id !== undefined);
  const answeredStoredOnce = answered.filter((lead) => {
    const ids = byName.get(lead.name) ?? [];
    return ids.length === 1 && ids[0] === lead.id;
  }).length;
  const lost = answered.filter((lead) => !(byName.get(lead.name) ?? []).includes(lead.id ?? -1));
  const duplicated = [...byName.values()].reduce((n, ids) => n + Math.max(ids.length - 1, 0), 0);
  const ids = rows.map((row) => row.id);
  const keys = answered.length
    ? await db
        .select({ key: leadIdempotencyKeys.key, leadId: leadIdempotencyKeys.leadId })
        .from(leadIdempotencyKeys)
        .where(
          inArray(
            leadIdempotencyKeys.key,
            answered.map((lead) => lead.key),
          ),
        )
    : [];
  const keyToId = new Map(keys.map((k) => [k.key, k.leadId]));
  const outbox = ids.length
    ? await db
        .select({ leadId: crmOutbox.leadId })
        .from(crmOutbox)
        .where(inArray(crmOutbox.leadId, ids))
    : [];
  return {
    sent: sent.length,
    answered: answered.length,
    stored: rows.length,
    answeredStoredOnce,
    lost: lost.length,
    duplicated,
    keyMismatch: answered.filter((lead) => keyToId.get(lead.key) !== lead.id).length,
    withoutOutbox: ids.length - outbox.length,
  };
}
