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

/**
 * The hours in which the clock of a call runs: the team's working hours and the patient's own
 * hours (their contact rules), both IST. Hours that do not overlap the team's are the patient's
 * alone: the team calls when the patient said they may be called (CS-106).
 */
export function clockHours(rule: SlaRule, patient: { from?: string; to?: string } | null): string {
  if (!patient?.from || !patient.to) return rule.hours;
  const team = parseHours(rule.hours);
  const open = Math.max(team.open, minutesOf(patient.from));
  const close = Math.min(team.close, minutesOf(patient.to));
  return open < close ? `${hhmm(open)}-${hhmm(close)}` : `${patient.from}-${patient.to}`;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** `at`, or the start of the patient's next hours when `at` falls outside them. */
function intoHours(at: Date, patient: { from?: string; to?: string } | null): Date {
  if (!patient?.from || !patient.to) return at;
  return addWorkingMinutes(at, 0, `${patient.from}-${patient.to}`);
}

/** What the due time of a lead is computed from: its work row and whether anyone may reach it. */
export interface DueInput {
  createdAt: Date;
  status: string;
  nextCallAt: Date | null;
  /** The contact decision's answer (DP-29): false when nobody may contact the patient at all. */
  reachable: boolean;
  /** The patient's hours ("HH:MM" IST), if they gave some. */
  hours: { from?: string; to?: string } | null;
}

/** A call owed to the patient: from when it may be made, and by when (the deadline). */
export interface DueTimes {
  kind: "first_call" | "callback";
  from: Date;
  at: Date;
}

/**
 * The one due-time rule (CS-106, CS-107): a new lead owes its first call within the service
 * level's working minutes of its creation, a lead with a next call time owes a callback within
 * the same minutes of that time. The call may be made from the start of the patient's hours; the
 * clock runs only inside the team's and the patient's hours (clockHours), so it pauses overnight
 * and outside the patient's hours. No call is owed (null)
 * when nobody may contact the patient, when the lead is closed or treated, or when a worked lead
 * has no next call time.
 */
export function dueTimes(input: DueInput, rule: SlaRule): DueTimes | null {
  if (!input.reachable) return null;
  if (input.status === "closed" || input.status === "treated") return null;
  const hours = clockHours(rule, input.hours);
  if (input.status === "new") {
    // The call may be made from the first minute of the patient's own hours (the team's hours
    // are when the team works, not when the patient may be called); its deadline counts the
    // service level in both.
    return {
      kind: "first_call",
      from: intoHours(input.createdAt, input.hours),
      at: firstCallDue(input, rule),
    };
  }
  if (!input.nextCallAt) return null;
  const from = intoHours(input.nextCallAt, input.hours);
  return { kind: "callback", from, at: addWorkingMinutes(from, rule.minutes, hours) };
}

/** The first call's deadline: the service level counted in the team's and the patient's hours. */
export function firstCallDue(
  lead: { createdAt: Date; hours: { from?: string; to?: string } | null },
  rule: SlaRule,
): Date {
  return addWorkingMinutes(lead.createdAt, rule.minutes, clockHours(rule, lead.hours));
}

/**
 * The clock as the console shows it (CS-108): the service-level state of slaState, and besides
 * it "paused" (a call is owed, not yet late, and the patient's hours are closed now) and
 * "stopped" (nobody may contact the patient: no call is owed, so no clock runs).
 */
export type SlaClock = SlaState | "paused" | "stopped";

export function slaClock(
  lead: { status: string; firstContactAt: Date | null; reachable: boolean; openNow: boolean },
  due: DueTimes | null,
  firstDue: Date,
  now: Date,
): SlaClock {
  if (lead.firstContactAt) return lead.firstContactAt <= firstDue ? "met" : "missed";
  if (!lead.reachable || !due) return "stopped";
  if (now > due.at) return "overdue";
  return lead.openNow ? "waiting" : "paused";
}
