/**
 * The fields editors change in the console and their rules: pure, shared by the server (which
 * decides) and the forms (which show the same messages before a round trip).
 */
import { nameTextProblem } from "../text";

export type FieldValue = string | number | boolean | null;
export type ContentFields = Record<string, FieldValue>;

export interface FieldChange {
  field: string;
  before: FieldValue;
  after: FieldValue;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** A treatment's texts: the English description pages show, and its Hindi one. */
export interface TreatmentTexts extends ContentFields {
  summary: string;
  summaryHi: string | null;
}

/** A treatment's cost range in one city, whole rupees. */
export interface CityCost extends ContentFields {
  minCost: number;
  avgCost: number | null;
  maxCost: number;
}

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  summary: "Description (English)",
  summaryHi: "Description (Hindi)",
  minCost: "Minimum cost",
  avgCost: "Average cost",
  maxCost: "Maximum cost",
  name: "Name",
  locality: "Locality",
  address: "Address",
  phone: "Phone",
  beds: "Beds",
  establishedYear: "Established (year)",
  sponsored: "Sponsored",
  qualifications: "Qualifications",
  experienceYears: "Experience (years)",
  consultationFee: "Consultation fee",
  languages: "Languages",
  photo: "Photo",
  nameHi: "Name (Hindi)",
  faqs: "FAQs (English)",
  faqsHi: "FAQs (Hindi)",
  title: "Title",
  excerpt: "Excerpt",
  body: "Text (Markdown)",
  author: "Author",
  relatedTreatments: "Related treatments",
  registrationNumber: "Registration number",
  registrationCouncil: "Council",
  accreditations: "Accreditations",
  pmjayId: "PM-JAY hospital id",
  insurers: "Insurers accepted",
  cashless: "Cashless at",
  source: "Source",
  sourceUrl: "Source link",
  checkedOn: "Checked on",
  headline: "Headline",
  subheadline: "Line under the headline",
  claims: "Claims",
  formTitle: "Form title",
  heroAlt: "Hero image alt text",
  treatments: "Treatments performed",
  meaning: "Meaning (search term)",
};

export const SUMMARY_MIN = 20;
export const SUMMARY_MAX = 2000;
/** ₹10 crore: anything above is a typing slip (an extra zero), not a treatment's price. */
export const COST_MAX = 100_000_000;

/**
 * Descriptions are shown as plain text on the pages: markup would show as typed at best, and a
 * tag is never what an editor means, so any tag (`<script>`, `<img onerror…>`, a comment) is
 * refused with its name rather than silently stripped.
 */
const TAG = /<\s*(\/?\s*[a-z][a-z0-9-]*|!--)/i;

/** The HTML-tag refusal of these fields, for other plain-text fields (campaign pages). */
export function htmlTagProblem(field: string, text: string): FieldProblem | undefined {
  const tag = TAG.exec(text);
  if (!tag) return undefined;
  const name = (tag[1] ?? "").replace(/[\s/]/g, "") || "tag";
  return {
    field,
    message: `${FIELD_LABELS[field] ?? field} is plain text: remove the HTML <${name}> tag.`,
  };
}

/**
 * A catalogue name's text rule (src/lib/text.ts `nameTextProblem`: the lead name's rule, no
 * control character, no broken encoding, no formula start), as a message; checked on the value
 * as sent, before trimming. Every name editors set goes through it: the console's forms and the
 * CSV imports.
 */
export function nameProblem(field: string, raw: unknown): FieldProblem | undefined {
  if (typeof raw !== "string") return undefined;
  const problem = nameTextProblem(raw);
  if (!problem) return undefined;
  const label = FIELD_LABELS[field] ?? field;
  const message = {
    control: `${label} cannot hold a line break, tab or other control character.`,
    encoding: `${label} holds a letter that was not saved as UTF-8 (shown as \uFFFD): type it again, or save the file as "CSV UTF-8".`,
    hidden: `${label} holds an invisible or direction-changing character (such as a right-to-left override): type it again.`,
    formula: `${label} cannot begin with =, +, -, @ (a spreadsheet would run it as a formula).`,
  }[problem];
  return { field, message };
}

function checkText(
  field: string,
  raw: unknown,
  required: boolean,
): { value: string | null; problem?: FieldProblem } {
  const text = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
  const label = FIELD_LABELS[field] ?? field;
  if (!text) {
    return required
      ? { value: null, problem: { field, message: `${label} is required.` } }
      : { value: null };
  }
  const tag = TAG.exec(text);
  if (tag) {
    const name = (tag[1] ?? "").replace(/[\s/]/g, "") || "tag";
    return {
      value: null,
      problem: {
        field,
        message: `${label} is plain text: remove the HTML <${name}> tag.`,
      },
    };
  }
  if (text.length < SUMMARY_MIN) {
    return {
      value: null,
      problem: { field, message: `${label} is too short (at least ${SUMMARY_MIN} characters).` },
    };
  }
  if (text.length > SUMMARY_MAX) {
    return {
      value: null,
      problem: { field, message: `${label} is too long (at most ${SUMMARY_MAX} characters).` },
    };
  }
  return { value: text };
}

export function checkTreatmentTexts(input: {
  summary?: unknown;
  summaryHi?: unknown;
}): Checked<TreatmentTexts> {
  const en = checkText("summary", input.summary, true);
  const hi = checkText("summaryHi", input.summaryHi, false);
  const problems = [en.problem, hi.problem].filter((p): p is FieldProblem => Boolean(p));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { summary: en.value ?? "", summaryHi: hi.value } };
}

/** "₹1,20,000", "120000", " 1,20,000 " all read 120000; anything else is not a number. */
function readRupees(raw: unknown): number | "blank" | "invalid" {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : "invalid";
  if (typeof raw !== "string") return "blank";
  const text = raw.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  if (text === "") return "blank";
  if (!/^-?\d+(\.\d+)?$/.test(text)) return "invalid";
  return Number(text);
}

export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return `₹${value.toLocaleString("en-IN")}`;
}

/** min ≤ avg ≤ max, none negative, whole rupees; the average may be left blank. */
export function checkCityCost(input: {
  minCost?: unknown;
  avgCost?: unknown;
  maxCost?: unknown;
}): Checked<CityCost> {
  const problems: FieldProblem[] = [];
  const read = (field: "minCost" | "avgCost" | "maxCost", required: boolean): number | null => {
    const label = FIELD_LABELS[field];
    const value = readRupees(input[field]);
    if (value === "blank") {
      if (required) problems.push({ field, message: `${label} is required.` });
      return null;
    }
    if (value === "invalid") {
      problems.push({ field, message: `${label} must be a number of rupees, like 150000.` });
      return null;
    }
    if (value < 0) {
      problems.push({ field, message: `${label} cannot be negative.` });
      return null;
    }
    if (!Number.isInteger(value)) {
      problems.push({ field, message: `${label} must be whole rupees (no paise).` });
      return null;
    }
    if (value > COST_MAX) {
      problems.push({
        field,
        message: `${label} is above ${formatRupees(COST_MAX)}: check the zeros.`,
      });
      return null;
    }
    return value;
  };
  const minCost = read("minCost", true);
  const avgCost = read("avgCost", false);
  const maxCost = read("maxCost", true);
  if (minCost !== null && maxCost !== null && minCost > maxCost) {
    problems.push({
      field: "maxCost",
      message: `Maximum cost (${formatRupees(maxCost)}) is less than the minimum (${formatRupees(minCost)}).`,
    });
  }
  if (avgCost !== null && minCost !== null && avgCost < minCost) {
    problems.push({
      field: "avgCost",
      message: `Average cost (${formatRupees(avgCost)}) is less than the minimum (${formatRupees(minCost)}).`,
    });
  }
  if (avgCost !== null && maxCost !== null && avgCost > maxCost) {
    problems.push({
      field: "avgCost",
      message: `Average cost (${formatRupees(avgCost)}) is more than the maximum (${formatRupees(maxCost)}).`,
    });
  }
  if (problems.length > 0 || minCost === null || maxCost === null) {
    return { ok: false, problems };
  }
  return { ok: true, value: { minCost, avgCost, maxCost } };
}

/**
 * The fields whose value differs, in the forms' order (minimum, average, maximum), whatever order
 * the keys come in (jsonb keeps its own).
 */
export function diffFields(before: ContentFields, after: ContentFields): FieldChange[] {
  const order = Object.keys(FIELD_LABELS);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort(
    (a, b) => rank(a) - rank(b),
  );
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const b = before[field] ?? null;
    const a = after[field] ?? null;
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** How a field's value reads in a diff: rupees for costs, the text otherwise. */
export function showValue(field: string, value: FieldValue): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && field.endsWith("Cost")) return formatRupees(value);
  return String(value);
}

/** A city cost's entity key: the treatment's slug and the city's slug. */
export function costKey(treatmentSlug: string, citySlug: string): string {
  return `${treatmentSlug}@${citySlug}`;
}

export function parseCostKey(key: string): { treatment: string; city: string } | null {
  const match = /^([a-z0-9-]+)@([a-z0-9-]+)$/.exec(key);
  return match ? { treatment: match[1] ?? "", city: match[2] ?? "" } : null;
}

/** A hospital's profile fields editors keep true (the facts with sources come later). */
export interface HospitalProfile extends ContentFields {
  name: string;
  locality: string;
  address: string;
  phone: string | null;
  beds: number | null;
  establishedYear: number | null;
  sponsored: boolean;
}

/** Indian numbers as hospitals list them: +91, a landline with its STD code, or a mobile. */
const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export function checkHospitalProfile(
  input: Record<string, unknown>,
  thisYear = new Date().getUTCFullYear(),
): Checked<HospitalProfile> {
  const problems: FieldProblem[] = [];
  const text = (field: string, required: boolean, max: number): string | null => {
    const value = typeof input[field] === "string" ? (input[field] as string).trim() : "";
    if (!value) {
      if (required) problems.push({ field, message: `${fieldLabel(field)} is required.` });
      return null;
    }
    const nameRule = field === "name" ? nameProblem(field, input[field]) : undefined;
    if (nameRule) {
      problems.push(nameRule);
      return null;
    }
    if (TAG.test(value)) {
      problems.push({ field, message: `${fieldLabel(field)} is plain text: remove the HTML tag.` });
      return null;
    }
    if (value.length > max) {
      problems.push({
        field,
        message: `${fieldLabel(field)} is too long (at most ${max} characters).`,
      });
      return null;
    }
    return value;
  };
  const whole = (field: string, min: number, max: number): number | null => {
    const raw = typeof input[field] === "string" ? (input[field] as string).trim() : "";
    if (!raw) return null;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push({
        field,
        message: `${fieldLabel(field)} must be a whole number from ${min} to ${max}.`,
      });
      return null;
    }
    return Number(raw);
  };
  const name = text("name", true, 200);
  const locality = text("locality", true, 120);
  const address = text("address", false, 500) ?? "";
  const phone = text("phone", false, 40);
  if (phone && !PHONE.test(phone)) {
    problems.push({
      field: "phone",
      message: `Phone "${phone}" is not a phone number (digits, spaces, - and a leading +).`,
    });
  }
  const beds = whole("beds", 1, 10_000);
  const establishedYear = whole("establishedYear", 1800, thisYear);
  const rawSponsored =
    typeof input.sponsored === "string" ? input.sponsored.trim().toLowerCase() : "";
  let sponsored = false;
  if (["yes", "true", "1"].includes(rawSponsored)) sponsored = true;
  else if (!["", "no", "false", "0"].includes(rawSponsored)) {
    problems.push({ field: "sponsored", message: "Sponsored is yes or no." });
  }
  if (problems.length > 0 || !name || !locality) return { ok: false, problems };
  return { ok: true, value: { name, locality, address, phone, beds, establishedYear, sponsored } };
}

/** A doctor's profile fields editors keep true (registration and verification are facts). */
export interface DoctorProfile extends ContentFields {
  name: string;
  qualifications: string;
  experienceYears: number;
  consultationFee: number | null;
  /** "English; Hindi": the languages in the order given, `;`-separated. */
  languages: string;
  sponsored: boolean;
}

function readYesNo(raw: unknown, problems: FieldProblem[]): boolean {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  if (["yes", "true", "1"].includes(value)) return true;
  if (!["", "no", "false", "0"].includes(value)) {
    problems.push({ field: "sponsored", message: "Sponsored is yes or no." });
  }
  return false;
}

export function checkDoctorProfile(input: Record<string, unknown>): Checked<DoctorProfile> {
  const problems: FieldProblem[] = [];
  const text = (field: string, required: boolean, max: number): string => {
    const value = typeof input[field] === "string" ? (input[field] as string).trim() : "";
    if (!value) {
      if (required) problems.push({ field, message: `${fieldLabel(field)} is required.` });
      return "";
    }
    const nameRule = field === "name" ? nameProblem(field, input[field]) : undefined;
    if (nameRule) {
      problems.push(nameRule);
      return "";
    }
    if (TAG.test(value)) {
      problems.push({ field, message: `${fieldLabel(field)} is plain text: remove the HTML tag.` });
      return "";
    }
    if (value.length > max) {
      problems.push({
        field,
        message: `${fieldLabel(field)} is too long (at most ${max} characters).`,
      });
      return "";
    }
    return value;
  };
  const whole = (field: string, max: number, required: boolean): number | null => {
    const raw = typeof input[field] === "string" ? (input[field] as string).trim() : "";
    if (!raw) {
      if (required) problems.push({ field, message: `${fieldLabel(field)} is required.` });
      return null;
    }
    if (!/^\d+$/.test(raw) || Number(raw) > max) {
      problems.push({
        field,
        message: `${fieldLabel(field)} must be a whole number from 0 to ${max}.`,
      });
      return null;
    }
    return Number(raw);
  };
  const name = text("name", true, 200);
  const qualifications = text("qualifications", false, 300);
  const experienceYears = whole("experienceYears", 70, true);
  const consultationFee = whole("consultationFee", 100_000, false);
  const languages = text("languages", false, 300)
    .split(/[;|]/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join("; ");
  const sponsored = readYesNo(input.sponsored, problems);
  if (problems.length > 0 || experienceYears === null) return { ok: false, problems };
  return {
    ok: true,
    value: { name, qualifications, experienceYears, consultationFee, languages, sponsored },
  };
}
