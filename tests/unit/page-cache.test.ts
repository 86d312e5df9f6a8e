import { createRequire } from "node:module";
import { beforeEach, describe, expect, it } from "vitest";

/**
 * The page cache (next.config.ts `cacheHandler`) as Next.js calls it: through the public
 * handler interface only (get, set, revalidateTag), one handler per request over shared stores.
 */
type Handler = {
  get(key: string, ctx?: object): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: object): Promise<void>;
  resetRequestCache(): void;
};
const require = createRequire(import.meta.url);
const PageCache = require("../../src/server/http/page-cache.cjs") as new (
  options: object,
) => Handler;

const page = (html: string, status = 200, tags = "_N_T_/layout,doctor:asha") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(html),
  headers: { "x-next-cache-tags": tags },
  status,
  segmentData: new Map([["/_index", Buffer.from("x")]]),
});
const read = (body: string, tags: string[] = ["catalog"]) => ({
  kind: "FETCH",
  data: { headers: {}, body, url: "", status: 200 },
  revalidate: 3600,
  tags,
});

let n = 0;
const fresh = () => `/route-cache/APP_PAGE/${++n}`;
let handler: Handler;
beforeEach(() => {
  handler = new PageCache({ maxMemoryCacheSize: 2 * 1024 * 1024 });
});

describe("page cache", () => {
  it("[OP-10] keeps a page across requests: every request's handler reads the same store", async () => {
    const key = fresh();
    await handler.set(key, page("<p>asha</p>"), { tags: [] });
    const next = new PageCache({ maxMemoryCacheSize: 2 * 1024 * 1024 });
    const entry = await next.get(key, { kind: "APP_PAGE" });
    expect(entry?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>asha</p>" });
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it("[OP-10] never stores a not-found or gone answer, nor a read that found nothing", async () => {
    const missing = fresh();
    const gone = fresh();
    await handler.set(missing, page("not found", 404), {});
    await handler.set(gone, page("gone", 410), {});
    expect(await handler.get(missing, { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get(gone, { kind: "APP_PAGE" })).toBeNull();
    await handler.set("read-null", read("null"), { fetchCache: true });
    expect(await handler.get("read-null", { kind: "FETCH", tags: [] })).toBeNull();
    await handler.set("read-found", read('{"slug":"asha"}'), { fetchCache: true });
    expect(await handler.get("read-found", { kind: "FETCH", tags: [] })).not.toBeNull();
  });

  it("[OP-10] made-up URLs cannot grow it: pages beyond the bound push out the least recently read", async () => {
    const big = "x".repeat(200 * 1024);
    const first = fresh();
    await handler.set(first, page(big), {});
    const keep = fresh();
    await handler.set(keep, page(big), {});
    for (let i = 0; i < 20; i++) {
      // The page read between the writes stays; the first one, never read again, goes.
      await handler.get(keep, { kind: "APP_PAGE" });
      await handler.set(fresh(), page(big), {});
    }
    expect(await handler.get(first, { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get(keep, { kind: "APP_PAGE" })).not.toBeNull();
    // A page larger than the whole store is not kept at all.
    const huge = fresh();
    await handler.set(huge, page("y".repeat(3 * 1024 * 1024)), {});
    expect(await handler.get(huge, { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get(keep, { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("[OP-10] a dropped tag makes the pages and reads stored with it a miss, others stay", async () => {
    const asha = fresh();
    const ravi = fresh();
    await handler.set(asha, page("asha", 200, "_N_T_/layout,doctor:asha"), {});
    await handler.set(ravi, page("ravi", 200, "_N_T_/layout,doctor:ravi"), {});
    await handler.set("read-asha", read('{"a":1}', ["doctor:asha"]), { fetchCache: true });
    // As a publish relayed from another instance drops it (content-editing/changes.ts).
    await new PageCache({}).revalidateTag(["doctor:asha"], { expire: 0 });
    expect(await handler.get(asha, { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get("read-asha", { kind: "FETCH", tags: [] })).toBeNull();
    expect(await handler.get(ravi, { kind: "APP_PAGE" })).not.toBeNull();
    // Stored again after the drop, it is served again.
    await handler.set(asha, page("asha again"), {});
    expect((await handler.get(asha, { kind: "APP_PAGE" }))?.value).toMatchObject({
      html: "asha again",
    });
    // A read's page tags (soft tags, given at get) count too: revalidatePath of its page.
    await handler.set("read-page", read('{"b":2}', []), { fetchCache: true });
    await handler.revalidateTag("_N_T_/doctor/ravi");
    expect(
      await handler.get("read-page", { kind: "FETCH", tags: [], softTags: ["_N_T_/doctor/ravi"] }),
    ).toBeNull();
  });
});
