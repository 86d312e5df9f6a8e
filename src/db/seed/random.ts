import "server-only";

/** A random number source in [0, 1), like Math.random but reproducible. */
export type Rng = () => number;

/** mulberry32: a tiny 32-bit seeded PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A PRNG seed for item `k` of one `kind`: lets a generator draw values for one entity from its own
 * stream, so that adding a field (a new stream kind) never shifts the values drawn for others.
 */
export function seedFor(kind: number, k: number): number {
  return (Math.imul(k + 1, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca77)) >>> 0;
}

/** Integer in [min, max], both inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

/** `count` distinct elements (fewer if the list is shorter), in a random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy.slice(0, Math.min(count, copy.length));
}

/** Rounds to a step, e.g. roundTo(12345, 500) = 12500. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
