import "server-only";
import type { Database } from "../client";
import { verifiedFacts } from "../schema";
import { CHECK_INTERVAL_DAYS, type FactKind, istDay } from "../../lib/content-editing/facts";
import { doctorDetailsById, doctors } from "./data/doctors";
import { hospitals } from "./data/hospitals";
import { insertChunked } from "./insert";
import { mulberry32, seedFor } from "./random";

/** PRNG stream of the hospitals' fact checks (apart from the other streams). */
const FACTS_STREAM = 23;
const DAY_MS = 86_400_000;
/** About one sample hospital fact in twelve is overdue, so the console's queue has work. */
const STALE_SHARE = 1 / 12;
const HOSPITAL_SOURCES: Readonly<Record<Exclude<FactKind, "registration">, string>> = {
  accreditation: "Sample data: NABH and JCI lists of accredited hospitals (not a real check)",
  empanelment: "Sample data: PM-JAY hospital list (not a real check)",
  insurers: "Sample data: the hospital's TPA desk list (not a real check)",
};

/** The rows: a verified doctor's registration on the day it was verified (the page's "verified
 * on" line reads the same day); each sample hospital fact some days before `today`, a few of
 * them longer ago than their interval. */
export function sampleFactRows(now: Date): (typeof verifiedFacts.$inferInsert)[] {
  const rows: (typeof verifiedFacts.$inferInsert)[] = [];
  for (const d of doctors) {
    const c = doctorDetailsById.get(d.id)?.columns;
    if (!c?.verifiedAt || c.verificationStatus !== "verified") continue;
    rows.push({
      entity: "doctor",
      entityId: d.id,
      kind: "registration",
      source: c.verificationMethod ?? "Council register",
      sourceUrl: null,
      checkedOn: istDay(c.verifiedAt),
    });
  }
  for (const h of hospitals) {
    const rng = mulberry32(seedFor(FACTS_STREAM, h.id));
    for (const kind of ["accreditation", "empanelment", "insurers"] as const) {
      const interval = CHECK_INTERVAL_DAYS[kind];
      const ago =
        rng() < STALE_SHARE
          ? interval + 1 + Math.floor(rng() * 60)
          : Math.floor(rng() * interval * 0.8);
      rows.push({
        entity: "hospital",
        entityId: h.id,
        kind,
        source: HOSPITAL_SOURCES[kind],
        sourceUrl: null,
        checkedOn: istDay(new Date(now.getTime() - ago * DAY_MS)),
      });
    }
  }
  return rows;
}

export async function seedFacts(tx: Database, now: Date): Promise<number> {
  const rows = sampleFactRows(now);
  await insertChunked(tx, verifiedFacts, rows, {
    target: [verifiedFacts.entity, verifiedFacts.entityId, verifiedFacts.kind],
    onConflict: "update",
  });
  return rows.length;
}
