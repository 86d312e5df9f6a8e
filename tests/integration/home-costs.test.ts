import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/treatments/popular/route";
import type { DbHandle } from "@/src/db/client";
import type { PopularTreatmentCosts } from "@/src/lib/catalog/types";
import { getHomeData } from "@/src/server/catalog";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function get(query: string) {
  const response = await GET(new Request(`http://localhost/api/treatments/popular${query}`));
  const body = (await response.json()) as { data: PopularTreatmentCosts | null; error: string[] };
  return { response, body };
}

describe("[HM-1] GET /api/treatments/popular", () => {
  it("[HM-1] answers the home page's popular treatments with their costs in the asked city, publicly cacheable", async () => {
    const hyderabad = await get("?cityId=267");
    expect(hyderabad.response.status).toBe(200);
    expect(hyderabad.response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(hyderabad.response.headers.get("set-cookie")).toBeNull();
    const data = hyderabad.body.data;
    expect(data?.city).toEqual({ id: 267, name: "Hyderabad", slug: "hyderabad" });
    // The same treatments, in the same order, as the home page.
    const home = await getHomeData(handle.db, 267);
    expect(data?.treatments).toEqual(
      home.treatments.map((t) => ({
        id: t.id,
        slug: t.slug,
        minCost: t.minCost,
        maxCost: t.maxCost,
      })),
    );
    // Two cities, two sets of figures.
    const delhi = await get("?cityId=514");
    expect(delhi.body.data?.treatments.map((t) => t.minCost)).not.toEqual(
      data?.treatments.map((t) => t.minCost),
    );
  });

  it("a missing or bad cityId is a 400, an unknown city a 404, neither cached", async () => {
    for (const query of ["", "?cityId=", "?cityId=abc", "?cityId=0", "?cityId=-3"]) {
      const { response } = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    }
    const unknown = await get("?cityId=999999");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.error).toEqual(["City not found"]);
  });
});
