import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as chatAnswer } from "@/app/api/chat/answer/route";
import { GET as cityPicks } from "@/app/api/city-picks/route";
import { GET as cities } from "@/app/api/cities/route";
import { GET as estimate } from "@/app/api/estimate/route";
import { GET as conditions } from "@/app/api/lead/conditions/route";
import { GET as specialities } from "@/app/api/lead/specialities/route";
import { GET as treatments } from "@/app/api/lead/treatments/route";
import { GET as listingsFilter } from "@/app/api/listings/filter/route";
import { GET as searchEntities } from "@/app/api/search/entities/route";
import { GET as popularTreatments } from "@/app/api/treatments/popular/route";
import { GET as cityList } from "@/app/dmg/v1/web/citylist/route";
import { GET as sitemapChild } from "@/app/sitemaps/[name]/route";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { AppError } from "@/src/server/http/errors";
import { createMemo } from "@/src/server/http/memo";
import { logger } from "@/src/server/log";
import { fromAddress } from "./auth-support";
import { fileDb } from "./file-db";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

fileDb();
afterEach(() => {
  vi.useRealTimers();
});

const PUBLIC = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
type Route = (request: Request) => Promise<Response>;

const get = (route: Route, path: string, headers: Record<string, string> = {}) =>
  route(new Request(`http://localhost${path}`, { headers }));

describe("public catalogue answers (withApi cache option)", () => {
  it("cities, treatments, specialities and conditions are publicly cacheable and set no cookie", async () => {
    for (const [route, path] of [
      [cities, "/api/cities"],
      [treatments, "/api/lead/treatments?departmentId=-1"],
      [specialities, "/api/lead/specialities"],
      [conditions, "/api/lead/conditions"],
    ] as const) {
      const response = await get(route, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PUBLIC);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect((await response.json()).status).toEqual({ code: 200, message: "Success" });
    }
  });

  it("the answer does not depend on the caller: cookies, a session or a visitor id change nothing", async () => {
    const anonymous = await get(cities, "/api/cities");
    const known = await get(cities, "/api/cities", {
      cookie: "visitorid=abcdef12-3456; vaidya_session=stale-session-token-0123456789",
      authorization: "Bearer some-token-0123456789",
      visitorid: "abcdef12-3456",
      cityid: "514",
      "accept-language": "hi-IN,hi;q=0.9",
    });
    expect(known.headers.get("set-cookie")).toBeNull();
    expect(known.headers.get("cache-control")).toBe(PUBLIC);
    expect(await known.text()).toBe(await anonymous.text());
  });

  it("a 400 (bad departmentId) is not publicly cacheable and sets no cookie", async () => {
    const response = await get(treatments, "/api/lead/treatments?departmentId=abc");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await response.json()).error).toEqual(["departmentId must be a number"]);
  });

  it("an unexpected error (500) is not publicly cacheable either", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const route = withApi(
      async () => {
        throw new Error("boom");
      },
      { cache: CATALOGUE_CACHE },
    );
    const response = await get(route, "/x");
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    log.mockRestore();
  });

  it("endpoints without the option still set the visitorid cookie and answer private, no-store", async () => {
    const list = await get(cityList, "/dmg/v1/web/citylist");
    expect(list.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(list.headers.get("set-cookie")).toMatch(
      /^visitorid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    const lead = await createLeadRequest(minimalLead());
    expect(lead.response.status).toBe(200);
    expect(lead.response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(lead.response.headers.get("set-cookie")).toMatch(/^visitorid=/);
  });

  it("cannot be combined with auth or sameSiteOnly (a type error, and refused at start-up)", () => {
    const handler = async () => 1;
    // @ts-expect-error a public answer cannot depend on the caller
    expect(() => withApi(handler, { cache: CATALOGUE_CACHE, auth: "optional" })).toThrow(
      /cannot use auth or sameSiteOnly/,
    );
    // @ts-expect-error nor on where it was asked from
    expect(() => withApi(handler, { cache: CATALOGUE_CACHE, sameSiteOnly: true })).toThrow(
      /cannot use auth or sameSiteOnly/,
    );
  });

  it("may count each client's requests: past the limit a 429 with Retry-After and the limit's message that no cache keeps; other clients go on", async () => {
    let calls = 0;
    const route = withApi(
      async ({ url }) => {
        calls++;
        return [url.searchParams.get("q")];
      },
      {
        cache: CATALOGUE_CACHE,
        rateLimit: {
          name: "public-cache-test",
          points: 2,
          durationMs: 60_000,
          message: (seconds) => `Wait ${seconds} seconds`,
        },
      },
    );
    const busy = fromAddress("198.51.100.20");
    for (const q of ["a", "a"]) {
      const ok = await get(route, `/x?q=${q}`, busy);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe(PUBLIC);
    }
    expect(calls).toBe(1); // the second from the memo: it counts all the same
    const refused = await get(route, "/x?q=b", busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toEqual([
      `Wait ${refused.headers.get("retry-after")} seconds`,
    ]);
    expect(calls).toBe(1);
    const other = await get(route, "/x?q=b", fromAddress("198.51.100.21"));
    expect(other.status).toBe(200);
  });

  it("a public handler answers data, never a Response of its own (it could carry cookies)", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const route = withApi(async () => new Response("x", { headers: { "set-cookie": "a=b" } }), {
      cache: CATALOGUE_CACHE,
    });
    const response = await get(route, "/x");
    expect(response.status).toBe(500);
    expect(response.headers.get("set-cookie")).toBeNull();
    log.mockRestore();
  });
});

describe("in-process memo of public answers (memoSeconds)", () => {
  function counted(fail = 0) {
    const calls: string[] = [];
    let failures = fail;
    const route = withApi(
      async ({ url }) => {
        calls.push(url.search);
        if (failures > 0) {
          failures--;
          throw new AppError(400, ["not now"]);
        }
        return { q: url.searchParams.get("q"), n: calls.length };
      },
      { cache: { sMaxAge: 300, staleWhileRevalidate: 60, memoSeconds: 30 } },
    );
    return { calls, route };
  }

  it("answers a repeated URL from memory, computing it once for concurrent requests", async () => {
    const { calls, route } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => get(route, "/x?q=a")));
    const again = await get(route, "/x?q=a");
    const other = await get(route, "/x?q=b");
    expect(calls).toEqual(["?q=a", "?q=b"]);
    const bodies = await Promise.all([...answers, again].map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await other.json()).data).toEqual({ q: "b", n: 2 });
  });

  it("keeps an answer for memoSeconds only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { calls, route } = counted();
    await get(route, "/x?q=a");
    vi.advanceTimersByTime(29_000);
    await get(route, "/x?q=a");
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await get(route, "/x?q=a");
    expect(calls).toHaveLength(2);
  });

  it("never keeps an error", async () => {
    const { calls, route } = counted(1);
    expect((await get(route, "/x?q=a")).status).toBe(400);
    expect((await get(route, "/x?q=a")).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it("is bounded in size: made-up keys push the oldest answers out, an oversized one is not kept", async () => {
    let computed = 0;
    const memo = createMemo(60_000, { maxChars: 10 });
    const compute = (value: string) => async () => {
      computed++;
      return value;
    };
    await memo("a", compute("aaaa"));
    await memo("b", compute("bbbb"));
    await memo("c", compute("cccc")); // 12 characters: "a" goes
    await memo("b", compute("bbbb"));
    await memo("c", compute("cccc"));
    expect(computed).toBe(3);
    await memo("a", compute("aaaa"));
    expect(computed).toBe(4);
    await memo("big", compute("x".repeat(11)));
    await memo("big", compute("x".repeat(11)));
    expect(computed).toBe(6);
  });
});

describe("errors and redirects to a page that may not exist are never cached for more than a minute", () => {
  /** Seconds a shared cache may keep the answer: 0 for private or no-store. */
  const sharedSeconds = (cacheControl: string | null): number => {
    const value = (cacheControl ?? "").toLowerCase();
    if (!value || /\b(private|no-store|no-cache)\b/.test(value)) return 0;
    const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(value)?.[1]);
    const shared = seconds("s-maxage");
    return Number.isFinite(shared) ? shared : (seconds("max-age") ?? 0);
  };
  const browserSeconds = (cacheControl: string | null): number => {
    const value = (cacheControl ?? "").toLowerCase();
    if (/\bno-store\b/.test(value)) return 0;
    return Number(/\bmax-age=(\d+)/.exec(value)?.[1] ?? 0);
  };

  it("[AP-44] a bad request on every route with its own caching: 4xx answers are kept at most 60 s by a CDN or a browser", async () => {
    const cases: [Route, string, number][] = [
      [listingsFilter, "/api/listings/filter?kind=bogus", 400],
      [listingsFilter, "/api/listings/filter?kind=doctors&gender=robot&lang=hi", 400],
      [estimate, "/api/estimate?treatment=no-such-treatment", 400],
      [sitemapChild, "/sitemaps/no-such-child.xml", 404],
      [treatments, "/api/lead/treatments?departmentId=abc", 400],
      [searchEntities, "/api/search/entities?query=knee&type=bogus", 400],
      [chatAnswer, "/api/chat/answer?q=knee&city=abc", 400],
      [popularTreatments, "/api/treatments/popular", 400],
      [popularTreatments, "/api/treatments/popular?cityId=999999", 404],
      [cityPicks, "/api/city-picks?cityId=999999", 404],
    ];
    for (const [route, path, status] of cases) {
      const response = await get(route, path, fromAddress("198.51.100.40"));
      expect(response.status, path).toBe(status);
      const cacheControl = response.headers.get("cache-control");
      expect(sharedSeconds(cacheControl), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
      expect(browserSeconds(cacheControl), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    }
  });

  it("[AP-45] the filter form's redirect to a city (or any slug) the catalogue may not have is kept at most 60 s; one to a page that always exists keeps its day", async () => {
    for (const query of [
      "kind=doctors&city=atlantis",
      "kind=hospitals&city=delhi-ncr&speciality=no-such-speciality",
      "kind=doctors&insurer=no-such-insurer",
      "kind=reviews&city=atlantis",
      "kind=doctors&language=no-such-language",
    ]) {
      const response = await get(listingsFilter, `/api/listings/filter?${query}`);
      expect(response.status, query).toBe(303);
      const cacheControl = response.headers.get("cache-control");
      expect(sharedSeconds(cacheControl), `${query}: ${cacheControl}`).toBeLessThanOrEqual(60);
      expect(browserSeconds(cacheControl), `${query}: ${cacheControl}`).toBeLessThanOrEqual(60);
    }
    const certain = await get(listingsFilter, "/api/listings/filter?kind=doctors&gender=female");
    expect(certain.status).toBe(303);
    expect(certain.headers.get("location")).toBe("/doctors/filter/gender-female");
    expect(sharedSeconds(certain.headers.get("cache-control"))).toBe(86_400);
  });
});
