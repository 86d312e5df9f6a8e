import "server-only";

export interface MemoOptions {
  /** Characters kept in all (the oldest entries go first); a larger answer is not kept. */
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
  const kept = new Map<string, { at: number; value: string }>();
  const pending = new Map<string, Promise<string>>();
  let chars = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    chars -= entry.value.length;
    kept.delete(key);
  };

  return async (key, compute) => {
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const running = pending.get(key);
    if (running) return running;
    const startedAt = now();
    const promise = compute().finally(() => pending.delete(key));
    pending.set(key, promise);
    const value = await promise;
    drop(key);
    if (value.length <= maxChars) {
      kept.set(key, { at: startedAt, value });
      chars += value.length;
      for (const oldest of kept.keys()) {
        if (chars <= maxChars) break;
        drop(oldest);
      }
    }
    return value;
  };
}
