"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useRef, useState } from "react";
import enCommon from "@/src/lib/i18n/messages/en/common.json";
import hiCommon from "@/src/lib/i18n/messages/hi/common.json";
import { leadModalId, modalStyleFor, modalTitle } from "@/src/lib/lead/modal";
import { resolveVariantOf } from "@/src/lib/lead/variant-rule";
import { CloseIcon } from "@/src/ui/icons";
import { LeadForm } from "@/src/ui/lead-form/lead-form";
import { leadMessages, pageLocale } from "@/src/ui/lead-form/messages";
import { usePageContext } from "@/src/ui/page/page-context";
import type { LeadModalRequest } from "./context";

const DIALOG =
  "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl";
const PAGE =
  "fixed inset-0 z-50 flex flex-col overflow-hidden bg-white focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:shadow-2xl";

/**
 * The lead-form modal (LM-1 to LM-10): one per variant (id: fixed prefix + variant), with a title,
 * a close button and the lead form as its body; the page style on Marketing pages. It closes
 * after a successful submission (the form's close callback). While a submission is in flight it
 * cannot be closed (Escape, a tap outside, the close button): closing then and submitting again
 * would make a second lead under a new idempotency key, and the first one's answer would still
 * move the visitor to /thankyou.
 */
export default function LeadModal({
  request,
  onClose,
}: {
  request: LeadModalRequest;
  onClose: () => void;
}) {
  const page = usePageContext();
  const locale = pageLocale();
  const m = leadMessages(locale);
  const common = locale === "hi" ? hiCommon : enCommon;
  const variant = resolveVariantOf(
    page.pageVariant,
    request.variant ?? request.options?.variant ?? page.leadFormVariant,
  );
  const id = leadModalId(variant);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const onBusyChange = useCallback((next: boolean) => {
    busyRef.current = next;
    setBusy(next);
  }, []);
  const title = modalTitle(
    {
      modalTitle: request.title,
      contextFormTitle: page.formTitle,
      header: request.options?.header,
    },
    common.bookFreeAppointment,
  );

  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next && !busyRef.current) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 backdrop-blur-[1px]" />
        <Dialog.Content
          id={id}
          data-testid="lead-modal"
          data-variant={variant}
          className={modalStyleFor(page.pageType) === "page" ? PAGE : DIALOG}
          onOpenAutoFocus={(event) => {
            // Focus the dialog itself: a phone keyboard popping up would hide half the form.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open dropdown closes the dropdown, not the modal.
            const active = document.activeElement;
            if (
              busyRef.current ||
              (active?.getAttribute("role") === "combobox" && active.ariaExpanded === "true")
            ) {
              event.preventDefault();
            }
          }}
          onInteractOutside={(event) => {
            if (busyRef.current) event.preventDefault();
          }}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 pb-3 pt-5">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold leading-7 text-slate-900">
                {title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {m.modal.subtitle}
              </Dialog.Description>
            </div>
            <Dialog.Close
              disabled={busy}
              className="-mr-2 -mt-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-wait disabled:opacity-40 disabled:hover:bg-transparent"
              aria-label={m.modal.close}
              data-testid="lead-modal-close"
            >
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4">
            <LeadForm
              {...request.options}
              variant={variant}
              mode={request.mode}
              idPrefix={`${id}-f`}
              locale={locale}
              onClose={onClose}
              onBusyChange={onBusyChange}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
