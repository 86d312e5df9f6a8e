import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installEdgeGuard } from "@/src/server/http/edge";

/** The edge guard on a real Node HTTP server, as in edge-guard.test.ts. */
let server: http.Server;
let base = "";
beforeAll(async () => {
  installEdgeGuard();
  server = http.createServer((_req, res) => {
    if (!res.writableEnded) res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function headersOf(pathname: string) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      })
      .on("error", reject);
  });
}

describe("the draft page preview's framing", () => {
  it("[CE-46] a draft's preview may be framed by the console itself, nothing else of the console may", async () => {
    const preview = await headersOf("/console/content/drafts/12/preview?lang=hi");
    expect(preview["x-frame-options"]).toBe("SAMEORIGIN");
    expect(preview["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(preview["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(preview["cache-control"]).toContain("no-store");
    for (const other of [
      "/console/content/drafts/12",
      "/console/content/drafts/12/preview/x",
      "/console/leads",
      "/condition/piles",
    ]) {
      const headers = await headersOf(other);
      expect(headers["x-frame-options"], other).toBe("DENY");
      expect(headers["content-security-policy"], other).toContain("frame-ancestors 'none'");
    }
  });
});
