/**
 * The itemised cost estimate: pure arithmetic over prices read from the
 * database, shared by the server (the shared URL's page, rendered without JavaScript) and the
 * browser (live changes). Rules:
 *
 * - A city's and a hospital category's factors move every charge but the implant (its price is
 *   the maker's, capped nationally for knee implants and lenses).
 * - A room upgrade raises the room rent and also the charges hospitals link to the room:
 *   surgeon, theatre, medicines and consumables (× the room's charge factor). Tests are not.
 * - Under a policy's money terms, an insurer pays the admissible part less the co-payment, never
 *   more than the sum insured. Above the policy's room-rent cap (a share of the sum insured per
 *   night) the room-linked charges are paid in the same proportion as the rent (proportionate
 *   deduction); consumables (CONSUMABLES_SHARE of medicines) are excluded unless the policy
 *   covers them. Whether it pays at all, and on what conditions, is the coverage rules' decision
 *   (src/lib/coverage), which alone call this with an insurer.
 */
import { rupees } from "../i18n/locale";

export const ESTIMATE_LINES = [
  "surgeon",
  "theatre",
  "implant",
  "room",
  "medicines",
  "tests",
] as const;
export type EstimateLineKey = (typeof ESTIMATE_LINES)[number];

/** Share of the medicines-and-consumables line that is consumables (gloves, drapes, kits). */
export const CONSUMABLES_SHARE = 0.3;

/** Sums insured the patient can choose, in lakh rupees. */
export const SUM_INSURED_LAKHS = [3, 5, 10, 25] as const;
export type SumInsuredLakhs = (typeof SUM_INSURED_LAKHS)[number];
export const LAKH = 100_000;

export interface PriceItems {
  surgeonFee: number;
  theatre: number;
  medicines: number;
  tests: number;
  nights: number;
}

export interface InsurerTerms {
  copayPercent: number;
  /** Room rent payable per night as a percentage of the sum insured; null: no cap. */
  roomCapPercent: number | null;
  consumablesCovered: boolean;
}

export interface EstimateInput {
  items: PriceItems;
  cityFactor: number;
  hospitalFactor: number;
  room: { ratePerNight: number; chargeFactor: number };
  /** The chosen implant or lens; 0 when the treatment has none. */
  implantPrice: number;
  /** null: paying without insurance. */
  insurer: InsurerTerms | null;
  sumInsured: number;
}

export interface EstimateLine {
  key: EstimateLineKey;
  amount: number;
  /** Raised by a room upgrade. */
  roomLinked: boolean;
}

export interface Estimate {
  lines: EstimateLine[];
  total: number;
  insurerPays: number;
  patientPays: number;
  /** The policy's payable rent per night, when it has a cap. */
  roomCapPerNight: number | null;
  /** Share of room-linked charges the insurer pays (1 when the room is within the cap). */
  proportion: number;
}

/** Rounded to ₹100, as estimates are quoted. */
export function round100(amount: number): number {
  return Math.round(amount / 100) * 100;
}

export function computeEstimate(input: EstimateInput): Estimate {
  const { items, room, insurer } = input;
  const level = input.cityFactor * input.hospitalFactor;
  const linked = level * room.chargeFactor;
  const rentPerNight = room.ratePerNight * level;
  const lines: EstimateLine[] = [
    { key: "surgeon", amount: round100(items.surgeonFee * linked), roomLinked: true },
    { key: "theatre", amount: round100(items.theatre * linked), roomLinked: true },
    { key: "implant", amount: input.implantPrice, roomLinked: false },
    { key: "room", amount: round100(rentPerNight * items.nights), roomLinked: false },
    { key: "medicines", amount: round100(items.medicines * linked), roomLinked: true },
    { key: "tests", amount: round100(items.tests * level), roomLinked: false },
  ];
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!insurer) {
    return {
      lines,
      total,
      insurerPays: 0,
      patientPays: total,
      roomCapPerNight: null,
      proportion: 1,
    };
  }
  const sumInsured = Math.max(0, input.sumInsured);
  const cap = insurer.roomCapPercent === null ? null : (sumInsured * insurer.roomCapPercent) / 100;
  // Day care (no nights) has no room rent to compare with the cap.
  const proportion =
    cap === null || items.nights === 0 || rentPerNight <= cap ? 1 : cap / rentPerNight;
  const amountOf = (key: EstimateLineKey) => lines.find((l) => l.key === key)?.amount ?? 0;
  const medicines = amountOf("medicines");
  const payableMedicines = insurer.consumablesCovered
    ? medicines
    : medicines * (1 - CONSUMABLES_SHARE);
  const admissible =
    (amountOf("surgeon") + amountOf("theatre") + payableMedicines) * proportion +
    amountOf("room") * proportion +
    amountOf("implant") +
    amountOf("tests");
  const afterCopay = admissible * (1 - insurer.copayPercent / 100);
  const insurerPays = Math.min(sumInsured, Math.floor(afterCopay));
  return {
    lines,
    total,
    insurerPays,
    patientPays: total - insurerPays,
    roomCapPerNight: cap === null ? null : Math.round(cap),
    proportion,
  };
}

/** The middle of a price range as the cost tables show it: to ₹10 under ₹10,000, else ₹100. */
export function averageCost(min: number, max: number): number {
  const mid = (min + max) / 2;
  const step = mid < 10_000 ? 10 : 100;
  return Math.round(mid / step) * step;
}

/* ---- The estimate's URL: one path segment under the cost page ---- */

/** What the patient chose; slugs of the database's rows, `null` for "none". */
export interface EstimateChoice {
  city: string;
  hospital: string;
  room: string;
  implant: string | null;
  insurer: string | null;
  sumInsuredLakhs: SumInsuredLakhs;
}

const NONE = "none";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEPARATOR = "_";

/** `pune_multi-speciality_single-room_toric_star-health_5` (slugs never hold '_'). */
export function estimateSegment(c: EstimateChoice): string {
  return [c.city, c.hospital, c.room, c.implant ?? NONE, c.insurer ?? NONE, c.sumInsuredLakhs].join(
    SEPARATOR,
  );
}

/** The choice a segment encodes, or null when it is malformed (the page then answers 404). */
export function parseEstimateSegment(segment: string): EstimateChoice | null {
  const parts = segment.split(SEPARATOR);
  if (parts.length !== 6) return null;
  const [city, hospital, room, implant, insurer, lakhs] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (![city, hospital, room, implant, insurer].every((p) => SLUG.test(p))) return null;
  const sum = SUM_INSURED_LAKHS.find((n) => String(n) === lakhs);
  if (sum === undefined) return null;
  return {
    city,
    hospital,
    room,
    implant: implant === NONE ? null : implant,
    insurer: insurer === NONE ? null : insurer,
    sumInsuredLakhs: sum,
  };
}

export function estimateHref(treatmentSlug: string, choice: EstimateChoice): string {
  return `/treatment/${treatmentSlug}/cost/${estimateSegment(choice)}`;
}

/**
 * The remark a cost-calculator or coverage-check lead carries: the estimate the
 * patient saw, in English for the care team, with the coverage answer (status, rule, who pays
 * what). No personal data.
 */
export function estimateRemark(e: {
  treatment: string;
  city: string;
  hospital: string;
  room: string;
  insurer: string | null;
  sumInsuredLakhs: number;
  total: number;
  coverage: {
    status: string;
    rule: { key: string };
    basis: string;
    insurerPays: number | null;
    patientPays: number;
    otherwisePays: number | null;
  } | null;
}): string {
  const base = `Estimate: ${e.treatment}, ${e.city}, ${e.hospital}, ${e.room}: total ${rupees(e.total)}`;
  const c = e.coverage;
  if (!e.insurer || !c) return base;
  const policy = c.basis === "sampleTerms" ? ` (₹${e.sumInsuredLakhs} lakh, sample terms)` : "";
  const pays =
    c.status === "notCovered"
      ? `patient pays ${rupees(c.patientPays)}`
      : `${c.insurerPays === null ? "pays at its rates" : `pays ${rupees(c.insurerPays)}`}, patient pays ${rupees(c.patientPays)}`;
  const otherwise = c.otherwisePays === null ? "" : `; if not, up to ${rupees(c.otherwisePays)}`;
  return `${base}; ${e.insurer}${policy}: ${c.status} (${c.rule.key}), ${pays}${otherwise}`;
}

/**
 * The route handler that turns an estimate form's query into the estimate's own URL (303): the
 * cost page's form without JavaScript, and the coverage check on an insurer's page.
 */
export const ESTIMATE_FORM_ACTION = "/api/estimate";
