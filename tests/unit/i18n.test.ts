import { describe, expect, it } from "vitest";
import { format, formatNumber, getMessages } from "@/src/lib/i18n";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keyPaths(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe("i18n", () => {
  it("Hindi has exactly the English keys, none empty", () => {
    const en = getMessages("en");
    const hi = getMessages("hi");
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
    for (const path of keyPaths(hi)) expect(path).not.toBe("");
  });

  it("[SH-24][SH-26] the ribbon texts are the spec's, exactly", () => {
    const r = getMessages("en").shell.ribbon;
    expect(`${r.secondOpinionLead} ${r.secondOpinionCta}`).toBe(
      "Get Second Opinion from Top Surgeons! Book an Appointment",
    );
    expect(r.app).toBe("Download Our App for Free");
  });

  it("[SH-31] the menu groups are Departments, Conditions, Treatments", () => {
    const menu = getMessages("en").shell.menu;
    expect([menu.departments, menu.conditions, menu.treatments]).toEqual([
      "Departments",
      "Conditions",
      "Treatments",
    ]);
  });

  it("format fills placeholders and leaves unknown ones", () => {
    expect(format("₹{min} – ₹{max}", { min: 10, max: 20 })).toBe("₹10 – ₹20");
    expect(format("{a} {b}", { a: 1 })).toBe("1 {b}");
  });

  it("numbers use Indian digit grouping", () => {
    expect(formatNumber(150000, "en")).toBe("1,50,000");
  });
});
