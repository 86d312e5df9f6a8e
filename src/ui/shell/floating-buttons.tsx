"use client";

import { type ComponentType, useEffect, useState } from "react";
import type { Messages } from "@/src/lib/i18n";

/** Scroll depth after which the floating buttons appear (SH-18). */
export const FLOATING_SCROLL_THRESHOLD = 500;

export interface FloatingButtonsProps {
  m: Messages["shell"]["floating"];
  /** The phone bar's lead-form button label. */
  book: string;
}

/**
 * The floating call, WhatsApp and booking buttons (./floating-bar.tsx): nothing shows them before
 * the page is scrolled past FLOATING_SCROLL_THRESHOLD, so their code loads then, not with the
 * page (SH-42). A failed download is tried again on the next scroll.
 */
export function FloatingButtons(props: FloatingButtonsProps) {
  const [Bar, setBar] = useState<ComponentType<FloatingButtonsProps> | null>(null);
  useEffect(() => {
    if (Bar) return;
    let live = true;
    let loading = false;
    const check = () => {
      if (loading || window.scrollY <= FLOATING_SCROLL_THRESHOLD) return;
      loading = true;
      import("./floating-bar").then(
        (mod) => live && setBar(() => mod.FloatingBar),
        () => {
          loading = false;
        },
      );
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      live = false;
      window.removeEventListener("scroll", check);
    };
  }, [Bar]);
  return Bar ? <Bar {...props} /> : null;
}
