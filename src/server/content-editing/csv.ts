import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  cities,
  contentChanges,
  contentDrafts,
  doctors,
  hospitals,
  treatmentCosts,
  treatments,
} from "@/src/db/schema";
import { rebuildSearchIndex } from "@/src/db/search-index";
import {
  COST_COLUMNS,
  type CostRow,
  type CsvProblem,
  checkCostCsv,
  checkProfileCsv,
  DOCTOR_CSV,
  HOSPITAL_CSV,
  type ProfileCsvSpec,
  type ProfileRow,
  toCsv,
} from "@/src/lib/content-editing/csv";
import {
  type CityCost,
  costKey,
  type DoctorProfile,
  diffFields,
  type HospitalProfile,
} from "@/src/lib/content-editing/fields";
import { recordAudit } from "@/src/server/staff/audit";
import { assertContent, type ContentActor } from "./actor";
import type { LoadedEntity } from "./entities";
import { tagsOf } from "./entities";
import { applyVersion } from "./workflow";

/**
 * City costs in and out as CSV (src/lib/content-editing/csv.ts has the shape and the checks).
 * An import is all or nothing: every row is checked first, and one problem anywhere writes
 * nothing; otherwise one transaction writes every changed row as a draft or as a published
 * version, with one audit entry.
 */

interface Catalogue {
  treatments: Map<string, { id: number; name: string }>;
  cities: Map<string, { id: number; name: string }>;
  costs: Map<string, CityCost>;
}

async function readCatalogue(db: Database): Promise<Catalogue> {
  const [ts, cs, costs] = await Promise.all([
    db.select({ id: treatments.id, slug: treatments.slug, name: treatments.name }).from(treatments),
    db.select({ id: cities.id, slug: cities.slug, name: cities.name }).from(cities),
    db
      .select({
        treatment: treatments.slug,
        city: cities.slug,
        minCost: treatmentCosts.minCost,
        avgCost: treatmentCosts.avgCost,
        maxCost: treatmentCosts.maxCost,
      })
      .from(treatmentCosts)
      .innerJoin(treatments, eq(treatments.id, treatmentCosts.treatmentId))
      .innerJoin(cities, eq(cities.id, treatmentCosts.cityId)),
  ]);
  return {
    treatments: new Map(ts.map((t) => [t.slug, { id: t.id, name: t.name }])),
    cities: new Map(cs.map((c) => [c.slug, { id: c.id, name: c.name }])),
    costs: new Map(
      costs.map((c) => [
        costKey(c.treatment, c.city),
        { minCost: c.minCost, avgCost: c.avgCost, maxCost: c.maxCost },
      ]),
    ),
  };
}

/** Every city cost, treatment then city, in the import's shape. */
export async function exportCostsCsv(db: Database, actor?: ContentActor): Promise<string> {
  const rows = await db
    .select({
      treatment: treatments.slug,
      city: cities.slug,
      minCost: treatmentCosts.minCost,
      avgCost: treatmentCosts.avgCost,
      maxCost: treatmentCosts.maxCost,
    })
    .from(treatmentCosts)
    .innerJoin(treatments, eq(treatments.id, treatmentCosts.treatmentId))
    .innerJoin(cities, eq(cities.id, treatmentCosts.cityId))
    .orderBy(asc(treatments.slug), asc(cities.slug));
  if (actor) {
    await recordAudit(db, {
      action: "content.exported",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: "content:city_cost",
      ip: actor.ip,
      detail: { rows: rows.length },
    });
  }
  return toCsv(
    COST_COLUMNS,
    rows.map((r) => [r.treatment, r.city, r.minCost, r.avgCost, r.maxCost]),
  );
}

export interface ImportReport {
  ok: boolean;
  dryRun: boolean;
  publish: boolean;
  rows: number;
  /** Rows whose figures differ from the published ones (new cities included). */
  changed: number;
  unchanged: number;
  problems: CsvProblem[];
  /** Drafts written (import as drafts) or versions published. */
  written: number;
  /** The cache tags to drop (published imports). */
  tags: string[];
}

export async function importCostsCsv(
  db: Database,
  actor: ContentActor,
  text: string,
  options: {
    dryRun?: boolean;
    publish?: boolean;
    origin?: string | null;
    source?: "csv" | "cli";
  } = {},
): Promise<ImportReport> {
  const dryRun = options.dryRun === true;
  const publish = options.publish === true;
  assertContent(actor, "content.edit", "import costs");
  if (publish && !dryRun) assertContent(actor, "content.publish", "publish an import");
  const catalogue = await readCatalogue(db);
  const checked = checkCostCsv(text, {
    treatments: new Set(catalogue.treatments.keys()),
    cities: new Set(catalogue.cities.keys()),
  });
  const changedRows: CostRow[] = [];
  for (const row of checked.rows) {
    const current = catalogue.costs.get(costKey(row.treatment, row.city));
    const next: CityCost = { minCost: row.minCost, avgCost: row.avgCost, maxCost: row.maxCost };
    if (!current || diffFields(current, next).length > 0) changedRows.push(row);
  }
  const report: ImportReport = {
    ok: checked.problems.length === 0,
    dryRun,
    publish,
    rows: checked.rows.length,
    changed: changedRows.length,
    unchanged: checked.rows.length - changedRows.length,
    problems: checked.problems,
    written: 0,
    tags: [],
  };
  if (!report.ok || dryRun || changedRows.length === 0) return report;
  const tags = new Set<string>();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    for (const row of changedRows) {
      const treatment = catalogue.treatments.get(row.treatment);
      const city = catalogue.cities.get(row.city);
      if (!treatment || !city) throw new Error("checked rows name known slugs");
      const key = costKey(row.treatment, row.city);
      const fields: CityCost = { minCost: row.minCost, avgCost: row.avgCost, maxCost: row.maxCost };
      const base = catalogue.costs.get(key) ?? null;
      if (publish) {
        const entity: LoadedEntity = {
          kind: "city_cost",
          key,
          title: `${treatment.name} in ${city.name}`,
          owner: {
            entity: "treatment",
            id: treatment.id,
            slug: row.treatment,
            name: treatment.name,
          },
          city: { id: city.id, slug: row.city, name: city.name },
          fields: base,
        };
        await applyVersion(tx, actor, entity, fields, {
          source: options.source ?? "csv",
          recordChange: false,
        });
        for (const t of tagsOf(entity)) tags.add(t);
      } else {
        await tx.insert(contentDrafts).values({
          kind: "city_cost",
          entityKey: key,
          medical: false,
          status: "draft",
          base: base ?? {},
          fields,
          createdBy: actor.id,
        });
      }
    }
    if (tags.size > 0)
      await tx.insert(contentChanges).values({ tags: [...tags], origin: options.origin ?? null });
    await recordAudit(tx, {
      action: "content.imported",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: "content:city_cost",
      ip: actor.ip,
      detail: {
        as: publish ? "published" : "drafts",
        rows: report.rows,
        changed: changedRows.length,
        keys: changedRows.slice(0, 200).map((r) => costKey(r.treatment, r.city)),
      },
    });
  });
  report.written = changedRows.length;
  report.tags = [...tags];
  return report;
}

/** A report as the command line prints it (and the console shows its problems as a table). */
export function reportText(report: ImportReport): string {
  if (!report.ok) {
    return [
      `${report.problems.length} problem${report.problems.length === 1 ? "" : "s"}; nothing was imported.`,
      "line\tcolumn\tmessage",
      ...report.problems.map((p) => `${p.line}\t${p.column || "-"}\t${p.message}`),
    ].join("\n");
  }
  const counts = `${report.rows} rows: ${report.changed} changed, ${report.unchanged} unchanged.`;
  if (report.dryRun) return `Dry run, no problems. ${counts} Nothing was written.`;
  if (report.written === 0) return `${counts} Nothing to import.`;
  return `${counts} ${report.written} ${report.publish ? "published" : "saved as drafts"}.`;
}

/* ---------------------------------------------------------------- hospitals and doctors */

type ProfileKind = "hospital" | "doctor";
type Profile = HospitalProfile | DoctorProfile;

/** Every profile of a kind with its id, by slug (the fields as loadEntity gives them). */
async function readProfiles(db: Database, kind: ProfileKind) {
  if (kind === "hospital") {
    const rows = await db
      .select({
        id: hospitals.id,
        slug: hospitals.slug,
        name: hospitals.name,
        locality: hospitals.locality,
        address: hospitals.address,
        phone: hospitals.phone,
        beds: hospitals.beds,
        establishedYear: hospitals.establishedYear,
        sponsored: hospitals.sponsored,
      })
      .from(hospitals)
      .orderBy(asc(hospitals.slug));
    return rows.map(({ id, slug, ...profile }) => ({ id, slug, profile: profile as Profile }));
  }
  const rows = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      name: doctors.name,
      qualifications: doctors.qualifications,
      experienceYears: doctors.experienceYears,
      consultationFee: doctors.consultationFee,
      languages: doctors.languages,
      sponsored: doctors.sponsored,
    })
    .from(doctors)
    .orderBy(asc(doctors.slug));
  return rows.map(({ id, slug, languages, ...rest }) => ({
    id,
    slug,
    profile: { ...rest, languages: languages.join("; ") } as Profile,
  }));
}

const SPECS = { hospital: HOSPITAL_CSV, doctor: DOCTOR_CSV } as const;

/** Every hospital's or doctor's profile fields, by slug, in the import's shape. */
export async function exportProfilesCsv(
  db: Database,
  kind: ProfileKind,
  actor?: ContentActor,
): Promise<string> {
  const rows = await readProfiles(db, kind);
  if (actor) {
    await recordAudit(db, {
      action: "content.exported",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: `content:${kind}`,
      ip: actor.ip,
      detail: { rows: rows.length },
    });
  }
  const fields = Object.values(SPECS[kind].columns);
  return toCsv(
    ["slug", ...Object.keys(SPECS[kind].columns)],
    rows.map((r) => [
      r.slug,
      ...fields.map((f) => {
        const value = (r.profile as Record<string, unknown>)[f];
        return typeof value === "boolean"
          ? value
            ? "yes"
            : "no"
          : (value as string | number | null);
      }),
    ]),
  );
}

export const exportHospitalsCsv = (db: Database, actor?: ContentActor) =>
  exportProfilesCsv(db, "hospital", actor);
export const exportDoctorsCsv = (db: Database, actor?: ContentActor) =>
  exportProfilesCsv(db, "doctor", actor);

/** As importCostsCsv, for hospitals' or doctors' profile fields (no medical text: no sign-off). */
export async function importProfilesCsv(
  db: Database,
  kind: ProfileKind,
  actor: ContentActor,
  text: string,
  options: {
    dryRun?: boolean;
    publish?: boolean;
    origin?: string | null;
    source?: "csv" | "cli";
  } = {},
): Promise<ImportReport> {
  const dryRun = options.dryRun === true;
  const publish = options.publish === true;
  assertContent(actor, "content.edit", `import ${kind}s`);
  if (publish && !dryRun) assertContent(actor, "content.publish", "publish an import");
  const current = new Map((await readProfiles(db, kind)).map((r) => [r.slug, r]));
  const checked = checkProfileCsv<Profile>(
    SPECS[kind] as ProfileCsvSpec<Profile>,
    text,
    new Set(current.keys()),
  );
  const split = (row: ProfileRow<Profile>) => {
    const { line: _line, slug, ...profile } = row;
    return { slug, profile: profile as Profile };
  };
  const changedRows = checked.rows.filter((row) => {
    const { slug, profile } = split(row);
    const now = current.get(slug);
    return !now || diffFields(now.profile, profile).length > 0;
  });
  const report: ImportReport = {
    ok: checked.problems.length === 0,
    dryRun,
    publish,
    rows: checked.rows.length,
    changed: changedRows.length,
    unchanged: checked.rows.length - changedRows.length,
    problems: checked.problems,
    written: 0,
    tags: [],
  };
  if (!report.ok || dryRun || changedRows.length === 0) return report;
  const tags = new Set<string>();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    for (const row of changedRows) {
      const { slug, profile } = split(row);
      const now = current.get(slug);
      if (!now) throw new Error("checked rows name known slugs");
      if (publish) {
        const entity: LoadedEntity = {
          kind,
          key: slug,
          title: now.profile.name,
          owner: { entity: kind, id: now.id, slug, name: now.profile.name },
          fields: now.profile,
        };
        await applyVersion(tx, actor, entity, profile, {
          source: options.source ?? "csv",
          recordChange: false,
          rebuildSearch: false,
        });
        for (const t of tagsOf(entity)) tags.add(t);
      } else {
        await tx.insert(contentDrafts).values({
          kind,
          entityKey: slug,
          medical: false,
          status: "draft",
          base: now.profile,
          fields: profile,
          createdBy: actor.id,
        });
      }
    }
    if (publish) await rebuildSearchIndex(tx);
    if (tags.size > 0) {
      await tx.insert(contentChanges).values({ tags: [...tags], origin: options.origin ?? null });
    }
    await recordAudit(tx, {
      action: "content.imported",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: `content:${kind}`,
      ip: actor.ip,
      detail: {
        as: publish ? "published" : "drafts",
        rows: report.rows,
        changed: changedRows.length,
        keys: changedRows.slice(0, 200).map((r) => r.slug),
      },
    });
  });
  report.written = changedRows.length;
  report.tags = [...tags];
  return report;
}

type ImportOptions = Parameters<typeof importProfilesCsv>[4];
export const importHospitalsCsv = (
  db: Database,
  actor: ContentActor,
  text: string,
  options?: ImportOptions,
) => importProfilesCsv(db, "hospital", actor, text, options);
export const importDoctorsCsv = (
  db: Database,
  actor: ContentActor,
  text: string,
  options?: ImportOptions,
) => importProfilesCsv(db, "doctor", actor, text, options);
