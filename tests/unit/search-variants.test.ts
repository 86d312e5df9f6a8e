import { describe, expect, it } from "vitest";
import {
  DEPARTMENT_WORDS,
  layVocabulary,
  withLayVocabulary,
} from "@/src/db/seed/data/lay-vocabulary";
import { searchSynonyms } from "@/src/db/seed/data/search-synonyms";
import { answersIn, expandQuery } from "@/src/lib/search/query";
import {
  nameVariants,
  roleForms,
  soundKey,
  soundKeyQuery,
  spellingVariants,
} from "@/src/lib/search/variants";

describe("name variants from structure", () => {
  it.each([
    ["gynaecology", "gynecology"],
    ["haemorrhoids", "hemorrhoids"],
    ["oesophagus", "esophagus"],
    ["tumour", "tumor"],
    ["centre", "center"],
    ["anaemia", "anemia"],
  ])("[SR-28] %s and %s are spellings of one word, each way", (british, american) => {
    expect(spellingVariants(british)).toContain(american);
    expect(spellingVariants(american)).toContain(british);
  });

  it("[SR-29] a field gives its doctor and adjective, and a doctor its field", () => {
    expect(roleForms("cardiology")).toEqual(
      expect.arrayContaining(["cardiologist", "cardiological", "cardiology"]),
    );
    expect(roleForms("neurologist")).toEqual(expect.arrayContaining(["neurology"]));
    expect(roleForms("orthopaedics")).toEqual(
      expect.arrayContaining(["orthopaedic", "orthopaedician", "orthopaedist"]),
    );
  });

  it("[SR-28][SR-29] a department's name brings every spelling of its doctor, not its own words", () => {
    const variants = nameVariants("Gynaecology", "स्त्री रोग");
    expect(variants).toEqual(
      expect.arrayContaining(["gynecology", "gynaecologist", "gynecologist", "gynecological"]),
    );
    expect(variants).not.toContain("gynaecology");
  });

  it.each([
    ["गायनेकोलॉजिस्ट", "gynaecologist"],
    ["कार्डियोलॉजी", "cardiology"],
    ["न्यूरोलॉजिस्ट", "neurologist"],
    ["बच्चेदानी", "bachedani"],
    ["घुटना", "ghutna"],
    ["मोटापा", "motapa"],
    ["गंजापन", "ganjapan"],
  ])("[SR-30] %s in Devanagari and %s in Latin letters share one sound key", (hindi, latin) => {
    expect(soundKey(hindi)).not.toBe("");
    expect(soundKey(hindi)).toBe(soundKey(latin));
  });

  it("[SR-30] short words have no sound key: kaan and khan must not meet", () => {
    expect(soundKey("kaan")).toBe("");
    expect(soundKey("khan")).toBe("");
    expect(soundKeyQuery("kaan ka")).toBeNull();
  });
});

describe("the lay vocabulary", () => {
  const synonyms = new Map(Object.entries(withLayVocabulary(searchSynonyms)));

  it("[SR-31] holds at least 400 entries, each with a kind and a meaning", () => {
    expect(layVocabulary.length).toBeGreaterThanOrEqual(400);
    for (const e of layVocabulary) {
      expect(e.means.length, e.term).toBeGreaterThan(0);
      expect(e.term, e.term).toBe(e.term.toLowerCase().trim());
    }
    const kinds = new Set(layVocabulary.map((e) => e.kind));
    for (const kind of ["body-part", "symptom", "everyday-name", "service", "not-covered"])
      expect(kinds).toContain(kind);
  });

  it.each([
    "pathri",
    "bachedani",
    "pitt ki thaili",
    "motapa",
    "ganjapan",
    "chashma",
    "naak",
    "kaan",
    "dil",
    "gas",
    "acidity",
    "blockage",
    "stent",
  ])("[SR-31] the everyday word %s is in the vocabulary", (term) => {
    expect(synonyms.has(term)).toBe(true);
  });

  it("[SR-32] a symptom leads to departments and conditions, never one serious diagnosis", () => {
    const back = synonyms.get("back pain") ?? [];
    expect(back).not.toContain("heart attack");
    expect(back).toContain("orthopaedics");
    expect(synonyms.get("fever")).not.toContain("gallstones");
    // One meaning only when it is a department (the specialists who sort the symptom out).
    for (const e of layVocabulary.filter((v) => v.kind === "symptom"))
      if (e.means.length === 1) expect(DEPARTMENT_WORDS, e.term).toContain(e.means[0]);
  });

  it("[SR-34][SR-35] a service word names its page, a word we lack says so", () => {
    expect(answersIn("mri report second opinion", synonyms).services).toEqual(["second-opinion"]);
    expect(answersIn("knee replacement on emi", synonyms).services).toEqual(["medical-loan"]);
    expect(answersIn("dentist", synonyms).notCovered).toEqual(["teeth"]);
    // The answer names are never searched as words.
    expect(expandQuery("dentist", synonyms).some((v) => v.includes(":"))).toBe(false);
  });
});
