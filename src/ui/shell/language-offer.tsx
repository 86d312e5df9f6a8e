"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { hindiOffer, OFFER_DISMISSED_KEY, rememberedLanguage } from "@/src/lib/language-choice";
import { usePageContext } from "@/src/ui/page/page-context";

type Words = { offer: string; close: string };

/**
 * On an English page, a patient who switched to Hindi before is offered this page in Hindi: a
 * small bar under the header, never a redirect (the server HTML has nothing of it: every visitor
 * gets the same cached page). Its Hindi words load only for the patients it is shown to, so the
 * English pages' payload (the home page's 60 KB budget) carries none of them. Closing it hides
 * it for the rest of the visit.
 */
export function LanguageOffer() {
  const pathname = usePathname();
  const { alternates, twin = false } = usePageContext();
  const [href, setHref] = useState<string | null>(null);
  const [m, setWords] = useState<Words | null>(null);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.sessionStorage.getItem(OFFER_DISMISSED_KEY) === "1";
    } catch {
      // Blocked storage: offer it.
    }
    const offer = hindiOffer(pathname, rememberedLanguage(window.localStorage), dismissed, {
      alternates,
      twin,
    });
    setHref(offer);
    if (offer) {
      import("@/src/lib/i18n/messages/hi/shell.json").then(
        (words) => setWords(words.default.language),
        () => setHref(null),
      );
    }
  }, [pathname, alternates, twin]);
  if (!href || !m) return null;
  return (
    <div
      lang="hi"
      className="flex items-center justify-center gap-3 bg-brand-50 px-4 py-2 text-sm text-slate-800"
      data-testid="language-offer"
    >
      <a href={href} hrefLang="hi" className="hindi-label font-semibold text-brand-800 underline">
        {m.offer}
      </a>
      <button
        type="button"
        className="min-h-10 min-w-10 rounded-lg px-2 text-slate-600 hover:bg-white"
        aria-label={m.close}
        onClick={() => {
          try {
            window.sessionStorage.setItem(OFFER_DISMISSED_KEY, "1");
          } catch {
            // Blocked storage: it is hidden on this page only.
          }
          setHref(null);
        }}
      >
        ✕
      </button>
    </div>
  );
}
