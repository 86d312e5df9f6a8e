import { describe, expect, it } from "vitest";
import {
  compare,
  funnel,
  istDateTime,
  istDay,
  istDayStart,
  lastIstDays,
  linearScale,
  niceMax,
  percent,
  shortDay,
  stackedBars,
  ticks,
  topSeries,
} from "@/src/lib/console/charts";

const plot = { width: 200, height: 120, left: 20, right: 0, top: 10, bottom: 10 };

describe("dashboard chart geometry", () => {
  it("[CS-80] days are India calendar days: 18:29 UTC is still the day, 18:30 UTC the next", () => {
    expect(istDay(new Date("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
    expect(istDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
    expect(istDayStart("2026-11-26").toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(lastIstDays(new Date("2026-11-26T19:00:00Z"), 3)).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(lastIstDays(new Date("2026-03-01T06:00:00Z"), 2)).toEqual(["2026-02-28", "2026-03-01"]);
    expect(shortDay("2026-11-05")).toBe("5 Nov");
    expect(istDateTime(new Date("2026-11-26T08:35:00Z"))).toBe("26 Nov 2026, 14:05");
  });

  it("[CS-85] axis tops are 1, 2 or 5 × 10ⁿ and ticks are whole numbers from zero", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(480)).toBe(500);
    expect(niceMax(501)).toBe(1000);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(1000)).toEqual([0, 500, 1000]);
    expect(ticks(50)).toEqual([0, 20, 40]);
    const y = linearScale(0, 10, 100, 0);
    expect(y(0)).toBe(100);
    expect(y(5)).toBe(50);
    expect(linearScale(3, 3, 7, 9)(3)).toBe(7);
  });

  it("[CS-85] stacked bars: each column stacks its series from the baseline, heights in proportion", () => {
    const chart = stackedBars(
      ["d1", "d2"],
      [
        { key: "a", values: [2, 0] },
        { key: "b", values: [3, 5] },
      ],
      plot,
      0.5,
    );
    // Totals 5 and 5: the axis top is 5, the plot 100 px tall (10 to 110).
    expect(chart.max).toBe(5);
    const [first, second] = chart.columns;
    expect(first?.total).toBe(5);
    expect(first?.segments.map((s) => [s.key, s.y, s.height])).toEqual([
      ["a", 70, 40],
      ["b", 10, 60],
    ]);
    // A zero value draws nothing.
    expect(second?.segments.map((s) => s.key)).toEqual(["b"]);
    // Two slots of 90 px from x = 20, each bar half its slot, centred.
    expect(first?.x).toBe(42.5);
    expect(first?.segments[0]?.width).toBe(45);
    expect(second?.center).toBe(155);
    expect(chart.ticks[0]).toEqual({ value: 0, y: 110 });
  });

  it("[CS-81] the funnel gives each stage's share of the first and of the stage before", () => {
    expect(
      funnel([
        { label: "Leads", count: 200 },
        { label: "Contacted", count: 150 },
        { label: "Booked", count: 30 },
        { label: "Treated", count: 0 },
      ]),
    ).toEqual([
      { label: "Leads", count: 200, ofFirst: 100, ofPrevious: 100 },
      { label: "Contacted", count: 150, ofFirst: 75, ofPrevious: 75 },
      { label: "Booked", count: 30, ofFirst: 15, ofPrevious: 20 },
      { label: "Treated", count: 0, ofFirst: 0, ofPrevious: 0 },
    ]);
    expect(funnel([{ label: "Leads", count: 0 }])[0]?.ofFirst).toBeNull();
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 0)).toBeNull();
  });

  it("[CS-80] the five largest series are kept, the rest summed as Other", () => {
    const days = ["d1", "d2"];
    const rows = [
      { day: "d1", key: "google", n: 10 },
      { day: "d2", key: "google", n: 5 },
      { day: "d1", key: "facebook", n: 8 },
      { day: "d1", key: "bing", n: 3 },
      { day: "d2", key: "x", n: 2 },
      { day: "d2", key: "y", n: 1 },
      { day: "d1", key: "z", n: 1 },
      { day: "d9", key: "google", n: 99 },
    ];
    const series = topSeries(rows, days);
    expect(series.map((s) => s.key)).toEqual(["google", "facebook", "bing", "x", "Other"]);
    expect(series.find((s) => s.key === "Other")?.values).toEqual([1, 1]);
    expect(series[0]?.values).toEqual([10, 5]);
    expect(topSeries(rows.slice(0, 3), days).map((s) => s.key)).toEqual(["google", "facebook"]);
  });

  it("[CS-84] yesterday against the day before: better or worse by the figure's direction", () => {
    expect(compare(12, 10)).toEqual({ delta: 2, verdict: "better" });
    expect(compare(12, 10, false)).toEqual({ delta: 2, verdict: "worse" });
    expect(compare(3, 3)).toEqual({ delta: 0, verdict: "same" });
    expect(compare(null, 3)).toEqual({ delta: null, verdict: "unknown" });
  });
});
