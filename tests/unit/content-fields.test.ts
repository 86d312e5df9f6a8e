import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "@/src/lib/content-editing/csv";
import {
  checkCityCost,
  checkTreatmentTexts,
  diffFields,
  showValue,
} from "@/src/lib/content-editing/fields";

describe("content editing's field rules", () => {
  it("[CE-2] rupees read with ₹, commas and spaces; the average may be blank; the range holds", () => {
    expect(checkCityCost({ minCost: "₹1,20,000", avgCost: "", maxCost: " 280000 " })).toEqual({
      ok: true,
      value: { minCost: 120000, avgCost: null, maxCost: 280000 },
    });
    const equal = checkCityCost({ minCost: "5", avgCost: "5", maxCost: "5" });
    expect(equal.ok).toBe(true);
    const bad = checkCityCost({ minCost: "", maxCost: "-1" });
    expect(bad.ok ? [] : bad.problems.map((p) => p.message)).toEqual([
      "Minimum cost is required.",
      "Maximum cost cannot be negative.",
    ]);
  });

  it("[CE-3] any tag is refused by name; plain text with < and > comparisons is kept", () => {
    const tag = checkTreatmentTexts({ summary: "A long enough text <IFRAME src=x></iframe>" });
    expect(tag.ok ? "" : tag.problems[0]?.message).toBe(
      "Description (English) is plain text: remove the HTML <IFRAME> tag.",
    );
    const plain = checkTreatmentTexts({ summary: "Recovery takes < 6 weeks and costs > ₹1 lakh." });
    expect(plain.ok).toBe(true);
  });

  it("[CE-7] a diff lists changed fields in the form's order, whatever the keys' order", () => {
    expect(
      diffFields(
        { maxCost: 2, avgCost: null, minCost: 1 },
        { maxCost: 3, minCost: 0, avgCost: null },
      ).map((c) => c.field),
    ).toEqual(["minCost", "maxCost"]);
    expect(showValue("minCost", 150000)).toBe("₹1,50,000");
    expect(showValue("sponsored", true)).toBe("yes");
  });

  it("[CE-9] CSV cells keep quoted commas, quotes and line breaks, and say where a quote is left open", () => {
    const text = toCsv(
      ["a", "b"],
      [
        ["x, y", 'say "hi"'],
        ["line\nbreak", null],
      ],
    );
    expect(parseCsv(text).records.map((r) => r.cells)).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["line\nbreak", ""],
    ]);
    const open = parseCsv('a,b\r\n1,2\r\n"3,4\r\n');
    expect(open.records.map((r) => r.line)).toEqual([1, 2]);
    expect(open.problems).toEqual([
      { line: 3, column: "", message: 'A quoted cell is never closed (a " is missing).' },
    ]);
    expect(parseCsv("\uFEFFa\n").records[0]?.cells).toEqual(["a"]);
  });
});
