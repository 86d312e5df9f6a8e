/**
 * Page sections and their buttons (MK-15 to MK-25): each section key of a page maps to one
 * button type (book an appointment, chat, call) in this one table; a chat button carries one of
 * the default chat option names, and a book button the lead-form mode its section fits.
 * Call and chat buttons show unless the page turns them off (isCallEnabled / isWhatsAppEnabled
 * false in its page settings): then the section falls back to booking.
 */
import { format } from "./i18n/format";
import type { LeadMode } from "./lead/modal";

/**
 * "tool": the page itself has the tool the button names (the cost page's estimate), so the
 * button takes the patient there instead of to a chat about it.
 */
export type SectionButtonType = "book" | "chat" | "call" | "tool";

/** Tools a page can carry, by the id of the element that holds them. */
export const PAGE_TOOLS = ["estimate"] as const;
export type PageTool = (typeof PAGE_TOOLS)[number];

/** The chat button's default option names (MK-15 to MK-22), keys of `medical.buttons` in the locale files. */
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
  /** The page tool that does what the button names; on a page with it, the button goes there. */
  tool?: PageTool;
}

export const SECTION_BUTTONS = {
  herotiles: { type: "book", mode: "appointment" },
  symptoms: { type: "chat", option: "whatsAppExpert" },
  faq: { type: "chat", option: "chatWithExpert" },
  doctors: { type: "book", option: "bookNow", mode: "appointment" },
  hospitals: { type: "call" },
  cost: { type: "chat", option: "getCostNow", mode: "costCalculator", tool: "estimate" },
  costcalculator: {
    type: "chat",
    option: "calculateTreatmentCostNow",
    mode: "costCalculator",
    tool: "estimate",
  },
  emifacility: { type: "chat", option: "calculateMonthlyEmi", mode: "emiCalculator" },
  insurance: {
    type: "chat",
    option: "checkYourCoverage",
    mode: "insuranceCheck",
    tool: "estimate",
  },
  testbooking: { type: "book", option: "bookNow", mode: "appointment" },
} as const satisfies Record<string, SectionButton>;
export type SectionKey = keyof typeof SECTION_BUTTONS;

/**
 * The button a section shows on a page: on a page that carries the tool the button names, a
 * link to that tool; else its table entry, or a book button in the section's mode when the page
 * turned that kind of button off.
 */
export function sectionButton(
  key: SectionKey,
  page: { isCallEnabled?: boolean; isWhatsAppEnabled?: boolean } = {},
  tools: readonly PageTool[] = [],
): SectionButton {
  const button: SectionButton = SECTION_BUTTONS[key];
  if (button.tool && tools.includes(button.tool)) {
    return { type: "tool", option: button.option, tool: button.tool, mode: button.mode };
  }
  const off =
    (button.type === "call" && page.isCallEnabled === false) ||
    (button.type === "chat" && page.isWhatsAppEnabled === false);
  return off ? { type: "book", mode: button.mode ?? "appointment" } : button;
}

/** The words of chat messages (`medical.buttons` in the locale files). */
export interface ChatWords {
  /** "… about {topic}{place}." */
  chatMessage: string;
  /** The message of an option that asks for something (a cost, an EMI, a coverage check). */
  chatTexts: Partial<Record<ChatOption, string>>;
  /** The {place} of a message when the city is known: " in {city}". */
  inCity: string;
}

/**
 * The WhatsApp message of a chat button: what the patient wants (the option's own message, else
 * the general one), about what (the page's treatment, condition or test) and where (the page's
 * city, else the one the patient chose), so the care expert need not ask again.
 */
export function chatText(
  option: ChatOption | undefined,
  about: { topic: string; city?: string | null },
  words: ChatWords,
): string {
  const template = (option && words.chatTexts[option]) || words.chatMessage;
  const place = about.city ? format(words.inCity, { city: about.city }) : "";
  return format(template, { topic: about.topic, place });
}
