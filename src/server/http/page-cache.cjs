// The page cache of `next start` (next.config.ts `cacheHandler`): Next.js's own file-system cache,
// except that a not-found answer is never stored.
//
// Why: a page rendered on first request (`revalidate` with `generateStaticParams`) is cached per
// URL, in memory and as about eight files (HTML, RSC payload, segment data, meta) under
// `.next/server/app`. For a slug that exists, that is the point: the catalogue bounds how many
// there are. For a slug that does not, the visitor chooses the URL: `/doctor/<random>` wrote
// 88 KB for every new value, about 9 GB an hour from one client, and a full disk also stops lead
// writes. Skipping not-found answers keeps what a visitor can add to the disk bounded by what
// the catalogue holds; the data cache under it (one file per read and arguments, e.g. a lookup
// of that made-up slug) stays in memory. An unknown slug now renders each time it is asked for (one indexed
// lookup and the not-found body); the edge guard (edge.ts) gives such answers a short shared
// cache lifetime so that a CDN in front may absorb repeats.
//
// Plain CommonJS because Next.js loads this file itself at run time, outside the bundles.
const FileSystemCache =
  require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

/** Route kinds whose cached value carries an HTTP status (pages and route handlers). */
function statusOf(data) {
  return data && typeof data === "object" && typeof data.status === "number" ? data.status : 200;
}

/**
 * When this server process started. `next build` prerenders the pages without parameters (`/`,
 * `/about-us`) from an in-memory sample database (src/db/index.ts): those files are never served. A page
 * stored before this process started is treated as missing and rendered again from the live
 * database on its first request, then cached as usual.
 */
const STARTED_AT = Date.now();

class PageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Same memory store (a static LRU of Next.js's, `cacheMaxMemorySize`), never the disk.
    this.memoryOnly = new FileSystemCache({ ...ctx, flushToDisk: false });
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && typeof entry.lastModified === "number" && entry.lastModified < STARTED_AT) {
      return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    const status = statusOf(data);
    // A not-found answer for a URL the visitor made up: never kept, on disk or in memory.
    if (status === 404 || status === 410) return;
    if (data && data.kind === "FETCH") {
      // The catalogue's data cache (`unstable_cache`), keyed by the read's arguments, which
      // visitors choose (a slug, a filter): kept in the bounded memory store only. A read that
      // found nothing (`null`, an unknown slug) is not kept at all, so made-up slugs cannot push
      // real entries out of that store either.
      if (data.data && data.data.body === "null") return;
      return this.memoryOnly.set(key, data, ctx);
    }
    return super.set(key, data, ctx);
  }
}

module.exports = PageCache;
