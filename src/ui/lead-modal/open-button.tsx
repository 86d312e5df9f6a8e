"use client";

import type { ReactNode } from "react";
import { usePageContext } from "@/src/ui/page/page-context";
import { type LeadModalRequest, useLeadModal } from "./context";
import { activateTrigger, TriggerLink } from "./trigger-link";

/**
 * A button that opens a lead-form modal (ribbon, hero, section buttons): a trigger with custom
 * content (LM-19 to LM-23: it resets the selected doctor and hospital ids; none where the page
 * turns its form off). It does what ./trigger.tsx does for custom content, without the labels
 * and icons that only label-driven triggers need: the ribbon has it on every page.
 */
export function OpenLeadFormButton({
  children,
  className,
  request = {},
}: {
  children: ReactNode;
  className?: string;
  request?: LeadModalRequest;
}) {
  const { open } = useLeadModal();
  const page = usePageContext();
  if (page.isFormEnabled === false) return null;
  return (
    <TriggerLink
      className={className}
      variant={request.variant}
      onActivate={() =>
        activateTrigger({
          resetDoctorHospital: page.resetDoctorHospital,
          open,
          request: {
            variant: request.variant,
            title: request.title,
            mode: request.mode,
            options: request.options,
          },
        })
      }
    >
      {children}
    </TriggerLink>
  );
}
