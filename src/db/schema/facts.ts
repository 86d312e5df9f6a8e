import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { FactKind, FactOwner } from "../../lib/content-editing/facts";
import { timestamptz } from "./columns";

/**
 * Where and when each verified fact of a doctor or hospital was last checked (migration 0028).
 * The fact's value stays in its catalogue columns (doctors.registration_number,
 * hospital_accreditations, hospitals.pmjay_id, hospital_insurers); this row says who vouched
 * for it (who checked it: the fact's content versions). No row: never checked. src/lib/content-editing/facts.ts holds the check intervals.
 */
export const verifiedFacts = pgTable(
  "verified_facts",
  {
    entity: text("entity").$type<FactOwner>().notNull(),
    entityId: integer("entity_id").notNull(),
    kind: text("kind").$type<FactKind>().notNull(),
    /** A few words: "UP Medical Council register", "NABH certificate list". */
    source: text("source").notNull(),
    sourceUrl: text("source_url"),
    /** The day (IST) someone last checked the value against the source. */
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.kind] }),
    index("verified_facts_kind_checked_idx").on(t.kind, t.checkedOn),
    check("verified_facts_entity_check", sql`${t.entity} in ('doctor', 'hospital')`),
    check(
      "verified_facts_kind_check",
      sql`${t.kind} in ('registration', 'accreditation', 'empanelment', 'insurers')`,
    ),
  ],
);
