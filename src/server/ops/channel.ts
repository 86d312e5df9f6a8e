import "server-only";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { env } from "@/src/config/env";
import { getDb } from "@/src/db";
import { logger } from "@/src/server/log";

/**
 * The operator's channel to a running server that holds the embedded database. PGlite lets one
 * process open a data directory at a time, so `npm run staff` cannot open it while the server
 * runs; it asks the server instead, over a Unix socket in that directory. The socket is created
 * with mode 0600: only the operating-system user who runs the server (and root) can connect, so
 * nothing on the network, and no other local user, reaches it. PostgreSQL deployments do not
 * need it (the command opens the database itself).
 */
export const OPS_SOCKET = "ops.sock";

export function opsSocketPath(pgliteDir: string): string {
  return path.join(path.resolve(pgliteDir), OPS_SOCKET);
}

export interface OpsRequest {
  tool: "staff" | "content";
  args: string[];
  /** `content import`: the files' text, read by the command (the server opens no path sent). */
  files?: Record<string, string>;
}

/** A request is one JSON line; a CSV import of every city cost fits well within this. */
const MAX_REQUEST_CHARS = 16_000_000;

const state = globalThis as unknown as { vaidyaOpsChannel?: net.Server };

async function handle(
  request: OpsRequest,
  siteUrl: string,
): Promise<{ ok: boolean; output: string }> {
  if (request.tool === "staff" && Array.isArray(request.args)) {
    const { runStaffCommand } = await import("@/src/server/staff/commands");
    return runStaffCommand(getDb(), request.args.map(String), siteUrl);
  }
  if (request.tool === "content" && Array.isArray(request.args)) {
    const { runContentCommand } = await import("@/src/server/content-editing/commands");
    const files =
      request.files && typeof request.files === "object"
        ? Object.fromEntries(Object.entries(request.files).map(([k, v]) => [k, String(v)]))
        : {};
    return runContentCommand(getDb(), request.args.map(String), files);
  }
  return { ok: false, output: "unknown tool" };
}

/** Starts the channel when this server holds an embedded database. */
export function startOpsChannel(): void {
  const e = env();
  if (e.DATABASE_URL || state.vaidyaOpsChannel) return;
  state.vaidyaOpsChannel = listenOpsChannel(opsSocketPath(e.PGLITE_DIR), e.SITE_URL);
}

/** Serves commands on `socketPath` against the process's database (exported for tests). */
export function listenOpsChannel(socketPath: string, siteUrl: string): net.Server {
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  // A socket file left by a server that died: this process holds the directory now.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_CHARS) socket.destroy();
      const end = buffer.indexOf("\n");
      if (end === -1) return;
      let request: OpsRequest;
      try {
        request = JSON.parse(buffer.slice(0, end)) as OpsRequest;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, output: "bad request" })}\n`);
        return;
      }
      handle(request, siteUrl)
        .then((result) => socket.end(`${JSON.stringify(result)}\n`))
        .catch((error: unknown) => {
          logger.error({ err: String(error) }, "ops channel command failed");
          socket.end(
            `${JSON.stringify({ ok: false, output: "the server could not run the command (see its log)" })}\n`,
          );
        });
    });
    socket.on("error", () => socket.destroy());
  });
  const previousMask = process.umask(0o177);
  server.listen(socketPath, () => {
    process.umask(previousMask);
    fs.chmodSync(socketPath, 0o600);
  });
  server.on("error", (error) => {
    process.umask(previousMask);
    logger.warn({ err: String(error) }, "ops channel not started");
  });
  server.unref();
  return server;
}

export function stopOpsChannel(): void {
  state.vaidyaOpsChannel?.close();
  state.vaidyaOpsChannel = undefined;
}

/** The command's side: one request, one answer. */
export function askServer(
  socketPath: string,
  request: OpsRequest,
  timeoutMs = 30_000,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the server did not answer in time"));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(answer) as { ok: boolean; output: string });
      } catch {
        reject(new Error("the server gave no answer"));
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
