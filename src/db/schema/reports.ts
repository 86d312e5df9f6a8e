import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { contentVersions } from "./content-editing";

/**
 * "Report an error" on a doctor's or hospital's profile (trust: visitors correct what we show):
 * what a visitor says is wrong, kept for the care team. `status` is the team's: 'new' until someone
 * checks it.
 */
export const errorReports = pgTable(
  "error_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** 'doctor' | 'hospital' */
    entityKind: text("entity_kind").notNull(),
    entityId: integer("entity_id").notNull(),
    /** The page the report was sent from. */
    pagePath: text("page_path").notNull(),
    message: text("message").notNull(),
    visitorId: text("visitor_id"),
    status: text("status").notNull().default("new"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** Who marked it fixed or rejected in the console, and when. */
    handledBy: text("handled_by"),
    handledAt: timestamptz("handled_at"),
    /**
     * The published content version (of the profile or one of its facts) that fixed what was
     * reported, recorded when the report is resolved after an edit (migration 0028).
     */
    fixedByVersionId: bigint("fixed_by_version_id", { mode: "number" }).references(
      () => contentVersions.id,
    ),
  },
  (t) => [
    index("error_reports_status_created_idx").on(t.status, t.createdAt),
    check("error_reports_entity_kind_check", sql`${t.entityKind} in ('doctor', 'hospital')`),
    check(
      "error_reports_status_check",
      sql`${t.status} in ('new', 'checked', 'fixed', 'rejected')`,
    ),
  ],
);
