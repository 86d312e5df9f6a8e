import { describe, expect, it } from "vitest";
import type { CatalogEntity } from "@/src/lib/catalog/types";
import {
  type CachedReadName,
  catalogTags,
  entityTag,
  READ_TAGS,
  readTags,
  tagsToRevalidate,
} from "@/src/server/catalog/tags";

const KINDS: CatalogEntity[] = [
  "doctor",
  "hospital",
  "treatment",
  "condition",
  "department",
  "test",
  "insurer",
  "article",
  "city",
];

/** Every cached read with typical arguments. */
const READS: Record<CachedReadName, string[]> = {
  cities: READ_TAGS.cities(),
  cityBySlug: READ_TAGS.cityBySlug("delhi-ncr"),
  localities: READ_TAGS.localities(514),
  menuGroups: READ_TAGS.menuGroups(),
  homeData: READ_TAGS.homeData(),
  doctors: READ_TAGS.doctors({ cityId: 514, departmentId: 1 }),
  doctorBySlug: READ_TAGS.doctorBySlug("dr-a"),
  doctorLanguages: READ_TAGS.doctorLanguages({ cityId: 514 }),
  reviews: READ_TAGS.reviews({ doctorId: 1 }),
  patientReviews: READ_TAGS.patientReviews({ cityId: 514, treatmentId: 3 }),
  reviewFacets: READ_TAGS.reviewFacets(),
  hospitals: READ_TAGS.hospitals({ cityId: 514 }),
  hospitalBySlug: READ_TAGS.hospitalBySlug("h-a"),
  treatments: READ_TAGS.treatments({ cityId: 514 }),
  treatmentBySlug: READ_TAGS.treatmentBySlug("t-a", { cityId: 514 }),
  conditions: READ_TAGS.conditions({}),
  conditionBySlug: READ_TAGS.conditionBySlug("c-a"),
  departments: READ_TAGS.departments(),
  departmentBySlug: READ_TAGS.departmentBySlug("d-a"),
  tests: READ_TAGS.tests({ cityId: 514 }),
  testBySlug: READ_TAGS.testBySlug("x-a", { cityId: 514 }),
  insurers: READ_TAGS.insurers({}),
  insurerBySlug: READ_TAGS.insurerBySlug("i-a"),
  articles: READ_TAGS.articles({ locale: "en" }),
  articleBySlug: READ_TAGS.articleBySlug("hi", "a-a"),
  slugsWithUpdatedAt: READ_TAGS.slugsWithUpdatedAt("doctor"),
  medicalPage: READ_TAGS.medicalPage("condition", 1, "en"),
  estimateData: READ_TAGS.estimateData("t-a"),
  departmentCities: READ_TAGS.departmentCities(1),
  estimateTreatments: READ_TAGS.estimateTreatments(),
  nearestCities: READ_TAGS.nearestCities(514, { kind: "treatment-doctors", treatmentId: 3 }),
};

const hits = (read: string[], revalidated: string[]) => revalidated.some((t) => read.includes(t));

describe("catalogue cache tags", () => {
  it("name one entity, a kind's lists, a kind and the whole catalogue", () => {
    expect(catalogTags.doctor("dr-a")).toBe("catalog:doctor:dr-a");
    expect(catalogTags.doctors).toBe("catalog:doctors");
    expect(catalogTags.kind("doctor")).toBe("catalog:doctor");
    expect(catalogTags.city(514)).toBe("catalog:city:514");
    expect(catalogTags.cities).toBe("catalog:cities");
    expect(catalogTags.article("hi", "piles")).toBe("catalog:article:hi:piles");
    expect(catalogTags.insurer("cghs")).toBe("catalog:insurer:cghs");
    expect(catalogTags.all).toBe("catalog");
  });

  it("revalidating: one entity → its tag and its kind's lists; a kind → its kind tag; nothing → all", () => {
    expect(tagsToRevalidate("hospital", "h-a")).toEqual([
      "catalog:hospital:h-a",
      "catalog:hospitals",
    ]);
    expect(tagsToRevalidate("city", 514)).toEqual(["catalog:city:514", "catalog:cities"]);
    expect(tagsToRevalidate("article", "a-a", "hi")).toEqual([
      "catalog:article:hi:a-a",
      "catalog:articles",
    ]);
    expect(tagsToRevalidate("article", "a-a")).toEqual([
      "catalog:article:en:a-a",
      "catalog:article:hi:a-a",
      "catalog:articles",
    ]);
    expect(tagsToRevalidate("test")).toEqual(["catalog:test"]);
    expect(tagsToRevalidate()).toEqual(["catalog"]);
  });

  it("every read carries 'catalog', so a reseed refreshes everything", () => {
    for (const [name, tags] of Object.entries(READS)) expect(tags, name).toContain("catalog");
  });

  it("a read showing a kind is refreshed by a change to that kind: any entity of it for lists, the kind as a whole always", () => {
    for (const [name, read] of Object.entries(READS)) {
      for (const kind of KINDS) {
        if (read.includes(catalogTags.kind(kind))) {
          expect(hits(read, tagsToRevalidate(kind)), `${name} ← all ${kind}`).toBe(true);
        }
        if (read.includes(`catalog:${kind === "city" ? "cities" : `${kind}s`}`)) {
          expect(read, name).toContain(catalogTags.kind(kind));
          expect(hits(read, tagsToRevalidate(kind, "another", "en")), `${name} ← a ${kind}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("a profile is refreshed by its own entity, not by another entity of the same kind", () => {
    const profiles: [CachedReadName, CatalogEntity, string][] = [
      ["doctorBySlug", "doctor", "dr-a"],
      ["hospitalBySlug", "hospital", "h-a"],
      ["treatmentBySlug", "treatment", "t-a"],
      ["conditionBySlug", "condition", "c-a"],
      ["departmentBySlug", "department", "d-a"],
      ["testBySlug", "test", "x-a"],
      ["insurerBySlug", "insurer", "i-a"],
    ];
    for (const [name, kind, slug] of profiles) {
      expect(hits(READS[name], tagsToRevalidate(kind, slug)), name).toBe(true);
      expect(hits(READS[name], tagsToRevalidate(kind, "other")), name).toBe(false);
    }
    expect(hits(READS.articleBySlug, tagsToRevalidate("article", "a-a", "hi"))).toBe(true);
  });

  it("pages naming other kinds follow them: a hospital rename refreshes doctor profiles and listings", () => {
    const rename = tagsToRevalidate("hospital", "h-b");
    expect(hits(READS.doctorBySlug, rename)).toBe(true);
    expect(hits(READS.doctors, rename)).toBe(true);
    expect(hits(READS.treatmentBySlug, rename)).toBe(false);
    const newDoctor = tagsToRevalidate("doctor", "dr-new");
    expect(hits(READS.hospitalBySlug, newDoctor)).toBe(true);
    expect(hits(READS.homeData, newDoctor)).toBe(true);
    expect(hits(READS.departmentBySlug, newDoctor)).toBe(false);
  });

  it("city-scoped reads carry their city's tag; the home page defaults to Delhi NCR", () => {
    expect(READS.doctors).toContain("catalog:city:514");
    expect(READS.treatmentBySlug).toContain("catalog:city:514");
    expect(READS.homeData).toContain("catalog:city:514");
    expect(READ_TAGS.doctors({})).not.toContain("catalog:city:514");
    expect(hits(READS.localities, tagsToRevalidate("city", 514))).toBe(true);
  });

  it("tags stay within Next.js's limits: a made-up very long slug falls back to the kind tag", () => {
    const long = "x".repeat(300);
    expect(entityTag("doctor", long)).toBe("catalog:doctor");
    expect(readTags({ own: { entity: "doctor", key: long }, shows: [] })).toEqual([
      "catalog",
      "catalog:doctor",
    ]);
    for (const tags of Object.values(READS)) {
      expect(tags.length).toBeLessThanOrEqual(128);
      expect(new Set(tags).size).toBe(tags.length);
      for (const t of tags) expect(t.length).toBeLessThanOrEqual(256);
    }
  });
});
