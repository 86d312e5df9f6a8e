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
  type CsvProblem,
  checkCostCsv,
  checkProfileCsv,
  csvSizeProblem,
  DOCTOR_CSV,
  HOSPITAL_CSV,
  type ProfileCsvSpec,
  toCsv,
} from "@/src/lib/content-editing/csv";
import {
  type CityCost,
  type ContentFields,
  costKey,
  type DoctorProfile,
  diffFields,
  type HospitalProfile,
} from "@/src/lib/content-editing/fields";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import { assertContent, type ContentActor } from "./actor";
import type { LoadedEntity } from "./entities";
import { DOCTOR_PROFILE_COLUMNS, HOSPITAL_PROFILE_COLUMNS, tagsOf } from "./entities";
import { applyVersion } from "./workflow";
import { needsSignOffFor } from "@/src/lib/content-editing/sign-off";

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

export interface ImportOptions {
  dryRun?: boolean;
  publish?: boolean;
  origin?: string | null;
  source?: "csv" | "cli";
}

/** One checked row that changes something: the entity it writes and its new fields. */
interface ImportItem {
  entity: LoadedEntity;
  fields: ContentFields;
}

/**
 * The part every import shares once its rows are checked: the report, and (unless it is a dry
 * run, has problems or changes nothing) one transaction that writes each changed row as a draft
 * or a published version, drops the pages' cache tags on every instance, rebuilds search once
 * for published profiles, and writes one audit entry.
 */
async function applyImport(
  db: Database,
  actor: ContentActor,
  kind: "city_cost" | ProfileKind,
  checked: { rows: readonly unknown[]; problems: CsvProblem[] },
  changed: ImportItem[],
  options: ImportOptions,
): Promise<ImportReport> {
  const dryRun = options.dryRun === true;
  const publish = options.publish === true;
  const report: ImportReport = {
    ok: checked.problems.length === 0,
    dryRun,
    publish,
    rows: checked.rows.length,
    changed: changed.length,
    unchanged: checked.rows.length - changed.length,
    problems: checked.problems,
    written: 0,
    tags: [],
  };
  if (!report.ok || dryRun || changed.length === 0) return report;
  const tags = new Set<string>();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    for (const { entity, fields } of changed) {
      if (publish) {
        await applyVersion(tx, actor, entity, fields, {
          source: options.source ?? "csv",
          recordChange: false,
          rebuildSearch: false,
        });
        for (const t of tagsOf(entity)) tags.add(t);
      } else {
        await tx.insert(contentDrafts).values({
          kind,
          entityKey: entity.key,
          medical: needsSignOffFor(kind, entity.key, entity.fields ?? {}, fields),
          status: "draft",
          base: entity.fields ?? {},
          fields,
          createdBy: actor.id,
        });
      }
    }
    // City costs are not in the search documents; profiles' names are.
    if (publish && kind !== "city_cost") await rebuildSearchIndex(tx);
    if (tags.size > 0) {
      await tx.insert(contentChanges).values({ tags: [...tags], origin: options.origin ?? null });
    }
    await recordAudit(tx, {
      ...actorOf(actor),
      action: "content.imported",
      recordType: `content:${kind}`,
      detail: {
        as: publish ? "published" : "drafts",
        rows: report.rows,
        changed: changed.length,
        keys: changed.slice(0, 200).map((c) => c.entity.key),
      },
    });
  });
  report.written = changed.length;
  report.tags = [...tags];
  return report;
}

export async function importCostsCsv(
  db: Database,
  actor: ContentActor,
  text: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  assertContent(actor, "content.edit", "import costs");
  if (options.publish && !options.dryRun) {
    assertContent(actor, "content.publish", "publish an import");
  }
  const catalogue = await readCatalogue(db);
  const checked = checkCostCsv(text, {
    treatments: new Set(catalogue.treatments.keys()),
    cities: new Set(catalogue.cities.keys()),
  });
  const changed: ImportItem[] = [];
  for (const row of checked.rows) {
    const key = costKey(row.treatment, row.city);
    const base = catalogue.costs.get(key) ?? null;
    const fields: CityCost = { minCost: row.minCost, avgCost: row.avgCost, maxCost: row.maxCost };
    if (base && diffFields(base, fields).length === 0) continue;
    const treatment = catalogue.treatments.get(row.treatment);
    const city = catalogue.cities.get(row.city);
    if (!treatment || !city) throw new Error("checked rows name known slugs");
    changed.push({
      entity: {
        kind: "city_cost",
        key,
        title: `${treatment.name} in ${city.name}`,
        owner: { entity: "treatment", id: treatment.id, slug: row.treatment, name: treatment.name },
        city: { id: city.id, slug: row.city, name: city.name },
        fields: base,
      },
      fields,
    });
  }
  return applyImport(db, actor, "city_cost", checked, changed, options);
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
      .select(HOSPITAL_PROFILE_COLUMNS)
      .from(hospitals)
      .orderBy(asc(hospitals.slug));
    return rows.map(({ id, slug, ...profile }) => ({ id, slug, profile: profile as Profile }));
  }
  const rows = await db.select(DOCTOR_PROFILE_COLUMNS).from(doctors).orderBy(asc(doctors.slug));
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

/**
 * As importCostsCsv, for hospitals' or doctors' profile fields. A doctor's qualifications or fee
 * need a reviewer's sign-off: such a row is refused when publishing, and its draft is medical.
 */
export async function importProfilesCsv(
  db: Database,
  kind: ProfileKind,
  actor: ContentActor,
  text: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  assertContent(actor, "content.edit", `import ${kind}s`);
  if (options.publish && !options.dryRun) {
    assertContent(actor, "content.publish", "publish an import");
  }
  const current = new Map((await readProfiles(db, kind)).map((r) => [r.slug, r]));
  const checked = checkProfileCsv<Profile>(
    SPECS[kind] as ProfileCsvSpec<Profile>,
    text,
    new Set(current.keys()),
  );
  const changed: ImportItem[] = [];
  for (const row of checked.rows) {
    const { line, slug, ...fields } = row;
    const now = current.get(slug);
    if (!now) throw new Error("checked rows name known slugs");
    if (diffFields(now.profile, fields as Profile).length === 0) continue;
    // A doctor's qualifications or fee waits for a reviewer (decision 0038): never published
    // straight from a file.
    if (options.publish && needsSignOffFor(kind, slug, now.profile, fields as Profile)) {
      checked.problems.push({
        line,
        column: "",
        message: `${slug}: a doctor's qualifications or fee is published only after a reviewer signs it off. Import as drafts, then send each for review.`,
      });
    }
    changed.push({
      entity: {
        kind,
        key: slug,
        title: now.profile.name,
        owner: { entity: kind, id: now.id, slug, name: now.profile.name },
        fields: now.profile,
      },
      fields: fields as Profile,
    });
  }
  return applyImport(db, actor, kind, checked, changed, options);
}

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

/* ---------------------------------------------------------------- the console's upload */

export interface CsvUpload {
  /** The form's "What the file holds": costs (the default), hospitals or doctors. */
  what: unknown;
  file: unknown;
  /** check (dry run), drafts, or publish. */
  mode: unknown;
  origin?: string | null;
}

/**
 * The console's CSV form, as its server action receives it: the file's size is checked before
 * its bytes are read (the form checks it too, before sending), and the bytes are decoded as
 * UTF-8 leaving U+FFFD where they are not, which the import refuses by line.
 */
export async function importCsvUpload(
  db: Database,
  actor: ContentActor,
  upload: CsvUpload,
): Promise<{ report?: ImportReport; error?: string }> {
  const { file } = upload;
  if (!(file instanceof Blob) || file.size === 0) return { error: "Choose a CSV file first." };
  const tooBig = csvSizeProblem(file.size);
  if (tooBig) return { error: tooBig };
  const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
  const run =
    upload.what === "hospitals"
      ? importHospitalsCsv
      : upload.what === "doctors"
        ? importDoctorsCsv
        : importCostsCsv;
  const report = await run(db, actor, text, {
    dryRun: upload.mode === "check",
    publish: upload.mode === "publish",
    origin: upload.origin ?? null,
  });
  return { report };
}
