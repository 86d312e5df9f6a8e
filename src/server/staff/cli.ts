/**
 * `npm run staff -- add|list|disable|reset …` (usage in ./commands.ts). Reads the same
 * environment as `npm start` (DATABASE_URL, PGLITE_DIR, PORT, SITE_URL). With PostgreSQL it opens
 * the database itself, server running or not; with the embedded database it opens the directory
 * when no server holds it, and otherwise asks the running server over its local channel
 * (src/server/ops/channel.ts).
 */
import "server-only";
import fs from "node:fs";
import { env } from "../../config/env";
import { openFromEnv } from "../../db/client";
import { DirectoryLockedError } from "../../db/lock";
import { runMigrations } from "../../db/migrate";
import { askServer, opsSocketPath } from "../ops/channel";
import { runStaffCommand, STAFF_USAGE } from "./commands";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "help" || args[0] === "--help") {
    process.stdout.write(`${STAFF_USAGE}\n`);
    return args.length === 0 ? 1 : 0;
  }
  const vars = env();
  let result: { ok: boolean; output: string };
  try {
    const handle = openFromEnv(vars);
    try {
      await runMigrations(handle);
      result = await runStaffCommand(handle.db, args, vars.SITE_URL);
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
    result = await askServer(socketPath, { tool: "staff", args });
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
