"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { CloseIcon } from "@/src/ui/icons";

/**
 * The frame of every account modal: Radix Dialog (focus trap, Escape, scroll lock, labelled by
 * its title), a close button, and a card that is a bottom sheet on phones and centred on larger
 * screens.
 */
export function AccountDialog({
  title,
  description,
  closeLabel,
  onClose,
  children,
  testId,
  hideTitle = false,
  initialFocus,
}: {
  title: string;
  description?: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  hideTitle?: boolean;
  /** The control that takes the focus on open (default: the first one, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title
              className={hideTitle ? "sr-only" : "text-lg font-bold text-ink sm:text-xl"}
            >
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-mr-2 -mt-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink"
              aria-label={closeLabel}
              data-testid="dialog-close"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Primary action button of the account modals. */
export const primaryButton =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600";

export const secondaryButton =
  "inline-flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-ink hover:bg-slate-50";

export const inputClass =
  "w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200";

/** A field's error line (ER-5, ER-6: shown under the field). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A labelled text input with its error line: editing it clears the error (the caller's onChange). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  autoComplete,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: "text" | "email";
  autoComplete?: string;
  testId?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} ${error ? "border-red-600" : "border-slate-300"}`}
        data-testid={testId}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
