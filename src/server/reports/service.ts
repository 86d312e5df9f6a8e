import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { doctors, errorReports, hospitals } from "@/src/db/schema";
import type { ErrorReportInput } from "@/src/lib/catalog/error-report";
import { AppError } from "@/src/server/http/errors";
import { localText } from "@/src/server/http/messages";

/**
 * Stores a visitor's "report an error" note for the care team. The doctor or hospital must exist
 * and be the one of the page it was sent from (a 404 otherwise); nothing else is written.
 */
export async function createErrorReport(
  db: Database,
  input: ErrorReportInput,
  visitorId: string | undefined,
): Promise<{ id: number }> {
  const table = input.kind === "doctor" ? doctors : hospitals;
  const slug = input.path.split("/")[2] ?? "";
  const kindOfPath = input.path.split("/")[1];
  const [entity] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.id), eq(table.slug, slug)))
    .limit(1);
  if (!entity || kindOfPath !== input.kind) {
    throw new AppError(404, [localText((m) => m.discovery.reportUnknown)]);
  }
  const [row] = await db
    .insert(errorReports)
    .values({
      entityKind: input.kind,
      entityId: input.id,
      pagePath: input.path,
      message: input.message,
      visitorId: visitorId || null,
    })
    .returning({ id: errorReports.id });
  return { id: row?.id ?? 0 };
}
