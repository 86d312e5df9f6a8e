import "server-only";
import { and, asc, eq } from "drizzle-orm";
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
  FACTS_OF,
  type FactCheck,
  type FactKind,
  type FactOwner,
  type PublishedFact,
} from "@/src/lib/content-editing/facts";
import type { ContentFields } from "@/src/lib/content-editing/fields";

/**
 * A doctor's or hospital's verified facts as published: each fact's value (read from its
 * catalogue columns) with the source and day it was last checked. The one read both the public
 * profile pages and the console's fact forms use, so the page shows exactly the value and the
 * date the console vouches for.
 */
export type { PublishedFact };

const BODY_ORDER = ACCREDITATION_BODIES as readonly string[];

async function factValue(
  db: Database,
  owner: FactOwner,
  id: number,
  kind: FactKind,
): Promise<ContentFields | null> {
  if (owner === "doctor") {
    const [d] = await db
      .select({
        registrationNumber: doctors.registrationNumber,
        registrationCouncil: doctors.registrationCouncil,
      })
      .from(doctors)
      .where(eq(doctors.id, id))
      .limit(1);
    return d ? { ...d } : null;
  }
  if (kind === "accreditation") {
    const rows = await db
      .select({ body: hospitalAccreditations.body })
      .from(hospitalAccreditations)
      .where(eq(hospitalAccreditations.hospitalId, id));
    const bodies = rows
      .map((r) => r.body)
      .filter((b) => BODY_ORDER.includes(b))
      .sort((a, b) => BODY_ORDER.indexOf(a) - BODY_ORDER.indexOf(b));
    return { accreditations: bodies.join("; ") };
  }
  if (kind === "empanelment") {
    const [h] = await db
      .select({ pmjayId: hospitals.pmjayId })
      .from(hospitals)
      .where(eq(hospitals.id, id))
      .limit(1);
    return h ? { pmjayId: h.pmjayId } : null;
  }
  const rows = await db
    .select({ slug: insurers.slug, cashless: hospitalInsurers.cashless })
    .from(hospitalInsurers)
    .innerJoin(insurers, eq(insurers.id, hospitalInsurers.insurerId))
    .where(eq(hospitalInsurers.hospitalId, id))
    .orderBy(asc(insurers.slug));
  return {
    insurers: rows.map((r) => r.slug).join("; "),
    cashless: rows
      .filter((r) => r.cashless)
      .map((r) => r.slug)
      .join("; "),
  };
}

/** Each fact of the entity, in FACTS_OF order. */
export async function readPublishedFacts(
  db: Database,
  owner: FactOwner,
  id: number,
  only?: FactKind,
): Promise<PublishedFact[]> {
  const kinds = FACTS_OF[owner].filter((k) => !only || k === only);
  const checks = await db
    .select({
      kind: verifiedFacts.kind,
      source: verifiedFacts.source,
      sourceUrl: verifiedFacts.sourceUrl,
      checkedOn: verifiedFacts.checkedOn,
    })
    .from(verifiedFacts)
    .where(and(eq(verifiedFacts.entity, owner), eq(verifiedFacts.entityId, id)));
  const facts: PublishedFact[] = [];
  for (const kind of kinds) {
    const value = await factValue(db, owner, id, kind);
    if (!value) continue;
    const row = checks.find((c) => c.kind === kind);
    facts.push({
      kind,
      value,
      check: row
        ? { source: row.source, sourceUrl: row.sourceUrl, checkedOn: row.checkedOn }
        : null,
    });
  }
  return facts;
}

/** The source and last-checked day of each fact, for a profile page. */
export type FactChecks = Partial<Record<FactKind, FactCheck>>;

export function checksOf(facts: readonly PublishedFact[]): FactChecks {
  const out: FactChecks = {};
  for (const f of facts) if (f.check) out[f.kind] = f.check;
  return out;
}
