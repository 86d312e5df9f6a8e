import "server-only";
import type { Database } from "@/src/db";
import { ContentError, OPERATOR } from "./actor";
import { linkReviewer } from "./workflow";

/**
 * `npm run content -- …`: the operator's content commands. One implementation, run by the
 * command itself (PostgreSQL, or an embedded database no server holds) or by the running server
 * on its behalf (src/server/ops/channel.ts), so both print the same.
 */
export const CONTENT_USAGE = [
  "npm run content -- link-reviewer EMAIL REVIEWER-SLUG",
  "npm run content -- export costs|hospitals|doctors",
  "npm run content -- import costs|hospitals|doctors FILE [--dry-run] [--publish]",
].join("\n");

export interface ContentCommandResult {
  ok: boolean;
  output: string;
}

/**
 * `files` holds the text of the files the command names (read by the command's process, so the
 * server never opens a path it was sent).
 */
export async function runContentCommand(
  db: Database,
  args: readonly string[],
  files: Readonly<Record<string, string>> = {},
): Promise<ContentCommandResult> {
  const [command, ...rest] = args;
  const positional = rest.filter((a) => !a.startsWith("--"));
  try {
    switch (command) {
      case "link-reviewer": {
        const [email, slug] = positional;
        if (!email || !slug) return { ok: false, output: CONTENT_USAGE };
        const profile = await linkReviewer(db, OPERATOR, email, slug);
        return { ok: true, output: `${email} signs off as ${profile.name}.` };
      }
      default: {
        const csv = await import("./csv-commands");
        const handled = await csv.runCsvCommand(db, command, rest, files);
        return handled ?? { ok: false, output: CONTENT_USAGE };
      }
    }
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, output: error.message };
    throw error;
  }
}
