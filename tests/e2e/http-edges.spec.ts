import { expect, test } from "@playwright/test";

/** src/lib/http/answers.ts's NOT_FOUND_CACHE_CONTROL (that module's i18n JSON does not load here). */
const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * SC-1 and SC-2 on the production server (`next start` with instrumentation.ts): what a client sees at
 * the HTTP level, before any page runs. Requests only, no browser.
 */
test.describe("HTTP edges", () => {
  test("[SC-2] TRACE and other methods no route serves answer 405 with Allow, never a 500", async ({
    request,
  }) => {
    const cases: [method: string, path: string, allow: string][] = [
      ["TRACE", "/", "GET, HEAD"],
      ["TRACE", "/about-us", "GET, HEAD"],
      ["DELETE", "/hi", "GET, HEAD"],
      ["TRACE", "/lead/v1/admin/webleadcreate", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
      ["PROPFIND", "/api/cities", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const answer = await request.fetch(path, { method });
      expect(answer.status(), `${method} ${path}`).toBe(405);
      expect(answer.headers().allow).toBe(allow);
      expect(await answer.text()).not.toMatch(/\bat .*\.js|TypeError/);
    }
    // A method a route does not export: Next.js's own 405.
    expect((await request.fetch("/api/cities", { method: "DELETE" })).status()).toBe(405);
  });

  // Rewritten rule: no page is reached through an internal path any more (every page is the plain
  // route of its path), so no answer names one, RSC answers included.
  test("no rewrite or middleware header on pages, RSC answers included; HSTS only over HTTPS", async ({
    request,
  }) => {
    const page = await request.get("/about-us");
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(Object.keys(headers).filter((h) => /rewrite|middleware/i.test(h))).toEqual([]);
    expect(headers["strict-transport-security"]).toBeUndefined();
    const html = await page.text();
    expect(html).toContain(`rel="canonical" href="${new URL("/about-us", page.url()).href}"`);

    const rsc = await request.get("/about-us", { headers: { RSC: "1" } });
    expect(rsc.status()).toBe(200);
    expect(Object.keys(rsc.headers()).filter((h) => /rewrite|middleware/i.test(h))).toEqual([]);

    const https = await request.get("/about-us", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
  // What the edge guard (src/server/http/edge.ts) relies on in Next.js's own server, asserted on
  // it: an upgrade that changes one of these fails here (docs/decisions/0026-supported-nextjs-seams.md).
  test("[OP-11] the edge guard's seams hold: headers set before Next.js stay, a refused request stays refused, a page's status is seen as its headers are written", async ({
    request,
  }) => {
    // Response headers set before Next.js runs stay on a cached page's answer.
    await request.get("/about-us");
    const cached = await request.get("/about-us");
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(cached.headers()["x-frame-options"]).toBe("DENY");
    expect(cached.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // An answer the guard finished is left alone: its body only, whole, never a 500 after it.
    const refused = await request.fetch("/api/cities", { method: "TRACE" });
    expect(refused.status()).toBe(405);
    expect(await refused.json()).toEqual({
      status: { code: 405, message: "This method is not allowed here" },
      data: null,
      error: ["This method is not allowed here"],
    });
    const malformed = await request.get("/doctor/%E0%A4");
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toBe("This address is not a valid URL\n");
    // A page's 404 passes through writeHead with its status: it gets the short shared lifetime.
    const missing = await request.get(`/doctor/no-such-doctor-${Date.now()}`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe(NOT_FOUND_CACHE_CONTROL);
    // No proxy ran on these public answers (proxy.ts runs on the console's and patients' paths).
    for (const answer of [cached, missing]) {
      expect(Object.keys(answer.headers()).filter((h) => /middleware/i.test(h))).toEqual([]);
    }
  });

  test("[OP-12] proxy.ts's private answers survive Next.js's render, a not-found and a refusal included", async ({
    request,
  }) => {
    for (const path of ["/console/login", "/my-data", "/stop/1-AAAAAAAAAAAAAAAA"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBeLessThan(500);
      expect(answer.headers()["cache-control"], path).toBe("private, no-store");
      expect(answer.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const refused = await request.get("/console/leads?city=%00");
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe("Request contains characters that are not allowed\n");
  });
});
