import { describe, expect, it } from "vitest";
import { searchOptions } from "@/src/lib/lead/option-search";
import { leadMessages } from "@/src/ui/lead-form/messages";
import { cityGroups, insurerGroups, specialityGroups } from "@/src/ui/lead-form/option-groups";

const cities = [
  {
    CityId: 477,
    CityName: "Mumbai",
    CityNameHi: "मुंबई",
    Type: "popular",
    state: "Maharashtra",
    stateHi: "महाराष्ट्र",
  },
  { CityId: 901, CityName: "Pune", CityNameHi: "पुणे", Type: "other", state: "Maharashtra" },
];
const specialities = [
  { DepartmentId: 1, DepartmentName: "Orthopaedics", DepartmentNameHi: "हड्डी रोग" },
  { DepartmentId: 2, DepartmentName: "Ophthalmology", DepartmentNameHi: null },
];
const insurers = [
  {
    InsurerId: 7,
    InsurerName: "Ayushman Bharat PM-JAY",
    InsurerNameHi: "आयुष्मान भारत (PM-JAY)",
    type: "Govt.",
  },
  { InsurerId: 8, InsurerName: "Star Health Insurance", InsurerNameHi: null, type: "Private" },
];

describe("[HI-9] the lead form's option lists in the page's language", () => {
  it("[HI-9] a Hindi page labels cities, specialities and insurers in Hindi; the values stay the English ones", () => {
    const m = leadMessages("hi");
    const cityOptions = cityGroups(cities, m, "hi").flatMap((g) => g.options);
    expect(cityOptions.map((o) => [o.value, o.label])).toEqual([
      ["477", "मुंबई"],
      ["901", "पुणे"],
      ["0", m.options.other],
    ]);
    const speciality = specialityGroups(specialities, "hi").flatMap((g) => g.options);
    // A name with no Hindi yet keeps its English label.
    expect(speciality.map((o) => [o.value, o.label])).toEqual([
      ["1", "हड्डी रोग"],
      ["2", "Ophthalmology"],
    ]);
    const govt = insurerGroups(insurers, "Govt.", "hi").flatMap((g) => g.options);
    expect(govt.map((o) => [o.value, o.label])).toEqual([
      ["Ayushman Bharat PM-JAY", "आयुष्मान भारत (PM-JAY)"],
    ]);
  });

  it("[HI-9] a Hindi label still answers to the English name and the state, typed in either script", () => {
    const options = cityGroups(cities, leadMessages("hi"), "hi").flatMap((g) => g.options);
    expect(searchOptions(options, "pune")[0]?.option.label).toBe("पुणे");
    expect(searchOptions(options, "महाराष्ट्र")[0]?.option.label).toBe("मुंबई");
    const speciality = specialityGroups(specialities, "hi").flatMap((g) => g.options);
    expect(searchOptions(speciality, "ortho")[0]?.option.label).toBe("हड्डी रोग");
  });

  it("[HI-9] an English page keeps the English labels", () => {
    const options = cityGroups(cities, leadMessages("en"), "en").flatMap((g) => g.options);
    expect(options.map((o) => o.label)).toEqual(["Mumbai", "Pune", "Other"]);
    expect(specialityGroups(specialities).flatMap((g) => g.options)[0]?.label).toBe("Orthopaedics");
    expect(insurerGroups(insurers, "Private").flatMap((g) => g.options)[0]?.label).toBe(
      "Star Health Insurance",
    );
  });
});
