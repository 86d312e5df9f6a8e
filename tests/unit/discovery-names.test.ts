import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as names from "@/src/lib/catalog/names";
import { conditionHeading, departmentName, splitConditionName } from "@/src/lib/catalog/names";

describe("[MD-3] condition names as patients search them", () => {
  it("[MD-3] the lay name and the Hindi name first: 'Piles (बवासीर)'", () => {
    expect(conditionHeading({ name: "Piles (Haemorrhoids)", nameHi: "बवासीर" }, "en")).toEqual({
      heading: "Piles (बवासीर)",
      medical: "Haemorrhoids",
    });
    expect(conditionHeading({ name: "Cataract", nameHi: "मोतियाबिंद" }, "en")).toEqual({
      heading: "Cataract (मोतियाबिंद)",
      medical: null,
    });
    expect(conditionHeading({ name: "PCOS", nameHi: null }, "en").heading).toBe("PCOS");
    expect(conditionHeading({ name: "Piles (Haemorrhoids)", nameHi: "बवासीर" }, "hi").heading).toBe(
      "बवासीर",
    );
  });

  it("[MD-3] splits only a trailing bracket", () => {
    expect(splitConditionName("Enlarged Prostate (BPH)")).toEqual({
      lay: "Enlarged Prostate",
      medical: "BPH",
    });
    expect(splitConditionName("Squint")).toEqual({ lay: "Squint", medical: null });
  });
});

/** Source files under a folder, recursively. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(file);
    return /\.tsx?$/.test(e.name) ? [file] : [];
  });
}

// The rule changed: treatment pages used to show the thank-you heading's names ("KNEE
// REPLACEMENT" in an H1, "Kidney Stones Transport" heading the kidney-stone page). Now the
// catalogue's own name is shown everywhere but on that heading.
describe("treatment names keep the catalogue's spelling outside the thank-you heading", () => {
  it("the renaming rules are not offered to the catalogue, and only the thank-you view uses them", () => {
    expect("treatmentDisplayName" in names).toBe(false);
    const root = process.cwd();
    const users = [...sources(path.join(root, "app")), ...sources(path.join(root, "src"))]
      .filter((file) => /treatmentDisplayName/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file))
      .sort();
    expect(users).toEqual([
      "src/lib/lead/treatment-names.ts",
      "src/ui/thankyou/thank-you-view.tsx",
    ]);
  });
});

describe("[HI-5] a department's name in the page's language", () => {
  it("[HI-5] Hindi when the page is Hindi and the name exists, else the English name; none without a department", () => {
    const cardiology = { name: "Cardiology", nameHi: "हृदय रोग" };
    expect(departmentName(cardiology, "hi")).toBe("हृदय रोग");
    expect(departmentName(cardiology, "en")).toBe("Cardiology");
    expect(departmentName({ name: "Urology", nameHi: null }, "hi")).toBe("Urology");
    expect(departmentName(null, "hi")).toBeNull();
  });
});
