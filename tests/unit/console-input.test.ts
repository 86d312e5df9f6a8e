import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  checkForm,
  controlCharacterParam,
  MALFORMED_FORM_MESSAGE,
  MAX_BIGINT_ID,
  parseDay,
  parsePageNumber,
  parseRecordId,
} from "@/src/lib/console/input";
import { leadFiltersProblem, parseLeadFilters } from "@/src/lib/console/lead-filters";

describe("the console's input rules", () => {
  it("[CS-97] a form is a FormData whose names and texts hold no control character; tab, line feed and carriage return pass", () => {
    const good = new FormData();
    good.set("note", "Called at 10:00\tno answer\r\nwill call again");
    expect(checkForm(good)).toEqual({ form: good });
    for (const bad of ["a\u0000b", "\u0001", "x\u001f", "\u007f", "\u000b"]) {
      const form = new FormData();
      form.set("email", bad);
      expect(checkForm(form), JSON.stringify(bad)).toEqual({ error: CONTROL_CHARACTER_MESSAGE });
    }
    const badName = new FormData();
    badName.set("id\u0000", "1");
    expect(checkForm(badName)).toEqual({ error: CONTROL_CHARACTER_MESSAGE });
    for (const notAForm of [undefined, null, {}, "id=1", 1, [new FormData()]]) {
      expect(checkForm(notAForm)).toEqual({ error: MALFORMED_FORM_MESSAGE });
    }
  });

  it("[CS-98] a record id is a whole number from 1 within its column's range, as a number or digits", () => {
    expect(parseRecordId(1)).toBe(1);
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId("2147483647")).toBe(2_147_483_647);
    expect(parseRecordId("2147483648")).toBeNull();
    expect(parseRecordId("2147483648", MAX_BIGINT_ID)).toBe(2_147_483_648);
    expect(parseRecordId("99999999999999999", MAX_BIGINT_ID)).toBeNull();
    for (const bad of ["abc", "1e400", "-1", "0", "01", "1.5", " 1", "", "\u0000", 1.5, 0, -1]) {
      expect(parseRecordId(bad), JSON.stringify(bad)).toBeNull();
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, [1]]) {
      expect(parseRecordId(bad)).toBeNull();
    }
  });

  it("[CS-100] a day is a calendar day between 1900 and 2100; a page a whole number from 1 to 100,000", () => {
    expect(parseDay("2026-11-29")).toBe("2026-11-29");
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    for (const bad of [
      "0001-01-01",
      "1899-12-31",
      "2101-01-01",
      "2026-02-30",
      "2026-13-01",
      "2026-1-1",
    ]) {
      expect(parseDay(bad), bad).toBeNull();
    }
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber("3")).toBe(3);
    for (const bad of ["0", "-5", "1e400", "abc", "1.5", "100001"]) {
      expect(parsePageNumber(bad), bad).toBeNull();
    }
  });

  it("[CS-100] the inbox names a control character, an impossible day or a bad page; the rest still reads as before", () => {
    expect(controlCharacterParam({ city: "Pune", q: ["98", "a\u0000"] })).toBe("q");
    expect(controlCharacterParam(new URLSearchParams("x%00=1"))).toBe("x\u0000");
    expect(leadFiltersProblem({ city: "\u0000" })).toMatch(/"city".*control character/);
    expect(leadFiltersProblem({ from: "0001-01-01" })).toMatch(/"from".*1900 and 2100/);
    expect(leadFiltersProblem(new URLSearchParams("to=2026-02-30"))).toMatch(/"to"/);
    expect(leadFiltersProblem({ page: "1e400" })).toMatch(/"page"/);
    expect(leadFiltersProblem({ status: "nonsense", from: "2026-01-01", page: "2" })).toBeNull();
    expect(parseLeadFilters({ from: "0001-01-01", to: "2026-01-31" })).toMatchObject({
      from: undefined,
      to: "2026-01-31",
    });
  });
});
