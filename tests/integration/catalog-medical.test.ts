import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as estimateGet } from "@/app/api/estimate/route";
import { insurers, insurerTerms } from "@/src/db/schema";
import { computeEstimate, estimateSegment, parseEstimateSegment } from "@/src/lib/catalog/estimate";
import { defaultChoice, estimateFor, estimateInput } from "@/src/lib/catalog/estimate-data";
import { SAMPLE_POLICY_TERMS, SCHEME_RULES } from "@/src/lib/coverage/terms";
import type { MedicalPageKind } from "@/src/lib/catalog/types";
import {
  countCityTreatments,
  getEstimateData,
  getMedicalPage,
  getTreatmentBySlug,
  listConditions,
  listDepartmentCities,
  listCityTreatmentParams,
  listDepartments,
  listTests,
  listTreatments,
} from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("[MD-2] medical pages name their reviewer", () => {
  it("[MD-2] every condition, treatment, test and department page has a medical reviewer and a review date", async () => {
    const pages: [MedicalPageKind, { id: number }[]][] = [
      ["condition", await listConditions(db())],
      ["treatment", await listTreatments(db())],
      ["test", await listTests(db())],
      ["department", await listDepartments(db())],
    ];
    for (const [kind, rows] of pages) {
      expect(rows.length, kind).toBeGreaterThan(0);
      for (const row of rows) {
        const page = await getMedicalPage(db(), kind, row.id);
        expect(page.review, `${kind} ${row.id}`).not.toBeNull();
        expect(page.review?.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(page.review?.reviewer.href).toMatch(/^\/reviewers\/dr-/);
      }
    }
  });

  it("[HI-10] a Hindi page gets the Hindi sections, never the English ones", async () => {
    const [hba1c] = (await listTests(db())).filter((t) => t.slug === "hba1c");
    expect(hba1c).toBeDefined();
    const en = await getMedicalPage(db(), "test", hba1c?.id ?? 0, "en");
    const hi = await getMedicalPage(db(), "test", hba1c?.id ?? 0, "hi");
    expect(en.sections.preparation).toMatch(/fasting/i);
    expect(hi.sections.preparation).toMatch(/[\u0900-\u097f]/);
    expect(hi.sections.normalRanges?.length).toBe(en.sections.normalRanges?.length);
    expectJsonSafe(hi);
  });

  it("[MD-5] a department lists the cities where its hospitals are, popular ones first", async () => {
    const cities = await listDepartmentCities(db(), 1);
    expect(cities.length).toBeGreaterThan(3);
    expect(cities[0]?.id).toBe(514);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
  });
});

describe("[MD-8] the itemised estimate's data", () => {
  it("[MD-8] every treatment has price items from the database, and its default estimate lies in its cost range", async () => {
    for (const t of await listTreatments(db())) {
      const data = await getEstimateData(db(), t.slug);
      expect(data, t.slug).not.toBeNull();
      if (!data) continue;
      expectJsonSafe(data);
      // Bengaluru is the reference level (1.0): its range is the treatment's base range.
      const choice = { ...defaultChoice(data), city: "bengaluru" };
      const input = estimateInput(data, choice);
      expect(input, t.slug).not.toBeNull();
      const total = computeEstimate(input as NonNullable<typeof input>).total;
      const full = await getTreatmentBySlug(db(), t.slug);
      const range = full?.costs.find((c) => c.city.slug === "bengaluru");
      expect(total, t.slug).toBeGreaterThanOrEqual(range?.minCost ?? Number.NaN);
      expect(total, t.slug).toBeLessThanOrEqual(range?.maxCost ?? Number.NaN);
    }
  });

  it("[MD-8] implant options where the treatment has them; unknown values are not an estimate", async () => {
    const knee = await getEstimateData(db(), "knee-replacement");
    const hernia = await getEstimateData(db(), "hernia-repair");
    expect(knee?.implants.length).toBeGreaterThan(1);
    expect(hernia?.implants).toEqual([]);
    if (!knee || !hernia) return;
    const choice = defaultChoice(knee);
    expect(estimateInput(knee, choice)).not.toBeNull();
    expect(estimateInput(knee, { ...choice, city: "atlantis" })).toBeNull();
    expect(estimateInput(knee, { ...choice, implant: "toric" })).toBeNull();
    expect(estimateInput(knee, { ...choice, implant: null })).toBeNull();
    expect(estimateInput(knee, { ...choice, insurer: "no-such-insurer" })).toBeNull();
    expect(
      estimateInput(hernia, { ...defaultChoice(hernia), implant: "cobalt-chrome" }),
    ).toBeNull();
    expect(await getEstimateData(db(), "no-such-treatment")).toBeNull();
  });
});

describe("[MD-10] GET /api/estimate (the form without JavaScript)", () => {
  const get = (query: string) => estimateGet(new Request(`http://localhost/api/estimate?${query}`));

  it("[MD-10] 303 to the estimate's own path", async () => {
    const response = await get(
      "treatment=knee-replacement&city=pune&hospital=corporate&room=single-room&implant=titanium&insurer=star-health&sum=10",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/treatment/knee-replacement/cost/${estimateSegment({
        city: "pune",
        hospital: "corporate",
        room: "single-room",
        implant: "titanium",
        insurer: "star-health",
        sumInsuredLakhs: 10,
      })}`,
    );
  });

  it("[MD-9] without an insurer the disabled sum insured defaults to ₹5 lakh", async () => {
    const response = await get(
      "treatment=hernia-repair&city=delhi-ncr&hospital=nursing-home&room=general-ward&insurer=none",
    );
    expect(response.headers.get("location")).toBe(
      "/treatment/hernia-repair/cost/delhi-ncr_nursing-home_general-ward_none_none_5",
    );
  });

  it("[TL-7] the coverage check (treatment, insurer, sum, city only) gets the cost page's defaults", async () => {
    const response = await get("treatment=knee-replacement&insurer=star-health&sum=10&city=pune");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/treatment/knee-replacement/cost/${estimateSegment({
        city: "pune",
        hospital: "multi-speciality",
        room: "twin-sharing",
        implant: "cobalt-chrome",
        insurer: "star-health",
        sumInsuredLakhs: 10,
      })}`,
    );
    // An unknown insurer or sum is still refused.
    expect((await get("treatment=knee-replacement&insurer=nope&sum=10")).status).toBe(400);
    expect((await get("treatment=knee-replacement&insurer=star-health&sum=7")).status).toBe(400);
  });

  it("[MD-10] an unknown treatment or choice is a 400 with a message, never a redirect", async () => {
    for (const query of [
      "treatment=nope&city=pune&hospital=corporate&room=single-room",
      "treatment=knee-replacement&city=atlantis&hospital=corporate&room=single-room&implant=titanium",
      "treatment=knee-replacement&city=pune&hospital=corporate&room=single-room&implant=titanium&sum=7",
      "treatment=knee-replacement&city=pune&hospital=corporate&room=single-room",
      "",
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toMatch(/choose/i);
      expect(response.headers.get("location")).toBeNull();
    }
  });
});

describe("[coverage] the estimate's coverage answer over the database and GET /api/estimate", () => {
  const get = (query: string) => estimateGet(new Request(`http://localhost/api/estimate?${query}`));

  /** The estimate page a redirect leads to, answered from the database as the page does. */
  async function answerAt(location: string | null) {
    const [, , slug = "", , segment = ""] = (location ?? "").split("/");
    const choice = parseEstimateSegment(segment);
    const data = await getEstimateData(db(), slug);
    if (!choice || !data) throw new Error(`not an estimate: ${location}`);
    const result = estimateFor(data, choice);
    if (!result?.coverage) throw new Error(`no coverage at ${location}`);
    return { choice, estimate: result.estimate, coverage: result.coverage };
  }

  it("[coverage] the database gives every city its state and every insurer, whose rules the coverage module holds; no payment terms come from the table", async () => {
    const data = await getEstimateData(db(), "piles-treatment");
    expect(data?.cities.find((c) => c.slug === "hyderabad")?.state).toBe("Telangana");
    for (const c of data?.cities ?? []) expect(c.state, c.slug).not.toBe("");
    expect(data?.insurers).toHaveLength(28);
    for (const i of data?.insurers ?? []) {
      expect(Object.keys(i).sort(), i.slug).toEqual(["name", "slug", "type"]);
      expect(SAMPLE_POLICY_TERMS.has(i.slug) || SCHEME_RULES.has(i.slug), i.slug).toBe(true);
    }
    // The table the seed writes is a copy of the same sample terms.
    const rows = await db()
      .select({
        slug: insurers.slug,
        copayPercent: insurerTerms.copayPercent,
        roomCapPercent: insurerTerms.roomCapPercent,
        consumablesCovered: insurerTerms.consumablesCovered,
      })
      .from(insurerTerms)
      .innerJoin(insurers, eq(insurers.id, insurerTerms.insurerId))
      .where(eq(insurers.type, "Private"));
    expect(rows).toHaveLength(SAMPLE_POLICY_TERMS.size);
    for (const { slug, ...money } of rows) {
      const terms = SAMPLE_POLICY_TERMS.get(slug);
      expect(money, slug).toEqual({
        copayPercent: terms?.copayPercent,
        roomCapPercent: terms?.roomCapPercent,
        consumablesCovered: terms?.consumablesCovered,
      });
    }
  });

  it("[coverage] PM-JAY's coverage check for a hair transplant leads to an estimate that answers not covered, the patient paying it all", async () => {
    const response = await get("treatment=hair-transplant&insurer=ayushman-bharat-pm-jay&sum=5");
    expect(response.status).toBe(303);
    const { coverage, estimate } = await answerAt(response.headers.get("location"));
    expect(coverage.status).toBe("notCovered");
    expect(coverage.rule.key).toBe("notInPackages");
    expect([coverage.insurerPays, coverage.patientPays]).toEqual([0, estimate.total]);
  });

  it("[coverage] Star Health's coverage check for LASIK and a hair transplant answers not covered at every sum insured", async () => {
    for (const treatment of ["lasik", "hair-transplant"]) {
      for (const sum of [3, 25]) {
        const response = await get(`treatment=${treatment}&insurer=star-health&sum=${sum}`);
        const { coverage, estimate } = await answerAt(response.headers.get("location"));
        expect(coverage.status, treatment).toBe("notCovered");
        expect(coverage.basis).toBe("sampleTerms");
        expect(coverage.patientPays, treatment).toBe(estimate.total);
      }
    }
  });

  it("[MD-11] piles in Hyderabad with PM-JAY: the coverage check starts in the general ward; in a twin-sharing room of a private hospital the scheme pays nothing and the patient the whole estimate", async () => {
    const check = await get(
      "treatment=piles-treatment&insurer=ayushman-bharat-pm-jay&city=hyderabad&sum=5",
    );
    expect(check.headers.get("location")).toBe(
      "/treatment/piles-treatment/cost/hyderabad_multi-speciality_general-ward_none_ayushman-bharat-pm-jay_5",
    );
    const ward = await answerAt(check.headers.get("location"));
    expect(ward.coverage.status).toBe("depends");
    expect(ward.coverage.conditions.map((l) => l.key)).toContain("generalWard");

    const twin = await get(
      "treatment=piles-treatment&city=hyderabad&hospital=multi-speciality&room=twin-sharing&insurer=ayushman-bharat-pm-jay&sum=5",
    );
    expect(twin.status).toBe(303);
    const { coverage, estimate } = await answerAt(twin.headers.get("location"));
    expect(coverage.status).toBe("depends");
    expect(coverage.conditions.map((l) => l.key)).toEqual([
      "eligiblePmjay",
      "empanelled",
      "roomNotPaid",
      "familyCover",
    ]);
    // PM-JAY pays for the general ward only: in the twin room the patient pays it all (MD-11).
    expect(coverage.patientPays).toBe(estimate.total);
    expect(coverage.otherwisePays).toBe(estimate.total);
    expect(coverage.insurerPays).toBe(0);
  });
});

describe("[MD-1] the sitemap's city treatment pages", () => {
  it("[MD-1] every treatment × popular city, popular cities in their fixed order", async () => {
    expect(await countCityTreatments(db())).toBe(80 * 6);
    const rows = await listCityTreatmentParams(db());
    expect(rows).toHaveLength(480);
    expect(rows.slice(0, 6).map((r) => r.params.city)).toEqual([
      "delhi-ncr",
      "mumbai",
      "bengaluru",
      "hyderabad",
      "chennai",
      "kolkata",
    ]);
    expect(new Set(rows.map((r) => `${r.params.city}/${r.params.slug}`)).size).toBe(480);
    expect(rows[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await listCityTreatmentParams(db(), { limit: 10, offset: 475 })).toHaveLength(5);
  });
});
