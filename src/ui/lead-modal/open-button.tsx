"use client";

import type { ReactNode } from "react";
import { type LeadModalRequest, useLeadModal } from "./context";

/** A button that opens a lead-form modal (hero, section buttons). */
export function OpenLeadFormButton({
  children,
  className,
  request,
}: {
  children: ReactNode;
  className?: string;
  request?: LeadModalRequest;
}) {
  const { open } = useLeadModal();
  return (
    <button type="button" className={className} onClick={() => open(request)}>
      {children}
    </button>
  );
}
