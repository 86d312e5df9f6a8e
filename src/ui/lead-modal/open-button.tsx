"use client";

import type { ReactNode } from "react";
import type { LeadModalRequest } from "./context";
import { LeadFormTrigger } from "./trigger";

/** A button that opens a lead-form modal (hero, section buttons): the trigger with custom content. */
export function OpenLeadFormButton({
  children,
  className,
  request,
}: {
  children: ReactNode;
  className?: string;
  request?: LeadModalRequest;
}) {
  return (
    <LeadFormTrigger
      className={className}
      variant={request?.variant}
      modalTitle={request?.title}
      mode={request?.mode}
      options={request?.options}
    >
      {children}
    </LeadFormTrigger>
  );
}
