/**
 * The care team's service level: a new lead gets its first call within `minutes` of working
 * time, working hours being `hours` ("08:00-22:00") in India Standard Time (UTC+05:30, no
 * daylight saving). A lead that arrives at night is due `minutes` after the next opening.
 * Pure: the inbox, the dashboard and the export compute it the same way.
 */
export interface SlaRule {
  minutes: number;
  /** "HH:MM-HH:MM" in IST. */
  hours: string;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

function minutesOf(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

export function parseHours(hours: string): { open: number; close: number } {
  const [open = "08:00", close = "22:00"] = hours.split("-");
  return { open: minutesOf(open), close: minutesOf(close) };
}

/** The time `minutes` of working time after `from`. */
export function addWorkingMinutes(from: Date, minutes: number, hours: string): Date {
  const { open, close } = parseHours(hours);
  let remaining = minutes * 60_000;
  // Work in IST wall-clock milliseconds, then convert back.
  let t = from.getTime() + IST_OFFSET_MS;
  for (let guard = 0; guard < 400; guard++) {
    const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
    const openAt = dayStart + open * 60_000;
    const closeAt = dayStart + close * 60_000;
    if (t < openAt) t = openAt;
    if (t >= closeAt) {
      t = dayStart + DAY_MS + open * 60_000;
      continue;
    }
    const available = closeAt - t;
    if (remaining <= available) return new Date(t + remaining - IST_OFFSET_MS);
    remaining -= available;
    t = dayStart + DAY_MS + open * 60_000;
  }
  return new Date(t - IST_OFFSET_MS);
}

export function dueAt(createdAt: Date, rule: SlaRule): Date {
  return addWorkingMinutes(createdAt, rule.minutes, rule.hours);
}

export type SlaState = "met" | "missed" | "waiting" | "overdue";

/**
 * Met or missed once the lead was first contacted; until then waiting (still inside its time)
 * or overdue.
 */
export function slaState(
  lead: { createdAt: Date; firstContactAt: Date | null },
  rule: SlaRule,
  now: Date,
): SlaState {
  const due = dueAt(lead.createdAt, rule);
  if (lead.firstContactAt) return lead.firstContactAt <= due ? "met" : "missed";
  return now <= due ? "waiting" : "overdue";
}

/** "4 min", "2 h 5 min", "3 d 4 h": how long a lead has waited. */
export function formatAge(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
