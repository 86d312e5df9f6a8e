/**
 * Search over HTTP, an open loop: requests leave at a fixed rate whatever the answers do (a
 * closed loop of N clients slows down with the server and hides queueing), each a URL the
 * server has not seen (the strings a patient's box sends while typing the relevance set's
 * queries, in turn with other chosen cities), each from its own client address so that the
 * per-client limit does not answer instead of search. Latency counts from the moment a request
 * was due, so a late send is counted too.
 *
 *   npx tsx --conditions=react-server bench/search-http.ts --url http://127.0.0.1:3711 [--rate 200] [--seconds 30] [--offset 0]
 *
 * The server must trust one proxy hop (TRUST_PROXY_HOPS=1) for X-Forwarded-For to count.
 * Record in bench/RESULTS.md with the machine's load (printed).
 */
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { relevanceSet } from "./search-queries";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]?.replace(/^--/, "") ?? "", process.argv[i + 1] ?? "");
const base = new URL(args.get("url") ?? "http://127.0.0.1:3711");
const rate = Number(args.get("rate") ?? 200);
const seconds = Number(args.get("seconds") ?? 30);
const warmup = Number(args.get("warmup") ?? 50);
/** Where in the list of URLs to start: a second run against the same server with a larger
 * offset still sends only URLs the server has not seen (its memo would answer repeats). */
const offset = Number(args.get("offset") ?? 0);

const typed = [
  ...new Set(
    relevanceSet.flatMap((c) => {
      const chars = [...c.query];
      return chars
        .map((_, i) => chars.slice(0, i + 1).join(""))
        .filter((_, i) => i >= 2 && (i % 2 === 0 || i === chars.length - 1));
    }),
  ),
];
const total = rate * seconds;
/** Each URL once: the typed strings, then again in the next city, and so on. */
const paths = Array.from({ length: total + warmup }, (_, n) => {
  const i = n + offset;
  const query = typed[i % typed.length] as string;
  const city = 1 + Math.floor(i / typed.length);
  return `/api/search/entities?${new URLSearchParams({ query, city: String(city), type: "R" })}`;
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function get(path: string, i: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  // Warm-up: the server's first requests compile routes and fill caches.
  for (let i = 0; i < warmup; i++) await get(paths[total + i] as string, 1_000_000 + i);
  const load = os.loadavg()[0];
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(paths[i] as string, i).then(
        (status) => {
          times.push(performance.now() - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
        () => {
          statuses.set(-1, (statuses.get(-1) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `open loop ${rate}/s for ${seconds} s at ${base.origin}: ${times.length} answers in ${elapsed.toFixed(1)} s (${(times.length / elapsed).toFixed(0)}/s); statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms; load average before ${load?.toFixed(1)}, after ${os.loadavg()[0]?.toFixed(1)}; ${os.cpus().length} CPUs`,
  );
  agent.destroy();
}

await main();
