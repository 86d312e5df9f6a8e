import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { distDir, progress, type RunningServer, root, startServer } from "./server";

/**
 * A visitor chooses the URL. Every page pattern with a slug renders on first request and is
 * cached; an unknown slug must not be, or one client fills the disk (it did: 88 KB per made-up
 * doctor, 52.6 MB in 20 s from 16 connections). 2,000 made-up slugs across the slug patterns,
 * 16 at a time, must leave the build folder and the database as they were.
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300) + 20;
const REQUESTS = 2000;
const CLIENTS = 16;
/** Slack for what a running server writes anyway (a log line, a trace flush). */
const SLACK_BYTES = 16 * 1024;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-unknown-urls-"));
const dataDir = path.join(tmp, "db");
const logFile = path.join(tmp, "server.log");
let server: RunningServer | undefined;
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await server.kill();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Bytes and files under a folder. */
function footprint(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        bytes += fs.statSync(full).size;
        files += 1;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

/** The page patterns a visitor can fill with any slug (English and Hindi). */
const MADE_UP: ((n: string) => string)[] = [
  (n) => `/doctor/dr-nobody-${n}`,
  (n) => `/hospital/no-hospital-${n}`,
  (n) => `/blog/no-post-${n}`,
  (n) => `/condition/no-condition-${n}`,
  (n) => `/treatment/no-treatment-${n}/cost`,
  (n) => `/agra/doctors/no-speciality-${n}`,
  (n) => `/hi/doctor/dr-nobody-${n}`,
  (n) => `/test/no-test-${n}`,
  // Paths no pattern claims: the catch-all route of each language.
  (n) => `/no-such-${n}/page`,
  (n) => `/hi/no-such-${n}`,
];

describe("made-up URLs", () => {
  it("2,000 unknown slugs across the slug patterns answer 404 with a one-minute CDN lifetime and leave the build folder and the database as they were", async () => {
    server = await startServer({ port: PORT, pgliteDir: dataDir, logFile });
    const build = path.join(root, distDir);
    // First renders of the patterns (code loaded, any lazy file written) before the baseline.
    for (const [i, make] of MADE_UP.entries()) {
      const response = await fetch(`${server.baseUrl}${make(`warm-${i}`)}`);
      await response.arrayBuffer();
      expect(response.status, make("warm")).toBe(404);
    }
    // Paths no pattern claims reach the catch-all route: a 404, never stored either (rewritten
    // rule: they used to share one cached not-found page per shell).
    for (const pathname of ["/no-such-page-1", "/no-such-page-1"]) {
      const response = await fetch(`${server.baseUrl}${pathname}`);
      await response.arrayBuffer();
      expect(response.status).toBe(404);
      expect(response.headers.get("x-nextjs-cache")).not.toBe("HIT");
    }
    await new Promise((r) => setTimeout(r, 1000));
    const buildBefore = footprint(build);
    const dbBefore = footprint(dataDir);

    const started = performance.now();
    const statuses = new Map<number, number>();
    const lifetimes = new Set<string>();
    let next = 0;
    let hits = 0;
    const client = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const make = MADE_UP[i % MADE_UP.length] as (n: string) => string;
        // Every fourth request asks as the client router does (an RSC payload).
        const headers: Record<string, string> = i % 4 === 3 ? { RSC: "1" } : {};
        const response = await fetch(`${server?.baseUrl}${make(`${i}-${Math.random()}`)}`, {
          headers,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        lifetimes.add(response.headers.get("cache-control") ?? "none");
        if (response.headers.get("x-nextjs-cache") === "HIT") hits++;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const buildAfter = footprint(build);
    const dbAfter = footprint(dataDir);
    progress(
      `${REQUESTS} made-up URLs in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s); ` +
        `build folder ${buildBefore.files} → ${buildAfter.files} files, ` +
        `${buildAfter.bytes - buildBefore.bytes} B; database ${dbAfter.bytes - dbBefore.bytes} B`,
    );

    expect(Object.fromEntries(statuses)).toEqual({ 404: REQUESTS });
    expect([...lifetimes]).toEqual(["public, max-age=0, s-maxage=60"]);
    expect(hits).toBe(0);
    expect(buildAfter.files).toBe(buildBefore.files);
    expect(Math.abs(buildAfter.bytes - buildBefore.bytes)).toBeLessThan(SLACK_BYTES);
    expect(Math.abs(dbAfter.bytes - dbBefore.bytes)).toBeLessThan(SLACK_BYTES);
  });
});
