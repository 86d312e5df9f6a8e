import { describe, expect, it } from "vitest";
import {
  checkHospitalCsv,
  csvSizeProblem,
  MAX_CSV_BYTES,
  toCsv,
} from "@/src/lib/content-editing/csv";
import { checkDoctorProfile } from "@/src/lib/content-editing/fields";
import { csvRow, neutraliseCell, readCell } from "@/src/lib/csv";
import { nameTextProblem } from "@/src/lib/text";

describe("CSV safety (pure rules)", () => {
  it("[CE-56] the one writer marks formula starts, and the imports read the mark back off", () => {
    for (const value of ["=1+1", "+91 522 400 1234", "-3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(readCell(neutraliseCell(value))).toBe(value);
    }
    // An apostrophe the writer did not add stays.
    expect(readCell("'Asha")).toBe("'Asha");
    expect(readCell("O'Neil")).toBe("O'Neil");
    // The content exports and the lead export write the same cells.
    expect(toCsv(["name"], [['=HYPERLINK("x")']])).toBe(
      `name\n${csvRow(['=HYPERLINK("x")'], "\n")}`,
    );
    expect(toCsv(["name"], [['=HYPERLINK("x")']])).toBe(`name\n"'=HYPERLINK(""x"")"\n`);
  });

  it("[CE-57] a name's text rule refuses formulas, control and invisible characters and broken encoding, and keeps real names", () => {
    expect(nameTextProblem("@SUM(1+1)*cmd|' /C calc'!A0")).toBe("formula");
    expect(nameTextProblem("  =1")).toBe("formula");
    expect(nameTextProblem("\tApollo")).toBe("control");
    expect(nameTextProblem("Apollo\nHospital")).toBe("control");
    expect(nameTextProblem("Apollo\u0085")).toBe("control");
    expect(nameTextProblem("Asha\u202eHospital")).toBe("hidden");
    expect(nameTextProblem("Caf\uFFFD Hospital")).toBe("encoding");
    expect(nameTextProblem("Bad \ud800 half")).toBe("encoding");
    for (const good of [
      "Dr. Asha Verma-Rao",
      "O'Neil Heart Centre",
      "Sir Ganga Ram Hospital (Rajinder Nagar)",
      "मधुमेह",
      "क्\u200dष्मा",
      "Café 😀 Clinic",
      "Fortis + Escorts",
    ]) {
      expect(nameTextProblem(good), good).toBeNull();
    }
    const doctor = checkDoctorProfile({ name: "-Dr X", experienceYears: "5" });
    expect(doctor.ok ? [] : doctor.problems).toEqual([
      {
        field: "name",
        message: "Name cannot begin with =, +, -, @ (a spreadsheet would run it as a formula).",
      },
    ]);
  });

  it("[CE-58][CE-59] a file is refused whole for its size, and by line for its encoding", () => {
    expect(MAX_CSV_BYTES).toBe(1_000_000);
    expect(csvSizeProblem(MAX_CSV_BYTES)).toBeNull();
    expect(csvSizeProblem(MAX_CSV_BYTES + 1)).toBe(
      "The file is 1.1 MB, over the 1 MB limit: split it into smaller files.",
    );
    const header = "slug,name,locality,address,phone,beds,established_year,sponsored";
    const text = `${header}\na,Apollo,Delhi,,,,,no\nb,Caf\uFFFD,Delhi,,,,,no\nc,\uFFFDx,Delhi,,,,,no\n`;
    const checked = checkHospitalCsv(text, new Set(["a", "b", "c"]));
    expect(checked.rows).toEqual([]);
    expect(checked.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(checked.problems[0]?.message).toBe(
      'Line 3 is not UTF-8 text (a letter such as é was saved in another encoding): save the file as "CSV UTF-8" and import it again.',
    );
  });
});
