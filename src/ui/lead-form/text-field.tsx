"use client";

import { describedBy, FieldShell, inputClass } from "./field-shell";

export function TextField({
  id,
  label,
  hideLabel,
  value,
  onChange,
  error,
  required,
  placeholder,
  type = "text",
  autoComplete,
  multiline,
  maxLength,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
}) {
  const common = {
    id,
    name: id,
    value,
    placeholder,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, error),
    className: inputClass(Boolean(error)),
  } as const;
  return (
    <FieldShell id={id} label={label} hideLabel={hideLabel} required={required} error={error}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}
