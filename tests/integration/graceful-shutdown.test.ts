import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createGracefulShutdown, type GracefulShutdown } from "@/src/server/ops/shutdown";

/**
 * The shutdown sequence on a real HTTP server in this process (the production server's signal
 * handling is exercised end to end by `npm run test:resilience`).
 */
const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

async function slowServer(delayMs: (url: string) => number) {
  const server = http.createServer((req, res) => {
    setTimeout(() => res.end(`done ${req.url}`), delayMs(req.url ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  disposers.push(() => server.closeAllConnections());
  return { server, url: `http://127.0.0.1:${port}` };
}

function shutdownFor(drainMs: number) {
  const events: string[] = [];
  let exitCode: number | undefined;
  const graceful: GracefulShutdown = createGracefulShutdown({
    drainMs,
    onBegin: () => events.push("begin"),
    cleanup: async () => {
      events.push(`cleanup with ${graceful.inFlight()} in flight`);
    },
    exit: (code) => {
      exitCode = code;
    },
  });
  disposers.push(graceful.dispose);
  return { graceful, events, exitCode: () => exitCode };
}

describe("[OP-3] graceful shutdown", () => {
  it("[OP-3] stops accepting, finishes every request in flight, then cleans up and exits 0", async () => {
    const { url } = await slowServer(() => 400);
    const { graceful, events, exitCode } = shutdownFor(5000);
    const inFlight = Array.from({ length: 5 }, (_, i) =>
      fetch(`${url}/r${i}`).then(async (r) => {
        events.push(`answered r${i}`);
        return { status: r.status, text: await r.text() };
      }),
    );
    while (graceful.inFlight() < 5) await new Promise((r) => setTimeout(r, 10));
    const done = graceful.shutdown("SIGTERM");
    expect(graceful.shutdown("SIGTERM")).toBe(done); // a second signal changes nothing
    // New connections are refused from now on.
    await expect(fetch(`${url}/late`)).rejects.toThrow();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.text)).toEqual([0, 1, 2, 3, 4].map((i) => `done /r${i}`));
    await done;
    expect(events[0]).toBe("begin");
    // The clean-up ran once the server had finished all five answers (the client may read the
    // last of them a moment after that, so the order of "answered" events is not the measure).
    expect(events.filter((e) => e.startsWith("cleanup"))).toEqual(["cleanup with 0 in flight"]);
    expect(events.filter((e) => e.startsWith("answered"))).toHaveLength(5);
    expect(exitCode()).toBe(0);
  });

  it("[OP-3] a request that outlives the drain time is cut, and the clean-up still runs", async () => {
    const { url } = await slowServer((path) => (path === "/stuck" ? 60_000 : 10));
    const { graceful, events, exitCode } = shutdownFor(300);
    const stuck = fetch(`${url}/stuck`).then(
      (r) => r.status,
      () => "cut",
    );
    while (graceful.inFlight() < 1) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    await graceful.shutdown("SIGTERM");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stuck).toBe("cut");
    expect(events.at(-1)).toBe("cleanup with 1 in flight");
    expect(exitCode()).toBe(0);
  });
});
