/**
 * The care assistant's conversation (`/chat`, `/chat/ai`): the
 * questions it asks in order, the transcript the care team reads, and the lead it ends in.
 * Pure: the chat island keeps the state in React, the tests call these directly.
 */
import { cityNamedIn, citySlugOf } from "../catalog/city-names";
import type { Attribution } from "../lead/attribution";
import { type CALLBACK_TIMINGS, NO, resolveFields, YES } from "../lead/fields";
import type { CityOption } from "../lead/options";
import { buildLeadPayload, type WebLeadCreateBody } from "../lead/payload";
import { normaliseQuery } from "../search/query";

/** What the patient came for: the first question of the guided chat. */
export const CHAT_NEEDS = ["treatment", "symptoms", "cost", "insurance"] as const;
export type ChatNeed = (typeof CHAT_NEEDS)[number];

/** Answers to "do you have health insurance?" (Ayushman Bharat is the government scheme). */
export const CHAT_INSURANCE = ["private", "government", "none", "unsure"] as const;
export type ChatInsurance = (typeof CHAT_INSURANCE)[number];

export type CallbackTiming = (typeof CALLBACK_TIMINGS)[number];

/**
 * The questions in the order they are asked; a step is asked while its answer is missing.
 * The assistant (`/chat/ai`) starts at the topic: the patient types the question themself.
 */
export const CHAT_STEPS = ["need", "topic", "city", "insurance", "callTime", "contact"] as const;
export type ChatStep = (typeof CHAT_STEPS)[number] | "sent";
export type ChatMode = "guided" | "assistant";

/** What the catalogue answered for the topic (src/server/chat): its name as the lead's. */
export interface ChatMatch {
  kind: "treatment" | "condition" | "department";
  name: string;
}

export interface ChatAnswers {
  need?: ChatNeed;
  /** The words the patient typed for the treatment, symptom or question. */
  topic?: string;
  match?: ChatMatch | null;
  city?: { id: number; name: string };
  insurance?: ChatInsurance;
  callTime?: CallbackTiming;
}

export interface ChatLine {
  from: "assistant" | "patient";
  text: string;
}

/** The next question to ask, or "contact" once everything else is answered. */
export function nextStep(answers: ChatAnswers, mode: ChatMode): Exclude<ChatStep, "sent"> {
  if (mode === "guided" && !answers.need) return "need";
  if (answers.topic === undefined) return "topic";
  if (!answers.city) return "city";
  if (!answers.insurance) return "insurance";
  if (!answers.callTime) return "callTime";
  return "contact";
}

/**
 * The city a patient's question names ("piles treatment cost in Hyderabad", "हैदराबाद में
 * बवासीर का इलाज"): one of the site's cities by its name, another common name or its Hindi name
 * (src/lib/catalog/city-names.ts), so the chat answers for it instead of asking. Null when the
 * question names none.
 */
export function cityInQuestion(
  text: string,
  cities: readonly CityOption[],
): { id: number; name: string } | null {
  const named = cityNamedIn(
    normaliseQuery(text),
    cities.map((c) => ({ ...c, name: c.CityName, slug: c.slug ?? citySlugOf(c.CityName) })),
  );
  return named ? { id: named.city.CityId, name: named.city.CityName } : null;
}

/** Each line of the transcript is cut here; the lead's QueryData holds 2,000 characters. */
const LINE_MAX = 300;
export const TRANSCRIPT_MAX = 2000;

/**
 * The conversation as the care team reads it in the CRM: one line per message, "Patient:" or
 * "Assistant:". When it is too long, the assistant's lines go first (the team knows what it
 * says), then the oldest of the patient's.
 */
export function transcriptOf(lines: readonly ChatLine[], max = TRANSCRIPT_MAX): string {
  const render = (l: ChatLine) => {
    const text = l.text.replace(/\s+/g, " ").trim();
    const cut = text.length > LINE_MAX ? `${text.slice(0, LINE_MAX - 1)}…` : text;
    return `${l.from === "patient" ? "Patient" : "Assistant"}: ${cut}`;
  };
  const all = lines.map(render);
  if (all.join("\n").length <= max) return all.join("\n");
  const patient = lines.filter((l) => l.from === "patient").map(render);
  while (patient.length > 1 && patient.join("\n").length > max) patient.shift();
  return patient.join("\n").slice(0, max);
}

const INSURANCE_TYPE: Record<ChatInsurance, string | undefined> = {
  private: "Private",
  government: "Govt.",
  none: undefined,
  unsure: undefined,
};

/**
 * The lead the conversation ends in: variant 0 (name, mobile, city) with the answers the chat
 * collected as optional fields, the transcript as the patient's query, LeadTypeData "Chat".
 */
export function chatLeadBody(input: {
  answers: ChatAnswers;
  name: string;
  mobile: string;
  transcript: string;
  locale: string;
  pageName: string;
  path: string;
  attribution?: Attribution;
  now?: Date;
}): WebLeadCreateBody {
  const { answers: a } = input;
  const fields = resolveFields("0", {
    fieldRequirements: {
      treatmentOrCondition: "optional",
      insurance: "optional",
      insuranceType: "optional",
      callbackTiming: "optional",
      query: "optional",
    },
  });
  const cities: CityOption[] = a.city
    ? [{ CityId: a.city.id, CityName: a.city.name, Type: "other" }]
    : [];
  const prefix = a.match?.kind === "condition" ? "c:" : "t:";
  return buildLeadPayload({
    values: {
      name: input.name.trim(),
      mobile: input.mobile,
      dialCode: "91",
      country: "IN",
      email: "",
      city: a.city?.id,
      treatment: a.match && a.match.kind !== "department" ? `${prefix}${a.match.name}` : undefined,
      insurance:
        a.insurance === "private" || a.insurance === "government"
          ? YES
          : a.insurance === "none"
            ? NO
            : undefined,
      insuranceType: a.insurance ? INSURANCE_TYPE[a.insurance] : undefined,
      callbackTiming: a.callTime,
      query: input.transcript,
    },
    fields,
    page: {
      pageType: "Chat",
      variant: "0",
      locale: input.locale,
      mode: "chat",
      pageName: input.pageName,
      path: input.path,
      departmentName: a.match?.kind === "department" ? a.match.name : undefined,
    },
    options: { cities, specialities: [] },
    attribution: input.attribution,
    now: input.now,
  });
}
