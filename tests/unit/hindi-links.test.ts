import { describe, expect, it } from "vitest";
import { citiesMatching, cityNameIn } from "@/src/lib/catalog/city-names";
import { personInitials } from "@/src/lib/catalog/names";
import { localizeHi } from "@/src/lib/i18n/localize-hi";
import { insurerInList, matchCity, preselectedTreatment } from "@/src/lib/lead/preselect";
import { thankYouUrl } from "@/src/lib/lead/thankyou";
import { knownPageHref } from "@/src/lib/locale-path";
import { linksIn } from "@/src/lib/locale-switch";

describe("[HI-14] links handed to a Hindi page", () => {
  const menu = {
    departments: [{ name: "मूत्र रोग", href: "/department/urology" }],
    treatments: [{ name: "बवासीर का इलाज", href: "/treatment/piles-treatment" }],
    card: { cityHref: "/{city}/treatment/piles-treatment", slug: "piles-treatment" },
    campaign: { href: "/marketing/knee" },
  };

  it("[HI-14] lead to the Hindi page at any depth, patterns with a slot too; English-only routes stay", () => {
    const hi = linksIn(menu, "hi");
    expect(hi.departments[0]?.href).toBe("/hi/department/urology");
    expect(hi.treatments[0]?.href).toBe("/hi/treatment/piles-treatment");
    expect(hi.card.cityHref).toBe("/hi/{city}/treatment/piles-treatment");
    // Names and slugs are not links.
    expect(hi.card.slug).toBe("piles-treatment");
    expect(hi.treatments[0]?.name).toBe("बवासीर का इलाज");
    // A campaign landing page has no Hindi version.
    expect(hi.campaign.href).toBe("/marketing/knee");
  });

  it("[HI-14] are left alone on an English page, and in an object that names another language", () => {
    expect(linksIn(menu, "en")).toBe(menu);
    const translation = { locale: "en", href: "/blog/piles-options", slug: "piles-options" };
    expect(linksIn({ translations: [translation] }, "hi").translations[0]).toEqual(translation);
  });

  it("[HI-14] the browser's rule gives the search page and a shared estimate in Hindi", () => {
    expect(knownPageHref("/search", "hi")).toBe("/hi/search");
    expect(knownPageHref("/search", "en")).toBe("/search");
    expect(knownPageHref("/patna/hospitals/insurance/pm-jay", "hi")).toBe(
      "/hi/patna/hospitals/insurance/pm-jay",
    );
  });
});

describe("[HI-15] a Hindi lead form's thank-you page", () => {
  it("[HI-15] is /hi/thankyou with the same query; an English form's stays /thankyou", () => {
    expect(thankYouUrl({ locale: "hi" })).toBe("/hi/thankyou?isquicksurvey=1");
    expect(thankYouUrl({ locale: "en" })).toBe("/thankyou?isquicksurvey=1");
    expect(thankYouUrl()).toBe("/thankyou?isquicksurvey=1");
    expect(thankYouUrl({ locale: "hi", pageType: "Marketing", department: "Ortho" })).toMatch(
      /^\/hi\/thankyou\?isquicksurvey=1&isplanfeature=1&department=Ortho&source=Marketing$/,
    );
  });
});

describe("[HI-16] a Hindi page's names preselect the form's options", () => {
  const treatments = [
    { ProcedureId: 7, ProcedureName: "Piles Treatment", nameHi: "बवासीर का इलाज", departmentid: 3 },
    { ProcedureId: 8, ProcedureName: "Fistula Treatment", nameHi: "भगंदर का इलाज", departmentid: 3 },
  ];
  const conditions = [{ DiseaseId: 4, DiseaseName: "Piles", nameHi: "बवासीर" }];

  it("[HI-16] a treatment or condition named in Hindi is the option of its English value", () => {
    expect(
      preselectedTreatment({
        treatments,
        conditions,
        treatment: "बवासीर का इलाज",
        combined: false,
      }),
    ).toBe("Piles Treatment");
    expect(
      preselectedTreatment({ treatments, conditions, treatment: "बवासीर का इलाज", combined: true }),
    ).toBe("t:Piles Treatment");
    expect(
      preselectedTreatment({ treatments, conditions, disease: "बवासीर", combined: true }),
    ).toBe("c:Piles");
    // English names as before.
    expect(
      preselectedTreatment({
        treatments,
        conditions,
        treatment: "piles treatment",
        combined: false,
      }),
    ).toBe("Piles Treatment");
  });

  it("[HI-16] a city and an insurer named in Hindi are found in their lists", () => {
    const cities = [
      { CityId: 1, CityName: "Delhi NCR", CityNameHi: "दिल्ली एनसीआर", Type: "popular" },
      { CityId: 16, CityName: "Patna", CityNameHi: "पटना", Type: "other" },
    ];
    expect(matchCity(cities, "पटना")?.CityId).toBe(16);
    expect(matchCity(cities, "patna")?.CityId).toBe(16);
    const insurers = [
      { InsurerId: 1, InsurerName: "Star Health", InsurerNameHi: "स्टार हेल्थ", type: "Private" },
      {
        InsurerId: 2,
        InsurerName: "Ayushman Bharat PM-JAY",
        InsurerNameHi: "आयुष्मान भारत (PM-JAY)",
        type: "Govt.",
      },
    ];
    expect(insurerInList(insurers, "आयुष्मान भारत (PM-JAY)")?.InsurerName).toBe(
      "Ayushman Bharat PM-JAY",
    );
    expect(insurerInList(insurers, "star health")?.InsurerName).toBe("Star Health");
    expect(insurerInList(insurers, "Unknown Mutual")).toBeUndefined();
  });
});

describe("[HI-18] cities on a Hindi page", () => {
  const cities = [
    { name: "Delhi NCR", slug: "delhi-ncr" },
    { name: "Mumbai", slug: "mumbai" },
    { name: "Patna", slug: "patna" },
    { name: "Pune", slug: "pune" },
  ];

  it("[HI-18] are written in Devanagari", () => {
    expect(cityNameIn("hi", { name: "Patna" })).toBe("पटना");
    expect(cityNameIn("hi", { name: "Delhi NCR" })).toBe("दिल्ली एनसीआर");
    expect(cityNameIn("en", { name: "Patna" })).toBe("Patna");
  });

  it("[HI-18] the chooser finds a city typed in either script, by its other names too", () => {
    const names = (typed: string) => citiesMatching(typed, cities).map((c) => c.slug);
    expect(names("पटना")).toEqual(["patna"]);
    expect(names("Patna")).toEqual(["patna"]);
    expect(names("pa")).toEqual(["patna"]);
    expect(names("pu")).toEqual(["pune"]);
    expect(names("बंबई")).toEqual(["mumbai"]);
    expect(names("bombay")).toEqual(["mumbai"]);
    expect(names("delhi")).toEqual(["delhi-ncr"]);
    expect(names("नोएडा")).toEqual(["delhi-ncr"]);
    expect(names("  ")).toEqual([]);
    expect(names("atlantis")).toEqual([]);
  });
});

describe("[HI-19] a doctor's initials", () => {
  it("[HI-19] come from the name after the title, in either script", () => {
    expect(personInitials("Dr. Suresh Kumar")).toBe("SK");
    expect(personInitials("Dr Meera Iyer")).toBe("MI");
    expect(personInitials("डॉ. सुरेश कुमार")).toBe("सक");
    expect(personInitials("डॉ. अंजलि")).toBe("अ");
    expect(personInitials("Asha Rao")).toBe("AR");
  });
});

describe("[HI-19] a checked fact's source on a Hindi profile", () => {
  it("[HI-19] is the Hindi of the sample data's note; another note stays as written", () => {
    const fact = {
      source: "Sample data: PM-JAY hospital list (not a real check)",
      sourceUrl: null,
    };
    expect(localizeHi({ check: fact }).check.source).toBe(
      "नमूना डेटा: PM-JAY के अस्पतालों की सूची (असली जाँच नहीं)",
    );
    expect(localizeHi({ check: { source: "State health department, 2026" } }).check.source).toBe(
      "State health department, 2026",
    );
  });
});
