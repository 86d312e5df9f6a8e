import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { deleteInBatches } from "@/src/db/prune";
import { contentChanges } from "@/src/db/schema";
import { logger } from "@/src/server/log";
import { instanceId } from "./revalidate";

/**
 * Publishes reach every instance (docs/decisions/0018-content-changes-reach-every-instance.md).
 * A publish writes the cache tags it dropped to `content_changes`; each instance reads the rows
 * after the last one it saw, every POLL_MS, and drops the tags of the rows another instance or
 * the command line wrote. Next.js drops tags only inside a request (revalidateTag throws
 * elsewhere), so the poller asks its own server: a POST to /api/content-changes on the
 * loopback address carrying a token that exists only in this process's memory.
 */
export const POLL_MS = 1000;

const state = globalThis as unknown as {
  vaidyaContentChanges?: { timer?: NodeJS.Timeout; last: number; token: string; failing?: boolean };
};

function live() {
  state.vaidyaContentChanges ??= { last: -1, token: randomBytes(32).toString("base64url") };
  return state.vaidyaContentChanges;
}

/** The header and token the loopback request carries (the route compares in constant time). */
export const DROP_TOKEN_HEADER = "x-vaidya-drop-token";
export function isDropToken(value: string | null): boolean {
  const token = Buffer.from(live().token);
  const given = Buffer.from(value ?? "");
  return given.length === token.length && timingSafeEqual(given, token);
}

/**
 * The tags of the rows after `after` that this instance did not drop itself, and the last id.
 * The first call (after = -1) only takes the current last id: a starting instance's cache has
 * nothing older in it that its own start-up did not read fresh.
 */
export async function changesAfter(
  db: Database,
  after: number,
  self: string,
): Promise<{ last: number; tags: string[] }> {
  if (after < 0) {
    const [row] = await db
      .select({ last: sql<number>`coalesce(max(${contentChanges.id}), 0)` })
      .from(contentChanges);
    return { last: Number(row?.last ?? 0), tags: [] };
  }
  const rows = await db
    .select({ id: contentChanges.id, tags: contentChanges.tags })
    .from(contentChanges)
    .where(
      and(
        gt(contentChanges.id, after),
        or(isNull(contentChanges.origin), ne(contentChanges.origin, self)),
      ),
    )
    .orderBy(asc(contentChanges.id))
    .limit(1000);
  const [last] = await db
    .select({ last: sql<number>`coalesce(max(${contentChanges.id}), 0)` })
    .from(contentChanges)
    .where(gt(contentChanges.id, after));
  // Rows past the 1000 read are read next time: take the last id of what was read.
  const lastRead =
    rows.length === 1000 ? (rows.at(-1)?.id ?? after) : Number(last?.last ?? after) || after;
  return { last: lastRead, tags: [...new Set(rows.flatMap((r) => r.tags))] };
}

async function pollOnce(db: Database, port: number): Promise<void> {
  const s = live();
  const { last, tags } = await changesAfter(db, s.last, instanceId());
  if (tags.length > 0) {
    const response = await fetch(`http://127.0.0.1:${port}/api/content-changes`, {
      method: "POST",
      headers: { "content-type": "application/json", [DROP_TOKEN_HEADER]: s.token },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`dropping tags answered ${response.status}`);
    logger.info({ tags }, "content changed elsewhere: cache tags dropped");
  }
  s.last = last;
}

/** Starts the poller (instrumentation.ts, `next start` only). */
export function startContentChangePoller(db: () => Database, port: number): void {
  const s = live();
  if (s.timer) return;
  const tick = () => {
    pollOnce(db(), port)
      .then(() => {
        if (s.failing) logger.info("content change poll works again");
        s.failing = false;
      })
      .catch((error: unknown) => {
        if (!s.failing)
          logger.warn({ err: String(error) }, "content change poll failed (retrying)");
        s.failing = true;
      })
      .finally(() => {
        s.timer = setTimeout(tick, POLL_MS);
        s.timer.unref();
      });
  };
  s.timer = setTimeout(tick, POLL_MS);
  s.timer.unref();
}

export function stopContentChangePoller(): void {
  const s = live();
  if (s.timer) clearTimeout(s.timer);
  s.timer = undefined;
}

/**
 * How long a content_changes row is kept: every running instance reads it within a poll (a
 * second), a starting one begins after the last row, so a day is ample for one that was stuck
 * (a long pause, a slow database) to catch up.
 */
export const CONTENT_CHANGES_KEEP_MS = 24 * 3_600_000;

/** Deletes content_changes rows older than CONTENT_CHANGES_KEEP_MS (the hourly prune). */
export async function pruneContentChanges(db: Database, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    contentChanges,
    contentChanges.id,
    lt(contentChanges.at, new Date(now.getTime() - CONTENT_CHANGES_KEEP_MS)),
  );
}
