import { controlCharacterParam, parseDay, parsePageNumber, queryProblem } from "./input";
import { dueAt, type SlaRule } from "./sla";

/** The same lists as the lead_work table's checks (src/db/schema/staff.ts; a test compares). */
export const LEAD_STATUS_NAMES = [
  "new",
  "contacted",
  "booked",
  "visited",
  "treated",
  "closed",
] as const;
export const CLOSE_REASON_NAMES = [
  "not_reachable",
  "not_interested",
  "duplicate",
  "price",
  "other",
] as const;
export type LeadStatusName = (typeof LEAD_STATUS_NAMES)[number];
export type CloseReasonName = (typeof CLOSE_REASON_NAMES)[number];

export const STATUS_LABELS: Record<LeadStatusName, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Appointment booked",
  visited: "Visited",
  treated: "Treated",
  closed: "Closed",
};

export const CLOSE_REASON_LABELS: Record<CloseReasonName, string> = {
  not_reachable: "Not reachable",
  not_interested: "Not interested",
  duplicate: "Duplicate",
  price: "Price",
  other: "Other",
};

export function isLeadStatus(value: unknown): value is LeadStatusName {
  return typeof value === "string" && (LEAD_STATUS_NAMES as readonly string[]).includes(value);
}

export function isCloseReason(value: unknown): value is CloseReasonName {
  return typeof value === "string" && (CLOSE_REASON_NAMES as readonly string[]).includes(value);
}

/** The inbox's filters, as the GET form and the export link carry them. */
export interface LeadFilters {
  status?: LeadStatusName;
  /** Compared without case. */
  city?: string;
  treatment?: string;
  /** utm_source or the lead's own source. */
  source?: string;
  campaign?: string;
  /** Inclusive calendar days (YYYY-MM-DD, IST). */
  from?: string;
  to?: string;
  /** A staff id, "me" or "none". */
  assignee?: string;
  /** New leads whose first call is past due. */
  overdue?: boolean;
  /** Mobile digits (prefix) or the first letters of a name. */
  q?: string;
  sort?: "newest" | "oldest";
  page?: number;
}

export const LEAD_PAGE_SIZE = 25;

function text(value: string | string[] | undefined, max = 100): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  const t = v?.trim();
  return t ? t.slice(0, max) : undefined;
}

/** Reads filters from a query string; anything malformed is dropped, never an error. */
export function parseLeadFilters(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): LeadFilters {
  const get = (k: string) =>
    params instanceof URLSearchParams ? (params.get(k) ?? undefined) : params[k];
  const status = text(get("status"));
  const from = text(get("from"));
  const to = text(get("to"));
  const sort = text(get("sort"));
  const page = Number(text(get("page")) ?? "1");
  return {
    status: isLeadStatus(status) ? status : undefined,
    city: text(get("city"))?.toLowerCase(),
    treatment: text(get("treatment")),
    source: text(get("source")),
    campaign: text(get("campaign")),
    from: parseDay(from) ?? undefined,
    to: parseDay(to) ?? undefined,
    assignee: text(get("assignee")),
    overdue: text(get("overdue")) === "1" || undefined,
    q: text(get("q"), 60),
    sort: sort === "oldest" ? "oldest" : sort === "newest" ? "newest" : undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
  };
}

/**
 * Why the inbox (and its export) cannot read this query, or null. A control character, a day
 * that is not a calendar day of 1900-2100 or a page that is not a number is no filter the
 * inbox's form or links make: it is answered with what is wrong rather than dropped, since the
 * list would otherwise look filtered when it is not. (parseLeadFilters still drops what it
 * cannot read, for callers that checked first.)
 */
export function leadFiltersProblem(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): string | null {
  const control = controlCharacterParam(params);
  if (control !== null) return queryProblem.control(control);
  const get = (k: string) => {
    const v = params instanceof URLSearchParams ? (params.get(k) ?? undefined) : params[k];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  for (const name of ["from", "to"] as const) {
    const value = get(name);
    if (value !== undefined && parseDay(value) === null) return queryProblem.day(name);
  }
  if (parsePageNumber(get("page")) === null) return queryProblem.page();
  return null;
}

/** The query string of `filters` (page left out unless given), for links and the export. */
export function leadFiltersQuery(filters: LeadFilters, page?: number): string {
  const q = new URLSearchParams();
  for (const key of [
    "status",
    "city",
    "treatment",
    "source",
    "campaign",
    "from",
    "to",
    "assignee",
    "q",
    "sort",
  ] as const) {
    const v = filters[key];
    if (v) q.set(key, v);
  }
  if (filters.overdue) q.set("overdue", "1");
  if (page && page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Mobile digits when the search is a number (spaces, dashes and a +91 allowed), else null. */
export function mobileQuery(q: string): string | null {
  const compact = q.replace(/[\s-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, "");
  // "+91 98…" or "9198…" typed with the dial code: the stored mobile is national digits.
  return compact.startsWith("+91") || (digits.length > 10 && digits.startsWith("91"))
    ? digits.slice(2)
    : digits;
}

/** A LIKE pattern matching values that start with `prefix` (its wildcards escaped). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Midnight IST of a YYYY-MM-DD day, plus `days`. */
export function istDayStart(day: string, days = 0): Date {
  const d = new Date(`${day}T00:00:00+05:30`);
  return new Date(d.getTime() + days * 86_400_000);
}

/**
 * The latest creation time whose first call is already past due at `now`: "waiting past the
 * service level" is then a plain range on the indexed creation time. Due times grow with the
 * creation time, so a binary search finds it.
 */
export function overdueCutoff(now: Date, rule: SlaRule): Date {
  let lo = now.getTime() - 60 * 86_400_000; // overdue for sure (far past)
  let hi = now.getTime(); // a lead created now is not yet due
  if (dueAt(new Date(lo), rule) >= now) return new Date(lo);
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2);
    if (dueAt(new Date(mid), rule) < now) lo = mid;
    else hi = mid;
  }
  return new Date(lo);
}
