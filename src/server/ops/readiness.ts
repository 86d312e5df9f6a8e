import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import type { Envelope } from "@/src/lib/api/contracts/envelope";
import journal from "@/src/db/migrations/meta/_journal.json";
import { safeErrorFields } from "@/src/server/log";
import { searchIndexOf } from "@/src/server/search/live-index";

/**
 * What a load balancer asks: `/api/health` says the process answers (no database
 * call); `/api/ready` says this instance can serve: the database answers and has every migration
 * this build ships, and the process is not shutting down.
 */
export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable" | "timeout";
  /** current: every migration of this build applied; behind: some are not; unknown: no answer. */
  migrations: "current" | "behind" | "unknown";
  /** Search answers from memory: not ready until this instance's index is loaded (SR-16). */
  searchIndex: "loaded" | "loading";
  shuttingDown: boolean;
}

/** The newest migration this build ships (drizzle's migrator stores its `when` as created_at). */
export const LATEST_MIGRATION_MS = Math.max(...journal.entries.map((entry) => entry.when));

const lifecycle = globalThis as unknown as { vaidyaShuttingDown?: boolean };

/** Set once a shutdown begins: readiness answers 503 from then on (src/server/ops/shutdown.ts). */
export function markShuttingDown(value = true): void {
  lifecycle.vaidyaShuttingDown = value;
}

export function isShuttingDown(): boolean {
  return lifecycle.vaidyaShuttingDown === true;
}

/** Table or schema missing: the database answers but no migration was ever applied. */
const NOTHING_MIGRATED = new Set(["42P01", "3F000"]);

function errorCode(error: unknown): string | undefined {
  return safeErrorFields(error).code as string | undefined;
}

/**
 * One query, bounded by `timeoutMs` (a database that does not answer must not hang the probe):
 * the newest applied migration, compared with the newest this build ships.
 */
export async function checkReadiness(getDb: () => Database, timeoutMs = 2000): Promise<Readiness> {
  const shuttingDown = isShuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const probe = (async (): Promise<Omit<Readiness, "ready" | "shuttingDown" | "searchIndex">> => {
    try {
      const result = (await getDb().execute(
        sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { latest: string | number | null }[] };
      const latest = Number(result.rows[0]?.latest ?? 0);
      return { database: "ok", migrations: latest >= LATEST_MIGRATION_MS ? "current" : "behind" };
    } catch (error) {
      const code = errorCode(error);
      return code && NOTHING_MIGRATED.has(code)
        ? { database: "ok", migrations: "behind" }
        : { database: "unreachable", migrations: "unknown" };
    }
  })();
  const outcome = await Promise.race([probe, timeout]);
  const checks =
    outcome === "timeout"
      ? { database: "timeout" as const, migrations: "unknown" as const }
      : outcome;
  // The index loads once per instance (seconds at 100,000 documents): the first probes wait for
  // it within the same time bound, then say 503 until it is there.
  let searchIndex: Readiness["searchIndex"] = "loading";
  if (checks.database === "ok" && checks.migrations === "current") {
    const loaded = searchIndexOf(getDb()).then(() => "loaded" as const);
    loaded.catch(() => {});
    searchIndex = (await Promise.race([loaded, timeout])) === "loaded" ? "loaded" : "loading";
  }
  clearTimeout(timer);
  return {
    ...checks,
    searchIndex,
    shuttingDown,
    ready:
      !shuttingDown &&
      checks.database === "ok" &&
      checks.migrations === "current" &&
      searchIndex === "loaded",
  };
}

/** The probes' answers: JSON, never stored by any cache, never a cookie. */
export function probeResponse(data: Record<string, unknown>, status: number): Response {
  const body: Envelope<Record<string, unknown>> = {
    status: { code: status, message: status === 200 ? "Success" : "Service Unavailable" },
    data,
    error: status === 200 ? [] : ["Not ready"],
  };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
