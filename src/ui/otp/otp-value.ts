/**
 * Pure rules of the OTP boxes (OT-1 to OT-3: 6 single-digit boxes; paste accepts numeric text
 * only), kept apart from the component so they are unit-tested without a DOM.
 */

/** OTP length (OT-1). */
export const OTP_LENGTH = 6;

/** Numeric paste only: the digits of `text` (outer whitespace ignored), or null to reject it. */
export function digitsFromPaste(text: string, length = OTP_LENGTH): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return trimmed.slice(0, length);
}

/**
 * Writes `typed` (one digit, or several when the keyboard or SMS autofill delivers them at once)
 * into the boxes from `index` on. Anything that is not a digit is ignored. Returns the new value
 * and the box that should take focus next.
 */
export function writeDigits(
  value: string,
  index: number,
  typed: string,
  length = OTP_LENGTH,
): { value: string; focus: number } {
  const digits = typed.replace(/\D/g, "");
  if (digits.length === 0) return { value, focus: index };
  const boxes = Array.from({ length }, (_, i) => value[i] ?? "");
  let at = index;
  for (const digit of digits) {
    if (at >= length) break;
    boxes[at] = digit;
    at++;
  }
  return { value: compact(boxes), focus: Math.min(at, length - 1) };
}

/** Clears box `index`; later digits keep their places (a box in the middle may be emptied). */
export function clearDigit(value: string, index: number, length = OTP_LENGTH): string {
  const boxes = Array.from({ length }, (_, i) => value[i] ?? "");
  boxes[index] = "";
  return compact(boxes);
}

/** Boxes → value; an empty box in the middle is kept as a space so positions do not shift. */
function compact(boxes: string[]): string {
  return boxes
    .map((b) => b || " ")
    .join("")
    .trimEnd();
}

/** True when every box holds a digit. */
export function isCompleteOtp(value: string, length = OTP_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** Whole seconds left until `deadlineMs` (rounded up, never below 0). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
