import fs from "node:fs";
import path from "node:path";
import { asc, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import * as s from "@/src/db/schema";
import { countRows, seedDatabase } from "@/src/db/seed";
import { loadBlogPosts } from "@/src/db/seed/blog";
import { parseFrontMatter } from "@/src/lib/front-matter";
import { doctorDetailsById } from "@/src/db/seed/data/doctors";
import { AYUSHMAN_SLUG } from "@/src/db/seed/data/insurers";
import { SAMPLE_ID_PATTERN } from "@/src/db/seed/sample-id";
import { SCALE_ID_OFFSET, scaleSplit, seedScale } from "@/src/db/seed/scale";
import { createTestDb } from "../fixtures/db";

// The run's template database was migrated and seeded with seedDatabase() (tests/setup/global-db.ts);
// each test file gets its own copy, so these tests may seed again and add scale rows.
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const db = () => handle.db;
const DEVANAGARI = /^[\u0900-\u097f][\u0900-\u097f\s(),\-a-zA-Z0-9]*$/;
/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
const sampleOnly = <T extends { id: number }>(rows: T[]) =>
  rows.filter((r) => r.id < SCALE_ID_OFFSET);

/** Raw SQL rows on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function query<T>(statement: SQL): Promise<T[]> {
  const result = (await db().execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Words as a reader counts them: runs of letters, digits and combining marks (Devanagari too). */
function wordCount(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}'’.-]*/gu)?.length ?? 0;
}

describe("sample data", () => {
  it("[CN-3] popular cities carry popularRank 1..6 in the fixed order 514, 477, 93, 267, 248, 568", async () => {
    const popular = await db()
      .select()
      .from(s.cities)
      .where(isNotNull(s.cities.popularRank))
      .orderBy(asc(s.cities.popularRank));
    expect(popular.map((c) => c.popularRank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(popular.map((c) => c.id)).toEqual([514, 477, 93, 267, 248, 568]);
    expect(popular.map((c) => c.name)).toEqual([
      "Delhi NCR",
      "Mumbai",
      "Bengaluru",
      "Hyderabad",
      "Chennai",
      "Kolkata",
    ]);
    expect(popular.every((c) => c.type === "metro")).toBe(true);
  });

  it("[CN-5] city 514 is 'Delhi NCR'", async () => {
    const [city] = await db().select().from(s.cities).where(eq(s.cities.id, 514));
    expect(city?.name).toBe("Delhi NCR");
    expect(city?.state).toBe("Delhi");
  });

  it("[CN-4] at least 25 cities; the non-popular ones are tier1/tier2 without icons", async () => {
    const all = await db().select().from(s.cities);
    expect(all.length).toBeGreaterThanOrEqual(25);
    const others = all.filter((c) => c.popularRank === null);
    expect(others.length).toBeGreaterThanOrEqual(19);
    for (const c of others) {
      expect(["tier1", "tier2"]).toContain(c.type);
      expect(c.iconPrimary).toBeNull();
      expect(c.iconSecondary).toBeNull();
    }
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
  });

  it("[AU-37] the popular cities' icons exist in public/", async () => {
    const popular = await db().select().from(s.cities).where(isNotNull(s.cities.popularRank));
    for (const c of popular) {
      expect(c.iconPrimary).toBe(`/icons/cities/${c.slug}.svg`);
      expect(c.iconSecondary).toBe(`/icons/cities/${c.slug}-active.svg`);
      for (const icon of [c.iconPrimary, c.iconSecondary]) {
        const svg = fs.readFileSync(path.join(process.cwd(), "public", icon ?? ""), "utf8");
        expect(svg).toContain('viewBox="0 0 48 48"');
      }
    }
  });

  it("has 15 departments, 80 treatments and 80 conditions", async () => {
    const counts = await countRows(db());
    expect(counts.departments).toBe(15);
    expect(counts.treatments).toBe(80);
    expect(counts.conditions).toBe(80);
    const departments = await db().select().from(s.departments);
    for (const d of departments) {
      expect(d.specializations.length).toBeGreaterThan(0);
      expect(d.description).not.toBe("");
    }
  });

  it("12 popular treatments ranked 1..12; route ids are unique", async () => {
    const all = await db().select().from(s.treatments);
    const ranks = all
      .map((t) => t.popularRank)
      .filter((r): r is number => r !== null)
      .sort((a, b) => a - b);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(all.map((t) => t.routeId)).size).toBe(all.length);
    expect(all.every((t) => t.summary.length > 20)).toBe(true);
  });

  it("[CN-9][CN-10][CN-11][CN-12][CN-13] treatment names exercise the display-name rules", async () => {
    const names = (await db().select({ name: s.treatments.name }).from(s.treatments)).map(
      (t) => t.name,
    );
    expect(names).toContain("Knee Replacement");
    expect(names).toContain("Piles Treatment");
    expect(names).toContain("Liver Transplant");
    expect(names.some((n) => /tightening/i.test(n))).toBe(true);
    // Any name with 'kidney' shows as 'Kidney Stones Transport': only kidney-stone care has it.
    expect(names.filter((n) => /kidney/i.test(n))).toEqual(["Kidney Stone Treatment"]);
  });

  it("every treatment has a plausible cost range in every city, higher in metros", async () => {
    const costs = await db().select().from(s.treatmentCosts);
    const counts = await countRows(db());
    expect(costs.length).toBe(counts.treatments * counts.cities);
    for (const c of costs) {
      expect(c.minCost).toBeGreaterThan(0);
      expect(c.maxCost).toBeGreaterThan(c.minCost);
    }
    const knee = await db()
      .select({
        cityId: s.treatmentCosts.cityId,
        min: s.treatmentCosts.minCost,
        max: s.treatmentCosts.maxCost,
      })
      .from(s.treatmentCosts)
      .innerJoin(s.treatments, eq(s.treatments.id, s.treatmentCosts.treatmentId))
      .where(eq(s.treatments.slug, "knee-replacement"));
    const mumbai = knee.find((k) => k.cityId === 477);
    const varanasi = knee.find((k) => k.cityId === 631);
    expect(mumbai && varanasi && mumbai.max > varanasi.max).toBe(true);
    for (const k of knee) {
      expect(k.min).toBeGreaterThanOrEqual(90_000);
      expect(k.max).toBeLessThanOrEqual(450_000);
    }
  });

  it("every condition has 3-5 symptoms", async () => {
    const all = await db().select().from(s.conditions);
    for (const c of all) {
      expect(c.symptoms.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.symptoms.length, c.name).toBeLessThanOrEqual(5);
    }
  });

  it("[LF-22][LF-23] insurers have both types 'Govt.' and 'Private', including Ayushman Bharat PM-JAY", async () => {
    const all = await db().select().from(s.insurers);
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(["Govt.", "Private"]));
    const pmjay = all.find((i) => i.name === "Ayushman Bharat PM-JAY");
    expect(pmjay?.type).toBe("Govt.");
    expect(pmjay?.slug).toBe(AYUSHMAN_SLUG);
    for (const name of ["CGHS", "ECHS", "Star Health Insurance", "HDFC ERGO", "ICICI Lombard"]) {
      expect(all.map((i) => i.name)).toContain(name);
    }
  });

  it("103 hospitals (100 drawn, 3 more for the largest cities), all fictional and marked as sample, about 40% Ayushman-empanelled", async () => {
    const all = await db()
      .select()
      .from(s.hospitals)
      .where(sql`${s.hospitals.id} < ${SCALE_ID_OFFSET}`);
    expect(all.length).toBe(103);
    expect(all.every((h) => h.isSample)).toBe(true);
    expect(all.every((h) => h.about.startsWith("Sample data:"))).toBe(true);
    const empanelled = all.filter((h) => h.ayushmanEmpanelled);
    // Exactly 40 of the 100 drawn city by city; the 3 added ones draw it like any other.
    expect(empanelled.filter((h) => h.id <= 100).length).toBe(40);
    expect(empanelled.length).toBeLessThanOrEqual(43);
    // An empanelled hospital lists the scheme among its insurers, and only then.
    const links = await db()
      .select({ hospitalId: s.hospitalInsurers.hospitalId })
      .from(s.hospitalInsurers)
      .innerJoin(s.insurers, eq(s.insurers.id, s.hospitalInsurers.insurerId))
      .where(eq(s.insurers.slug, AYUSHMAN_SLUG));
    expect(new Set(links.map((l) => l.hospitalId))).toEqual(new Set(empanelled.map((h) => h.id)));
    // More hospitals in each popular city than in any other.
    const perCity = new Map<number, number>();
    for (const h of all) perCity.set(h.cityId, (perCity.get(h.cityId) ?? 0) + 1);
    for (const id of [514, 477, 93, 267, 248, 568]) expect(perCity.get(id)).toBe(10);
  });

  it("694 doctors, all sample, in their hospital's city and one of its departments", async () => {
    const rows = await db()
      .select({ doctor: s.doctors, hospitalCity: s.hospitals.cityId })
      .from(s.doctors)
      .innerJoin(s.hospitals, eq(s.hospitals.id, s.doctors.hospitalId))
      .where(sql`${s.doctors.id} < ${SCALE_ID_OFFSET}`);
    expect(rows.length).toBe(694);
    const offered = new Set(
      (await db().select().from(s.hospitalDepartments)).map(
        (l) => `${l.hospitalId}:${l.departmentId}`,
      ),
    );
    for (const { doctor, hospitalCity } of rows) {
      expect(doctor.name.startsWith("Dr. ")).toBe(true);
      expect(doctor.isSample).toBe(true);
      expect(doctor.about.startsWith("Sample data:")).toBe(true);
      expect(doctor.cityId).toBe(hospitalCity);
      expect(offered.has(`${doctor.hospitalId}:${doctor.departmentId}`)).toBe(true);
      expect(doctor.languages).toContain("English");
      expect(doctor.qualifications).toMatch(/^MBBS/);
    }
  });

  it("40 diagnostic tests with Hindi names", async () => {
    const all = await db().select().from(s.diagnosticTests);
    expect(all.length).toBe(40);
    for (const t of all) {
      expect(t.nameHi ?? "").toMatch(/[\u0900-\u097f]/);
      expect(t.maxPrice ?? 0).toBeGreaterThan(t.minPrice ?? 0);
    }
  });

  it("authors, reviewers and press items are marked as sample", async () => {
    const authors = await db().select().from(s.authors);
    const reviewers = await db().select().from(s.medicalReviewers);
    const press = await db().select().from(s.pressItems);
    expect(authors.length).toBeGreaterThanOrEqual(4);
    expect(authors.length).toBeLessThanOrEqual(6);
    expect(reviewers.length).toBeGreaterThanOrEqual(3);
    // Four more reviewers cover the specialities the blog's four do not (MD-2).
    expect(reviewers.length).toBeLessThanOrEqual(8);
    expect(press.length).toBeGreaterThanOrEqual(5);
    expect(press.length).toBeLessThanOrEqual(8);
    for (const p of [...authors, ...reviewers]) {
      expect(p.isSample).toBe(true);
      expect(p.bio).toMatch(/sample/i);
    }
    for (const p of press) {
      expect(p.excerpt).toContain("(sample)");
      expect(p.url).toBeNull();
    }
  });

  it("home FAQs have no entity; treatment FAQs point at popular treatments", async () => {
    const all = await db().select().from(s.faqs);
    const home = all.filter((f) => f.scope === "home");
    expect(home.filter((f) => f.language === "en").length).toBeGreaterThanOrEqual(6);
    expect(home.some((f) => f.language === "hi")).toBe(true);
    expect(home.every((f) => f.entityId === null)).toBe(true);
    const popular = new Set(
      (await db().select().from(s.treatments).where(isNotNull(s.treatments.popularRank))).map(
        (t) => t.id,
      ),
    );
    const perTreatment = all.filter((f) => f.scope === "treatment");
    expect(perTreatment.length).toBeGreaterThan(0);
    expect(perTreatment.every((f) => f.entityId !== null && popular.has(f.entityId))).toBe(true);
  });
});

describe("discovery data (migration 0008)", () => {
  it("every department, treatment and condition has a Hindi name in Devanagari", async () => {
    const departments = await db().select().from(s.departments);
    const treatments = await db().select().from(s.treatments);
    const conditions = await db().select().from(s.conditions);
    for (const row of [...departments, ...treatments, ...conditions]) {
      expect(row.nameHi ?? "", row.slug).toMatch(DEVANAGARI);
    }
    const nameHi = (rows: { slug: string; nameHi: string | null }[], slug: string) =>
      rows.find((r) => r.slug === slug)?.nameHi;
    expect(nameHi(treatments, "knee-replacement")).toBe("घुटना प्रत्यारोपण");
    expect(nameHi(treatments, "piles-treatment")).toBe("बवासीर का इलाज");
    expect(nameHi(conditions, "piles")).toBe("बवासीर");
    expect(nameHi(conditions, "cataract")).toBe("मोतियाबिंद");
  });

  it("every doctor practises at one or more hospitals in their city: the primary one is doctors.hospital_id, days never overlap", async () => {
    const doctors = sampleOnly(await db().select().from(s.doctors));
    const links = await db()
      .select({ link: s.doctorHospitals, cityId: s.hospitals.cityId })
      .from(s.doctorHospitals)
      .innerJoin(s.hospitals, eq(s.hospitals.id, s.doctorHospitals.hospitalId));
    const byDoctor = groupBy(links, (l) => l.link.doctorId);
    let withTwo = 0;
    for (const d of doctors) {
      const mine = byDoctor.get(d.id) ?? [];
      expect(mine.length, d.slug).toBeGreaterThanOrEqual(1);
      expect(mine.filter((l) => l.link.isPrimary).map((l) => l.link.hospitalId)).toEqual([
        d.hospitalId,
      ]);
      const days = mine.flatMap((l) => l.link.days);
      expect(days.length).toBeGreaterThanOrEqual(4);
      expect(new Set(days).size).toBe(days.length);
      for (const l of mine) expect(l.cityId).toBe(d.cityId);
      if (mine.length > 1) withTwo++;
    }
    // About a third of those who could practise at a second hospital do (a city with one
    // hospital of their department offers none).
    expect(withTwo).toBeGreaterThan(doctors.length * 0.15);
    expect(withTwo).toBeLessThan(doctors.length * 0.4);
  });

  it("registration numbers follow the sample pattern; practice years and verification agree", async () => {
    const doctors = sampleOnly(await db().select().from(s.doctors));
    expect(new Set(doctors.map((d) => d.registrationNumber)).size).toBe(doctors.length);
    for (const d of doctors) {
      expect(d.registrationNumber ?? "").toMatch(SAMPLE_ID_PATTERN);
      expect(d.registrationCouncil ?? "").toMatch(/Council|Commission/);
      expect((d.practiceSince ?? 0) + d.experienceYears).toBe(2026);
      expect(d.registrationYear ?? 0).toBeLessThanOrEqual(d.practiceSince ?? 0);
      expect(["female", "male"]).toContain(d.gender);
      expect(d.photoUrl).toBeNull();
      if (d.verificationStatus === "verified") {
        expect(d.verifiedAt).toBeInstanceOf(Date);
        expect(d.verificationMethod ?? "").toMatch(/^Sample data:/);
      } else {
        expect(d.verifiedAt).toBeNull();
      }
    }
    const delhi = doctors.find((d) => d.cityId === 514);
    expect(delhi?.registrationCouncil).toBe("Delhi Medical Council");
    expect(delhi?.registrationNumber).toMatch(/^SAMPLE-DMC-\d{6}$/);
    const statuses = new Set(doctors.map((d) => d.verificationStatus));
    expect(statuses).toEqual(new Set(["verified", "pending", "unverified"]));
    const sponsored = doctors.filter((d) => d.sponsored).length;
    expect(sponsored).toBeGreaterThan(0);
    expect(sponsored).toBeLessThan(doctors.length * 0.08);
  });

  // Rewritten with the journeys' rule: a doctor performs the 1 to 6 treatments of their training
  // (tests/integration/sample-journeys.test.ts checks which), no longer 2-5 drawn at random.
  it("doctors perform 1-6 treatments of their own department", async () => {
    const rows = await db()
      .select({
        doctorId: s.doctorTreatments.doctorId,
        doctorDepartment: s.doctors.departmentId,
        treatmentDepartment: s.treatments.departmentId,
      })
      .from(s.doctorTreatments)
      .innerJoin(s.doctors, eq(s.doctors.id, s.doctorTreatments.doctorId))
      .innerJoin(s.treatments, eq(s.treatments.id, s.doctorTreatments.treatmentId));
    for (const r of rows) expect(r.treatmentDepartment).toBe(r.doctorDepartment);
    const perDoctor = groupBy(rows, (r) => r.doctorId);
    expect(perDoctor.size).toBe(694);
    for (const list of perDoctor.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(6);
    }
  });

  it("hospitals: locality row, coordinates near the city, accreditation certificates, empanelment ids and cashless flags", async () => {
    const rows = await db()
      .select({ hospital: s.hospitals, locality: s.localities, city: s.cities })
      .from(s.hospitals)
      .innerJoin(s.localities, eq(s.localities.id, s.hospitals.localityId))
      .innerJoin(s.cities, eq(s.cities.id, s.hospitals.cityId))
      .where(sql`${s.hospitals.id} < ${SCALE_ID_OFFSET}`);
    expect(rows.length).toBe(103);
    const accreditations = groupBy(
      await db().select().from(s.hospitalAccreditations),
      (a) => a.hospitalId,
    );
    const links = await db()
      .select({ link: s.hospitalInsurers, insurer: s.insurers })
      .from(s.hospitalInsurers)
      .innerJoin(s.insurers, eq(s.insurers.id, s.hospitalInsurers.insurerId));
    const insurersOf = groupBy(links, (l) => l.link.hospitalId);
    for (const { hospital: h, locality, city } of rows) {
      expect(locality.cityId).toBe(h.cityId);
      expect(locality.name).toBe(h.locality);
      expect(Math.abs((h.latitude ?? 0) - city.latitude)).toBeLessThan(0.1);
      expect(Math.abs((h.longitude ?? 0) - city.longitude)).toBeLessThan(0.1);
      expect(h.phone).toBeNull();
      const certs = accreditations.get(h.id) ?? [];
      expect(certs.map((c) => c.body).sort()).toEqual([...h.accreditations].sort());
      for (const c of certs) {
        expect(c.certificateNumber ?? "").toMatch(SAMPLE_ID_PATTERN);
        expect(c.certificateNumber?.startsWith(`SAMPLE-${c.body}-`)).toBe(true);
        expect(c.validUntil ?? "").toMatch(/^20(2[7-9]|30)-\d{2}-\d{2}$/);
      }
      expect(h.pmjayId !== null).toBe(h.ayushmanEmpanelled);
      if (h.pmjayId) expect(h.pmjayId).toMatch(SAMPLE_ID_PATTERN);
      const mine = insurersOf.get(h.id) ?? [];
      expect(h.cghsId !== null).toBe(mine.some((l) => l.insurer.slug === "cghs"));
      for (const l of mine) if (l.insurer.type === "Govt.") expect(l.link.cashless).toBe(true);
    }
    const cashless = links.filter((l) => l.link.cashless).length;
    expect(cashless / links.length).toBeGreaterThan(0.7);
    expect(cashless).toBeLessThan(links.length);
  });

  it("localities are the cities' neighbourhoods, with slugs unique per city", async () => {
    const all = await db().select().from(s.localities);
    expect(all.length).toBeGreaterThan(150);
    for (const l of all) {
      expect(l.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Math.floor(l.id / 100)).toBe(l.cityId);
    }
  });

  it("treatments link the conditions they treat", async () => {
    const rows = await db()
      .select({ treatment: s.treatments.slug, condition: s.conditions.slug })
      .from(s.treatmentConditions)
      .innerJoin(s.treatments, eq(s.treatments.id, s.treatmentConditions.treatmentId))
      .innerJoin(s.conditions, eq(s.conditions.id, s.treatmentConditions.conditionId));
    expect(rows.length).toBeGreaterThan(80);
    const pairs = new Set(rows.map((r) => `${r.treatment}>${r.condition}`));
    expect(pairs.has("knee-replacement>knee-osteoarthritis")).toBe(true);
    expect(pairs.has("piles-treatment>piles")).toBe(true);
    expect(pairs.has("cataract-surgery>cataract")).toBe(true);
    expect(new Set(rows.map((r) => r.treatment)).size).toBeGreaterThan(60);
  });

  it("every test has a price range in every city", async () => {
    const prices = await db().select().from(s.testPrices);
    const counts = await countRows(db());
    expect(prices.length).toBe(counts.diagnosticTests * counts.cities);
    for (const p of prices) expect(p.maxPrice).toBeGreaterThan(p.minPrice);
  });

  it("Hindi posts link their English original; reviewed posts carry a review date; every post has a tag", async () => {
    const posts = sampleOnly(await db().select().from(s.blogPosts));
    const byId = new Map(posts.map((p) => [p.id, p]));
    for (const post of posts) {
      if (post.language === "hi") {
        const original = byId.get(post.translationOfId ?? -1);
        expect(original?.language, post.slug).toBe("en");
        expect(original?.slug).toBe(post.slug);
      } else {
        expect(post.translationOfId).toBeNull();
      }
      expect(post.medicallyReviewedAt !== null).toBe(post.reviewerId !== null);
    }
    const tagged = new Set((await db().select().from(s.articleTags)).map((t) => t.articleId));
    for (const post of posts) expect(tagged.has(post.id), post.slug).toBe(true);
    expect(await db().$count(s.tags)).toBe(8);
  });

  it("updated_at stays put when the seed changes nothing and moves when it restores a changed row", async () => {
    const [before] = await db().select().from(s.treatments).where(eq(s.treatments.id, 1));
    const [link] = await db().select().from(s.hospitalInsurers).limit(1);
    await db().update(s.treatments).set({ name: "Changed" }).where(eq(s.treatments.id, 2));
    await seedDatabase(db());
    const [same] = await db().select().from(s.treatments).where(eq(s.treatments.id, 1));
    expect(same?.updatedAt).toEqual(before?.updatedAt);
    const [restored] = await db().select().from(s.treatments).where(eq(s.treatments.id, 2));
    expect(restored?.name).not.toBe("Changed");
    expect(restored?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    const [linkAgain] = await db()
      .select()
      .from(s.hospitalInsurers)
      .where(
        sql`${s.hospitalInsurers.hospitalId} = ${link?.hospitalId} and ${s.hospitalInsurers.insurerId} = ${link?.insurerId}`,
      );
    expect(linkAgain?.updatedAt).toEqual(link?.updatedAt);
  });

  it("a link removed from the data is removed from the database by the next seed", async () => {
    await db().insert(s.doctorTreatments).values({ doctorId: 1, treatmentId: 80 });
    await seedDatabase(db());
    const rows = await db().$count(
      s.doctorTreatments,
      sql`${s.doctorTreatments.doctorId} = 1 and ${s.doctorTreatments.treatmentId} = 80`,
    );
    const doctor1 = await db().select().from(s.doctors).where(eq(s.doctors.id, 1));
    // Doctor 1 is not a fertility specialist (treatment 80 is ICSI), so the stray link is gone.
    expect(doctor1[0]?.departmentId).not.toBe(15);
    expect(rows).toBe(0);
  });
});

describe("blog content", () => {
  it("30 English and 12 Hindi posts are loaded", async () => {
    const en = await db().$count(
      s.blogPosts,
      sql`${s.blogPosts.language} = 'en' and ${s.blogPosts.id} < ${SCALE_ID_OFFSET}`,
    );
    const hi = await db().$count(
      s.blogPosts,
      sql`${s.blogPosts.language} = 'hi' and ${s.blogPosts.id} < ${SCALE_ID_OFFSET}`,
    );
    expect(en).toBe(30);
    expect(hi).toBe(12);
  });

  it("every post has complete front matter, a medical reviewer and 250-500 words; Hindi posts are in Devanagari", () => {
    const posts = loadBlogPosts();
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    for (const post of posts) {
      const words = wordCount(post.body);
      expect(words, post.file).toBeGreaterThanOrEqual(250);
      expect(words, post.file).toBeLessThanOrEqual(500);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(post.reviewer).not.toBeNull();
      if (post.language === "hi") expect(post.title + post.body).toMatch(/[\u0900-\u097f]{3}/);
    }
  });

  it("parses quoted front matter values and leaves the body intact", () => {
    const parsed = parseFrontMatter(
      "---\r\ntitle: \"Piles: \\\"grade\\\" explained\"\r\nslug: piles\r\nexcerpt: 'It''s fine'\r\n---\r\n# Body\r\n\r\ntext: yes\r\n",
    );
    expect(parsed.data).toEqual({
      title: 'Piles: "grade" explained',
      slug: "piles",
      excerpt: "It's fine",
    });
    expect(parsed.body).toBe("# Body\n\ntext: yes");
  });
});

describe("seeding", () => {
  it("every foreign key resolves", async () => {
    const list = await query<{ child: string; column: string; parent: string; ref: string }>(sql`
      select c.conrelid::regclass::text as child, a.attname as column,
             c.confrelid::regclass::text as parent, af.attname as ref
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    const seeded = new Set([
      "localities",
      "treatments",
      "treatment_costs",
      "conditions",
      "treatment_conditions",
      "hospitals",
      "hospital_accreditations",
      "hospital_departments",
      "hospital_insurers",
      "doctors",
      "doctor_hospitals",
      "doctor_treatments",
      "diagnostic_tests",
      "test_prices",
      "patient_reviews",
      "blog_posts",
      "article_tags",
    ]);
    expect(
      list.filter((fk) => seeded.has(fk.child.replaceAll('"', ""))).length,
    ).toBeGreaterThanOrEqual(30);
    for (const fk of list) {
      const rows = await query<{ n: number }>(
        sql.raw(
          `select count(*)::int as n from ${fk.child} t where t."${fk.column}" is not null and not exists (select 1 from ${fk.parent} p where p."${fk.ref}" = t."${fk.column}")`,
        ),
      );
      expect(rows[0]?.n, `${fk.child}.${fk.column} → ${fk.parent}`).toBe(0);
    }
  });

  it("a reseed removes hundreds of links the data no longer has, in one transaction that commits", async () => {
    // As after the data changes who performs what: many stale links for the seed to delete.
    await db().execute(sql`
      insert into doctor_treatments (doctor_id, treatment_id)
      select d.id, t.id from doctors d join treatments t on t.department_id = d.department_id
      where d.id % 2 = 0 and d.id < ${SCALE_ID_OFFSET} on conflict do nothing`);
    const stale = await db().$count(s.doctorTreatments);
    await seedDatabase(db());
    const after = await db().$count(s.doctorTreatments);
    expect(stale - after).toBeGreaterThan(300);
    const links = [...doctorDetailsById.values()].reduce((n, d) => n + d.treatments.length, 0);
    expect(after).toBe(links);
  });

  it("a reseed over sample data whose names moved to other ids restores the data's names", async () => {
    // Regenerated sample data can give a doctor's slug to another id: the upsert by id must not
    // stop at the unique slug.
    const [one, two] = await db().select().from(s.doctors).orderBy(asc(s.doctors.id)).limit(2);
    if (!one || !two) throw new Error("the sample data has doctors");
    await db().update(s.doctors).set({ slug: "swap" }).where(eq(s.doctors.id, one.id));
    await db().update(s.doctors).set({ slug: one.slug }).where(eq(s.doctors.id, two.id));
    await db().update(s.doctors).set({ slug: two.slug }).where(eq(s.doctors.id, one.id));
    await seedDatabase(db());
    const again = await db().select().from(s.doctors).orderBy(asc(s.doctors.id)).limit(2);
    expect(again.map((d) => d.slug)).toEqual([one.slug, two.slug]);
  });

  it("running the seed again changes no counts", async () => {
    const before = await countRows(db());
    const summary = await seedDatabase(db());
    expect(summary.counts).toEqual(before);
    expect(await countRows(db())).toEqual(before);
  });

  it("the scale seed loads N entities (40% doctors, 20% hospitals, 40% articles) and is idempotent", async () => {
    const before = await countRows(db());
    const n = 2000;
    const split = scaleSplit(n);
    expect(split).toEqual({ hospitals: 400, doctors: 800, articles: 800 });
    const result = await seedScale(db(), n);
    const after = await countRows(db());
    expect(after.hospitals - before.hospitals).toBe(400);
    expect(after.doctors - before.doctors).toBe(800);
    expect(after.blogPosts - before.blogPosts).toBe(800);
    expect(result.rows).toBe(
      1200 +
        800 +
        (after.hospitalDepartments - before.hospitalDepartments) +
        (after.hospitalInsurers - before.hospitalInsurers) +
        (after.hospitalAccreditations - before.hospitalAccreditations) +
        (after.doctorHospitals - before.doctorHospitals) +
        // The profile facts (DS-8).
        (after.hospitalFacilities - before.hospitalFacilities) +
        (after.hospitalTreatmentCosts - before.hospitalTreatmentCosts) +
        (after.doctorEducation - before.doctorEducation) +
        (after.doctorMemberships - before.doctorMemberships),
    );
    // Every synthetic doctor has an education; every synthetic hospital facilities and costs.
    expect(after.doctorEducation - before.doctorEducation).toBeGreaterThanOrEqual(800 * 2);
    expect(after.hospitalFacilities - before.hospitalFacilities).toBeGreaterThanOrEqual(400 * 3);
    expect(after.hospitalTreatmentCosts - before.hospitalTreatmentCosts).toBeGreaterThan(400);
    // Every synthetic doctor practises at its hospital and carries a sample registration number.
    expect(after.doctorHospitals - before.doctorHospitals).toBe(800);
    const scaleDoctors = await db()
      .select()
      .from(s.doctors)
      .where(gte(s.doctors.id, SCALE_ID_OFFSET));
    for (const d of scaleDoctors) expect(d.registrationNumber ?? "").toMatch(SAMPLE_ID_PATTERN);

    await seedScale(db(), n);
    expect(await countRows(db())).toEqual(after);

    const scaleHospitals = await db()
      .select()
      .from(s.hospitals)
      .where(gte(s.hospitals.id, SCALE_ID_OFFSET));
    expect(scaleHospitals.every((h) => h.isSample && h.about.startsWith("Sample data:"))).toBe(
      true,
    );
    const mismatched = await db().$count(
      s.doctors,
      sql`${s.doctors.id} >= ${SCALE_ID_OFFSET} and ${s.doctors.cityId} <> (select h.city_id from hospitals h where h.id = ${s.doctors.hospitalId})`,
    );
    expect(mismatched).toBe(0);
  });

  it("a larger scale seed keeps the earlier synthetic rows and only adds", async () => {
    const [first] = await db().select().from(s.doctors).where(eq(s.doctors.id, SCALE_ID_OFFSET));
    const before = await countRows(db());
    await seedScale(db(), 2500);
    const after = await countRows(db());
    expect(after.doctors - before.doctors).toBe(200);
    const [again] = await db().select().from(s.doctors).where(eq(s.doctors.id, SCALE_ID_OFFSET));
    expect(again).toEqual(first);
  });
});
