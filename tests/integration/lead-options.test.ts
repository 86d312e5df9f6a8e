import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as conditionsGet } from "@/app/api/lead/conditions/route";
import { GET as specialitiesGet } from "@/app/api/lead/specialities/route";
import { GET as treatmentsGet } from "@/app/api/lead/treatments/route";
import type { TreatmentOption } from "@/src/lib/api/contracts/treatments";
import type { DbHandle } from "@/src/db/client";
import { eq } from "drizzle-orm";
import { conditions, hospitalDepartments, treatmentConditions, treatments } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function get<T>(handler: (r: Request) => Promise<Response>, url: string) {
  const response = await handler(new Request(`http://localhost${url}`));
  return { response, body: (await response.json()) as { data: T; error: string[] } };
}

type Treatment = TreatmentOption;

describe("GET /api/lead/treatments", () => {
  it("[AP-18][AP-19][LF-19] answers [[treatments of the department…, Other (ProcedureId 0)]]", async () => {
    const [first] = await handle.db.select().from(treatments).limit(1);
    const departmentId = first?.departmentId ?? 0;
    const { response, body } = await get<Treatment[][]>(
      treatmentsGet,
      `/api/lead/treatments?departmentId=${departmentId}`,
    );
    expect(response.status).toBe(200);
    const list = body.data[0] ?? [];
    expect(list.length).toBeGreaterThan(1);
    expect(list.at(-1)).toEqual({
      ProcedureId: 0,
      ProcedureName: "Other",
      RouteId: 0,
      departmentid: 0,
    });
    // The spec's keys, plus what the searchable picker uses (LF-82): the Hindi name,
    // the popular rank and the names of the conditions it treats.
    for (const t of list.slice(0, -1)) {
      expect(t.departmentid).toBe(departmentId);
      expect(Object.keys(t).sort()).toEqual([
        "ProcedureId",
        "ProcedureName",
        "RouteId",
        "departmentid",
        "keywords",
        "nameHi",
        "popularRank",
      ]);
    }
  });

  it("[LF-82] each treatment carries its Hindi name, popular rank and its conditions' names in English and Hindi", async () => {
    const { body } = await get<Treatment[][]>(treatmentsGet, "/api/lead/treatments");
    const list = body.data[0] ?? [];
    const knee = list.find((t) => t.ProcedureName === "Knee Replacement");
    expect(knee?.nameHi).toBe("घुटना प्रत्यारोपण");
    expect(knee?.popularRank).toBe(1);
    const [link] = await handle.db
      .select({ name: conditions.name, nameHi: conditions.nameHi })
      .from(treatmentConditions)
      .innerJoin(conditions, eq(conditions.id, treatmentConditions.conditionId))
      .where(eq(treatmentConditions.treatmentId, knee?.ProcedureId ?? 0))
      .limit(1);
    expect(link).toBeDefined();
    expect(knee?.keywords).toEqual(expect.arrayContaining([link?.name, link?.nameHi]));
    expect(list.filter((t) => t.popularRank != null).length).toBeGreaterThanOrEqual(8);
  });

  it("[AP-20] departmentId -1 (the default) lists every treatment", async () => {
    const all = await handle.db.select().from(treatments);
    const { body } = await get<Treatment[][]>(treatmentsGet, "/api/lead/treatments");
    expect(body.data[0]).toHaveLength(all.length + 1);
    const { body: minusOne } = await get<Treatment[][]>(
      treatmentsGet,
      "/api/lead/treatments?departmentId=-1",
    );
    expect(minusOne.data[0]).toHaveLength(all.length + 1);
  });

  it("a departmentId that is not a number gets 400", async () => {
    const { response, body } = await get(treatmentsGet, "/api/lead/treatments?departmentId=abc");
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["departmentId must be a number"]);
  });
});

describe("GET /api/lead/specialities", () => {
  it("[AP-21][LF-18] answers the departments a hospital offers, with DepartmentId, DepartmentName, SpecializationList", async () => {
    const [link] = await handle.db.select().from(hospitalDepartments).limit(1);
    const hospitalId = link?.hospitalId ?? 0;
    const offered = await handle.db.select().from(hospitalDepartments);
    const expected = offered.filter((l) => l.hospitalId === hospitalId).map((l) => l.departmentId);
    const { response, body } = await get<
      { DepartmentId: number; DepartmentName: string; SpecializationList: string[] }[]
    >(specialitiesGet, `/api/lead/specialities?hospitalId=${hospitalId}`);
    expect(response.status).toBe(200);
    expect(body.data.map((d) => d.DepartmentId).sort()).toEqual(expected.sort());
    for (const d of body.data) {
      expect(typeof d.DepartmentName).toBe("string");
      expect(Array.isArray(d.SpecializationList)).toBe(true);
    }
  });

  it("an unknown hospital offers nothing", async () => {
    const { body } = await get<unknown[]>(
      specialitiesGet,
      "/api/lead/specialities?hospitalId=999999",
    );
    expect(body.data).toEqual([]);
  });
});

describe("GET /api/lead/conditions", () => {
  it("[LF-20] condition options carry the disease's DiseaseName", async () => {
    const { body } = await get<{ DiseaseName: string }[]>(conditionsGet, "/api/lead/conditions");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => typeof c.DiseaseName === "string" && c.DiseaseName)).toBe(true);
  });

  it("[LF-82][HI-9] condition options carry their Hindi name", async () => {
    const { body } = await get<{ DiseaseName: string; nameHi: string | null }[]>(
      conditionsGet,
      "/api/lead/conditions",
    );
    expect(body.data.find((c) => c.DiseaseName === "Piles (Haemorrhoids)")?.nameHi).toBe("बवासीर");
  });
});

describe("[HI-9] the option lists carry each name's Hindi beside the English one", () => {
  it("[HI-9] every city, state, speciality and insurer has its Hindi name; the English names the form sends are unchanged", async () => {
    const { GET: citiesGet } = await import("@/app/api/cities/route");
    const { GET: insurersGet } = await import("@/app/api/lead/insurers/route");
    const DEVANAGARI = /[\u0900-\u097F]/;
    const cityList = await get<
      { CityName: string; CityNameHi: string | null; state: string; stateHi: string | null }[]
    >(citiesGet, "/api/cities");
    expect(cityList.body.data.length).toBeGreaterThan(30);
    expect(
      cityList.body.data.filter(
        (c) => !DEVANAGARI.test(c.CityNameHi ?? "") || !DEVANAGARI.test(c.stateHi ?? ""),
      ),
    ).toEqual([]);
    expect(cityList.body.data[0]?.CityName).toBe("Delhi NCR");
    const specialities = await get<{ DepartmentName: string; DepartmentNameHi: string | null }[]>(
      specialitiesGet,
      "/api/lead/specialities",
    );
    expect(
      specialities.body.data.filter((d) => !DEVANAGARI.test(d.DepartmentNameHi ?? "")),
    ).toEqual([]);
    const insurerList = await get<{ InsurerName: string; InsurerNameHi: string | null }[]>(
      insurersGet,
      "/api/lead/insurers",
    );
    expect(insurerList.body.data.filter((i) => !DEVANAGARI.test(i.InsurerNameHi ?? ""))).toEqual(
      [],
    );
    expect(insurerList.body.data.map((i) => i.InsurerName)).toContain("Star Health Insurance");
  });
});
