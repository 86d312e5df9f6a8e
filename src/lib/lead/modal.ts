/**
 * Lead-form modal and trigger rules (LM-1 to LM-24): the modal id, the title and
 * button-label fallbacks, the trigger icon by mode, and the page types with the page style.
 */
import common from "../i18n/messages/en/common.json";
import type { FieldRequirements } from "./fields";

/** The modal id is this fixed prefix plus the variant number (LM-3). */
export const LEAD_MODAL_ID_PREFIX = "leadFormModal";

export function leadModalId(variant: string): string {
  return `${LEAD_MODAL_ID_PREFIX}${variant}`;
}

const DEFAULT_TITLE = common.bookFreeAppointment; // 'Book Free Appointment'
const DEFAULT_BUTTON = common.bookAppointment; // 'Book Appointment'

function firstText(values: (string | null | undefined)[]): string | undefined {
  return values.find((v): v is string => typeof v === "string" && v.trim() !== "");
}

/** Modal title: modal title from props, form title from the page context, header, default. */
export function modalTitle(
  input: { modalTitle?: string; contextFormTitle?: string; header?: string },
  fallback: string = DEFAULT_TITLE,
): string {
  return firstText([input.modalTitle, input.contextFormTitle, input.header]) ?? fallback;
}

/** Trigger label: modal button title, button text, title, then 'Book Appointment'. */
export function triggerLabel(
  input: { modalButtonTitle?: string; buttonText?: string; title?: string },
  fallback: string = DEFAULT_BUTTON,
): string {
  return firstText([input.modalButtonTitle, input.buttonText, input.title]) ?? fallback;
}

/**
 * Trigger icons by mode and their sizes (LM-15 to LM-18: calendar 20, calculator or document 40).
 */
export const TRIGGER_ICONS = {
  calendar: 20,
  calculator: 40,
  document: 40,
  insuranceCheck: 24,
} as const;
export type TriggerIcon = keyof typeof TRIGGER_ICONS;

/**
 * The lead form modes (which form each trigger opens), the icon each one's trigger shows, and the fields a mode asks
 * whatever the page's variant: a coverage check needs the insurance type and, for a private
 * policy, the insurer (the type on its own where the variant has no yes/no question).
 */
export const LEAD_MODES = {
  appointment: { icon: "calendar", leadType: "Appointment" },
  callback: { icon: undefined, leadType: "Callback" },
  secondOpinion: { icon: "calendar", leadType: "Second Opinion" },
  insuranceCheck: {
    icon: "insuranceCheck",
    leadType: "Insurance Coverage Check",
    fields: { insuranceType: "required", insurer: "optional" },
  },
  costCalculator: { icon: "calculator", leadType: "Cost Calculator" },
  emiCalculator: { icon: "calculator", leadType: "EMI Calculator" },
  bmi: { icon: "calculator", leadType: "BMI" },
  document: { icon: "document", leadType: "Document" },
  /** The care assistant's conversation (/chat): no trigger, the chat is the form. */
  chat: { icon: undefined, leadType: "Chat" },
} as const satisfies Record<
  string,
  { icon: TriggerIcon | undefined; leadType: string; fields?: FieldRequirements }
>;
export type LeadMode = keyof typeof LEAD_MODES;

/** The fields a mode switches on (before the page's and the form's own switches). */
export function modeFields(mode: LeadMode | undefined): FieldRequirements {
  const entry = mode ? LEAD_MODES[mode] : undefined;
  return entry && "fields" in entry ? entry.fields : {};
}

export function triggerIconFor(mode: LeadMode | undefined): TriggerIcon | undefined {
  return mode ? LEAD_MODES[mode].icon : undefined;
}

/** Page types whose lead modal takes the page style (a full-height sheet on phones). */
const PAGE_STYLE_PAGE_TYPES: ReadonlySet<string> = new Set(["Marketing"]);

export function modalStyleFor(pageType: string | undefined): "page" | "dialog" {
  return pageType && PAGE_STYLE_PAGE_TYPES.has(pageType) ? "page" : "dialog";
}
