/**
 * `npm run content -- …` (usage in ./commands.ts). Reads the same environment as `npm start`
 * (DATABASE_URL, PGLITE_DIR). With PostgreSQL it opens the database itself, server running or
 * not; with the embedded database it opens the directory when no server holds it, and otherwise
 * asks the running server over its local channel (src/server/ops/channel.ts), like `npm run staff`.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "../../config/env";
import { openFromEnv } from "../../db/client";
import { DirectoryLockedError } from "../../db/lock";
import { csvSizeProblem } from "../../lib/content-editing/csv";
import { runMigrations } from "../../db/migrate";
import { askServer, opsSocketPath } from "../ops/channel";
import { CONTENT_USAGE, runContentCommand } from "./commands";

/**
 * The text of the FILE argument of `import`, read here: the server is sent text, never a path.
 * A file over the import's limit is refused by its size, unread. Bytes that are not UTF-8 become
 * U+FFFD, which the import refuses with their line (a Latin-1 file is not published as "Caf?").
 */
function readFiles(args: readonly string[]): Record<string, string> {
  const [command, , file] = args.filter((a) => !a.startsWith("--"));
  if (command !== "import" || !file) return {};
  const tooBig = csvSizeProblem(fs.statSync(path.resolve(file)).size);
  if (tooBig) throw new Error(`${tooBig} Nothing was imported.`);
  return { [file]: fs.readFileSync(path.resolve(file), "utf8") };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "help" || args[0] === "--help") {
    process.stdout.write(`${CONTENT_USAGE}\n`);
    return args.length === 0 ? 1 : 0;
  }
  let files: Record<string, string>;
  try {
    files = readFiles(args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const vars = env();
  let result: { ok: boolean; output: string };
  try {
    const handle = openFromEnv(vars);
    try {
      await runMigrations(handle);
      result = await runContentCommand(handle.db, args, files);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    const socketPath = opsSocketPath(vars.PGLITE_DIR);
    if (!fs.existsSync(socketPath)) {
      process.stderr.write(
        `${error.message}\n(no ops channel at ${socketPath}: is it an older server?)\n`,
      );
      return 1;
    }
    result = await askServer(socketPath, { tool: "content", args, files });
  }
  (result.ok ? process.stdout : process.stderr).write(`${result.output}\n`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
