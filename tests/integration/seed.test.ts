import fs from "node:fs";
import path from "node:path";
import { asc, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import * as s from "@/src/db/schema";
import { countRows, seedDatabase } from "@/src/db/seed";
import { loadBlogPosts, parseFrontMatter } from "@/src/db/seed/blog";
import { AYUSHMAN_SLUG } from "@/src/db/seed/data/insurers";
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

  it("100 hospitals, all fictional and marked as sample, about 40% Ayushman-empanelled", async () => {
    const all = await db()
      .select()
      .from(s.hospitals)
      .where(sql`${s.hospitals.id} < ${SCALE_ID_OFFSET}`);
    expect(all.length).toBe(100);
    expect(all.every((h) => h.isSample)).toBe(true);
    expect(all.every((h) => h.about.startsWith("Sample data:"))).toBe(true);
    const empanelled = all.filter((h) => h.ayushmanEmpanelled);
    expect(empanelled.length).toBe(40);
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

  it("300 doctors, all sample, in their hospital's city and one of its departments", async () => {
    const rows = await db()
      .select({ doctor: s.doctors, hospitalCity: s.hospitals.cityId })
      .from(s.doctors)
      .innerJoin(s.hospitals, eq(s.hospitals.id, s.doctors.hospitalId))
      .where(sql`${s.doctors.id} < ${SCALE_ID_OFFSET}`);
    expect(rows.length).toBe(300);
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
    expect(reviewers.length).toBeLessThanOrEqual(4);
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
      "treatments",
      "treatment_costs",
      "conditions",
      "hospitals",
      "hospital_departments",
      "hospital_insurers",
      "doctors",
      "diagnostic_tests",
      "patient_reviews",
      "blog_posts",
    ]);
    expect(
      list.filter((fk) => seeded.has(fk.child.replaceAll('"', ""))).length,
    ).toBeGreaterThanOrEqual(15);
    for (const fk of list) {
      const rows = await query<{ n: number }>(
        sql.raw(
          `select count(*)::int as n from ${fk.child} t where t."${fk.column}" is not null and not exists (select 1 from ${fk.parent} p where p."${fk.ref}" = t."${fk.column}")`,
        ),
      );
      expect(rows[0]?.n, `${fk.child}.${fk.column} → ${fk.parent}`).toBe(0);
    }
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
        (after.hospitalInsurers - before.hospitalInsurers),
    );

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
