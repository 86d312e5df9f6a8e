"use client";

import { useEffect, useState } from "react";
import { pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { Messages } from "@/src/lib/i18n";
import { PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { usePageContext } from "@/src/ui/page/page-context";

/** Scroll depth after which the floating buttons appear (spec §9). */
export const FLOATING_SCROLL_THRESHOLD = 500;

/** Floating call and WhatsApp buttons, shown once the page is scrolled more than 500 px. */
export function FloatingButtons({ m }: { m: Messages["shell"]["floating"] }) {
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
    <div className="fixed bottom-4 right-4 z-40 flex flex-col gap-3" data-testid="floating-buttons">
      {showChat ? (
        <a
          href={whatsAppHref(page.whatsAppMessage)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.whatsapp}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-[#1a7f3c] text-white shadow-lg hover:bg-[#156b32]"
          data-testid="floating-whatsapp"
        >
          <WhatsAppIcon size={28} />
        </a>
      ) : null}
      {showCall ? (
        <a
          href={telHref(pagePhone(page.pageType, page.tier))}
          aria-label={m.call}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg hover:bg-accent-800"
          data-testid="floating-call"
        >
          <PhoneIcon size={26} />
        </a>
      ) : null}
    </div>
  );
}
