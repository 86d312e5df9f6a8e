import { useId } from "react";
import { type Plot, shortDay, stackedBars } from "@/src/lib/console/charts";

/**
 * The dashboard's charts, drawn as SVG on the server (no chart library, no script). Each one
 * has a <title> and <desc> for screen readers and the same numbers in a visually hidden table.
 */

/** Colour-blind-safe series colours (Okabe–Ito), text colours that pass on white. */
export const SERIES_COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#999999",
];

export function colourOf(i: number): string {
  return SERIES_COLOURS[i % SERIES_COLOURS.length] ?? "#999999";
}

/** A card's width on a laptop, and on a phone (where the text must not shrink below ~11 px). */
const WIDE: Plot = { width: 640, height: 220, left: 40, right: 16, top: 10, bottom: 28 };
const NARROW: Plot = { width: 360, height: 220, left: 32, right: 16, top: 10, bottom: 28 };

export function ChartCard({
  title,
  children,
  note,
}: {
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {note ? <p className="mb-2 text-xs text-slate-600">{note}</p> : null}
      {children}
    </section>
  );
}

export function Legend({
  keys,
  colours,
}: {
  keys: readonly string[];
  colours?: readonly string[];
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
      {keys.map((k, i) => (
        <li key={k} className="flex items-center gap-1.5">
          <span
            className="inline-block size-3 rounded-sm"
            style={{ background: colours?.[i] ?? colourOf(i) }}
          />
          <span className="max-w-48 truncate">{k}</span>
        </li>
      ))}
    </ul>
  );
}

/** Stacked columns per day, with the figures as a hidden table. */
export function StackedBarChart({
  title,
  description,
  days,
  series,
  colours,
}: {
  title: string;
  description: string;
  days: readonly string[];
  series: readonly { key: string; values: readonly number[] }[];
  colours?: readonly string[];
}) {
  const colourFor = (key: string) => {
    const i = series.findIndex((s) => s.key === key);
    return colours?.[i] ?? colourOf(i);
  };
  const props = { title, description, days, series, colourFor };
  // Two drawings, one shown: the phone's is narrower so its labels stay readable.
  return (
    <figure>
      <div className="sm:hidden">
        <BarsSvg {...props} plot={NARROW} fontSize={12} />
      </div>
      <div className="hidden sm:block">
        <BarsSvg {...props} plot={WIDE} fontSize={13} />
      </div>
      <Legend keys={series.map((s) => s.key)} colours={series.map((s) => colourFor(s.key))} />
      <FiguresTable caption={title} days={days} series={series} />
    </figure>
  );
}

function BarsSvg({
  title,
  description,
  days,
  series,
  colourFor,
  plot,
  fontSize,
}: {
  title: string;
  description: string;
  days: readonly string[];
  series: readonly { key: string; values: readonly number[] }[];
  colourFor: (key: string) => string;
  plot: Plot;
  fontSize: number;
}) {
  const id = useId();
  const chart = stackedBars(days, series, plot);
  // Every other day labelled (from today backwards) so the labels do not collide; today's ends at
  // the drawing's right edge, where a centred label was cut at 390 px.
  const step = days.length > 8 ? 2 : 1;
  return (
    <svg
      viewBox={`0 0 ${plot.width} ${plot.height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {chart.ticks.map((t) => (
        <g key={t.value}>
          <line
            x1={plot.left}
            x2={plot.width - plot.right}
            y1={t.y}
            y2={t.y}
            stroke="#e2e8f0"
            strokeWidth={1}
          />
          <text x={plot.left - 6} y={t.y + 4} textAnchor="end" fontSize={fontSize} fill="#475569">
            {t.value}
          </text>
        </g>
      ))}
      {chart.columns.map((c, i) => (
        <g key={c.label}>
          {c.segments.map((s) => (
            <rect
              key={s.key}
              x={s.x}
              y={s.y}
              width={s.width}
              height={Math.max(0.5, s.height)}
              fill={colourFor(s.key)}
            >
              <title>{`${shortDay(c.label)} · ${s.key}: ${s.value}`}</title>
            </rect>
          ))}
          {(days.length - 1 - i) % step === 0 ? (
            <text
              x={i === days.length - 1 ? plot.width - 1 : c.center}
              y={plot.height - 9}
              textAnchor={i === days.length - 1 ? "end" : "middle"}
              fontSize={fontSize}
              fill="#475569"
            >
              {shortDay(c.label)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/** The chart's numbers for screen readers (and for copying). */
export function FiguresTable({
  caption,
  days,
  series,
}: {
  caption: string;
  days: readonly string[];
  series: readonly { key: string; values: readonly number[] }[];
}) {
  // A table will not shrink to sr-only's 1 px (it would widen the page): its wrapper does.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d, i) => (
            <tr key={d}>
              <th scope="row">{d}</th>
              {series.map((s) => (
                <td key={s.key}>{s.values[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Horizontal bars, each stage's width its share of the first. */
export function FunnelChart({
  stages,
}: {
  stages: readonly {
    label: string;
    count: number;
    ofFirst: number | null;
    ofPrevious: number | null;
  }[];
}) {
  const first = stages[0]?.count ?? 0;
  return (
    <ol className="space-y-2" aria-label="Funnel: lead, contacted, booked, treated">
      {stages.map((s, i) => (
        <li key={s.label}>
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium text-slate-800">{s.label}</span>
            <span className="tabular-nums text-slate-700">
              {s.count}
              {i > 0 && s.ofFirst !== null ? (
                <span className="text-slate-600">
                  {" "}
                  · {s.ofFirst}% of leads
                  {s.ofPrevious !== null && i > 1
                    ? `, ${s.ofPrevious}% of ${stages[i - 1]?.label.toLowerCase()}`
                    : ""}
                </span>
              ) : null}
            </span>
          </div>
          <svg
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            className="h-3 w-full"
            aria-hidden="true"
          >
            <rect x={0} y={0} width={100} height={6} fill="#f1f5f9" />
            <rect
              x={0}
              y={0}
              width={first > 0 ? (s.count / first) * 100 : 0}
              height={6}
              fill={colourOf(i)}
            />
          </svg>
        </li>
      ))}
    </ol>
  );
}

export interface HeadlineFigure {
  label: string;
  day: string;
  previousDay: string;
  today: number | null;
  yesterday: number | null;
  dayBefore: number | null;
  unit: "" | "%";
  delta: number | null;
  verdict: "better" | "worse" | "same" | "unknown";
}

const VERDICT_STYLE = {
  better: "border-emerald-300 bg-emerald-50 text-emerald-900",
  worse: "border-red-300 bg-red-50 text-red-900",
  same: "border-slate-200 bg-white text-slate-900",
  unknown: "border-slate-200 bg-white text-slate-900",
} as const;

const VERDICT_WORD = { better: "better", worse: "worse", same: "no change", unknown: "" } as const;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Sat 28 Nov" from "2026-11-28": a comparison names its days, never "the day before". */
export function namedDay(day: string): string {
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
  return weekday ? `${weekday} ${shortDay(day)}` : day;
}

/**
 * Yesterday's figures against the day before, coloured by better or worse, each day named, with
 * today so far beside them: a morning with leads never shows only a quiet yesterday's 0.
 */
export function HeadlineRow({ figures }: { figures: readonly HeadlineFigure[] }) {
  const show = (v: number | null, unit: string) => (v === null ? "–" : `${v}${unit}`);
  return (
    <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="headlines">
      {figures.map((f) => (
        <li key={f.label} className={`rounded-lg border p-3 ${VERDICT_STYLE[f.verdict]}`}>
          <p className="text-xs font-medium uppercase tracking-wide opacity-80">{f.label}</p>
          <p className="text-2xl font-semibold tabular-nums">
            {show(f.yesterday, f.unit)}
            <span className="ml-1 text-xs font-normal">{namedDay(f.day)}</span>
          </p>
          <p className="text-xs">
            {namedDay(f.previousDay)}: {show(f.dayBefore, f.unit)}
            {f.delta !== null && f.verdict !== "same" ? (
              <>
                {" "}
                · {f.delta > 0 ? "+" : "−"}
                {Math.abs(f.delta)}
                {f.unit === "%" ? " pts" : ""} ({VERDICT_WORD[f.verdict]})
              </>
            ) : f.verdict === "same" ? (
              " · no change"
            ) : null}
          </p>
          <p className="text-xs" data-testid="headline-today">
            Today so far: {show(f.today, f.unit)}
          </p>
        </li>
      ))}
    </ul>
  );
}
