import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { CATALOGUE_TYPES } from "@/src/lib/search/query";
import { nameVariants } from "@/src/lib/search/variants";
import { logger, safeErrorFields } from "@/src/server/log";
import { miniSearchEngine, type SearchDocument, type TextEngine } from "./engine";

/**
 * The search index each app instance holds in memory (docs/decisions/0016-in-memory-search-index.md):
 * built from `search_documents` (the database stays the source of truth) when first needed or at
 * start-up, and built again in the background when the table's change counter moves
 * (`search_documents_version`, bumped by a trigger on every statement that changes the table).
 * Requests keep using the previous index until the new one is complete, then it is swapped in.
 */
export interface LoadedIndex {
  documents: readonly SearchDocument[];
  engine: TextEngine;
  /** The change counter the documents were read at. */
  version: number;
  /** ms it took to read and build. */
  buildMs: number;
}

/**
 * How often an instance asks whether the documents changed: one indexed read of one row, so a
 * changed name is found within a few seconds (plus the build) on every instance.
 */
export const POLL_MS = 2000;
/** Rows read per statement while loading: PGlite answers other requests between pages. */
const PAGE_ROWS = 10_000;

interface Live {
  current?: LoadedIndex;
  /** The first load, which searches wait for; later builds run behind the current index. */
  first?: Promise<LoadedIndex>;
  building: boolean;
  /** The last refresh failed (logged once until one succeeds). */
  failing?: boolean;
  timer?: NodeJS.Timeout;
}
/**
 * One index per database (tests and benchmarks open several), kept on globalThis: Next.js
 * bundles instrumentation.ts apart from the routes, and both must find the same index.
 */
const shared = globalThis as unknown as { vaidyaSearchIndexes?: WeakMap<Database, Live> };
shared.vaidyaSearchIndexes ??= new WeakMap();
const lives: WeakMap<Database, Live> = shared.vaidyaSearchIndexes;

function liveOf(db: Database): Live {
  let live = lives.get(db);
  if (!live) {
    live = { building: false };
    lives.set(db, live);
  }
  return live;
}

async function readVersion(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`SELECT version FROM search_documents_version WHERE id = 1`,
  )) as unknown as { rows: { version: number | string }[] };
  return Number(result.rows[0]?.version ?? 0);
}

interface Row {
  article_type: number;
  entity_id: number;
  slug: string;
  city_id: number | null;
  title: string;
  title_hi: string | null;
  subtitle: string;
  search_text: string;
  popularity: number;
  name_key: string;
  name_key_hi: string | null;
}

/**
 * A catalogue name's other spellings, role forms and sound keys (SR-28 to SR-30) are words of its
 * document too, generated here as the index is built, so that nothing in the database repeats
 * them. Doctors and hospitals are left as they are: their names are people's and places', and
 * their tens of thousands of rows would pay the memory for no gain.
 */
function withVariants(r: Row): string {
  if (!CATALOGUE_TYPES.has(Number(r.article_type))) return r.search_text;
  return `${r.search_text} ${nameVariants(r.title, r.title_hi).join(" ")}`;
}

async function readDocuments(db: Database): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  let after: [number, number] = [-1, -1];
  for (;;) {
    const result = (await db.execute(sql`
      SELECT article_type, entity_id, slug, city_id, title, title_hi, subtitle, search_text,
        popularity, name_key, name_key_hi
      FROM search_documents
      WHERE (article_type, entity_id) > (${after[0]}::int, ${after[1]}::int)
      ORDER BY article_type, entity_id
      LIMIT ${PAGE_ROWS}
    `)) as unknown as { rows: Row[] };
    for (const r of result.rows) {
      documents.push({
        articleType: Number(r.article_type),
        entityId: Number(r.entity_id),
        slug: r.slug,
        cityId: r.city_id === null ? null : Number(r.city_id),
        title: r.title,
        titleHi: r.title_hi,
        subtitle: r.subtitle,
        searchText: withVariants(r),
        popularity: Number(r.popularity),
        nameKey: r.name_key,
        nameKeyHi: r.name_key_hi,
      });
    }
    const last = result.rows.at(-1);
    if (!last || result.rows.length < PAGE_ROWS) return documents;
    after = [Number(last.article_type), Number(last.entity_id)];
  }
}

/**
 * Reads every document and builds the index. The counter is read first: a change made while
 * reading moves it past what is recorded here, and the next poll builds again.
 */
export async function buildIndex(
  db: Database,
  makeEngine: (documents: readonly SearchDocument[]) => Promise<TextEngine> = miniSearchEngine,
): Promise<LoadedIndex> {
  const started = performance.now();
  const version = await readVersion(db);
  const documents = await readDocuments(db);
  // Most popular first: the engine's "most popular first" is then ascending position.
  documents.sort(
    (a, b) =>
      b.popularity - a.popularity || a.articleType - b.articleType || a.entityId - b.entityId,
  );
  const engine = await makeEngine(documents);
  return { documents, engine, version, buildMs: performance.now() - started };
}

function schedulePoll(db: Database, live: Live): void {
  if (live.timer) return;
  live.timer = setInterval(() => {
    void refresh(db, live);
  }, POLL_MS);
  // The index must never keep a process (a test, a CLI task) alive.
  live.timer.unref();
}

async function refresh(db: Database, live: Live): Promise<void> {
  if (live.building || !live.current) return;
  live.building = true;
  try {
    const version = await readVersion(db);
    live.failing = false;
    if (version === live.current.version) return;
    const next = await buildIndex(db);
    live.current = next;
    logger.info(
      {
        event: "search.index.rebuilt",
        documents: next.documents.length,
        version: next.version,
        ms: Math.round(next.buildMs),
      },
      "search index rebuilt after a change",
    );
  } catch (error) {
    // The previous index goes on answering; the next poll tries again. Said once, not every
    // 2 s while the database is away (or closed at shutdown).
    if (!live.failing) logger.warn({ err: safeErrorFields(error) }, "search index: refresh failed");
    live.failing = true;
  } finally {
    live.building = false;
  }
}

/** The index of `db`, loaded on first use (searches wait for the first load, never after). */
export function searchIndexOf(db: Database): Promise<LoadedIndex> {
  const live = liveOf(db);
  if (live.current) return Promise.resolve(live.current);
  if (!live.first) {
    const first = buildIndex(db).then((loaded) => {
      live.current = loaded;
      logger.info(
        {
          event: "search.index.loaded",
          documents: loaded.documents.length,
          ms: Math.round(loaded.buildMs),
        },
        "search index loaded",
      );
      schedulePoll(db, live);
      return loaded;
    });
    live.first = first;
    // A failed first load is tried again by the next search or readiness probe.
    first.catch((error) => {
      if (live.first === first) live.first = undefined;
      logger.warn({ err: safeErrorFields(error) }, "search index: load failed");
    });
  }
  return live.first;
}

/** Puts an index built elsewhere in place (benchmarks comparing engines on the same data). */
export function installSearchIndex(db: Database, loaded: LoadedIndex): void {
  const live = liveOf(db);
  live.current = loaded;
  live.first = Promise.resolve(loaded);
}

/** Checks for a change now instead of at the next poll (tests, a catalogue write's own instance). */
export async function refreshSearchIndex(db: Database): Promise<void> {
  const live = liveOf(db);
  if (!live.current) {
    await searchIndexOf(db);
    return;
  }
  await refresh(db, live);
}
