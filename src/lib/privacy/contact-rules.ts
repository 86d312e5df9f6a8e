/**
 * A patient's contact rules (My data page): how, when and whether the care team may contact them.
 * Pure: the console, the CRM payload and the My data page share these rules.
 */
import { z } from "zod";

export const CONTACT_CHANNELS = ["call", "whatsapp", "sms"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export interface ContactRules {
  channel: ContactChannel;
  /** "HH:MM" in India time (IST), both set or both absent. */
  from?: string;
  to?: string;
  language: "en" | "hi";
  doNotContact: boolean;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a time like 10:00" });

export const contactRulesSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    from: time.optional(),
    to: time.optional(),
    language: z.enum(["en", "hi"]),
    doNotContact: z.boolean(),
  })
  .strict()
  .refine((r) => (r.from === undefined) === (r.to === undefined), {
    error: "Give both hours or neither",
  })
  .refine((r) => r.from === undefined || r.to === undefined || r.from < r.to, {
    error: "The first hour must come before the second",
  });

/** Minutes since midnight in India (UTC+05:30, no daylight saving). */
export function istMinutes(now: Date): number {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes() + 330;
  return minutes % (24 * 60);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Whether `now` falls inside the patient's hours (no hours: any time). */
export function withinHours(rules: ContactRules | null | undefined, now: Date): boolean {
  if (!rules?.from || !rules.to) return true;
  const at = istMinutes(now);
  return at >= minutesOf(rules.from) && at < minutesOf(rules.to);
}

/** What the care team can do to reach a patient. */
export type ContactAction = "call" | "whatsapp" | "sms";
export const CONTACT_ACTIONS: readonly ContactAction[] = ["call", "whatsapp", "sms"];

/** Why an action is not allowed now. */
export type ContactRefusal =
  | "erased"
  | "stopped"
  | "do_not_contact"
  | "other_channel"
  | "no_consent"
  | "outside_hours";

export interface ContactState {
  consentCall: boolean;
  consentWhatsapp: boolean;
  erased: boolean;
  rules: ContactRules | null | undefined;
}

export interface ContactDecision {
  /** Per action: undefined when the care team may do it now, else why not. */
  refusals: Record<ContactAction, ContactRefusal | undefined>;
  /** The actions allowed now. */
  allowedNow: ContactAction[];
  /** Whether any action is allowed at some time (false: nobody may contact the patient at all). */
  reachable: boolean;
  /**
   * When the patient is reachable but not now (outside their hours): the start of their next
   * hours. Null when they may be contacted now or never.
   */
  opensAt: Date | null;
}

/**
 * The one rule of what the care team may do now to reach a patient (DP-29): the console's lead
 * detail reads it for its buttons and its first-call line, and My data to ask before a choice
 * that leaves no way (DP-30), so that they never disagree (a "WhatsApp only" patient who then
 * withdrew WhatsApp has no button and no due call). The stored due time of each lead, the
 * inbox's due lists and service-level clock (src/server/console/leads/due.ts) and the CRM's lead
 * delivery (src/server/crm/outbox.ts) read it too.
 *
 * - Erased, stopped (the request's call purpose withdrawn: the stop link withdraws every
 *   purpose of the request) and "do not contact" refuse everything.
 * - The preferred channel: "call" allows calls and SMS, and WhatsApp with its consent;
 *   "WhatsApp only" allows WhatsApp with its consent; "SMS only" allows SMS. No rules: as "call".
 * - An action the channel and consents allow is refused outside the patient's hours.
 */
export function contactDecision(state: ContactState, now: Date): ContactDecision {
  const rules = state.rules ?? null;
  const channel = rules?.channel ?? "call";
  const standing = (action: ContactAction): ContactRefusal | undefined => {
    if (state.erased) return "erased";
    if (!state.consentCall) return "stopped";
    if (rules?.doNotContact) return "do_not_contact";
    if (channel !== "call" && action !== channel) return "other_channel";
    if (action === "whatsapp" && !state.consentWhatsapp) return "no_consent";
    return undefined;
  };
  const inHours = withinHours(rules, now);
  const refusals = {} as Record<ContactAction, ContactRefusal | undefined>;
  let reachable = false;
  for (const action of CONTACT_ACTIONS) {
    const refusal = standing(action);
    if (refusal === undefined) reachable = true;
    refusals[action] = refusal ?? (inHours ? undefined : "outside_hours");
  }
  const allowedNow = CONTACT_ACTIONS.filter((action) => refusals[action] === undefined);
  return {
    refusals,
    allowedNow,
    reachable,
    opensAt: reachable && allowedNow.length === 0 ? nextOpening(rules, now) : null,
  };
}

/** The start of the patient's next hours after `now` (their `from` today or tomorrow, IST). */
function nextOpening(rules: ContactRules | null, now: Date): Date | null {
  if (!rules?.from) return null;
  const from = minutesOf(rules.from);
  const sinceMidnight = istMinutes(now);
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  const ahead = (from - sinceMidnight + 1440) % 1440 || 1440;
  return new Date(minuteStart + ahead * 60_000);
}

/**
 * How many requests a change of consents or rules would leave with no way to reach the patient
 * that had one before (DP-30), for My data to ask before saving. "Do not contact" and a withdrawn
 * call consent (the stop) are what the patient asked for in so many words, so they never ask;
 * what does is a combination that does not look like "no contact", such as "WhatsApp only" with
 * WhatsApp messages not allowed.
 */
export function newlyUnreachable(
  before: readonly (Omit<ContactState, "rules"> & { id: number })[],
  beforeRules: ContactRules | null,
  after: readonly (Omit<ContactState, "rules"> & { id: number })[],
  afterRules: ContactRules | null,
): number {
  if (afterRules?.doNotContact) return 0;
  // Reachability does not depend on the time of day: any instant will do.
  const at = new Date(0);
  const reachable = (state: Omit<ContactState, "rules">, rules: ContactRules | null) =>
    contactDecision({ ...state, rules }, at).reachable;
  return after.filter((request) => {
    const was = before.find((b) => b.id === request.id);
    return (
      was !== undefined &&
      request.consentCall &&
      reachable(was, beforeRules) &&
      !reachable(request, afterRules)
    );
  }).length;
}

const CHANNEL_TEXT = { call: "Phone call", whatsapp: "WhatsApp only", sms: "SMS only" } as const;

/**
 * The rules in the care team's words, one line: "WhatsApp only · 10:00-13:00 IST · Hindi" (the
 * console's lead detail and the CSV export).
 */
export function contactRulesText(rules: ContactRules | null | undefined): string {
  if (!rules) return "No contact rules given.";
  return [
    rules.doNotContact ? "Do not contact" : CHANNEL_TEXT[rules.channel],
    rules.from && rules.to ? `${rules.from}-${rules.to} IST` : "any time",
    rules.language === "hi" ? "Hindi" : "English",
  ].join(" · ");
}
