/**
 * Verified facts of doctors and hospitals: what each fact holds, how often it is checked again,
 * and when a check is overdue. Pure: the console's forms, the stale-facts list, the public pages
 * and the tests share these rules.
 */
import type { Checked, ContentFields, FieldProblem } from "./fields";

export const FACT_KINDS = ["registration", "accreditation", "empanelment", "insurers"] as const;
export type FactKind = (typeof FACT_KINDS)[number];
export type FactOwner = "doctor" | "hospital";

/** Which facts an entity has: a doctor's registration; a hospital's other three. */
export const FACTS_OF: Readonly<Record<FactOwner, readonly FactKind[]>> = {
  doctor: ["registration"],
  hospital: ["accreditation", "empanelment", "insurers"],
};

/**
 * Days a check stays good. A council registration rarely changes (yearly); accreditation
 * certificates are renewed on their own cycle and lapse (half-yearly); PM-JAY empanelment and
 * insurer panels change with contracts (quarterly).
 */
export const CHECK_INTERVAL_DAYS: Readonly<Record<FactKind, number>> = {
  registration: 365,
  accreditation: 180,
  empanelment: 90,
  insurers: 90,
};

export const FACT_TITLES: Readonly<Record<FactKind, string>> = {
  registration: "Registration",
  accreditation: "Accreditation (NABH, JCI, NABL)",
  empanelment: "PM-JAY empanelment",
  insurers: "Insurers accepted",
};

/** The accreditation bodies the pages name. */
export const ACCREDITATION_BODIES = ["NABH", "JCI", "NABL"] as const;

/** A fact's content key: `doctor:{slug}:registration`, `hospital:{slug}:insurers`. */
export function factKey(owner: FactOwner, slug: string, kind: FactKind): string {
  return `${owner}:${slug}:${kind}`;
}

export function parseFactKey(
  key: string,
): { owner: FactOwner; slug: string; kind: FactKind } | null {
  const match = /^(doctor|hospital):([a-z0-9-]+):([a-z]+)$/.exec(key);
  if (!match) return null;
  const owner = match[1] as FactOwner;
  const kind = match[3] as FactKind;
  if (!FACTS_OF[owner].includes(kind)) return null;
  return { owner, slug: match[2] ?? "", kind };
}

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" as India reads the instant (IST). */
export function istDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day a check is good: checked on + the interval. */
export function dueOn(kind: FactKind, checkedOn: string): string {
  return addDays(checkedOn, CHECK_INTERVAL_DAYS[kind]);
}

/**
 * Stale: never checked, or today (IST) is past the due day. Checked 365 days ago, a registration
 * is due today (not stale); 366 days ago, it is stale.
 */
export function isStale(kind: FactKind, checkedOn: string | null, now: Date): boolean {
  if (!checkedOn) return true;
  return istDay(now) > dueOn(kind, checkedOn);
}

/** The earliest checked-on day that is still good today: older ones are stale. */
export function oldestFreshDay(kind: FactKind, now: Date): string {
  return addDays(istDay(now), -CHECK_INTERVAL_DAYS[kind]);
}

/** What every fact carries besides its value: where it was checked and when. */
export interface FactCheck {
  source: string;
  sourceUrl: string | null;
  checkedOn: string;
}

/** A fact as published: its value fields (FACT_VALUE_FIELDS) and its last check (null: never). */
export interface PublishedFact {
  kind: FactKind;
  value: ContentFields;
  check: FactCheck | null;
}

/** The last check of each fact of a profile (a fact without one was never checked). */
export type FactChecks = Partial<Record<FactKind, FactCheck>>;

export const FACT_VALUE_FIELDS: Readonly<Record<FactKind, readonly string[]>> = {
  registration: ["registrationNumber", "registrationCouncil"],
  accreditation: ["accreditations"],
  empanelment: ["pmjayId"],
  insurers: ["insurers", "cashless"],
};

const TAG = /<\s*(\/?\s*[a-z][a-z0-9-]*|!--)/i;

function list(raw: unknown): string[] {
  const text = typeof raw === "string" ? raw : "";
  return [
    ...new Set(
      text
        .split(/[;,|\n]/)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Checks a fact's form: its value, a source (a few words, and a link when there is one) and the
 * day it was checked (not in the future, not before 2000). `today` is IST.
 */
export function checkFact(
  kind: FactKind,
  input: Record<string, unknown>,
  today: string,
): Checked<ContentFields> {
  const problems: FieldProblem[] = [];
  const text = (field: string, label: string, required: boolean, max: number): string | null => {
    const value = typeof input[field] === "string" ? (input[field] as string).trim() : "";
    if (!value) {
      if (required) problems.push({ field, message: `${label} is required.` });
      return null;
    }
    if (TAG.test(value)) {
      problems.push({ field, message: `${label} is plain text: remove the HTML tag.` });
      return null;
    }
    if (value.length > max) {
      problems.push({ field, message: `${label} is too long (at most ${max} characters).` });
      return null;
    }
    return value;
  };
  const value: ContentFields = {};
  if (kind === "registration") {
    const number = text("registrationNumber", "Registration number", true, 60);
    if (number && !/^[A-Za-z0-9][A-Za-z0-9/.\- ]*$/.test(number)) {
      problems.push({
        field: "registrationNumber",
        message: "Registration number has letters, digits, / . - and spaces only.",
      });
    }
    value.registrationNumber = number;
    value.registrationCouncil = text("registrationCouncil", "Council", true, 120);
  } else if (kind === "accreditation") {
    const bodies = list(input.accreditations).map((b) => b.toUpperCase());
    const unknown = bodies.filter((b) => !(ACCREDITATION_BODIES as readonly string[]).includes(b));
    if (unknown.length > 0) {
      problems.push({
        field: "accreditations",
        message: `Unknown accreditation ${unknown.join(", ")}: use ${ACCREDITATION_BODIES.join(", ")}.`,
      });
    }
    value.accreditations = ACCREDITATION_BODIES.filter((b) => bodies.includes(b)).join("; ");
  } else if (kind === "empanelment") {
    const id = text("pmjayId", "PM-JAY hospital id", false, 40);
    if (id && !/^[A-Za-z0-9][A-Za-z0-9\-/]*$/.test(id)) {
      problems.push({
        field: "pmjayId",
        message: "PM-JAY hospital id has letters, digits, - and / only (blank: not empanelled).",
      });
    }
    value.pmjayId = id;
  } else {
    const insurers = list(input.insurers);
    const cashless = list(input.cashless);
    const stray = cashless.filter((c) => !insurers.includes(c));
    if (stray.length > 0) {
      problems.push({
        field: "cashless",
        message: `Cashless at ${stray.join(", ")}, which is not among the insurers accepted.`,
      });
    }
    value.insurers = insurers.sort().join("; ");
    value.cashless = cashless.sort().join("; ");
  }
  const source = text("source", "Source", true, 300);
  const sourceUrl = text("sourceUrl", "Source link", false, 500);
  if (sourceUrl && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(sourceUrl)) {
    problems.push({
      field: "sourceUrl",
      message: "Source link must be an https:// address (or blank).",
    });
  }
  const checkedOn = typeof input.checkedOn === "string" ? input.checkedOn.trim() : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checkedOn) || Number.isNaN(Date.parse(checkedOn))) {
    problems.push({ field: "checkedOn", message: "Checked on is a date (YYYY-MM-DD)." });
  } else if (checkedOn > today) {
    problems.push({ field: "checkedOn", message: `Checked on ${checkedOn} is in the future.` });
  } else if (checkedOn < "2000-01-01") {
    problems.push({ field: "checkedOn", message: "Checked on is before 2000." });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { ...value, source, sourceUrl, checkedOn } };
}

/** A list field as the pages read it ("NABH; JCI" → ["NABH", "JCI"]). */
export function splitList(value: unknown): string[] {
  return typeof value === "string" && value ? value.split("; ") : [];
}

/** The console's form of one fact. */
export function factFormPath(key: string): string {
  return `/console/content/facts/${key}`;
}
