import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import {
  doctors,
  hospitalAccreditations,
  hospitalInsurers,
  hospitals,
  insurers,
  verifiedFacts,
} from "@/src/db/schema";
import {
  ACCREDITATION_BODIES,
  CHECK_INTERVAL_DAYS,
  checkFact,
  dueOn,
  FACT_KINDS,
  FACT_TITLES,
  type FactKind,
  type FactOwner,
  factKey,
  istDay,
  oldestFreshDay,
  parseFactKey,
  splitList,
} from "@/src/lib/content-editing/facts";
import { type Checked, type ContentFields, diffFields } from "@/src/lib/content-editing/fields";
import { readPublishedFacts } from "@/src/server/catalog/facts";
import { recordAudit } from "@/src/server/staff/audit";
import { assertContent, type ContentActor, ContentError } from "./actor";
import type { LoadedEntity } from "./entities";

/**
 * Verified facts as a content kind (`fact`, key `doctor:{slug}:registration`): loaded from the
 * catalogue read the pages use, written back to the fact's catalogue columns with its source and
 * checked day, re-checked in one step, and listed when a check is overdue.
 */

const EMPTY_CHECK = { source: null, sourceUrl: null, checkedOn: null };

async function ownerRow(db: Database, owner: FactOwner, slug: string) {
  const table = owner === "doctor" ? doctors : hospitals;
  const [row] = await db
    .select({ id: table.id, slug: table.slug, name: table.name })
    .from(table)
    .where(eq(table.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function loadFact(db: Database, key: string): Promise<LoadedEntity> {
  const parsed = parseFactKey(key);
  if (!parsed)
    throw new ContentError(`"${key}" is not a fact key (doctor:slug:registration).`, 404);
  const row = await ownerRow(db, parsed.owner, parsed.slug);
  if (!row) throw new ContentError(`No ${parsed.owner} "${parsed.slug}".`, 404);
  const [fact] = await readPublishedFacts(db, parsed.owner, row.id, parsed.kind);
  if (!fact) throw new ContentError(`No ${parsed.kind} fact for "${parsed.slug}".`, 404);
  return {
    kind: "fact",
    key: factKey(parsed.owner, row.slug, parsed.kind),
    title: `${FACT_TITLES[parsed.kind]}: ${row.name}`,
    owner: { entity: parsed.owner, id: row.id, slug: row.slug, name: row.name },
    fields: { ...fact.value, ...(fact.check ?? EMPTY_CHECK) },
  };
}

/** The form's rules plus what only the database knows: every insurer named exists. */
export async function checkFactInput(
  db: Database,
  key: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<Checked<ContentFields>> {
  const parsed = parseFactKey(key);
  if (!parsed) throw new ContentError(`"${key}" is not a fact key.`, 404);
  const checked = checkFact(parsed.kind, input, istDay(now));
  if (!checked.ok || parsed.kind !== "insurers") return checked;
  const named = splitList(checked.value.insurers);
  if (named.length === 0) return checked;
  const known = await db
    .select({ slug: insurers.slug })
    .from(insurers)
    .where(inArray(insurers.slug, named));
  const unknown = named.filter((n) => !known.some((k) => k.slug === n));
  if (unknown.length === 0) return checked;
  return {
    ok: false,
    problems: [{ field: "insurers", message: `Unknown insurer ${unknown.join(", ")}.` }],
  };
}

/** Writes a fact's value to its catalogue columns and its check to verified_facts (in `tx`). */
export async function writeFact(
  tx: Database,
  entity: LoadedEntity,
  fields: ContentFields,
): Promise<void> {
  const parsed = parseFactKey(entity.key);
  if (!parsed) throw new ContentError(`"${entity.key}" is not a fact key.`, 400);
  const id = entity.owner.id;
  const now = new Date();
  if (parsed.kind === "registration") {
    const checked = Boolean(fields.checkedOn && fields.source);
    await tx
      .update(doctors)
      .set({
        registrationNumber: (fields.registrationNumber as string | null) ?? null,
        registrationCouncil: (fields.registrationCouncil as string | null) ?? null,
        // The profile's "verified on" line reads these: the same check, the same day.
        verificationStatus: checked ? "verified" : "unverified",
        verifiedAt: checked ? new Date(`${String(fields.checkedOn)}T00:00:00+05:30`) : null,
        verificationMethod: checked ? (fields.source as string) : null,
        updatedAt: now,
      })
      .where(eq(doctors.id, id));
  } else if (parsed.kind === "accreditation") {
    const bodies = splitList(fields.accreditations);
    const managed = ACCREDITATION_BODIES as readonly string[];
    const dropped = managed.filter((b) => !bodies.includes(b));
    if (dropped.length > 0) {
      await tx
        .delete(hospitalAccreditations)
        .where(
          and(
            eq(hospitalAccreditations.hospitalId, id),
            inArray(hospitalAccreditations.body, dropped),
          ),
        );
    }
    if (bodies.length > 0) {
      await tx
        .insert(hospitalAccreditations)
        .values(bodies.map((body) => ({ hospitalId: id, body })))
        .onConflictDoNothing();
    }
    // The old array column follows (kept for its readers, the search documents among them).
    const [h] = await tx
      .select({ accreditations: hospitals.accreditations })
      .from(hospitals)
      .where(eq(hospitals.id, id));
    const others = (h?.accreditations ?? []).filter((b) => !managed.includes(b));
    await tx
      .update(hospitals)
      .set({ accreditations: [...bodies, ...others], updatedAt: now })
      .where(eq(hospitals.id, id));
  } else if (parsed.kind === "empanelment") {
    const pmjayId = (fields.pmjayId as string | null) ?? null;
    await tx
      .update(hospitals)
      .set({ pmjayId, ayushmanEmpanelled: pmjayId !== null, updatedAt: now })
      .where(eq(hospitals.id, id));
  } else {
    const slugs = splitList(fields.insurers);
    const cashless = new Set(splitList(fields.cashless));
    const rows = slugs.length
      ? await tx
          .select({ id: insurers.id, slug: insurers.slug })
          .from(insurers)
          .where(inArray(insurers.slug, slugs))
      : [];
    if (rows.length !== slugs.length) throw new ContentError("An insurer named is unknown.", 400);
    await tx.delete(hospitalInsurers).where(
      rows.length
        ? and(
            eq(hospitalInsurers.hospitalId, id),
            notInArray(
              hospitalInsurers.insurerId,
              rows.map((r) => r.id),
            ),
          )
        : eq(hospitalInsurers.hospitalId, id),
    );
    for (const r of rows) {
      await tx
        .insert(hospitalInsurers)
        .values({ hospitalId: id, insurerId: r.id, cashless: cashless.has(r.slug) })
        .onConflictDoUpdate({
          target: [hospitalInsurers.hospitalId, hospitalInsurers.insurerId],
          set: { cashless: cashless.has(r.slug), updatedAt: now },
        });
    }
    await tx.update(hospitals).set({ updatedAt: now }).where(eq(hospitals.id, id));
  }
  if (!fields.checkedOn || !fields.source) {
    // Restoring the version before the first check: never checked again.
    await tx
      .delete(verifiedFacts)
      .where(
        and(
          eq(verifiedFacts.entity, parsed.owner),
          eq(verifiedFacts.entityId, id),
          eq(verifiedFacts.kind, parsed.kind),
        ),
      );
    return;
  }
  const check = {
    source: fields.source as string,
    sourceUrl: (fields.sourceUrl as string | null) ?? null,
    checkedOn: fields.checkedOn as string,
  };
  await tx
    .insert(verifiedFacts)
    .values({ entity: parsed.owner, entityId: id, kind: parsed.kind, ...check })
    .onConflictDoUpdate({
      target: [verifiedFacts.entity, verifiedFacts.entityId, verifiedFacts.kind],
      set: { ...check, updatedAt: now },
    });
}

/* ---------------------------------------------------------------- stale facts */

export interface StaleFact {
  key: string;
  owner: FactOwner;
  slug: string;
  name: string;
  kind: FactKind;
  /** Null: never checked. */
  checkedOn: string | null;
  /** The last day the check was good; null when never checked. */
  dueOn: string | null;
  source: string | null;
}

export const STALE_PAGE_SIZE = 50;

/**
 * The facts whose last check is older than their interval (CHECK_INTERVAL_DAYS), or that were
 * never checked: the most overdue first, then the never checked. `now` is injectable (tests).
 */
export async function listStaleFacts(
  db: Database,
  options: { now?: Date; page?: number; pageSize?: number } = {},
): Promise<{ items: StaleFact[]; total: number; page: number; pageSize: number }> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? STALE_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  // Every fact an entity has (a doctor's registration when there is a number; a hospital's
  // three), its check if any, and the earliest still-good day of its kind.
  const fresh = sql.join(
    FACT_KINDS.map((k) => sql`(${k}::text, ${oldestFreshDay(k, now)}::date)`),
    sql`, `,
  );
  const candidates = sql`
    select 'doctor'::text as owner, d.id, d.slug, d.name, 'registration'::text as kind
      from ${doctors} d where d.registration_number is not null
    union all
    select 'hospital', h.id, h.slug, h.name, k.kind
      from ${hospitals} h cross join (values ('accreditation'), ('empanelment'), ('insurers')) as k(kind)`;
  const stale = sql`
    from (${candidates}) c
    join (values ${fresh}) as f(kind, oldest) on f.kind = c.kind
    left join ${verifiedFacts} v
      on v.entity = c.owner and v.entity_id = c.id and v.kind = c.kind
    where v.checked_on is null or v.checked_on < f.oldest`;
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n ${stale}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const result = (await db.execute(sql`
    select c.owner, c.slug, c.name, c.kind, v.checked_on::text as checked_on, v.source ${stale}
    order by (f.oldest - v.checked_on) desc nulls last, c.owner, c.name, c.kind
    limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as {
    rows: {
      owner: FactOwner;
      slug: string;
      name: string;
      kind: FactKind;
      checked_on: string | null;
      source: string | null;
    }[];
  };
  return {
    items: result.rows.map((r) => ({
      key: factKey(r.owner, r.slug, r.kind),
      owner: r.owner,
      slug: r.slug,
      name: r.name,
      kind: r.kind,
      checkedOn: r.checked_on,
      dueOn: r.checked_on ? dueOn(r.kind, r.checked_on) : null,
      source: r.source,
    })),
    total: Number(counted?.n ?? 0),
    page,
    pageSize,
  };
}

/* ---------------------------------------------------------------- re-check */

/**
 * Someone checked the fact again and found the same value: a new version with today's date (IST)
 * and the source they used, published at once (a fact needs no medical sign-off), audited.
 * A changed value goes through the form and a draft instead.
 */
export async function recheckFact(
  db: Database,
  actor: ContentActor,
  key: string,
  input: { source?: unknown; sourceUrl?: unknown },
  options: { now?: Date; origin?: string | null } = {},
) {
  assertContent(actor, "content.edit", "re-check facts");
  const now = options.now ?? new Date();
  // Imported here: workflow imports this module through entities.
  const { applyVersion } = await import("./workflow");
  return db.transaction(async (tx) => {
    const entity = await loadFact(tx as unknown as Database, key);
    const current = entity.fields ?? {};
    const checked = await checkFactInput(
      tx as unknown as Database,
      entity.key,
      { ...stringsOf(current), ...stringsOf(input), checkedOn: istDay(now) },
      now,
    );
    if (!checked.ok) {
      throw new ContentError(checked.problems.map((p) => p.message).join(" "), 400);
    }
    if (diffFields(current, checked.value).length === 0) {
      throw new ContentError("Already re-checked today from this source.", 409);
    }
    const { version, tags } = await applyVersion(
      tx as unknown as Database,
      actor,
      entity,
      checked.value,
      { origin: options.origin, rebuildSearch: false },
    );
    await recordAudit(tx as unknown as Database, {
      action: "content.fact_rechecked",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: "content:fact",
      recordId: entity.key,
      ip: actor.ip,
      detail: {
        version: version.number,
        checkedOn: checked.value.checkedOn,
        before: current.checkedOn ?? null,
        source: checked.value.source,
        tags,
      },
    });
    return { version, tags, entity };
  });
}

function stringsOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
      out[k] = String(v);
  }
  return out;
}

/** The interval a fact kind's check is good for, for the console's notes. */
export function intervalOf(kind: FactKind): number {
  return CHECK_INTERVAL_DAYS[kind];
}
