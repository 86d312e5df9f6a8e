import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/city-picks/route";
import { GET as insurersGet } from "@/app/api/lead/insurers/route";
import type { DbHandle } from "@/src/db/client";
import { cities } from "@/src/db/seed/data/cities";
import { departments } from "@/src/db/seed/data/departments";
import { insurers } from "@/src/db/seed/data/insurers";
import { treatmentBySlug } from "@/src/db/seed/data/treatments";
import type { CityPicks } from "@/src/lib/catalog/types";
import { listDoctors, listHospitals } from "@/src/server/catalog";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function get(query: string) {
  const response = await GET(new Request(`http://localhost/api/city-picks${query}`));
  const body = (await response.json()) as { data: CityPicks | null; error: string[] };
  return { response, body };
}

const idOf = <T extends { slug: string; id: number }>(list: readonly T[], slug: string) => {
  const found = list.find((x) => x.slug === slug);
  if (!found) throw new Error(`no ${slug} in the sample data`);
  return found.id;
};
const LUCKNOW = idOf(cities, "lucknow");
const MUMBAI = idOf(cities, "mumbai");
const PROCTOLOGY = idOf(departments, "proctology");
const KNEE_REPLACEMENT = treatmentBySlug.get("knee-replacement")?.id ?? 0;
const ORTHOPAEDICS = treatmentBySlug.get("knee-replacement")?.departmentId ?? 0;

describe("GET /api/city-picks: a cached page's doctors and hospitals in the visitor's city", () => {
  it("a department's doctors and hospitals in Lucknow, in the page's own order, publicly cacheable", async () => {
    const { response, body } = await get(`?cityId=${LUCKNOW}&departmentId=${PROCTOLOGY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(response.headers.get("set-cookie")).toBeNull();
    const picks = body.data;
    expect(picks?.city).toEqual({ id: LUCKNOW, name: "Lucknow", slug: "lucknow" });
    const doctors = await listDoctors(handle.db, {
      cityId: LUCKNOW,
      departmentId: PROCTOLOGY,
      limit: 6,
    });
    const hospitals = await listHospitals(handle.db, {
      cityId: LUCKNOW,
      departmentId: PROCTOLOGY,
      limit: 6,
    });
    expect(doctors.items.length).toBeGreaterThan(0);
    expect(picks?.doctors.items.map((d) => d.id)).toEqual(doctors.items.map((d) => d.id));
    expect(picks?.doctors.total).toBe(doctors.total);
    expect(picks?.hospitals.items.map((h) => h.id)).toEqual(hospitals.items.map((h) => h.id));
    for (const d of picks?.doctors.items ?? []) expect(d.city.id).toBe(LUCKNOW);
  });

  it("with a treatment, the doctors who perform it (the treatment page's doctors)", async () => {
    const { body } = await get(
      `?cityId=${MUMBAI}&treatmentId=${KNEE_REPLACEMENT}&departmentId=${ORTHOPAEDICS}`,
    );
    const doctors = await listDoctors(handle.db, {
      cityId: MUMBAI,
      treatmentId: KNEE_REPLACEMENT,
      limit: 6,
    });
    expect(body.data?.doctors.items.map((d) => d.id)).toEqual(doctors.items.map((d) => d.id));
  });

  it("a missing or bad cityId, or a bad id, is a 400; an unknown city a 404; none cached", async () => {
    for (const query of [
      "",
      "?cityId=",
      "?cityId=abc",
      "?cityId=0",
      "?cityId=514&departmentId=0",
      "?cityId=514&treatmentId=x",
    ]) {
      const { response } = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    }
    const unknown = await get("?cityId=999999");
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.error).toEqual(["City not found"]);
  });
});

describe("GET /api/lead/insurers: the lead form's insurer question", () => {
  it("answers every insurer and scheme with its type, publicly cacheable", async () => {
    const response = await insurersGet(new Request("http://localhost/api/lead/insurers"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(response.headers.get("set-cookie")).toBeNull();
    const { data } = (await response.json()) as {
      data: { InsurerId: number; InsurerName: string; type: string }[];
    };
    expect(data).toHaveLength(insurers.length);
    expect(data).toContainEqual(
      expect.objectContaining({ InsurerName: "Star Health Insurance", type: "Private" }),
    );
    expect(new Set(data.map((i) => i.type))).toEqual(new Set(["Govt.", "Private"]));
  });
});
