/**
 * The nearest cities that have what a city lacks (src/server/catalog/nearest.ts), on the seeded
 * sample data: the journeys (a knee replacement from Lucknow, Star Health's cashless
 * hospitals from Lucknow, PM-JAY for piles from Patna) and the read's rules.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import { greatCircleKm, shownKm } from "@/src/lib/catalog/distance";
import { defaultChoice, estimateFor } from "@/src/lib/catalog/estimate-data";
import { getCityPicks, getEstimateData, nearestCitiesWith } from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

async function cityId(slug: string) {
  const [c] = await db().select().from(s.cities).where(eq(s.cities.slug, slug));
  if (!c) throw new Error(`no city ${slug}`);
  return c;
}
async function treatmentId(slug: string) {
  const [t] = await db().select().from(s.treatments).where(eq(s.treatments.slug, slug));
  if (!t) throw new Error(`no treatment ${slug}`);
  return t.id;
}
async function insurerId(slug: string) {
  const [i] = await db().select().from(s.insurers).where(eq(s.insurers.slug, slug));
  if (!i) throw new Error(`no insurer ${slug}`);
  return i.id;
}

describe("[DS-13] nearest cities that have it, on the sample data", () => {
  it("Lucknow has no knee-replacement surgeon; Kanpur, about 75 km in a straight line, comes first", async () => {
    const lucknow = await cityId("lucknow");
    const kanpur = await cityId("kanpur");
    const answer = await nearestCitiesWith(db(), lucknow.id, {
      kind: "treatment-doctors",
      treatmentId: await treatmentId("knee-replacement"),
    });
    expectJsonSafe(answer);
    expect(answer.here).toBe(0);
    expect(answer.nearest[0]).toMatchObject({ city: { slug: "kanpur", name: "Kanpur" } });
    expect(answer.nearest[0]?.km).toBe(shownKm(greatCircleKm(lucknow, kanpur)));
    expect(answer.nearest[0]?.count).toBeGreaterThan(0);
    expect(answer.nearest).toHaveLength(3);
    const kms = answer.nearest.map((n) => n.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });

  it("no Lucknow hospital is cashless under Star Health; the nearest city with one is named", async () => {
    const lucknow = await cityId("lucknow");
    const answer = await nearestCitiesWith(db(), lucknow.id, {
      kind: "insurer-cashless",
      insurerId: await insurerId("star-health"),
    });
    expect(answer.here).toBe(0);
    expect(answer.nearest[0]?.city.slug).toBe("kanpur");
  });

  it("Patna has no PM-JAY hospital that treats piles; Varanasi comes first", async () => {
    const patna = await cityId("patna");
    const answer = await nearestCitiesWith(db(), patna.id, {
      kind: "pmjay-treatment",
      treatmentId: await treatmentId("piles-treatment"),
    });
    expect(answer.here).toBe(0);
    expect(answer.nearest[0]?.city.slug).toBe("varanasi");
    expect(answer.nearest[0]?.count).toBe(1);
  });

  it("counts the asked city's own and leaves it out of the nearest; a speciality counts its doctors", async () => {
    const delhi = await cityId("delhi-ncr");
    const [ortho] = await db()
      .select()
      .from(s.departments)
      .where(eq(s.departments.slug, "orthopaedics"));
    const need = { kind: "speciality-doctors", departmentId: ortho?.id ?? 0 } as const;
    const answer = await nearestCitiesWith(db(), delhi.id, need, 5);
    const own = await db()
      .select()
      .from(s.doctors)
      .where(eq(s.doctors.cityId, delhi.id))
      .then((rows) => rows.filter((d) => d.departmentId === ortho?.id).length);
    expect(answer.here).toBe(own);
    expect(answer.nearest).toHaveLength(5);
    expect(answer.nearest.map((n) => n.city.id)).not.toContain(delhi.id);
  });

  it("an unknown city or a treatment no one performs gives none, never an error", async () => {
    const need = { kind: "treatment-doctors", treatmentId: 999_999 } as const;
    expect(await nearestCitiesWith(db(), 999_999, need)).toEqual({ here: 0, nearest: [] });
    const lucknow = await cityId("lucknow");
    expect(await nearestCitiesWith(db(), lucknow.id, need)).toEqual({ here: 0, nearest: [] });
  });
});

describe("[MD-12] the estimate's network answer is the nearest read's, on the sample data", () => {
  it("Star Health in Lucknow: no cashless hospital, Kanpur nearest, as nearestCitiesWith says", async () => {
    const data = await getEstimateData(db(), "knee-replacement");
    if (!data) throw new Error("no estimate data");
    expectJsonSafe(data);
    const result = estimateFor(data, {
      ...defaultChoice(data, "lucknow"),
      insurer: "star-health",
    });
    const lucknow = await cityId("lucknow");
    const read = await nearestCitiesWith(db(), lucknow.id, {
      kind: "insurer-cashless",
      insurerId: await insurerId("star-health"),
    });
    expect(result?.network).toEqual({ kind: "cashless", ...read });
  });

  it("PM-JAY for piles in Patna: none empanelled, Varanasi nearest, and the general ward is not ₹0 there", async () => {
    const data = await getEstimateData(db(), "piles-treatment");
    if (!data) throw new Error("no estimate data");
    const result = estimateFor(data, {
      ...defaultChoice(data, "patna", "ayushman-bharat-pm-jay"),
      insurer: "ayushman-bharat-pm-jay",
    });
    expect(result?.network?.here).toBe(0);
    expect(result?.network?.nearest[0]?.city.slug).toBe("varanasi");
    expect(result?.coverage?.patientPays).toBe(result?.estimate.total);
  });
});

describe("[DS-14] the visitor's city's picks carry the nearest cities when it has none", () => {
  it("Lucknow and knee replacement: no doctor, Kanpur nearest", async () => {
    const lucknow = await cityId("lucknow");
    const knee = await treatmentId("knee-replacement");
    const [t] = await db().select().from(s.treatments).where(eq(s.treatments.id, knee));
    const picks = await getCityPicks(db(), {
      cityId: lucknow.id,
      treatmentId: knee,
      departmentId: t?.departmentId,
    });
    expect(picks?.doctors.total).toBe(0);
    expect(picks?.nearest?.doctors[0]?.city.slug).toBe("kanpur");
  });
});
