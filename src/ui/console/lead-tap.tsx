"use client";

import type { ReactNode } from "react";

/**
 * The Call or WhatsApp link of a lead, which also records the tap in the lead's story (CS-110).
 * The link works on its own (no script: the dialler still opens); the record is sent beside it
 * and never holds the navigation up.
 */
export function LeadTapLink({
  href,
  via,
  record,
  children,
  ...rest
}: {
  href: string;
  via: "call" | "whatsapp";
  /** A server action; absent, the link is a plain link. */
  record?: (via: "call" | "whatsapp") => Promise<unknown>;
  children: ReactNode;
  className?: string;
  target?: string;
  rel?: string;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  return (
    <a
      href={href}
      {...rest}
      onClick={() => {
        record?.(via).catch(() => undefined);
      }}
    >
      {children}
    </a>
  );
}
