/**
 * Page sections and their buttons (spec §9, issue 11 item 7): each section key of a page maps to
 * one button type (book an appointment, chat, call) in this one table; a chat button carries
 * one of the spec's chat option names, and a book button the lead-form mode its section fits.
 * Call and chat buttons show unless the page turns them off (isCallEnabled / isWhatsAppEnabled
 * false in its page settings): then the section falls back to booking.
 */
import type { LeadMode } from "./lead/modal";

export type SectionButtonType = "book" | "chat" | "call";

/** The spec's chat button option names, keys of `medical.buttons` in the locale files. */
export const CHAT_OPTIONS = [
  "whatsAppExpert",
  "chatWithExpert",
  "getCostNow",
  "calculateMonthlyEmi",
  "checkYourCoverage",
  "calculateTreatmentCostNow",
  "bookNow",
] as const;
export type ChatOption = (typeof CHAT_OPTIONS)[number];

export interface SectionButton {
  type: SectionButtonType;
  /** The chat option naming a chat button. */
  option?: ChatOption;
  /** The lead-form mode of a book button (or of the form a disabled chat falls back to). */
  mode?: LeadMode;
}

export const SECTION_BUTTONS = {
  herotiles: { type: "book", mode: "appointment" },
  symptoms: { type: "chat", option: "whatsAppExpert" },
  faq: { type: "chat", option: "chatWithExpert" },
  doctors: { type: "book", option: "bookNow", mode: "appointment" },
  hospitals: { type: "call" },
  cost: { type: "chat", option: "getCostNow", mode: "costCalculator" },
  costcalculator: { type: "chat", option: "calculateTreatmentCostNow", mode: "costCalculator" },
  emifacility: { type: "chat", option: "calculateMonthlyEmi", mode: "emiCalculator" },
  insurance: { type: "chat", option: "checkYourCoverage", mode: "insuranceCheck" },
  testbooking: { type: "book", option: "bookNow", mode: "appointment" },
} as const satisfies Record<string, SectionButton>;
export type SectionKey = keyof typeof SECTION_BUTTONS;

/**
 * The button a section shows on a page: its table entry, or a book button in the section's mode
 * when the page turned that kind of button off.
 */
export function sectionButton(
  key: SectionKey,
  page: { isCallEnabled?: boolean; isWhatsAppEnabled?: boolean } = {},
): SectionButton {
  const button: SectionButton = SECTION_BUTTONS[key];
  const off =
    (button.type === "call" && page.isCallEnabled === false) ||
    (button.type === "chat" && page.isWhatsAppEnabled === false);
  return off ? { type: "book", mode: button.mode ?? "appointment" } : button;
}
