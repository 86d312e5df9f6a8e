/** Rupee ranges moved to a city's price level and rounded to tidy figures (costs, lab prices). */

/** The step an amount is rounded to, by its size. */
export type RoundingStep = (amount: number) => number;

/**
 * A range × `factor`, each end rounded to its step, the top at least `minSpread` above the
 * bottom.
 */
export function scaledRange(
  [min, max]: readonly [number, number],
  factor: number,
  stepOf: RoundingStep,
  minSpread: number,
): [min: number, max: number] {
  const tidy = (amount: number) => {
    const step = stepOf(amount);
    return Math.round(amount / step) * step;
  };
  const low = tidy(min * factor);
  return [low, Math.max(tidy(max * factor), low + minSpread)];
}
