import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS, securityHeadersFor } from "@/src/config/security-headers";
import {
  API_PREFIXES,
  allowedMethods,
  installEdgeGuard,
  DATABASE_DOWN_RETRY_AFTER,
  NOT_FOUND_CACHE_CONTROL,
  noteRequestError,
  peerHeader,
} from "@/src/server/http/edge";

/**
 * The edge guard on a real Node HTTP server (the one `next start` runs is a Node HTTP server
 * too): the diagnostics channel runs it before the request handler. Node still calls the handler
 * after the guard answered; like Next.js's router (which returns once `res.finished`), this one
 * then leaves the response alone.
 */
let server: http.Server;
let base = "";
let seen: {
  method?: string;
  url?: string;
  peer?: string;
  headers: http.IncomingHttpHeaders;
}[] = [];
beforeAll(async () => {
  installEdgeGuard();
  server = http.createServer((req, res) => {
    if (res.writableEnded) return;
    seen.push({
      method: req.method,
      url: req.url,
      peer: req.headers[peerHeader()] as string,
      headers: req.headers,
    });
    // What Next.js would do with TRACE: a Request it cannot build (undici refuses the method).
    new Request("http://x/", { method: req.method });
    // What Next.js does when a page's render fails: it reports the error (instrumentation's
    // onRequestError), then answers 500.
    if (req.url?.includes("/doctor/render-fails-")) {
      const cause = req.url.includes("database") ? { code: "ECONNREFUSED" } : { code: "42P01" };
      noteRequestError(new Error("Failed query", { cause }), req.headers);
      res.statusCode = 500;
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    }
    // What Next.js does for a page whose slug is unknown: a 404 with the page's own lifetime.
    if (req.url?.includes("/doctor/no-such-")) {
      res.statusCode = 404;
      res.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=31532400");
    }
    res.end("handled");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("edge guard", () => {
  it("[SH-11] hands Next.js every request as it was sent: no path or header rewritten", async () => {
    seen = [];
    const sent = [
      "/thankyou?x=1",
      "/hi/about-us?source=patientapp",
      "/no-such-page",
      "/api/cities?q=a",
    ];
    for (const url of sent) await send("GET", url);
    const rsc = await send("GET", "/about-us?_rsc=1", { RSC: "1" });
    expect(seen.map((s) => s.url)).toEqual([...sent, "/about-us?_rsc=1"]);
    expect(rsc.headers["x-nextjs-rewritten-path"]).toBeUndefined();
  });

  it("[SC-3] stamps the socket's address under a header no client can send", async () => {
    seen = [];
    const forged = { [peerHeader()]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" };
    const answer = await send("GET", "/", forged);
    expect(answer.body).toBe("handled");
    expect(seen[0]?.peer).toBe("127.0.0.1");
    expect(peerHeader()).toMatch(/^x-vaidya-peer-[0-9a-f]{24}$/);
  });

  it("[SC-1] sets the security headers on every answer, HSTS only behind HTTPS", async () => {
    for (const [method, pathname] of [
      ["GET", "/"],
      ["GET", "/api/cities"],
      ["GET", "/_next/static/x.js"],
      ["TRACE", "/"],
    ] as const) {
      const answer = await send(method, pathname);
      const expected = securityHeadersFor(process.env.NODE_ENV !== "production", undefined);
      for (const { key, value } of expected) {
        expect(answer.headers[key.toLowerCase()], `${method} ${pathname} ${key}`).toBe(value);
      }
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
    const https = await send("GET", "/", { "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe(HSTS.value);
  });

  it("[SC-2] TRACE and other methods no route serves get 405 with Allow, never reaching the app", async () => {
    seen = [];
    for (const pathname of ["/", "/about-us", "/_next/static/x.js"]) {
      for (const method of ["TRACE", "DELETE", "PUT", "OPTIONS", "PROPFIND"]) {
        const answer = await send(method, pathname);
        expect(answer.status, `${method} ${pathname}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.body).not.toMatch(/at |Error/);
      }
    }
    const api = await send("TRACE", "/lead/v1/admin/webleadcreate");
    expect(api.status).toBe(405);
    expect(api.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(api.body)).toEqual({
      status: { code: 405, message: "This method is not allowed here" },
      data: null,
      error: ["This method is not allowed here"],
    });
    expect(seen).toEqual([]);
    // What the routes serve still reaches them.
    expect((await send("GET", "/about-us")).status).toBe(200);
    expect((await send("HEAD", "/")).status).toBe(200);
    expect((await send("POST", "/users/v1/user/logout")).status).toBe(200);
    expect((await send("PUT", "/users/v1/user/update")).status).toBe(200);
  });

  it("a path whose percent-escapes do not decode gets 400 from the guard, pages and API alike", async () => {
    seen = [];
    for (const pathname of [
      "/doctor/%E0%A4",
      "/blog/%E0%A4",
      "/hi/condition/%ZZ",
      "/sitemaps/%E0%A4.xml",
      "/doctor/knee%00x",
      "/blog/x%00y",
    ]) {
      const answer = await send("GET", pathname);
      expect(answer.status, pathname).toBe(400);
      expect(answer.body).toBe("This address is not a valid URL\n");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const api = await send("GET", "/api/estimate/%E0%A4");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).status).toEqual({
      code: 400,
      message: "This address is not a valid URL",
    });
    expect(seen).toEqual([]);
    // Well-formed escapes, Devanagari included, still reach the app.
    expect((await send("GET", "/doctor/%E0%A4%95")).status).toBe(200);
  });

  it("a page's 404 keeps a CDN lifetime of a minute, not the page's hour; other answers keep theirs", async () => {
    const missing = await send("GET", "/doctor/no-such-doctor");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(NOT_FOUND_CACHE_CONTROL).toMatch(/s-maxage=60\b/);
    const found = await send("GET", "/doctor/asha");
    expect(found.status).toBe(200);
    expect(found.headers["cache-control"]).toBeUndefined();
  });

  it("a page that failed because the database is unreachable answers 503 with Retry-After; other failures stay 500", async () => {
    const down = await send("GET", "/doctor/render-fails-database");
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe(DATABASE_DOWN_RETRY_AFTER);
    expect(down.headers["cache-control"]).toBe("no-store");
    const bug = await send("GET", "/doctor/render-fails-query");
    expect(bug.status).toBe(500);
    expect(bug.headers["retry-after"]).toBeUndefined();
    // A client cannot mark its own request: the numbering header's name is random per process.
    const forged = await send("GET", "/doctor/render-fails-query", { "x-vaidya-request-0": "1" });
    expect(forged.status).toBe(500);
  });

  it("[SC-2] every method a route handler exports is let through to it", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "route.ts") routes.push(full);
      }
    };
    walk(path.join(root, "app"));
    expect(routes.length).toBeGreaterThan(10);
    for (const file of routes) {
      const pathname = `/${path.relative(path.join(root, "app"), path.dirname(file))}`;
      const source = fs.readFileSync(file, "utf8");
      const methods = [
        ...source.matchAll(
          /export (?:const|(?:async )?function) (GET|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
        ),
        ...source.matchAll(/export \{ (GET|POST|PUT|PATCH|DELETE|OPTIONS) \}/g),
      ].map((m) => m[1]);
      expect(methods.length, pathname).toBeGreaterThan(0);
      for (const method of methods) {
        expect(allowedMethods(pathname), `${method} ${pathname}`).toContain(method);
      }
      // Only GET routes may live outside the API prefixes (e.g. /icons.svg); the console's
      // routes may take POST too (a photo upload), as its pages' server actions do.
      if (!API_PREFIXES.some((p) => pathname.startsWith(p))) {
        expect(methods.filter((m) => m !== "GET" && !pathname.startsWith("/console/"))).toEqual([]);
      }
    }
  });
});
