import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  cityPriceLevels,
  hospitalCategories,
  hospitalInsurers,
  hospitals as hospitalsTable,
  insurers,
  medicalPages,
  medicalReviewers,
  roomCategories,
  treatmentImplants,
  treatmentPriceItems,
  treatments,
} from "@/src/db/schema";
import { orderCities } from "@/src/lib/catalog/cities";
import { AYUSHMAN_INSURER_SLUG } from "@/src/lib/catalog/insurance";
import { sectionsIn } from "@/src/lib/i18n/localize-hi";
import type { EstimateData } from "@/src/lib/catalog/estimate-data";
import type {
  ContentLocale,
  MedicalPage,
  MedicalPageKind,
  MedicalPageSections,
} from "@/src/lib/catalog/types";
import { countsByCity } from "./nearest";
import { paths } from "./shared";

/**
 * A condition, treatment, test or department page's review (reviewer, date) and its written
 * sections in `locale` (on Hindi pages the Hindi ones, else the English ones marked).
 */
export async function getMedicalPage(
  db: Database,
  kind: MedicalPageKind,
  entityId: number,
  locale: ContentLocale = "en",
): Promise<MedicalPage> {
  const [row] = await db
    .select({
      reviewedOn: medicalPages.reviewedOn,
      sections: medicalPages.sections,
      sectionsHi: medicalPages.sectionsHi,
      reviewer: {
        name: medicalReviewers.name,
        slug: medicalReviewers.slug,
        qualifications: medicalReviewers.qualifications,
      },
    })
    .from(medicalPages)
    .innerJoin(medicalReviewers, eq(medicalReviewers.id, medicalPages.reviewerId))
    .where(and(eq(medicalPages.kind, kind), eq(medicalPages.entityId, entityId)))
    .limit(1);
  if (!row) return { review: null, sections: {} };
  return {
    review: {
      reviewer: { ...row.reviewer, href: paths.reviewer(row.reviewer.slug) },
      reviewedOn: row.reviewedOn,
    },
    sections: sectionsIn(
      row.sections as MedicalPageSections,
      row.sectionsHi as MedicalPageSections | null,
      locale,
    ),
  };
}

/**
 * Everything the itemised estimate of one treatment needs: its price items, implant options,
 * room and hospital categories, every city's price level and state, and the insurers (what each
 * pays is the coverage rules' of src/lib/coverage, not the database's). Null when
 * the treatment has no slug or no price items.
 */
export async function getEstimateData(db: Database, slug: string): Promise<EstimateData | null> {
  const [treatment] = await db
    .select({
      id: treatments.id,
      name: treatments.name,
      nameHi: treatments.nameHi,
      slug: treatments.slug,
      surgeonFee: treatmentPriceItems.surgeonFee,
      theatre: treatmentPriceItems.theatre,
      medicines: treatmentPriceItems.medicines,
      tests: treatmentPriceItems.tests,
      nights: treatmentPriceItems.nights,
      checkedOn: treatmentPriceItems.checkedOn,
    })
    .from(treatments)
    .innerJoin(treatmentPriceItems, eq(treatmentPriceItems.treatmentId, treatments.id))
    .where(eq(treatments.slug, slug))
    .limit(1);
  if (!treatment) return null;
  const ref = { slug: hospitalCategories.slug, name: hospitalCategories.name };
  const [implants, rooms, hospitals, cityRows, insurerRows, cashlessRows, pmjayRows] =
    await Promise.all([
      db
        .select({
          slug: treatmentImplants.slug,
          name: treatmentImplants.name,
          nameHi: treatmentImplants.nameHi,
          price: treatmentImplants.price,
        })
        .from(treatmentImplants)
        .where(eq(treatmentImplants.treatmentId, treatment.id))
        .orderBy(asc(treatmentImplants.position)),
      db
        .select({
          slug: roomCategories.slug,
          name: roomCategories.name,
          nameHi: roomCategories.nameHi,
          ratePerNight: roomCategories.ratePerNight,
          chargeFactor: roomCategories.chargeFactor,
        })
        .from(roomCategories)
        .orderBy(asc(roomCategories.position)),
      db
        .select({ ...ref, nameHi: hospitalCategories.nameHi, factor: hospitalCategories.factor })
        .from(hospitalCategories)
        .orderBy(asc(hospitalCategories.position)),
      db
        .select({
          id: cities.id,
          slug: cities.slug,
          name: cities.name,
          state: cities.state,
          popularRank: cities.popularRank,
          latitude: cities.latitude,
          longitude: cities.longitude,
          factor: cityPriceLevels.factor,
        })
        .from(cities)
        .innerJoin(cityPriceLevels, eq(cityPriceLevels.cityId, cities.id)),
      db
        .select({ slug: insurers.slug, name: insurers.name, type: insurers.type })
        .from(insurers)
        .orderBy(asc(insurers.type), asc(insurers.name)),
      // Each insurer's cashless network, hospitals per city (the estimate says how many the
      // chosen city has, and the nearest city with one when it has none).
      db
        .select({ insurer: insurers.slug, cityId: hospitalsTable.cityId, n: count() })
        .from(hospitalInsurers)
        .innerJoin(hospitalsTable, eq(hospitalsTable.id, hospitalInsurers.hospitalId))
        .innerJoin(insurers, eq(insurers.id, hospitalInsurers.insurerId))
        .where(eq(hospitalInsurers.cashless, true))
        .groupBy(insurers.slug, hospitalsTable.cityId),
      // PM-JAY's network for this treatment: empanelled hospitals that price it, counted by the
      // same read as the nearest cities with one (nearest.ts), so the two cannot disagree.
      countsByCity(db, { kind: "pmjay-treatment", treatmentId: treatment.id }),
    ]);
  const slugOf = new Map(cityRows.map((c) => [c.id, c.slug]));
  // Every insurer known: a city it lacks has none.
  const networks: Record<string, Record<string, number>> = Object.fromEntries(
    insurerRows.map((i) => [i.slug, {}]),
  );
  for (const r of cashlessRows) {
    const city = slugOf.get(r.cityId);
    if (city && r.insurer !== AYUSHMAN_INSURER_SLUG) {
      networks[r.insurer] = { ...networks[r.insurer], [city]: Number(r.n) };
    }
  }
  networks[AYUSHMAN_INSURER_SLUG] = Object.fromEntries(
    pmjayRows.flatMap((r) => {
      const city = slugOf.get(r.cityId);
      return city ? [[city, Number(r.n)]] : [];
    }),
  );
  const { surgeonFee, theatre, medicines, tests, nights, checkedOn, ...t } = treatment;
  return {
    treatment: { ...t, href: paths.treatment(t.slug) },
    items: { surgeonFee, theatre, medicines, tests, nights },
    checkedOn,
    implants,
    rooms,
    hospitals,
    cities: orderCities(cityRows).map(
      ({ id, slug: s, name, state, factor, latitude, longitude }) => ({
        id,
        slug: s,
        name,
        state,
        factor,
        latitude,
        longitude,
      }),
    ),
    networks,
    insurers: insurerRows.map(({ type, ...i }) => ({ ...i, type: type as "Govt." | "Private" })),
  };
}

/**
 * The treatments that have an itemised estimate (their price items), by name: the coverage
 * check on an insurer's page offers these.
 */
export async function listEstimateTreatments(
  db: Database,
): Promise<{ slug: string; name: string; nameHi: string | null }[]> {
  return db
    .select({ slug: treatments.slug, name: treatments.name, nameHi: treatments.nameHi })
    .from(treatments)
    .innerJoin(treatmentPriceItems, eq(treatmentPriceItems.treatmentId, treatments.id))
    .orderBy(asc(treatments.name));
}
