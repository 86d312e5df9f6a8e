import "server-only";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MedicalPageKind, MedicalPageSections } from "@/src/lib/catalog/types";
import type { Database } from "../client";
import * as s from "../schema";
import { conditions } from "./data/conditions";
import { departments } from "./data/departments";
import {
  cityPriceLevels,
  hospitalCategories,
  insurerTerms,
  roomCategories,
  treatmentImplants,
  treatmentPriceItems,
} from "./data/estimate";
import { pageReviewers, REVIEWED_ON, reviewerOf, WRITTEN } from "./data/medical-pages";
import { diagnosticTests } from "./data/tests";
import { treatments } from "./data/treatments";
import type { EditedKeys } from "./edited";
import { insertChunked } from "./insert";

/** Hindi words for the tests' sample types and their two common preparations. */
const SAMPLE_HI: Readonly<Record<string, string>> = {
  Blood: "खून",
  Urine: "पेशाब",
  Stool: "मल",
  Semen: "वीर्य",
  "Cervical cells": "गर्भाशय-ग्रीवा की कोशिकाएँ",
};
const PREPARATION_HI: Readonly<Record<string, string>> = {
  "No special preparation is needed.": "किसी खास तैयारी की ज़रूरत नहीं है।",
  "Fast for 10-12 hours before the test; plain water is allowed.":
    "जाँच से पहले 10-12 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।",
};

/** A test's Hindi sample and preparation where we have them (the written ones win). */
function testSectionsHi(t: (typeof diagnosticTests)[number]): MedicalPageSections {
  const sample = SAMPLE_HI[t.sampleType];
  const preparation = PREPARATION_HI[t.preparation];
  return {
    ...(sample ? { sample } : {}),
    ...(preparation ? { preparation } : {}),
    ...WRITTEN.test[t.slug]?.sectionsHi,
  };
}

function pageRow(
  kind: MedicalPageKind,
  entity: { id: number; slug: string },
  departmentId: number | null,
  sectionsHi: MedicalPageSections = WRITTEN[kind][entity.slug]?.sectionsHi ?? {},
) {
  return {
    kind,
    entityId: entity.id,
    reviewerId: reviewerOf(kind, departmentId),
    reviewedOn: REVIEWED_ON,
    sections: WRITTEN[kind][entity.slug]?.sections ?? {},
    sectionsHi,
  };
}

export const medicalPageRows = [
  ...conditions.map((c) => pageRow("condition", c, c.departmentId)),
  ...treatments.map((t) => pageRow("treatment", t, t.departmentId)),
  ...diagnosticTests.map((t) => pageRow("test", t, t.departmentId, testSectionsHi(t))),
  ...departments.map((d) => pageRow("department", d, d.id)),
];

/**
 * The medical pages' tables: the extra sample reviewers, every medical page's review, and the
 * estimate's prices. Upserted by key like the rest of the seed (run inside its transaction).
 */
export async function seedMedicalPages(
  tx: Database,
  logCount: (table: PgTable, rows: readonly object[]) => void,
  edited: EditedKeys = new Map(),
): Promise<void> {
  const upsert = async <T extends PgTable>(
    table: T,
    rows: readonly T["$inferInsert"][],
    target: PgColumn | PgColumn[],
  ) => {
    await insertChunked(tx, table, rows, { target, onConflict: "update" });
    logCount(table, rows);
  };
  await upsert(
    s.medicalReviewers,
    pageReviewers.map((r) => ({ ...r, isSample: true })),
    s.medicalReviewers.id,
  );
  // A page editors published keeps its review and sections (decision 0024).
  const slugs = new Map<string, string>([
    ...conditions.map((c) => [`condition:${c.id}`, `condition:${c.slug}`] as const),
    ...diagnosticTests.map((t) => [`test:${t.id}`, `test:${t.slug}`] as const),
    ...treatments.map((t) => [`treatment:${t.id}`, `treatment:${t.slug}`] as const),
  ]);
  const editedPages = new Set(
    [...edited.entries()].flatMap(([kind, keys]) => [...keys].map((k) => `${kind}:${k}`)),
  );
  const whole = medicalPageRows.filter(
    (r) => !editedPages.has(slugs.get(`${r.kind}:${r.entityId}`) ?? ""),
  );
  // The edited ones exist already (publishing wrote their review): left as they are.
  await upsert(s.medicalPages, whole, [s.medicalPages.kind, s.medicalPages.entityId]);
  await upsert(s.cityPriceLevels, cityPriceLevels, s.cityPriceLevels.cityId);
  await upsert(s.hospitalCategories, [...hospitalCategories], s.hospitalCategories.id);
  await upsert(s.roomCategories, [...roomCategories], s.roomCategories.id);
  await upsert(s.treatmentPriceItems, treatmentPriceItems, s.treatmentPriceItems.treatmentId);
  await upsert(s.treatmentImplants, treatmentImplants, s.treatmentImplants.id);
  await upsert(s.insurerTerms, insurerTerms, s.insurerTerms.insurerId);
}
