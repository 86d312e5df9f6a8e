/**
 * Child process of log-crash.test.ts: logs `LINES` "lead created" lines through the app's
 * logger, then kills itself with SIGKILL at once, as a crash would, before the event loop turns.
 * Run with `tsx --conditions=react-server` (the logger imports `server-only`).
 */
import { logger } from "@/src/server/log";

const lines = Number(process.env.LINES ?? 200);
for (let leadId = 1; leadId <= lines; leadId++) {
  logger.info({ leadId, mobileMasked: "******3210" }, "lead created");
}
process.kill(process.pid, "SIGKILL");
