import "server-only";
import { LRUCache } from "lru-cache";

export interface MemoOptions {
  /** Characters kept in all (the least recently used entries go first); a larger answer is not kept. */
  maxChars?: number;
  now?: () => number;
}

/**
 * An in-process memo of answers that are the same for everyone (public API answers): a key's
 * answer is served from memory for `ttlMs` after it was computed, and computed once however many
 * requests ask for it meanwhile. Failures are never kept. Memory is bounded by `maxChars`, so
 * keys made up by clients (cache-busting query strings) cannot grow it. Each process has its own
 * memo: an answer may be `ttlMs` older than the database, on top of what a CDN allows anyway.
 */
export function createMemo(
  ttlMs: number,
  { maxChars = 4_000_000, now = Date.now }: MemoOptions = {},
): (key: string, compute: () => Promise<string>) => Promise<string> {
  const kept = new LRUCache<string, string, () => Promise<string>>({
    ttl: ttlMs,
    maxSize: maxChars,
    // lru-cache needs a positive size; an empty answer counts as one character.
    sizeCalculation: (value) => Math.max(1, value.length),
    // Ages read the clock on every look-up (tests move it).
    ttlResolution: 0,
    perf: { now: () => now() },
    // Concurrent requests for a key share one computation; a rejected one is dropped, not kept.
    fetchMethod: (_key, _stale, { context }) => context(),
    // An answer pushed out while it was being computed is still returned to its requests.
    ignoreFetchAbort: true,
  });
  return async (key, compute) => {
    const value = await kept.fetch(key, { context: compute });
    // fetchMethod always resolves to a string or rejects; undefined cannot come back.
    return value as string;
  };
}
