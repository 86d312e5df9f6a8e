/**
 * Search relevance and latency on the 100,000-entity scale seed.
 *
 *   npx tsx --conditions=react-server bench/search.ts --db pglite   [--n 100000] [--requests 3000]
 *   npx tsx --conditions=react-server bench/search.ts --db postgres  # throwaway PostgreSQL 15
 *   npx tsx --conditions=react-server bench/search.ts --url postgres://…  # a database already seeded
 *
 * Relevance: each query of bench/search-queries.ts is searched as the API does (the groups in
 * their order, results in theirs, flattened: what the panel shows from the top); a hit at 1 or
 * within 3 when an expected entity is there. Latency: 32 concurrent clients send searches until
 * --requests are done, p50/p95/p99 printed, twice: the set's queries round-robin to the index
 * (searchIndex: the database work of every search the memo has not seen), then the strings a
 * patient's box sends while typing each query to the API's path (searchEntities, with its
 * one-minute memo). Record in bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startPgCluster } from "@/tests/fixtures/pg-cluster";
import { type RelevanceCase, relevanceSet } from "./search-queries";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]?.replace(/^--/, "") ?? "", process.argv[i + 1] ?? "");
const dbKind = (args.get("db") ?? "pglite") as "pglite" | "postgres";
const n = Number(args.get("n") ?? 100_000);
const requests = Number(args.get("requests") ?? 3000);
const concurrency = Number(args.get("concurrency") ?? 32);
/** An already seeded PostgreSQL database: no cluster, no seed (for tuning runs). */
const url = args.get("url");

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const { openPglite, openPostgres } = await import("@/src/db/client");
  const { runMigrations } = await import("@/src/db/migrate");
  const { seedDatabase } = await import("@/src/db/seed");
  const { seedScale } = await import("@/src/db/seed/scale");
  const { searchEntities, searchIndex } = await import("@/src/server/search");

  let stopPg: (() => void) | undefined;
  let handle: Awaited<ReturnType<typeof openPglite>>;
  if (url) {
    handle = openPostgres(url, 10);
  } else if (dbKind === "postgres") {
    const pg = await startPgCluster();
    stopPg = pg.remove;
    handle = openPostgres(pg.url, 10);
  } else {
    handle = openPglite(fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-bench-search-")));
  }
  const seeded = performance.now();
  if (!url) {
    await runMigrations(handle);
    await seedDatabase(handle.db);
    await seedScale(handle.db, n, { log: () => {} });
  }
  const documents = await handle.db.execute("select count(*)::int as n from search_documents");
  const count = (documents as unknown as { rows: { n: number }[] }).rows[0]?.n;
  console.log(
    `# ${url ? "postgres (given)" : dbKind}: ${count} search documents (sample + ${n} scale entities), seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s; ${os.cpus().length} CPUs; Node ${process.version}\n`,
  );

  // Relevance
  const ask = (c: RelevanceCase) =>
    searchIndex(handle.db, { query: c.query, city: c.city ?? 1, type: "R" });
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  const byKind = new Map<string, { n: number; top3: number }>();
  for (const c of relevanceSet) {
    const flat = (await ask(c)).flatMap((g) => g.results);
    const position = flat.findIndex((r) =>
      c.expect.some((e) => e.slug === r.slug && e.type === r.articleType),
    );
    if (position === 0) top1++;
    if (position >= 0 && position < 3) top3++;
    else
      misses.push(
        `${c.kind}: "${c.query}" → ${position < 0 ? "not found" : `#${position + 1}`} (first: ${flat
          .slice(0, 3)
          .map((r) => r.title)
          .join(" | ")})`,
      );
    const k = byKind.get(c.kind) ?? { n: 0, top3: 0 };
    k.n++;
    if (position >= 0 && position < 3) k.top3++;
    byKind.set(c.kind, k);
  }
  const pct = (x: number) => `${((100 * x) / relevanceSet.length).toFixed(1)} %`;
  console.log(
    `relevance: ${relevanceSet.length} queries; top-1 ${top1} (${pct(top1)}); top-3 ${top3} (${pct(top3)})`,
  );
  console.log(
    `by kind (top-3): ${[...byKind].map(([k, v]) => `${k} ${v.top3}/${v.n}`).join(", ")}`,
  );
  for (const m of misses) console.log(`  miss ${m}`);

  // Latency, twice: the index itself (every search a memo miss), then the API's path as
  // patients type (the box searches as the words grow, debounced: every second character from
  // the third, then the whole query), where the one-minute memo answers repeated strings.
  const typed = relevanceSet.flatMap((c) => {
    const chars = [...c.query];
    const prefixes = chars
      .map((_, i) => chars.slice(0, i + 1).join(""))
      .filter((_, i) => i >= 2 && (i % 2 === 0 || i === chars.length - 1));
    return prefixes.map((query) => ({ query, city: c.city ?? 1 }));
  });
  const runLatency = async (
    label: string,
    items: { query: string; city: number }[],
    search: typeof searchIndex,
  ) => {
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          const item = items[next++ % items.length] as { query: string; city: number };
          const t0 = performance.now();
          await search(handle.db, { query: item.query, city: item.city, type: "R" });
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `${label}: ${times.length} searches, ${concurrency} concurrent, ${(times.length / seconds).toFixed(0)} /s; p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
    );
  };
  console.log("");
  await runLatency(
    "index (no memo)",
    relevanceSet.map((c) => ({ query: c.query, city: c.city ?? 1 })),
    searchIndex,
  );
  const distinct = new Set(typed.map((t) => `${t.city}|${t.query}`)).size;
  await runLatency(
    `API path while typing (${typed.length} strings, ${distinct} distinct, memo)`,
    typed,
    searchEntities,
  );
  await handle.close();
  stopPg?.();
}

await main();
