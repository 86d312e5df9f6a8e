import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** The build the suite serves (tests/resilience/global-setup.ts makes or reuses it). */
export const distDir = process.env.RESILIENCE_DIST_DIR || ".next-resilience";

export interface ServerOptions {
  port: number;
  /** PGlite directory (the embedded default) … */
  pgliteDir?: string;
  /** … or PostgreSQL. */
  databaseUrl?: string;
  /** The server's stdout and stderr are appended here (its JSON log lines). */
  logFile: string;
  env?: Record<string, string>;
}

export interface RunningServer {
  /** `node scripts/start.mjs`: migrations, then `next start`, in its own process group. */
  process: ChildProcess;
  baseUrl: string;
  /** ms from spawn until /api/ready answered 200. */
  startMs: number;
  /** SIGKILL to the whole group (start.mjs and next start): a crash. */
  kill: () => Promise<void>;
  /** SIGTERM to the server (start.mjs forwards it to next start); answers the exit code. */
  terminate: () => Promise<number | null>;
  exited: Promise<number | null>;
}

/** Process groups of servers still running: killed when this process ends, however it ends. */
const liveGroups = new Set<number>();
process.once("exit", () => {
  for (const group of liveGroups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/** Progress lines, so that a run that times out shows how far it came. */
export function progress(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 23)}] ${message}`);
}

/**
 * Starts the production server the way `npm start` does (scripts/start.mjs: migrations and the
 * sample data into an empty database, then `next start` of the build in `distDir`).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const log = fs.openSync(options.logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://127.0.0.1:${options.port}`,
    LOG_LEVEL: "info",
    SMS_PROVIDER: "capture",
    SMS_CAPTURE_FILE: `${options.logFile}.sms.jsonl`,
    // Every load client shares 127.0.0.1: the per-IP limits are not under test here.
    LEAD_IP_LIMIT: "1000000",
    NEXT_TELEMETRY_DISABLED: "1",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  delete env.TEST_DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.pgliteDir) env.PGLITE_DIR = options.pgliteDir;
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const group = child.pid as number;
  liveGroups.add(group);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code, signal) => {
      liveGroups.delete(group);
      resolve(signal ? null : code);
    });
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitUntil(async () => {
    if (gone) {
      const tail = fs.readFileSync(options.logFile, "utf8").split("\n").slice(-25).join("\n");
      throw new Error(`the server exited during start-up; the end of its log:\n${tail}`);
    }
    return (await ready(baseUrl)) === 200;
  }, 180_000);
  progress(`server on ${baseUrl} ready in ${Math.round(performance.now() - started)} ms`);
  return {
    process: child,
    baseUrl,
    startMs: performance.now() - started,
    exited,
    kill: async () => {
      process.kill(-group, "SIGKILL");
      await exited;
    },
    terminate: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Status of GET /api/ready, or 0 when nothing answers. */
export async function ready(baseUrl: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms`);
}

/** The JSON log lines of a server's log file (other lines, like Next.js's banner, skipped). */
export function logEntries(file: string): Record<string, unknown>[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
