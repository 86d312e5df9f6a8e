/**
 * Geometry for the dashboard's server-drawn SVG charts: scales, axis ticks, stacked bars and the
 * funnel's shares. Pure, so the numbers a chart draws are tested without a browser.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar day (YYYY-MM-DD) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar day begins (00:00 IST). */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The last `n` India days up to and including `now`'s, oldest first. */
export function lastIstDays(now: Date, n: number): string[] {
  const today = Date.parse(`${istDay(now)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) =>
    new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** "26 Nov" from "2026-11-26": short enough for 14 labels on a phone. */
export function shortDay(day: string): string {
  const months = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ];
  const [, m = "1", d = "1"] = day.split("-");
  return `${Number(d)} ${months[Number(m) - 1] ?? ""}`;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1): a readable axis top. */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Evenly spaced whole-number ticks from 0 to `max` (a niceMax), at most `count` + 1. */
export function ticks(max: number, count = 4): number[] {
  const step = Math.max(1, niceMax(max / count));
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(v);
  return out;
}

/** A linear map from [d0, d1] onto [r0, r1]; a zero-width domain maps to r0. */
export function linearScale(d0: number, d1: number, r0: number, r1: number) {
  const span = d1 - d0;
  return (v: number) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

export interface Plot {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BarSegment {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface StackedBars {
  max: number;
  ticks: { value: number; y: number }[];
  columns: { label: string; x: number; center: number; total: number; segments: BarSegment[] }[];
}

/**
 * One column per label, each the stack of `series` values in order (the first at the bottom);
 * y grows downward as in SVG.
 */
export function stackedBars(
  labels: readonly string[],
  series: readonly { key: string; values: readonly number[] }[],
  plot: Plot,
  gap = 0.25,
): StackedBars {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const baseline = plot.height - plot.bottom;
  const y = linearScale(0, max, baseline, plot.top);
  const slot = (plot.width - plot.left - plot.right) / Math.max(1, labels.length);
  const barWidth = slot * (1 - gap);
  const columns = labels.map((label, i) => {
    const x = plot.left + i * slot + (slot - barWidth) / 2;
    let running = 0;
    const segments: BarSegment[] = [];
    for (const s of series) {
      const value = s.values[i] ?? 0;
      if (value > 0) {
        const top = y(running + value);
        segments.push({ key: s.key, x, y: top, width: barWidth, height: y(running) - top, value });
      }
      running += value;
    }
    return { label, x, center: x + barWidth / 2, total: totals[i] ?? 0, segments };
  });
  return { max, ticks: ticks(max).map((value) => ({ value, y: y(value) })), columns };
}

/** Each stage's count, its share of the first stage and of the stage before (whole %). */
export function funnel(stages: readonly { label: string; count: number }[]) {
  const first = stages[0]?.count ?? 0;
  return stages.map((s, i) => {
    const previous = i === 0 ? s.count : (stages[i - 1]?.count ?? 0);
    return {
      ...s,
      ofFirst: percent(s.count, first),
      ofPrevious: percent(s.count, previous),
    };
  });
}

/** A whole percentage, null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * Keeps the `limit` largest keys of per-day counts and folds the rest into "Other", so a chart
 * has a legend one can read. Answers the keys (largest first) and each one's value per day.
 */
export function topSeries(
  rows: readonly { day: string; key: string; n: number }[],
  days: readonly string[],
  limit = 5,
  other = "Other",
): { key: string; values: number[] }[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.key, (totals.get(r.key) ?? 0) + r.n);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = ranked.slice(0, ranked.length > limit ? limit - 1 : limit).map(([k]) => k);
  const keys = ranked.length > kept.length ? [...kept, other] : kept;
  const index = new Map(days.map((d, i) => [d, i]));
  const series = keys.map((key) => ({ key, values: days.map(() => 0) }));
  for (const r of rows) {
    const i = index.get(r.day);
    if (i === undefined) continue;
    const k = kept.includes(r.key) ? r.key : other;
    const s = series.find((x) => x.key === k);
    if (s) s.values[i] = (s.values[i] ?? 0) + r.n;
  }
  return series;
}

/** Yesterday against the day before: the change and whether it is for the better. */
export function compare(
  current: number | null,
  previous: number | null,
  higherIsBetter = true,
): { delta: number | null; verdict: "better" | "worse" | "same" | "unknown" } {
  if (current === null || previous === null) return { delta: null, verdict: "unknown" };
  const delta = current - previous;
  if (delta === 0) return { delta, verdict: "same" };
  return { delta, verdict: delta > 0 === higherIsBetter ? "better" : "worse" };
}

/** "26 Nov 2026, 14:05" in India time, whatever the server's time zone. */
export function istDateTime(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${shortDay(local.slice(0, 10))} ${local.slice(0, 4)}, ${local.slice(11, 16)}`;
}
