"use client";

import type { MouseEvent } from "react";
import { pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { Messages } from "@/src/lib/i18n";
import { chatText, type PageTool, type SectionKey, sectionButton } from "@/src/lib/page-sections";
import { useVisitorCity } from "@/src/ui/account/visitor-city";
import { PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { usePageContext } from "@/src/ui/page/page-context";
import { useCityNameIn } from "./use-city-name";

const CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold";
const PRIMARY = `${CLASS} bg-brand-700 text-white hover:bg-brand-800`;
const OUTLINE = `${CLASS} text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`;

/** The field of a tool a button goes to: the insurer for a coverage check, else the first. */
const TOOL_FIELD: Partial<Record<SectionKey, string>> = { insurance: "insurer" };

/**
 * Brings the page's tool into view and puts the focus on the field the button is about, so the
 * patient can start at once (a plain jump to the anchor without JavaScript).
 */
function goToTool(event: MouseEvent<HTMLAnchorElement>, tool: PageTool, section: SectionKey) {
  const target = document.getElementById(tool);
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  const name = TOOL_FIELD[section];
  const field =
    (name && target.querySelector<HTMLElement>(`[name="${name}"]`)) ||
    target.querySelector<HTMLElement>("select, input:not([type=hidden]), button");
  field?.focus({ preventScroll: true });
}

/**
 * The button of one page section (src/lib/page-sections.ts): on a page with the tool it names
 * (the cost page's estimate), a link to that tool; else a lead form in the section's mode, a
 * WhatsApp chat whose message says what the patient wants, about what and in which city (the
 * page's, else the one the patient chose), or a call to the page's phone; call and chat give way
 * to the form where the page turns them off.
 */
export function SectionButton({
  section,
  topic,
  m,
  tools,
}: {
  section: SectionKey;
  /** What the chat is about (the page's treatment, condition or test). */
  topic: string;
  m: Messages["medical"]["buttons"];
  /** The tools this page carries (by their element's id). */
  tools?: readonly PageTool[];
}) {
  const page = usePageContext();
  const visitor = useVisitorCity();
  const button = sectionButton(section, page, tools);
  // The page's own city (a city's page, named in Hindi by the server on a Hindi page), else the
  // one the patient chose, named in Hindi once the names table arrives (SH-48).
  const hindi = page.locale === "hi";
  const chosen = visitor ? { name: (hindi && visitor.CityNameHi) || visitor.CityName } : undefined;
  const chosenName = useCityNameIn(page.locale ?? "en", page.cityName ? undefined : chosen);
  const label = button.option ? m[button.option] : button.type === "call" ? m.call : m.book;
  if (button.type === "tool" && button.tool) {
    const tool = button.tool;
    return (
      <a
        href={`#${tool}`}
        onClick={(event) => goToTool(event, tool, section)}
        className={OUTLINE}
        data-section-button={section}
      >
        {label}
      </a>
    );
  }
  if (button.type === "chat") {
    const city = page.cityName
      ? (hindi && page.cityNameHi) || page.cityName
      : (chosenName ?? chosen?.name);
    const text = chatText(button.option, { topic, city }, m);
    return (
      <a
        href={whatsAppHref(text, page.whatsAppNumber)}
        target="_blank"
        rel="noopener noreferrer"
        className={OUTLINE}
        data-section-button={section}
      >
        <WhatsAppIcon size={20} />
        {label}
      </a>
    );
  }
  if (button.type === "call") {
    return (
      <a
        href={telHref(pagePhone(page.pageType, page.tier))}
        className={OUTLINE}
        data-section-button={section}
      >
        <PhoneIcon size={20} />
        {label}
      </a>
    );
  }
  return (
    <span data-section-button={section}>
      <OpenLeadFormButton className={PRIMARY} request={{ mode: button.mode }}>
        {label}
      </OpenLeadFormButton>
    </span>
  );
}
