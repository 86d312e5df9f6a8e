/**
 * "The nearest cities that have it" at 100,000 entities (60,000 doctors and 40,000 hospitals
 * beside the sample data, made in SQL with generate_series so the file seeds in seconds): the
 * answer from the per-city counts (src/server/catalog/nearest.ts, migration 0033) is the one a
 * direct count over the catalogue gives, in order and count, and a change to the catalogue is
 * seen by the next read. Speed is bench/nearest.ts's to measure, not a timed assertion here.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { greatCircleKm, shownKm } from "@/src/lib/catalog/distance";
import type { NearestNeed } from "@/src/lib/catalog/types";
import { nearestCitiesWith } from "@/src/server/catalog";
import { catalogDb } from "./catalog-support";

const db = catalogDb();
const SCALE = 1_000_000;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  await db().execute(sql`
    WITH c AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM cities),
         d AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM departments)
    INSERT INTO doctors (id, name, slug, city_id, department_id)
    SELECT ${SCALE} + g, 'Scale Doctor ' || g, 'scale-doctor-' || g,
           c.a[1 + (g * 7) % c.n], d.a[1 + (g * 3) % d.n]
    FROM generate_series(1, 60000) g, c, d`);
  await db().execute(sql`
    WITH c AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM cities)
    INSERT INTO hospitals (id, name, slug, city_id, locality, ayushman_empanelled)
    SELECT ${SCALE} + g, 'Scale Hospital ' || g, 'scale-hospital-' || g,
           c.a[1 + (g * 11) % c.n], 'Sample locality', g % 3 = 0
    FROM generate_series(1, 40000) g, c`);
  await db().execute(sql`
    INSERT INTO doctor_treatments (doctor_id, treatment_id)
    SELECT d.id, t.id FROM doctors d JOIN treatments t ON t.department_id = d.department_id
    WHERE d.id > ${SCALE} AND (d.id + t.id) % 4 = 0`);
  await db().execute(sql`
    INSERT INTO hospital_insurers (hospital_id, insurer_id, cashless)
    SELECT h.id, i.id, (h.id + i.id) % 2 = 0 FROM hospitals h JOIN insurers i ON (h.id + i.id) % 9 = 0
    WHERE h.id > ${SCALE}`);
  await db().execute(sql`
    INSERT INTO hospital_departments (hospital_id, department_id)
    SELECT h.id, d.id FROM hospitals h JOIN departments d ON (h.id + d.id) % 5 = 0
    WHERE h.id > ${SCALE}`);
}, 120_000);

/** The same answer counted straight from the catalogue, ordered here by great-circle distance. */
async function expected(cityId: number, need: NearestNeed, limit = 3) {
  const counts = await rows<{ city_id: number; n: number }>(
    need.kind === "treatment-doctors"
      ? sql`SELECT d.city_id, count(*)::int AS n FROM doctor_treatments dt
            JOIN doctors d ON d.id = dt.doctor_id WHERE dt.treatment_id = ${need.treatmentId}
            GROUP BY 1`
      : need.kind === "speciality-doctors"
        ? sql`SELECT city_id, count(*)::int AS n FROM doctors
              WHERE department_id = ${need.departmentId} GROUP BY 1`
        : need.kind === "speciality-hospitals"
          ? sql`SELECT h.city_id, count(*)::int AS n FROM hospital_departments hd
                JOIN hospitals h ON h.id = hd.hospital_id
                WHERE hd.department_id = ${need.departmentId} GROUP BY 1`
          : need.kind === "insurer-cashless"
            ? sql`SELECT h.city_id, count(*)::int AS n FROM hospital_insurers hi
                  JOIN hospitals h ON h.id = hi.hospital_id
                  WHERE hi.insurer_id = ${need.insurerId} AND hi.cashless GROUP BY 1`
            : sql`SELECT h.city_id, count(*)::int AS n FROM hospital_insurers hi
                  JOIN hospitals h ON h.id = hi.hospital_id
                  WHERE hi.insurer_id = ${(need as { insurerId: number }).insurerId} GROUP BY 1`,
  );
  const countOf = new Map(counts.map((r) => [r.city_id, r.n]));
  const cities = await rows<{ id: number; slug: string; latitude: number; longitude: number }>(
    sql`SELECT id, slug, latitude, longitude FROM cities ORDER BY id`,
  );
  const from = cities.find((c) => c.id === cityId);
  if (!from) throw new Error(`no city ${cityId}`);
  const nearest = cities
    .filter((c) => c.id !== cityId && (countOf.get(c.id) ?? 0) > 0)
    .map((c, index) => ({ c, km: greatCircleKm(from, c), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .slice(0, limit)
    .map(({ c, km }) => ({ slug: c.slug, km: shownKm(km), count: countOf.get(c.id) ?? 0 }));
  return { here: countOf.get(cityId) ?? 0, nearest };
}

async function idOf(table: "cities" | "treatments" | "departments" | "insurers", slug: string) {
  const [row] = await rows<{ id: number }>(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`,
  );
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
}

describe("[DS-39] nearest cities at 100,000 entities", () => {
  it("holds 100,000 entities more than the sample data", async () => {
    const [n] = await rows<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM doctors WHERE id > ${SCALE})
               + (SELECT count(*) FROM hospitals WHERE id > ${SCALE}) AS n`,
    );
    expect(Number(n?.n)).toBe(100_000);
  });

  it("gives, for every kind of need, the order and counts a direct count over the catalogue gives", async () => {
    const lucknow = await idOf("cities", "lucknow");
    const patna = await idOf("cities", "patna");
    const needs: NearestNeed[] = [
      { kind: "treatment-doctors", treatmentId: await idOf("treatments", "knee-replacement") },
      { kind: "speciality-doctors", departmentId: await idOf("departments", "cardiology") },
      { kind: "speciality-hospitals", departmentId: await idOf("departments", "neurology") },
      { kind: "insurer-cashless", insurerId: await idOf("insurers", "star-health") },
      { kind: "insurer-hospitals", insurerId: await idOf("insurers", "star-health") },
    ];
    for (const cityId of [lucknow, patna]) {
      for (const need of needs) {
        const answer = await nearestCitiesWith(db(), cityId, need, 5);
        const want = await expected(cityId, need, 5);
        expect(
          {
            here: answer.here,
            nearest: answer.nearest.map((n) => ({ slug: n.city.slug, km: n.km, count: n.count })),
          },
          `${need.kind} from city ${cityId}`,
        ).toEqual(want);
        expect(want.nearest.length, need.kind).toBe(5);
      }
    }
  });
});

describe("[DS-40] the per-city counts follow the catalogue", () => {
  it("sees a change to the catalogue on the next read, and a review's rating does not recount", async () => {
    const kanpur = await idOf("cities", "kanpur");
    const cardiology = await idOf("departments", "cardiology");
    const need = { kind: "speciality-doctors", departmentId: cardiology } as const;
    const before = await nearestCitiesWith(db(), kanpur, need);
    await db().execute(
      sql`UPDATE doctors SET rating = 4.5, review_count = 1 WHERE id = ${SCALE + 1}`,
    );
    const [state] = await rows<{ version: string; counted: string }>(
      sql`SELECT version, counted FROM nearest_city_counts_version`,
    );
    expect(state?.version).toBe(state?.counted);
    await db().execute(
      sql`INSERT INTO doctors (id, name, slug, city_id, department_id)
          VALUES (${SCALE * 2}, 'Scale Doctor Kanpur', 'scale-doctor-kanpur', ${kanpur}, ${cardiology})`,
    );
    const after = await nearestCitiesWith(db(), kanpur, need);
    expect(after.here).toBe(before.here + 1);
    expect(after).toEqual({ ...before, here: before.here + 1 });
  });
});
