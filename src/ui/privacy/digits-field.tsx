"use client";

/**
 * A label, a digits-only input and its button: the mobile number and the code of My data's
 * login, and the code that confirms an erasure.
 */
export function DigitsField({
  id,
  label,
  value,
  onChange,
  maxLength,
  autoComplete,
  button,
  onSubmit,
  testId,
  buttonTestId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  maxLength: number;
  autoComplete: "tel-national" | "one-time-code";
  button: string;
  onSubmit: () => void;
  testId: string;
  buttonTestId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
        onKeyDown={(e) => {
          if (e.key === "Enter") onSubmit();
        }}
        data-testid={testId}
      />
      <button
        type="button"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        onClick={onSubmit}
        data-testid={buttonTestId}
      >
        {button}
      </button>
    </div>
  );
}
