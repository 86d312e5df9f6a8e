import { describe, expect, it } from "vitest";
import type { TreatmentOption } from "@/src/lib/lead/options";
import { normalizeSearchText, searchOptions } from "@/src/lib/lead/option-search";
import { leadMessages } from "@/src/ui/lead-form/messages";
import { cityGroups, treatmentGroups } from "@/src/ui/lead-form/option-groups";

const m = leadMessages("en");

/** A few treatments as /api/lead/treatments answers them (by name, 'Other' last). */
const treatments: TreatmentOption[] = [
  {
    ProcedureId: 3,
    ProcedureName: "Cataract Surgery",
    departmentid: 2,
    nameHi: "मोतियाबिंद का ऑपरेशन",
    popularRank: 2,
    keywords: ["Cataract", "मोतियाबिंद"],
  },
  {
    ProcedureId: 5,
    ProcedureName: "Gallbladder Removal",
    departmentid: 3,
    nameHi: "पित्ताशय की थैली निकालना",
    popularRank: null,
    keywords: ["Gallstones", "पित्त की पथरी"],
  },
  {
    ProcedureId: 9,
    ProcedureName: "Hip Replacement",
    departmentid: 1,
    nameHi: null,
    popularRank: null,
    keywords: [],
  },
  {
    ProcedureId: 1,
    ProcedureName: "Knee Replacement",
    departmentid: 1,
    nameHi: "घुटना प्रत्यारोपण",
    popularRank: 1,
    keywords: ["Knee Osteoarthritis"],
  },
  { ProcedureId: 0, ProcedureName: "Other", departmentid: 0 },
];

const labels = (groups: ReturnType<typeof treatmentGroups>) =>
  groups.map((g) => [g.label, g.options.map((o) => o.label)]);

describe("[LF-82] the searchable treatment list", () => {
  it("puts the popular treatments first in their rank, the rest by name, 'Other' last", () => {
    expect(labels(treatmentGroups(treatments, [], false, m))).toEqual([
      ["Popular treatments", ["Knee Replacement", "Cataract Surgery"]],
      ["All treatments", ["Gallbladder Removal", "Hip Replacement", "Other"]],
    ]);
  });

  it("suggests the page's likely treatments above the popular ones (the form's treatment, the page's department)", () => {
    const groups = treatmentGroups(treatments, [], false, m, {
      locale: "en",
      treatment: "gallbladder removal",
      departmentId: 1,
    });
    expect(labels(groups)).toEqual([
      ["Suggested for this page", ["Gallbladder Removal", "Hip Replacement", "Knee Replacement"]],
      ["Popular treatments", ["Cataract Surgery"]],
      ["All treatments", ["Other"]],
    ]);
  });

  it("a list of one department's treatments suggests nothing for that department (it is the whole list)", () => {
    const ortho = treatments.filter((t) => t.departmentid === 1 || t.ProcedureId === 0);
    const groups = treatmentGroups(ortho, [], false, m, { locale: "en", departmentId: 1 });
    expect(groups.map((g) => g.label)).toEqual(["Popular treatments", "All treatments"]);
  });

  it("labels in Hindi on Hindi pages, keeping the English name as the value and a keyword", () => {
    const groups = treatmentGroups(treatments, [], true, leadMessages("hi"), { locale: "hi" });
    const knee = groups[0]?.options[0];
    expect(knee).toEqual({
      value: "t:Knee Replacement",
      label: "घुटना प्रत्यारोपण",
      keywords: ["Knee Replacement", "Knee Osteoarthritis"],
    });
    // No Hindi name yet: the English one.
    expect(groups[1]?.options.map((o) => o.label)).toContain("Hip Replacement");
  });

  it("finds Knee Replacement by typing, by its Hindi name and by the condition it treats", () => {
    const options = treatmentGroups(treatments, [], false, m).flatMap((g) => g.options);
    const found = (query: string) =>
      searchOptions(options, query).map((h) => [h.option.label, h.matched]);
    expect(found("knee")).toEqual([
      ["Knee Replacement", undefined],
      ["Other", undefined],
    ]);
    // Equal matches keep the list's order: the popular one first.
    expect(found("repl")).toEqual([
      ["Knee Replacement", undefined],
      ["Hip Replacement", undefined],
      ["Other", undefined],
    ]);
    expect(found("घुटना")).toEqual([
      ["Knee Replacement", "घुटना प्रत्यारोपण"],
      ["Other", undefined],
    ]);
    expect(found("gallstone")).toEqual([
      ["Gallbladder Removal", "Gallstones"],
      ["Other", undefined],
    ]);
    expect(found("  KNEE   osteo ")).toEqual([
      ["Knee Replacement", "Knee Osteoarthritis"],
      ["Other", undefined],
    ]);
    // Nothing matches: only the pinned 'Other' stays.
    expect(found("zzz")).toEqual([["Other", undefined]]);
  });
});

describe("[LF-82][LF-83] search matching", () => {
  it("ranks a label that starts with the query before one that contains it, the list's order among equals", () => {
    const options = [
      { label: "Laser Piles Surgery" },
      { label: "Piles Treatment" },
      { label: "Pilonidal Sinus" },
    ];
    expect(searchOptions(options, "pil").map((h) => h.option.label)).toEqual([
      "Piles Treatment",
      "Pilonidal Sinus",
      "Laser Piles Surgery",
    ]);
    expect(searchOptions(options, "").map((h) => h.option.label)).toEqual(
      options.map((o) => o.label),
    );
  });

  it("ignores case, Latin accents and punctuation", () => {
    expect(normalizeSearchText("  Café-Crème, LASIK  ")).toBe("cafe creme lasik");
    expect(searchOptions([{ label: "Bengaluru" }], "BENGAL").length).toBe(1);
  });

  it("a city answers to its state; 'Other' stays in every result", () => {
    const groups = cityGroups(
      [
        { CityId: 477, CityName: "Mumbai", Type: "popular", state: "Maharashtra" },
        { CityId: 901, CityName: "Pune", Type: "other", state: "Maharashtra" },
        { CityId: 902, CityName: "Kochi", Type: "other", state: "Kerala" },
      ],
      m,
    );
    const options = groups.flatMap((g) => g.options);
    expect(searchOptions(options, "mahar").map((h) => [h.option.label, h.matched])).toEqual([
      ["Mumbai", "Maharashtra"],
      ["Pune", "Maharashtra"],
      ["Other", undefined],
    ]);
  });
});
