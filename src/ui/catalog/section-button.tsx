"use client";

import { pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { type SectionKey, sectionButton } from "@/src/lib/page-sections";
import { PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { usePageContext } from "@/src/ui/page/page-context";

const CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold";
const PRIMARY = `${CLASS} bg-brand-700 text-white hover:bg-brand-800`;
const OUTLINE = `${CLASS} text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`;

/**
 * The button of one page section (src/lib/page-sections.ts): a lead form in the section's mode,
 * a WhatsApp chat named by the section's chat option with a message about `topic`, or a call to
 * the page's phone; call and chat give way to the form where the page turns them off.
 */
export function SectionButton({
  section,
  topic,
  m,
}: {
  section: SectionKey;
  /** What the chat is about (the page's treatment, condition or test). */
  topic: string;
  m: Messages["medical"]["buttons"];
}) {
  const page = usePageContext();
  const button = sectionButton(section, page);
  const label = button.option ? m[button.option] : button.type === "call" ? m.call : m.book;
  if (button.type === "chat") {
    return (
      <a
        href={whatsAppHref(format(m.chatMessage, { topic }))}
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
