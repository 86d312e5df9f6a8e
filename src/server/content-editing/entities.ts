import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  doctors,
  hospitals,
  medicalPages,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import type { ContentKind } from "@/src/db/schema/content-editing";
import type {
  CityCost,
  ContentFields,
  DoctorProfile,
  HospitalProfile,
  TreatmentTexts,
} from "@/src/lib/content-editing/fields";
import { costKey, parseCostKey } from "@/src/lib/content-editing/fields";
import { tagsToRevalidate } from "@/src/server/catalog/tags";
import { ContentError } from "./actor";
import { loadPhotoOwner, writePhoto } from "./photo-slots";
import { kindSpec } from "./kinds";
import { loadFact, writeFact } from "./facts";

/**
 * The catalogue rows content editing reads and writes: one place that knows where each kind's
 * fields live, which pages show them (cache tags) and whether a reviewer must sign it off.
 */

export interface LoadedEntity {
  kind: ContentKind;
  key: string;
  /** What the console calls it: "Knee Replacement", "Knee Replacement in Lucknow". */
  title: string;
  /** The catalogue entity whose pages show it: the treatment (texts, city costs) or hospital. */
  owner: {
    entity:
      | "treatment"
      | "hospital"
      | "doctor"
      | "condition"
      | "test"
      | "department"
      | "article"
      | "campaign"
      | "search_term";
    id: number;
    slug: string;
    name: string;
  };
  city?: { id: number; slug: string; name: string };
  /** The published values; null for a city cost not yet set. */
  fields: ContentFields | null;
}

/** A doctor's editable profile as the editor and the CSV read it (languages as one string). */
export const DOCTOR_PROFILE_COLUMNS = {
  id: doctors.id,
  slug: doctors.slug,
  name: doctors.name,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  consultationFee: doctors.consultationFee,
  languages: doctors.languages,
  sponsored: doctors.sponsored,
};

/** A hospital's editable profile as the editor and the CSV read it. */
export const HOSPITAL_PROFILE_COLUMNS = {
  id: hospitals.id,
  slug: hospitals.slug,
  name: hospitals.name,
  locality: hospitals.locality,
  address: hospitals.address,
  phone: hospitals.phone,
  beds: hospitals.beds,
  establishedYear: hospitals.establishedYear,
  sponsored: hospitals.sponsored,
};

/** Treatment, condition, test and article texts need a medical reviewer; costs do not. */
export function isMedical(kind: ContentKind): boolean {
  return kindSpec(kind)?.medical ?? kind === "treatment";
}

async function treatmentBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: treatments.id,
      slug: treatments.slug,
      name: treatments.name,
      summary: treatments.summary,
      summaryHi: treatments.summaryHi,
    })
    .from(treatments)
    .where(eq(treatments.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function loadEntity(
  db: Database,
  kind: ContentKind,
  key: string,
): Promise<LoadedEntity> {
  if (kind === "photo") {
    const p = await loadPhotoOwner(db, key);
    return {
      kind,
      key,
      title: `Photo of ${p.name}`,
      owner: { entity: p.slot, id: p.id, slug: p.slug, name: p.name },
      fields: { photo: p.photo },
    };
  }
  const spec = kindSpec(kind);
  if (spec) return spec.load(db, key);
  if (kind === "fact") return loadFact(db, key);
  if (kind === "treatment") {
    const t = await treatmentBySlug(db, key);
    if (!t) throw new ContentError(`No treatment "${key}".`, 404);
    const fields: TreatmentTexts = { summary: t.summary, summaryHi: t.summaryHi };
    return {
      kind,
      key: t.slug,
      title: t.name,
      owner: { entity: "treatment", id: t.id, slug: t.slug, name: t.name },
      fields,
    };
  }
  if (kind === "doctor") {
    const [d] = await db
      .select(DOCTOR_PROFILE_COLUMNS)
      .from(doctors)
      .where(eq(doctors.slug, key))
      .limit(1);
    if (!d) throw new ContentError(`No doctor "${key}".`, 404);
    const { id, slug, languages, ...rest } = d;
    return {
      kind,
      key: slug,
      title: d.name,
      owner: { entity: "doctor", id, slug, name: d.name },
      fields: { ...rest, languages: languages.join("; ") } satisfies DoctorProfile,
    };
  }
  if (kind === "hospital") {
    const [h] = await db
      .select(HOSPITAL_PROFILE_COLUMNS)
      .from(hospitals)
      .where(eq(hospitals.slug, key))
      .limit(1);
    if (!h) throw new ContentError(`No hospital "${key}".`, 404);
    const { id, slug, ...profile } = h;
    return {
      kind,
      key: slug,
      title: h.name,
      owner: { entity: "hospital", id, slug, name: h.name },
      fields: profile satisfies HospitalProfile,
    };
  }
  const parsed = parseCostKey(key);
  if (!parsed) throw new ContentError(`"${key}" is not a treatment@city key.`, 404);
  const t = await treatmentBySlug(db, parsed.treatment);
  if (!t) throw new ContentError(`No treatment "${parsed.treatment}".`, 404);
  const [city] = await db
    .select({ id: cities.id, slug: cities.slug, name: cities.name })
    .from(cities)
    .where(eq(cities.slug, parsed.city))
    .limit(1);
  if (!city) throw new ContentError(`No city "${parsed.city}".`, 404);
  const [cost] = await db
    .select({
      minCost: treatmentCosts.minCost,
      avgCost: treatmentCosts.avgCost,
      maxCost: treatmentCosts.maxCost,
    })
    .from(treatmentCosts)
    .where(and(eq(treatmentCosts.treatmentId, t.id), eq(treatmentCosts.cityId, city.id)))
    .limit(1);
  return {
    kind,
    key: costKey(t.slug, city.slug),
    title: `${t.name} in ${city.name}`,
    owner: { entity: "treatment", id: t.id, slug: t.slug, name: t.name },
    city,
    fields: cost ? ({ ...cost } satisfies CityCost) : null,
  };
}

/** Writes published values to the catalogue row (in the caller's transaction). */
export async function writeEntity(
  tx: Database,
  entity: LoadedEntity,
  fields: ContentFields,
): Promise<void> {
  if (entity.kind === "photo") {
    const photo = typeof fields.photo === "string" ? fields.photo : null;
    await writePhoto(tx, entity.owner.entity as "doctor" | "hospital", entity.owner.id, photo);
    return;
  }
  const spec = kindSpec(entity.kind);
  if (spec) return spec.write(tx, entity, fields);
  if (entity.kind === "fact") return writeFact(tx, entity, fields);
  if (entity.kind === "treatment") {
    const f = fields as TreatmentTexts;
    await tx
      .update(treatments)
      .set({ summary: f.summary, summaryHi: f.summaryHi })
      .where(eq(treatments.id, entity.owner.id));
    return;
  }
  if (entity.kind === "doctor") {
    const f = fields as DoctorProfile;
    await tx
      .update(doctors)
      .set({
        name: f.name,
        qualifications: f.qualifications,
        experienceYears: f.experienceYears,
        consultationFee: f.consultationFee,
        languages: f.languages ? f.languages.split("; ") : [],
        sponsored: f.sponsored,
      })
      .where(eq(doctors.id, entity.owner.id));
    return;
  }
  if (entity.kind === "hospital") {
    const f = fields as HospitalProfile;
    await tx
      .update(hospitals)
      .set({
        name: f.name,
        locality: f.locality,
        address: f.address,
        phone: f.phone,
        beds: f.beds,
        establishedYear: f.establishedYear,
        sponsored: f.sponsored,
      })
      .where(eq(hospitals.id, entity.owner.id));
    return;
  }
  const f = fields as CityCost;
  const city = entity.city;
  if (!city) throw new ContentError("A city cost needs its city.", 400);
  await tx
    .insert(treatmentCosts)
    .values({
      treatmentId: entity.owner.id,
      cityId: city.id,
      minCost: f.minCost,
      avgCost: f.avgCost,
      maxCost: f.maxCost,
    })
    .onConflictDoUpdate({
      target: [treatmentCosts.treatmentId, treatmentCosts.cityId],
      set: { minCost: f.minCost, avgCost: f.avgCost, maxCost: f.maxCost, updatedAt: new Date() },
    });
  // The treatment's pages changed: the sitemap's lastmod (its updated_at) follows.
  await tx
    .update(treatments)
    .set({ updatedAt: new Date() })
    .where(eq(treatments.id, entity.owner.id));
}

/** The page's reviewer and review date (what the page's "Medically reviewed by" line shows). */
export async function writeReview(
  tx: Database,
  entity: LoadedEntity,
  medicalReviewerId: number,
  reviewedOn: string,
): Promise<void> {
  const spec = kindSpec(entity.kind);
  if (spec?.review) return spec.review(tx, entity, medicalReviewerId, reviewedOn);
  // A doctor's credentials or registration (decision 0038): the sign-off is kept on the draft
  // and the version; the doctor's page shows no review line.
  if (entity.kind !== "treatment") return;
  await tx
    .insert(medicalPages)
    .values({
      kind: "treatment",
      entityId: entity.owner.id,
      reviewerId: medicalReviewerId,
      reviewedOn,
    })
    .onConflictDoUpdate({
      target: [medicalPages.kind, medicalPages.entityId],
      set: { reviewerId: medicalReviewerId, reviewedOn, updatedAt: sql`now()` },
    });
}

/**
 * The cache tags of the pages that show the entity: a treatment's texts and its city costs are
 * read by the treatment's own reads (its page, its city pages, its cost page) and by lists of
 * treatments (a city's treatments with their costs); the medical page's review is read under the
 * treatments tag too (src/server/catalog/tags.ts).
 */
export function tagsOf(entity: LoadedEntity): string[] {
  const spec = kindSpec(entity.kind);
  if (spec || entity.owner.entity === "campaign" || entity.owner.entity === "search_term")
    return spec?.tags(entity) ?? [];
  return tagsToRevalidate(entity.owner.entity, entity.owner.slug);
}

/** The treatments and the cities, for the console's pickers. */
export async function listEditable(db: Database) {
  const [ts, cs] = await Promise.all([
    db
      .select({ slug: treatments.slug, name: treatments.name })
      .from(treatments)
      .orderBy(asc(treatments.name)),
    db.select({ slug: cities.slug, name: cities.name }).from(cities).orderBy(asc(cities.name)),
  ]);
  return { treatments: ts, cities: cs };
}
