/**
 * What the calculators share: a number typed into a field, and the outcome shape (a value, or
 * every input error at once as message keys of `tools.errors`).
 */
export type Outcome<T, E extends string> = { ok: true; value: T } | { ok: false; errors: E[] };

/** A number typed into a field ('' or anything not a finite number: undefined). */
export function parseInputNumber(text: string | number | undefined | null): number | undefined {
  if (typeof text === "number") return Number.isFinite(text) ? text : undefined;
  const cleaned = (text ?? "").replace(/[,\s₹]/g, "");
  if (cleaned === "") return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}
