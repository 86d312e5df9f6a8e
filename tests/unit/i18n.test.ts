import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TITLE_SUFFIX } from "@/src/config/site";
import { parseFrontMatter } from "@/src/lib/front-matter";
import { format, formatNumber, getMessages, locales, plural } from "@/src/lib/i18n";

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

/** Every string of a catalogue with its path, and every object whose keys are plural forms. */
function leaves(value: unknown, prefix = ""): { path: string; text: string; parent: unknown }[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return typeof v === "string" ? [{ path, text: v, parent: value }] : leaves(v, path);
  });
}

const LANGUAGE_TAGS = { en: "en-IN", hi: "hi-IN" } as const;

describe("plurals", () => {
  it("plural() takes the form Intl.PluralRules gives the count, with Indian digit grouping", () => {
    const reviews = getMessages("en").discovery.reviewsCount;
    expect(plural(reviews, 1, "en")).toBe("1 review");
    expect(plural(reviews, 0, "en")).toBe("0 reviews");
    expect(plural(reviews, 2, "en")).toBe("2 reviews");
    expect(plural(reviews, 150000, "en")).toBe("1,50,000 reviews");
    const hi = getMessages("hi").discovery.reviewsCount;
    // Hindi's "one" covers 0 and 1 (CLDR).
    expect(plural(hi, 1, "hi")).toBe("1 समीक्षा");
    expect(plural(hi, 0, "hi")).toBe("0 समीक्षा");
    expect(plural(hi, 3, "hi")).toBe("3 समीक्षाएँ");
    const ambulances = getMessages("en").discovery.facilityCounts.ambulance;
    expect(plural(ambulances, 1, "en")).toBe("1 ambulance");
    expect(plural(getMessages("en").discovery.experienceYears, 1, "en")).toBe(
      "1 year of experience",
    );
    expect(
      plural(getMessages("en").content.faqCount, 1, "en", { shown: 1 }),
      "the noun agrees with the total",
    ).toBe("1 of 1 question");
  });

  it("every message that shows a {count} has a form for each plural category of its language, and only those", () => {
    for (const locale of locales) {
      const categories = new Intl.PluralRules(LANGUAGE_TAGS[locale])
        .resolvedOptions()
        .pluralCategories.slice()
        .sort();
      // plural() knows "one" and "other": a language with more forms needs it extended first.
      expect(categories, locale).toEqual(["one", "other"]);
      const counted = leaves(getMessages(locale)).filter((l) => l.text.includes("{count}"));
      expect(counted.length, locale).toBeGreaterThan(20);
      for (const { path, parent } of counted) {
        expect(Object.keys(parent as object).sort(), `${locale}: ${path}`).toEqual(categories);
        for (const form of Object.values(parent as Record<string, string>)) {
          expect(form, `${locale}: ${path}`).toContain("{count}");
        }
      }
    }
  });
});

/** Markdown files under a folder, recursively. */
function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? markdownFiles(file) : e.name.endsWith(".md") ? [file] : [];
  });
}

describe("wording rules", () => {
  it("no English message puts 'a' or 'an' before a placeholder: which one fits depends on the word filled in", () => {
    const bad = leaves(getMessages("en")).filter((l) => /\b[Aa]n? \{\w+\}/.test(l.text));
    expect(bad.map((l) => `${l.path}: ${l.text}`)).toEqual([]);
  });

  it("no message and no content page names the brand in its title: the layout adds it once", () => {
    expect(TITLE_SUFFIX).toBe(" | Vaidya");
    for (const locale of locales) {
      const branded = leaves(getMessages(locale)).filter((l) =>
        l.text.includes(TITLE_SUFFIX.trim()),
      );
      expect(branded.map((l) => `${locale}: ${l.path}`)).toEqual([]);
    }
    const titles = markdownFiles(path.join(process.cwd(), "content")).map(
      (file) =>
        [file, String(parseFrontMatter(fs.readFileSync(file, "utf8")).data.title ?? "")] as const,
    );
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter(([, title]) => title.includes(TITLE_SUFFIX.trim()))).toEqual([]);
  });
});
