// The page cache of `next start` (next.config.ts `cacheHandler`), written on Next.js's public
// cache-handler interface (`get`, `set`, `revalidateTag`, `resetRequestCache`; the docs'
// "Custom Next.js Cache Handler"): it imports nothing of Next.js's internals, so an upgrade cannot
// change what it stores (docs/decisions/0026-supported-nextjs-seams.md).
//
// Its rules (docs/decisions/0007-page-cache-never-stores-404.md):
// - A not-found answer (404, 410) is never stored: a visitor chooses the URL (`/doctor/<random>`),
//   and each stored answer would cost memory for as long as the process lives. An unknown slug
//   renders each time (one indexed lookup and the not-found body); the edge guard (edge.ts) gives
//   such answers a short shared cache lifetime so that a CDN in front may absorb repeats.
// - Everything is kept in memory, in two bounded stores that drop the least recently used entry:
//   the pages and route answers (`cacheMaxMemorySize` of next.config.ts), and the data cache under
//   them (`unstable_cache`, kind FETCH), keyed by the read's arguments, which visitors choose.
//   A read that found nothing (`null`, an unknown slug) is not kept at all, so made-up slugs
//   cannot push real entries out either. Nothing is written to disk.
// - Nothing survives a restart: a starting server renders each page from the live database on
//   its first request. The pages the build prerenders from its in-memory sample database
//   (src/db/index.ts, `openForBuild`) are never stored here, so none of them is ever served.
// - `revalidateTag` (a publish, also one relayed from another instance by
//   src/server/content-editing/changes.ts) makes every entry carrying one of the tags, stored
//   before the call, a miss: the next request renders it again and waits for it.
//
// Plain CommonJS because Next.js loads this file itself at run time, outside the bundles.

/** The response header in which Next.js lists a cached page's or route's tags. */
const TAGS_HEADER = "x-next-cache-tags";

/** The data cache's bound, apart from the pages' (each read's answer is small, most under 10 KB). */
const DATA_CACHE_BYTES = 32 * 1024 * 1024;

/** How many revalidated tags are remembered (each a few dozen bytes). */
const REMEMBERED_TAGS = 10_000;

/** Bytes an entry holds, roughly: its strings and buffers (the rest is small and fixed). */
function sizeOf(value, depth = 0) {
  if (value == null || depth > 4) return 0;
  if (typeof value === "string") return value.length;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const item of value.values()) total += sizeOf(item, depth + 1);
    return total;
  }
  if (typeof value === "object") {
    let total = 0;
    for (const item of Object.values(value)) total += sizeOf(item, depth + 1);
    return total;
  }
  return 8;
}

/** A store that keeps at most `limit` bytes, dropping the least recently used entries first. */
class Lru {
  constructor(limit) {
    this.limit = limit;
    this.bytes = 0;
    this.entries = new Map();
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving a read entry to the end makes the first the oldest read.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key, entry) {
    this.delete(key);
    // An entry larger than the whole store is not kept (it would evict everything else).
    if (entry.size > this.limit) return;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldest);
      this.bytes -= old.size;
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** Route kinds whose cached value carries an HTTP status (pages and route handlers). */
function statusOf(data) {
  return data && typeof data === "object" && typeof data.status === "number" ? data.status : 200;
}

/** The tags an entry was stored with. */
function tagsOf(value, ctx) {
  if (value.kind === "FETCH") {
    return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  }
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === "string" ? header.split(",") : [];
}

/**
 * The stores and the tags' revalidation times, one set per process: Next.js makes a handler for
 * every request, so they cannot live on the instance.
 */
globalThis.vaidyaPageCache ??= {
  pages: undefined,
  data: new Lru(DATA_CACHE_BYTES),
  /** tag → the step at which it was last revalidated */
  revalidated: new Map(),
  /** Orders stores and drops (two in the same millisecond included). */
  step: 0,
};
const shared = globalThis.vaidyaPageCache;

class PageCache {
  /** @param {{ maxMemoryCacheSize?: number }} options Next.js's handler options */
  constructor(options) {
    // `cacheMaxMemorySize` (next.config.ts); Next.js's default of 50 MB when unset.
    shared.pages ??= new Lru(options?.maxMemoryCacheSize || 50 * 1024 * 1024);
  }

  async get(key, ctx) {
    const store = ctx?.kind === "FETCH" ? shared.data : shared.pages;
    const entry = store.get(key);
    if (!entry) return null;
    // Most reads find no tag dropped since the process started: nothing more to check then.
    if (shared.revalidated.size > 0) {
      const given = ctx?.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      for (const tag of entry.tags.concat(given)) {
        const at = shared.revalidated.get(tag);
        if (at !== undefined && at > entry.step) {
          store.delete(key);
          return null;
        }
      }
    }
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, ctx) {
    const fetchEntry = data?.kind === "FETCH" || ctx?.kind === "FETCH" || ctx?.fetchCache === true;
    const store = fetchEntry ? shared.data : shared.pages;
    if (!data) {
      store.delete(key);
      return;
    }
    // A not-found answer for a URL the visitor made up: never kept.
    const status = statusOf(data);
    if (status === 404 || status === 410) return;
    // A read that found nothing (an unknown slug's lookup): not kept either.
    if (data.kind === "FETCH" && data.data?.body === "null") return;
    const size = sizeOf(data) + key.length;
    // The tags are read once, here, not on every read of the entry.
    const tags = tagsOf(data, ctx);
    store.set(key, { value: data, tags, lastModified: Date.now(), step: ++shared.step, size });
  }

  async revalidateTag(tags) {
    const dropped = new Set(typeof tags === "string" ? [tags] : tags);
    const step = ++shared.step;
    for (const tag of dropped) {
      shared.revalidated.delete(tag);
      shared.revalidated.set(tag, step);
    }
    // Tags named by paths (`revalidatePath` of a console lead) grow with the data: only the
    // latest are remembered, for the tags a read is given at `get` (its page's path).
    for (const [tag] of shared.revalidated) {
      if (shared.revalidated.size <= REMEMBERED_TAGS) break;
      shared.revalidated.delete(tag);
    }
    // The entries stored with one of the tags go now, whatever the memory above forgets.
    for (const store of [shared.pages, shared.data]) {
      if (!store) continue;
      for (const [key, entry] of store.entries) {
        if (entry.tags.some((tag) => dropped.has(tag))) store.delete(key);
      }
    }
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

module.exports = PageCache;
module.exports.sizeOf = sizeOf;
