"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { sanitizeLabelHtml } from "@/src/lib/lead/html-label";
import {
  type LeadMode,
  type TriggerIcon,
  triggerIconFor,
  triggerLabel,
} from "@/src/lib/lead/modal";
import type { LeadFormOptions } from "@/src/ui/lead-form/lead-form";
import { usePageContext } from "@/src/ui/page/page-context";
import { useLeadModal } from "./context";
import { TriggerIconView } from "./icons";
import { activateTrigger, TriggerLink } from "./trigger-link";

export { activateTrigger };

export interface LeadFormTriggerProps {
  variant?: string;
  /** Appointment (calendar icon), cost/EMI calculator (calculator), document, insurance check… */
  mode?: LeadMode;
  /** Overrides the mode's icon; null shows none. */
  icon?: TriggerIcon | null;
  /** The modal's title (first of its fallbacks). */
  modalTitle?: string;
  /**
   * Label fallbacks (LM-11 to LM-14): modal button title, button text, title, 'Book Appointment'.
   */
  modalButtonTitle?: string;
  buttonText?: string;
  title?: string;
  /** A dangerous (HTML) label: rendered, sanitised, in a div instead of a button. */
  htmlLabel?: string;
  /** A custom change handler: called instead of resetting the doctor and hospital ids. */
  onChange?: () => void;
  options?: LeadFormOptions;
  className?: string;
  /**
   * Custom content instead of icon and label. The content is then the button's accessible name
   * (no aria-label from the label props: a name that differs from the visible text fails WCAG
   * 2.5.3 'label in name'), so it must carry visible text, as every caller's does.
   */
  children?: ReactNode;
}

/**
 * The lead-form trigger (LM-19 to LM-23): opens its variant's modal; resets the selected
 * doctor and hospital ids unless a custom change handler is given. A page that turns its lead
 * form off (isFormEnabled false) shows no triggers.
 * A link playing a button (./trigger-link.tsx), or an HTML label in a div.
 */
export function LeadFormTrigger(props: LeadFormTriggerProps) {
  const { open } = useLeadModal();
  const page = usePageContext();
  const label = triggerLabel({
    modalButtonTitle: props.modalButtonTitle,
    buttonText: props.buttonText,
    title: props.title,
  });
  const icon = props.icon === null ? undefined : (props.icon ?? triggerIconFor(props.mode));

  const activate = () =>
    activateTrigger({
      onChange: props.onChange,
      resetDoctorHospital: page.resetDoctorHospital,
      open,
      request: {
        variant: props.variant,
        title: props.modalTitle,
        mode: props.mode,
        options: props.options,
      },
    });

  if (page.isFormEnabled === false) return null;

  if (props.htmlLabel !== undefined) {
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        activate();
      }
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: LM-20 renders an HTML label as a div (a button may not contain block markup); role, tabIndex and keys make it one
      <div
        role="button"
        tabIndex={0}
        className={props.className}
        onClick={activate}
        onKeyDown={onKeyDown}
        data-lead-trigger={props.variant ?? "default"}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to attribute-free inline tags (src/lib/lead/html-label.ts)
        dangerouslySetInnerHTML={{ __html: sanitizeLabelHtml(props.htmlLabel) }}
      />
    );
  }

  return (
    <TriggerLink className={props.className} variant={props.variant} onActivate={activate}>
      {props.children ?? (
        <>
          {icon ? <TriggerIconView icon={icon} /> : null}
          <span>{label}</span>
        </>
      )}
    </TriggerLink>
  );
}
