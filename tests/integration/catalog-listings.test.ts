import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "@/src/db/schema";
import { listDoctorLanguages, listDoctors, listHospitals, listReviews } from "@/src/server/catalog";
import { countPairs, listPairsWithUpdatedAt } from "@/src/server/catalog/sitemap";
import { GET as filterGET } from "@/app/api/listings/filter/route";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();
const DELHI = 514;

/** The primary hospitals that accept an insurer. */
async function hospitalsAccepting(insurerId: number): Promise<Set<number>> {
  const rows = await db()
    .select({ id: s.hospitalInsurers.hospitalId })
    .from(s.hospitalInsurers)
    .where(eq(s.hospitalInsurers.insurerId, insurerId));
  return new Set(rows.map((r) => r.id));
}

describe("[DS-2] listing filters and sorts", () => {
  it("a city's listing filtered by gender and insurer has only such doctors, and all of them", async () => {
    const [insurer] = await db()
      .select()
      .from(s.insurers)
      .where(eq(s.insurers.slug, "star-health"));
    const accepting = await hospitalsAccepting(insurer?.id ?? 0);
    const page = await listDoctors(db(), {
      cityId: DELHI,
      gender: "female",
      insurerId: insurer?.id,
      limit: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.items) {
      expect(d.city.id).toBe(DELHI);
      expect(d.gender).toBe("female");
      expect(accepting.has(d.primaryHospital?.id ?? -1)).toBe(true);
    }
    const all = await db()
      .select({ id: s.doctors.id, hospitalId: s.doctors.hospitalId })
      .from(s.doctors)
      .where(and(eq(s.doctors.cityId, DELHI), eq(s.doctors.gender, "female")));
    expect(page.total).toBe(all.filter((d) => accepting.has(d.hospitalId ?? -1)).length);
    expectJsonSafe(page);
  });

  it("language, experience and fee filters; fee sort is cheapest first after the sponsored", async () => {
    const languages = await listDoctorLanguages(db(), { cityId: DELHI });
    expect(languages).toContain("Hindi");
    const hindi = await listDoctors(db(), { cityId: DELHI, language: "hindi", limit: 100 });
    expect(hindi.total).toBeGreaterThan(0);
    for (const d of hindi.items) expect(d.languages).toContain("Hindi");

    const band = await listDoctors(db(), {
      cityId: DELHI,
      minExperience: 10,
      feeMin: 500,
      feeMax: 1000,
      sort: "fee",
      limit: 100,
    });
    for (const d of band.items) {
      expect(d.experienceYears).toBeGreaterThanOrEqual(10);
      expect(d.consultationFee).toBeGreaterThanOrEqual(500);
      expect(d.consultationFee).toBeLessThanOrEqual(1000);
    }
    const fees = band.items.filter((d) => !d.sponsored).map((d) => d.consultationFee ?? 0);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));

    const byExperience = await listDoctors(db(), { cityId: DELHI, sort: "experience", limit: 100 });
    const years = byExperience.items.filter((d) => !d.sponsored).map((d) => d.experienceYears);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  // Rewritten with the rating rule: listReviews returns the reviews alone, and a card's number
  // and rating are those of the doctor's reviews (tests/integration/ratings.test.ts: everywhere).
  it("cards carry the number of reviews and their average, and a profile's reviews are those", async () => {
    const page = await listDoctors(db(), { cityId: DELHI, limit: 100 });
    const reviewed = page.items.find((d) => d.reviewCount > 0);
    expect(reviewed).toBeDefined();
    const reviews = await listReviews(db(), { doctorId: reviewed?.id, limit: 50 });
    expect(reviews).toHaveLength(reviewed?.reviewCount ?? -1);
    const sum = reviews.reduce((n, r) => n + r.rating, 0);
    expect(reviewed?.rating).toBe(Math.round((sum * 10) / reviews.length) / 10);
    expectJsonSafe(reviews);
    // Nobody's reviews: none, not everyone's.
    expect(await listReviews(db(), {})).toEqual([]);
  });

  it("hospitals by PM-JAY empanelment and accreditation, largest first, with their cashless insurers", async () => {
    const page = await listHospitals(db(), {
      ayushman: true,
      accreditation: "NABH",
      sort: "beds",
      limit: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const h of page.items) {
      expect(h.ayushmanEmpanelled).toBe(true);
      expect(h.accreditationBodies).toContain("NABH");
      expect(h.departmentCount).toBeGreaterThan(0);
    }
    const beds = page.items.filter((h) => !h.sponsored).map((h) => h.beds ?? 0);
    expect(beds).toEqual([...beds].sort((a, b) => b - a));
    const withCashless = page.items.find((h) => h.cashlessInsurers.length > 0);
    const [cashless] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.hospitalInsurers)
      .where(
        and(
          eq(s.hospitalInsurers.hospitalId, withCashless?.id ?? 0),
          eq(s.hospitalInsurers.cashless, true),
        ),
      );
    expect(withCashless?.cashlessInsurers).toHaveLength(cashless?.n ?? -1);
  });
});

describe("[DS-4] sitemap pairs", () => {
  it("lists the city-and-speciality pairs that have doctors, and the insurers' city pages", async () => {
    const pairs = await listPairsWithUpdatedAt(db(), "doctor-departments");
    expect(pairs.length).toBe(await countPairs(db(), "doctor-departments"));
    expect(pairs.length).toBeGreaterThan(0);
    const [first] = pairs;
    const [city] = await db()
      .select()
      .from(s.cities)
      .where(eq(s.cities.slug, first?.params.city ?? ""));
    const [dept] = await db()
      .select()
      .from(s.departments)
      .where(eq(s.departments.slug, first?.params.speciality ?? ""));
    const doctors = await listDoctors(db(), { cityId: city?.id, departmentId: dept?.id, limit: 1 });
    expect(doctors.total).toBeGreaterThan(0);
    const insurers = await listPairsWithUpdatedAt(db(), "city-insurers", { limit: 5 });
    expect(insurers).toHaveLength(5);
    expect(Object.keys(insurers[0]?.params ?? {})).toEqual(["city", "insurer"]);
  });
});

describe("[DS-3] the filter form's redirect (GET /api/listings/filter)", () => {
  const get = (query: string) =>
    filterGET(new Request(`http://localhost/api/listings/filter?${query}`));

  it("303s to the listing's own path for the choice, cacheable by anyone", async () => {
    const res = await get(
      "kind=doctors&city=delhi-ncr&gender=female&insurer=star-health&sort=relevance",
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "/delhi-ncr/doctors/filter/gender-female_insurer-star-health",
    );
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("names the bad fields in a 400, in Hindi when asked", async () => {
    const res = await get("kind=doctors&gender=robot");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("gender");
    const hi = await get("kind=doctors&fee=free&lang=hi");
    expect(hi.status).toBe(400);
    expect(await hi.text()).toMatch(/[\u0900-\u097f]/);
  });
});
