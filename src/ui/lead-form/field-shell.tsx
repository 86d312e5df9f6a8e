import type { ReactNode } from "react";

/** Label, control and error text of one field; the error is linked by id (aria-describedby). */
export function FieldShell({
  id,
  label,
  hideLabel,
  required,
  error,
  children,
  labelId,
  labelFor = false,
  announce = false,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  error?: string;
  children: ReactNode;
  /** When the control is labelled by id rather than by `for` (custom comboboxes). */
  labelId?: string;
  /** With `labelId`: the label also names the control by `for` (an input combobox). */
  labelFor?: boolean;
  /**
   * The error came from the server after the patient acted (e.g. the OTP could not be sent):
   * announce it (role="alert"). Errors of the form's own check are not: the first invalid field
   * takes the focus and reads its error, and ten alerts at once would drown each other.
   */
  announce?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5" data-field={id}>
      <label
        id={labelId}
        htmlFor={labelId && !labelFor ? undefined : id}
        className={hideLabel ? "sr-only" : "text-sm font-semibold text-slate-800"}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p
          id={`${id}-error`}
          role={announce ? "alert" : undefined}
          className="text-sm font-medium text-red-700"
          data-testid="field-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass = (invalid: boolean) =>
  [
    "block min-h-12 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500",
    "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1",
    invalid ? "border-red-600" : "border-slate-300 hover:border-slate-400",
  ].join(" ");

export function describedBy(id: string, error: string | undefined, extra?: string) {
  const ids = [error ? `${id}-error` : undefined, extra].filter(Boolean).join(" ");
  return ids || undefined;
}
