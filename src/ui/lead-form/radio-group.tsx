"use client";

/**
 * The radio selector (LF-24 to LF-28): options (label, value), a field name, a title, a required
 * flag (required style on the title), an error message beneath it, and a default selected
 * value. The selected option has a blue border and a light-blue background (styled variant);
 * unselected options have a grey border.
 */
export interface RadioOption {
  label: string;
  value: string;
}

export function RadioGroup({
  id,
  name,
  title,
  options,
  required,
  error,
  value,
  defaultValue,
  onChange,
  styled = true,
  columns = 2,
}: {
  id: string;
  name: string;
  title: string;
  options: readonly RadioOption[];
  required?: boolean;
  error?: string;
  value?: string;
  defaultValue?: string;
  onChange: (value: string) => void;
  styled?: boolean;
  columns?: 1 | 2 | 3;
}) {
  const current = value ?? defaultValue;
  const errorId = `${id}-error`;
  const grid =
    columns === 1 ? "grid-cols-1" : columns === 3 ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-2";
  return (
    <fieldset
      id={id}
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      data-field={id}
    >
      <legend className="mb-2 text-sm font-semibold text-slate-800" data-required={required}>
        {title}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option) => {
          const selected = current === option.value;
          return (
            <label
              key={option.value}
              data-selected={selected}
              className={[
                "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm font-medium text-slate-800",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1",
                selected
                  ? styled
                    ? "border-[#2563eb] bg-[#eff6ff] ring-1 ring-[#2563eb]"
                    : "border-[#2563eb] bg-white"
                  : "border-[#cbd5e1] bg-white hover:border-slate-400",
              ].join(" ")}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={[
                  "flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2",
                  selected ? "border-[#2563eb]" : "border-slate-400",
                ].join(" ")}
              >
                {selected ? <span className="h-2.5 w-2.5 rounded-full bg-[#2563eb]" /> : null}
              </span>
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
