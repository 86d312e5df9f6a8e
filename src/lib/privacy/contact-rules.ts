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

export type CallBlock = "do_not_contact" | "stopped" | "other_channel" | "outside_hours" | "erased";

/**
 * Why the care team may not phone this patient now (undefined: they may). The call purpose
 * withdrawn (the stop link) or "do not contact" stop everything; "WhatsApp only" or "SMS only"
 * rule out calls; hours rule out calls outside them.
 */
export function callBlock(
  state: { consentCall: boolean; erased: boolean; rules: ContactRules | null | undefined },
  now: Date,
): CallBlock | undefined {
  if (state.erased) return "erased";
  if (!state.consentCall) return "stopped";
  if (state.rules?.doNotContact) return "do_not_contact";
  if (state.rules && state.rules.channel !== "call") return "other_channel";
  if (!withinHours(state.rules, now)) return "outside_hours";
  return undefined;
}
