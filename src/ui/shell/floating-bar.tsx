"use client";

import { useEffect, useState } from "react";
import { pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { CalendarIcon, PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { usePageContext } from "@/src/ui/page/page-context";
import { FLOATING_SCROLL_THRESHOLD, type FloatingButtonsProps } from "./floating-buttons";

/**
 * Floating call and WhatsApp buttons, shown once the page is scrolled more than 500 px. On a
 * phone they sit in a slim bar along the bottom edge with 'Book Appointment', so the
 * main action stays in reach on long pages; from the md breakpoint they are two round buttons
 * in the bottom-right corner. One set of elements, laid out by breakpoint. The layout ends the
 * page with a spacer as tall as either (app/globals.css, .floating-spacer), so neither covers
 * the end of the page. Loaded by ./floating-buttons.tsx once the page is scrolled that far.
 */
export function FloatingBar({ m, book }: FloatingButtonsProps) {
  const page = usePageContext();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const showCall = page.isCallEnabled !== false;
  const showChat = page.isWhatsAppEnabled !== false;
  if (!visible || (!showCall && !showChat)) return null;

  return (
    <aside
      aria-label={m.label}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-2 border-t border-slate-200 bg-white px-3 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:inset-x-auto md:bottom-4 md:right-4 md:flex-col-reverse md:gap-3 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      data-testid="floating-buttons"
      data-chrome=""
    >
      {/* Phones only: the page's lead form (none where the page turns its form off). */}
      <div className="flex min-w-0 flex-1 md:hidden" data-testid="sticky-bar">
        <OpenLeadFormButton className="flex h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-xl bg-accent-700 px-3 text-base font-semibold text-white hover:bg-accent-800">
          <CalendarIcon size={20} className="shrink-0" />
          <span className="truncate">{book}</span>
        </OpenLeadFormButton>
      </div>
      {showCall ? (
        <a
          href={telHref(pagePhone(page.pageType, page.tier))}
          aria-label={m.call}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 md:h-14 md:w-14 md:rounded-full md:bg-accent-700 md:text-white md:shadow-lg md:ring-0 md:hover:bg-accent-800"
          data-testid="floating-call"
        >
          <PhoneIcon size={24} />
        </a>
      ) : null}
      {showChat ? (
        <a
          href={whatsAppHref(page.whatsAppMessage, page.whatsAppNumber)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.whatsapp}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-[#1a7f3c] text-white hover:bg-[#156b32] md:h-14 md:w-14 md:rounded-full md:shadow-lg"
          data-testid="floating-whatsapp"
        >
          <WhatsAppIcon size={26} />
        </a>
      ) : null}
    </aside>
  );
}
