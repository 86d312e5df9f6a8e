"use client";

import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { LEAD_FORM_HASH, type LeadModalRequest } from "./context";

/**
 * What a click on a trigger does (LM-21 to LM-23): a custom change handler runs instead of the
 * reset of the selected doctor and hospital ids; either way the trigger's modal opens.
 */
export function activateTrigger(input: {
  onChange?: () => void;
  resetDoctorHospital: () => void;
  open: (request: LeadModalRequest) => void;
  request: LeadModalRequest;
}): void {
  if (input.onChange) input.onChange();
  else input.resetDoctorHospital();
  input.open(input.request);
}

/**
 * A lead-form trigger's element: a link to `#book-appointment` playing a button (role="button"):
 * a tap before the page's script has run is not lost. The link changes the address's hash, and
 * the modal provider (./context.tsx) opens the form when it starts and finds that hash. Without
 * JavaScript at all, the hash shows the provider's call-and-WhatsApp sheet. Once hydrated, the
 * click opens the modal directly and the hash is never set. Apart from ./trigger.tsx (labels,
 * icons, HTML labels), so that buttons with content of their own (the ribbon's, on every page)
 * ship none of that.
 */
export function TriggerLink({
  className,
  variant,
  onActivate,
  children,
}: {
  className?: string;
  variant?: string;
  onActivate: () => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onActivate();
  };
  // A link's keyboard key is Enter; a button's is Space too.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === " ") {
      event.preventDefault();
      onActivate();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link works before hydration (its hash is replayed, see above); a <button> does nothing until the script runs
    <a
      href={`#${LEAD_FORM_HASH}`}
      role="button"
      aria-haspopup="dialog"
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      data-lead-trigger={variant ?? "default"}
    >
      {children}
    </a>
  );
}
