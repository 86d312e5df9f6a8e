"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { Locale, Messages } from "@/src/lib/i18n";
import { rememberLanguage } from "@/src/lib/language-choice";
import { localeHome, otherLocale, switchHref } from "@/src/lib/locale-path";
import { usePageContext } from "@/src/ui/page/page-context";

/**
 * The English/हिन्दी switch: a link to this page in the other language (src/lib/locale-switch.ts),
 * named in that language. The server HTML links the other language's home page: a cached page is
 * shared by every URL sent to it (one not-found page for all unknown paths), so the exact
 * counterpart is worked out in the browser, from the address, the page's declared alternates and
 * whether its route answers in the other language (`twin`: the server's answer, SH-38).
 */
export function LanguageSwitch({
  locale,
  m,
  className,
  testId,
  short = false,
}: {
  locale: Locale;
  m: Pick<Messages["shell"]["language"], "label" | "en" | "hi" | "enShort" | "hiShort">;
  className: string;
  testId: string;
  /** On phones the short name ("हिं", "EN"): the phone header keeps room for the city (SH-44). */
  short?: boolean;
}) {
  const to = otherLocale(locale);
  const pathname = usePathname();
  const { alternates, twin = false } = usePageContext();
  const [href, setHref] = useState(localeHome(to));
  useEffect(() => {
    setHref(switchHref(pathname, to, { alternates, twin }));
  }, [pathname, to, alternates, twin]);

  return (
    // A plain link: the other language has another root layout segment, so a full load.
    <a
      href={href}
      lang={to}
      hrefLang={to}
      // Short on phones: the short name is drawn by CSS from data-s, so that the link's text
      // and its name (aria-label) stay the full one.
      className={`${className}${to === "hi" ? " hindi-label" : ""}${short ? " max-sm:before:content-[attr(data-s)]" : ""}`}
      data-s={short ? m[to === "hi" ? "hiShort" : "enShort"] : undefined}
      aria-label={short ? m[to] : undefined}
      data-testid={testId}
      // The patient's choice, remembered on this device (an English page then offers Hindi).
      onClick={() => rememberLanguage(window.localStorage, to)}
    >
      {short ? <span className="max-sm:hidden">{m[to]}</span> : m[to]}
    </a>
  );
}
