import { describe, expect, it } from "vitest";
import {
  checkSearchTerm,
  joinMeanings,
  meaningsOf,
  parseTerm,
} from "@/src/lib/content-editing/search-terms";

describe("search vocabulary term rules", () => {
  it("[SR-47] a term's key is the term as a query is normalised", () => {
    expect(parseTerm("  Ghutna   Nakli, Lagwana! ")).toEqual({
      ok: true,
      term: "ghutna nakli lagwana",
    });
    expect(parseTerm("घुटने में दर्द")).toEqual({ ok: true, term: "घुटने में दर्द" });
  });

  it("[SR-48] an empty, long, control-character or invisible-character term is refused", () => {
    expect(parseTerm(" ?! ")).toMatchObject({ ok: false, error: /Type the term/ });
    expect(parseTerm("a".repeat(81))).toMatchObject({ ok: false, error: /at most 80/ });
    expect(parseTerm("a".repeat(80))).toMatchObject({ ok: true });
    expect(parseTerm("ghutna\u0000dard")).toMatchObject({ ok: false, error: /control/ });
    expect(parseTerm("ghutna\u202Edard")).toMatchObject({ ok: false, error: /invisible/ });
    expect(parseTerm(undefined)).toMatchObject({ ok: false });
  });

  it("[SR-48] meanings are stored normalised, sorted, each once; answers as they are", () => {
    expect(
      meaningsOf("Knee Replacement; SERVICE:second-opinion\nCosmetic & Plastic Surgery"),
    ).toEqual(["knee replacement", "service:second-opinion", "cosmetic plastic surgery"]);
    expect(joinMeanings(["b", "a", "b"])).toBe("a; b");
    expect(
      checkSearchTerm({ meaning: "Orthopaedics; Knee Replacement; knee replacement" }),
    ).toEqual({
      ok: true,
      value: { meaning: "knee replacement; orthopaedics" },
    });
    // An empty meaning is a removal.
    expect(checkSearchTerm({ meaning: "" }, { meaning: "knee replacement" })).toEqual({
      ok: true,
      value: { meaning: "" },
    });
  });

  it("[SR-48][CE-78] a malformed answer, too many meanings, a duplicate add and a stale form are refused", () => {
    const messages = (input: Record<string, unknown>, published = { meaning: "" }) => {
      const checked = checkSearchTerm(input, published);
      return checked.ok ? "" : checked.problems.map((p) => p.message).join(" ");
    };
    expect(messages({ meaning: "service:" })).toMatch(/neither a catalogue name nor/);
    expect(messages({ meaning: "x:y" })).toMatch(/neither a catalogue name nor/);
    expect(messages({ meaning: Array.from({ length: 13 }, (_, i) => `w${i}`).join("; ") })).toMatch(
      /at most 12 meanings/,
    );
    expect(messages({ adding: "1", meaning: "a" }, { meaning: "haemorrhoids" })).toMatch(
      /already in the vocabulary/,
    );
    expect(messages({ meaning: "a", meaningBase: "b" }, { meaning: "haemorrhoids" })).toMatch(
      /changed and published since you opened this form/,
    );
    expect(messages({})).toMatch(/Send the meaning/);
  });
});
