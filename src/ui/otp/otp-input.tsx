"use client";

import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { format } from "@/src/lib/i18n/format";
import { clearDigit, digitsFromPaste, OTP_LENGTH, writeDigits } from "./otp-value";

export interface OtpInputMessages {
  /** Group label, e.g. 'Enter OTP'. */
  label: string;
  /** Label of one box, e.g. 'Digit {n} of {total}'. */
  digit: string;
}

export interface OtpInputProps {
  /** The digits typed so far (a space marks an emptied box in the middle). */
  value: string;
  onChange: (value: string) => void;
  m: OtpInputMessages;
  /** Helper error text shown under the boxes when supplied (OT-4). */
  error?: string;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Hide the group label visually (it stays available to screen readers). */
  hideLabel?: boolean;
}

/**
 * The OTP entry (OT-1 to OT-3): six single-digit boxes; typing moves to the next box, Backspace on
 * an empty box goes back, arrows move, and paste accepts numeric text only (anything else is
 * rejected and leaves the boxes as they were). The first box offers `one-time-code` autofill,
 * which may deliver all six digits at once. Used by login and by the lead form's OTP step.
 */
export function OtpInput({
  value,
  onChange,
  m,
  error,
  length = OTP_LENGTH,
  disabled = false,
  autoFocus = false,
  hideLabel = false,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${id}-error`;

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  // An error (a wrong code, whose boxes the owner empties) puts the focus on the first empty box,
  // so the next try starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new error moves the focus
  useEffect(() => {
    if (!error) return;
    const empty = Array.from({ length }, (_, i) => i).find((i) => !(value[i] ?? "").trim());
    focusBox(empty ?? 0);
  }, [error]);

  const onBoxChange = (index: number, raw: string) => {
    const previous = (value[index] ?? "").trim();
    // With the box's text selected on focus, typing replaces it; otherwise drop the old digit.
    const typed = previous && raw.length > 1 ? raw.replace(previous, "") : raw;
    if (typed === "") {
      onChange(clearDigit(value, index, length));
      return;
    }
    const next = writeDigits(value, index, typed, length);
    if (next.value !== value) onChange(next.value);
    if (/\d/.test(typed)) focusBox(next.focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !(value[index] ?? "").trim() && index > 0) {
      event.preventDefault();
      onChange(clearDigit(value, index - 1, length));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsFromPaste(event.clipboardData.getData("text"), length);
    if (digits === null) return; // numeric text only (OT-3)
    const start = digits.length === length ? 0 : index;
    const next = writeDigits(value, start, digits, length);
    onChange(next.value);
    focusBox(next.focus);
  };

  return (
    <div>
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className={hideLabel ? "sr-only" : "mb-2 p-0 text-sm font-semibold text-slate-700"}>
          {m.label}
        </legend>
        <div className="flex gap-2 sm:gap-3" data-testid="otp-boxes">
          {Array.from({ length }, (_, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              aria-label={format(m.digit, { n: index + 1, total: length })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={disabled}
              value={(value[index] ?? "").trim()}
              onChange={(e) => onBoxChange(index, e.target.value)}
              onKeyDown={(e) => onKeyDown(index, e)}
              onPaste={(e) => onPaste(index, e)}
              onFocus={(e) => e.target.select()}
              className={`h-12 w-11 rounded-lg border bg-white text-center text-xl font-semibold text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 sm:w-12 ${
                error ? "border-red-600" : "border-slate-300"
              }`}
              data-testid={`otp-box-${index}`}
            />
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700" data-testid="otp-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
