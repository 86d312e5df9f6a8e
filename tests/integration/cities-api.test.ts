import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/cities/route";
import type { DbHandle } from "@/src/db/client";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

interface CityOption {
  CityId: number;
  CityName: string;
  Type: string;
  latitude: number;
  longitude: number;
}

async function getCities(headers: HeadersInit = {}) {
  const response = await GET(new Request("http://localhost/api/cities", { headers }));
  const body = (await response.json()) as {
    status: { code: number; message: string };
    data: CityOption[];
    error: string[];
  };
  return { response, body };
}

describe("GET /api/cities", () => {
  it("[CN-3][AP-22] lists the popular cities first in the fixed order 514, 477, 93, 267, 248, 568", async () => {
    const { response, body } = await getCities();
    expect(response.status).toBe(200);
    expect(body.status).toEqual({ code: 200, message: "Success" });
    expect(body.error).toEqual([]);
    expect(body.data.slice(0, 6).map((c) => c.CityId)).toEqual([514, 477, 93, 267, 248, 568]);
    expect(body.data.slice(0, 6).every((c) => c.Type === "popular")).toBe(true);
  });

  it("[CN-4][CN-5] the rest are 'other' cities sorted by name, and 514 is 'Delhi NCR'", async () => {
    const { body } = await getCities();
    const others = body.data.slice(6);
    expect(others.length).toBeGreaterThanOrEqual(19);
    expect(others.every((c) => c.Type === "other")).toBe(true);
    const names = others.map((c) => c.CityName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data[0]?.CityName).toBe("Delhi NCR");
  });

  it("every city has coordinates inside India", async () => {
    const { body } = await getCities();
    for (const c of body.data) {
      expect(c.latitude).toBeGreaterThan(6);
      expect(c.latitude).toBeLessThan(37);
      expect(c.longitude).toBeGreaterThan(68);
      expect(c.longitude).toBeLessThan(98);
    }
  });

  it("[AU-17] is public: no visitorid cookie (a shared cache serves it to everyone), even to a request without one", async () => {
    const { response } = await getCities();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("may be kept by shared caches: public, s-maxage and stale-while-revalidate", async () => {
    const { response } = await getCities();
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(response.headers.get("vary")).toBeNull();
  });
});
