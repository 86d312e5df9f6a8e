import { expect, test } from "@playwright/test";

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
});
