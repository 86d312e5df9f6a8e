import { describe, expect, it } from "vitest";
import { searchSynonyms } from "@/src/db/seed/data/search-synonyms";
import {
  cityInQuery,
  collapseSpaces,
  expandQuery,
  groupOf,
  groupResults,
  isSearchable,
  MAX_PER_GROUP,
  mayHoldPersonalData,
  normaliseQuery,
  parseSearchParams,
} from "@/src/lib/search/query";

const synonyms = new Map(Object.entries(searchSynonyms).map(([k, v]) => [k, [...v]]));
const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe("search query rules", () => {
  it("[SR-2][SR-3] a query searches from 3 characters, Devanagari counted by letter", () => {
    expect(isSearchable("kn")).toBe(false);
    expect(isSearchable("  kn  ")).toBe(false);
    expect(isSearchable("kne")).toBe(true);
    expect(isSearchable("बवा")).toBe(true);
    expect(isSearchable("बव")).toBe(false);
  });

  it("[SR-4] spaces are collapsed", () => {
    expect(collapseSpaces("  knee \t  replacement \n cost ")).toBe("knee replacement cost");
    expect(normaliseQuery("  Knee   REPLACEMENT, cost? ")).toBe("knee replacement cost");
    expect(normaliseQuery("घुटने   का   दर्द")).toBe("घुटने का दर्द");
    // Two spaces are not three characters.
    expect(isSearchable("k  n")).toBe(true);
    expect(isSearchable(" k ")).toBe(false);
  });

  it("[SR-6][SR-7] city defaults to 1 and type to R", () => {
    expect(parse("query=knee")).toEqual({
      ok: true,
      params: { query: "knee", city: 1, type: "R" },
    });
    expect(parse("query=knee&city=514&type=3")).toEqual({
      ok: true,
      params: { query: "knee", city: 514, type: 3 },
    });
    expect(parse("query=knee&city=&type=")).toMatchObject({
      ok: true,
      params: { city: 1, type: "R" },
    });
  });

  it("[SR-5] bad parameters are named", () => {
    expect(parse("query=knee&city=abc")).toEqual({ ok: false, errors: ["city"] });
    expect(parse("query=knee&city=0")).toEqual({ ok: false, errors: ["city"] });
    expect(parse("query=knee&city=-4")).toEqual({ ok: false, errors: ["city"] });
    expect(parse("query=knee&type=9")).toEqual({ ok: false, errors: ["type"] });
    expect(parse("query=knee&type=RR")).toEqual({ ok: false, errors: ["type"] });
    expect(parse(`query=${"a".repeat(101)}&city=x`)).toEqual({
      ok: false,
      errors: ["query", "city"],
    });
  });

  it("[SR-8][SR-9][SR-10] groups by ArticleType, 6 at most each, blog types 5 and 6 together as 0", () => {
    expect(groupOf(5)).toBe(0);
    expect(groupOf(6)).toBe(0);
    expect(groupOf(1)).toBe(1);
    const rows = [
      ...Array.from({ length: 9 }, (_, i) => ({ articleType: 3, id: i })),
      { articleType: 5, id: 100 },
      { articleType: 6, id: 101 },
      { articleType: 1, id: 200 },
    ];
    const groups = groupResults(rows);
    expect(groups.map((g) => g.ArticleType)).toEqual([3, 0, 1]);
    expect(groups[0]?.results.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(groups[0]?.results).toHaveLength(MAX_PER_GROUP);
    expect(groups[1]?.results.map((r) => r.id)).toEqual([100, 101]);
  });

  it("[SR-22] synonyms widen a query: abbreviations, lay words, Hindi and Hinglish", () => {
    expect(expandQuery("tkr", synonyms)).toContain("total knee replacement");
    expect(expandQuery("piles", synonyms)).toContain("haemorrhoids");
    expect(expandQuery("बवासीर", synonyms)).toContain("piles");
    expect(expandQuery("bawaseer", synonyms)).toContain("haemorrhoids");
    expect(expandQuery("lasik cost", synonyms)).toContain("refractive surgery");
    expect(expandQuery("dr sharma ortho", synonyms)).toContain("sharma orthopaedics");
    // The longest term wins: "gurde ki pathri" is not read as "pathri" alone.
    expect(expandQuery("gurde ki pathri", synonyms)).toContain("kidney stones");
    // Whole words only: "piles" inside another word expands nothing.
    expect(expandQuery("pilesx", synonyms)).toEqual(["pilesx"]);
  });

  it("[SR-14] a lay term still being typed is read as the shortest term it begins", () => {
    // "wei…" while typing "weight loss": its pages show before the word is whole.
    expect(expandQuery("wei", synonyms)).toEqual(
      expect.arrayContaining(["wei", "weight loss", ...(synonyms.get("weight loss") ?? [])]),
    );
    expect(expandQuery("womb re", synonyms)).toContain("hysterectomy");
    // Fewer than 3 letters begin too many terms; a whole term expands as before.
    expect(expandQuery("we", synonyms)).toEqual([]);
    expect(expandQuery("weight loss", synonyms)).not.toContain("weight loss surgery");
  });

  it("[SR-22] a synonym term is expanded once: its noise words add no variants", () => {
    // Every variant costs index scans: "refractive surgery cost" would find nothing more.
    const lasik = new Map([["lasik", ["refractive surgery", "laser eye surgery"]]]);
    expect(expandQuery("lasik cost", lasik)).toEqual([
      "lasik cost",
      "lasik",
      "refractive surgery",
      "laser eye surgery",
    ]);
    // A term that holds a noise word is still expanded from the whole query.
    const withNoise = new Map([
      ["dil ka doctor", ["cardiologist"]],
      ["dil", ["heart"]],
    ]);
    expect(expandQuery("dil ka doctor", withNoise)).toEqual([
      "dil ka doctor",
      "dil",
      "heart",
      "cardiologist",
    ]);
  });

  it("[SR-14] a city named in the query is taken out and becomes the ranking city", () => {
    const cities = [
      { id: 514, name: "Delhi NCR", slug: "delhi-ncr" },
      { id: 484, name: "Pune", slug: "pune" },
      { id: 93, name: "Bengaluru", slug: "bengaluru" },
    ];
    expect(cityInQuery("knee replacement in pune", cities)).toEqual({
      cityId: 484,
      rest: "knee replacement in",
    });
    expect(cityInQuery("cataract surgery delhi ncr", cities)).toEqual({
      cityId: 514,
      rest: "cataract surgery",
    });
    expect(cityInQuery("lasik bangalore", cities)).toEqual({ cityId: 93, rest: "lasik" });
    expect(cityInQuery("gurgaon hospital", cities)).toEqual({ cityId: 514, rest: "hospital" });
    // Whole words only, and never a query left too short to search.
    expect(cityInQuery("punecare clinic", cities)).toBeNull();
    expect(cityInQuery("pune", cities)).toBeNull();
  });

  it("[SR-25] queries that may hold personal data are not logged", () => {
    expect(mayHoldPersonalData("98765 43210")).toBe(true);
    expect(mayHoldPersonalData("ravi@example.com")).toBe(true);
    expect(mayHoldPersonalData("knee replacment")).toBe(false);
    expect(mayHoldPersonalData("vitamin b12")).toBe(false);
  });

  it("phone numbers with any separators and in any script's digits, and e-mail addresses, are caught as typed", () => {
    for (const query of [
      "98-76-54-32-10",
      "98.76.54.32.10",
      "(98765) 43210",
      "+91 98765 43210",
      "+91-98765–43210", // an en dash
      "[9876] 543 210",
      "98\u200b76\u200b54\u200b3210", // zero-width spaces from a paste
      "९८७६५४३२१०", // Devanagari
      "९८७६ ५४३ २१०",
      "৯৮৭৬৫৪৩২১০", // Bengali
      "௯௮௭௬௫௪௩௨௧௦", // Tamil
      "೯೮೭೬೫೪೩೨೧೦", // Kannada
      "９８７６５４３２１０", // full-width
      "dr sharma 98७६5", // mixed
      "asha.sharma@gmail.com",
      "asha.sharma＠gmail.com", // full-width @
      "asha sharma gmail com",
      "ravi at yahoo dot com",
    ]) {
      expect(mayHoldPersonalData(query), query).toBe(true);
    }
    for (const query of [
      "knee replacement",
      "vitamin b12",
      "covid-19",
      "hba1c test",
      "घुटना बदलना",
      "stage 3 cancer",
      "t3 t4 test",
    ]) {
      expect(mayHoldPersonalData(query), query).toBe(false);
    }
  });

  it("[SR-19] seven or more digits are a phone number whatever separates them", () => {
    for (const query of [
      "98|76|54|32|10",
      "98:76:54:32:10",
      "98;76;54;32;10",
      "98~76~54~32~10",
      "98*76*54*32*10",
      "98#76#54#32#10",
      "98x76x54x32x10",
      "98X765X432X10",
      "call 98 and 765 then 43210",
      "12|34|567", // seven
      "९८|७६|५४|३२|१०",
    ]) {
      expect(mayHoldPersonalData(query), query).toBe(true);
    }
    for (const query of ["t3 t4 tsh test", "vitamin b12 d3", "covid-19 rt-pcr", "1|2|3|4|5|6"]) {
      expect(mayHoldPersonalData(query), query).toBe(false);
    }
  });

  it("[SR-20] an e-mail typed without its @ and dots: a provider's word with its domain, or an address's own words", () => {
    for (const query of [
      "ashasharma proton me",
      "asha sharma protonmail com",
      "asha at proton dot me",
      "ravi zoho com",
      "ravi ymail com",
      "ravi rediff com",
      "ravi aol com",
      "asha sharma dot com",
      "asha dot sharma at outlook",
    ]) {
      expect(mayHoldPersonalData(query), query).toBe(true);
    }
    for (const query of [
      "proton therapy",
      "proton beam therapy cost",
      "live donor liver transplant",
      "dot test",
      "at home sample collection",
      "me cfs treatment",
    ]) {
      expect(mayHoldPersonalData(query), query).toBe(false);
    }
  });
});
