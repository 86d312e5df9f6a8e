import "server-only";
import type { Database } from "@/src/db";
import type { ContentCommandResult } from "./commands";

/** `export costs` and `import costs FILE`: filled in with the CSV module. */
export async function runCsvCommand(
  _db: Database,
  _command: string | undefined,
  _rest: readonly string[],
  _files: Readonly<Record<string, string>>,
): Promise<ContentCommandResult | null> {
  return null;
}
