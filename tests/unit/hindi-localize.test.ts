import { describe, expect, it } from "vitest";
import {
  dataIn,
  hindiAddress,
  hindiName,
  hindiQualifications,
  localizeHi,
  sectionsIn,
} from "@/src/lib/i18n/localize-hi";
import { devanagariShare, headLinks, htmlLang } from "../e2e/hindi-text";

describe("Hindi data", () => {
  it("[HI-5] names become Hindi: an entity's own nameHi, cities, states, insurers, sample names", () => {
    expect(hindiName("Delhi NCR")).toBe("दिल्ली एनसीआर");
    expect(hindiName("Tamil Nadu")).toBe("तमिलनाडु");
    expect(hindiName("HDFC ERGO")).toBe("एचडीएफसी एर्गो (HDFC ERGO)");
    expect(hindiName("Dr. Neha Sharma")).toBe("डॉ. नेहा शर्मा");
    expect(hindiName("Riverbend Eye & Surgical Hospital")).toBe("रिवरबेंड आई एंड सर्जिकल हॉस्पिटल");
    expect(hindiName("None (ultrasound)")).toBe("कोई सैंपल नहीं (अल्ट्रासाउंड)");
    // Half a name in each script reads worse than the English one.
    expect(hindiName("Dr. Neha Smithson")).toBeUndefined();
    expect(hindiAddress("Plot 12, Main Road, Koramangala, Bengaluru, Karnataka")).toBe(
      "प्लॉट 12, मेन रोड, कोरमंगला, बेंगलुरु, कर्नाटक",
    );
    expect(hindiQualifications("MBBS, MS (Ortho), Fellowship in Joint Replacement")).toBe(
      "एमबीबीएस, एमएस (ऑर्थो), जोड़ प्रत्यारोपण में फ़ेलोशिप",
    );
    expect(hindiQualifications("MBBS, PhD (Unknown)")).toBe("MBBS, PhD (Unknown)");
  });

  it("[HI-5][HI-2] a Hindi page's copy of its data: names in Hindi, links to Hindi pages, the rest untouched", () => {
    const data = {
      name: "Knee Replacement",
      nameHi: "घुटना प्रत्यारोपण",
      slug: "knee-replacement",
      href: "/treatment/knee-replacement",
      minCost: 150000,
      city: { name: "Pune", state: "Maharashtra", slug: "pune" },
      departmentName: "Orthopaedics",
      departmentNameHi: "हड्डी रोग",
      doctors: [{ name: "Dr. Amit Patil", languages: ["English", "Marathi"], href: "/doctor/x" }],
      cashlessInsurers: ["CGHS", "Unknown Insurer"],
      external: "https://example.org/treatment/x",
      campaign: { href: "/marketing/knee" },
    };
    const hi = localizeHi(data);
    expect(hi).toEqual({
      ...data,
      name: "घुटना प्रत्यारोपण",
      href: "/hi/treatment/knee-replacement",
      city: { name: "पुणे", state: "महाराष्ट्र", slug: "pune" },
      departmentName: "हड्डी रोग",
      doctors: [{ name: "डॉ. अमित पाटिल", languages: ["अंग्रेज़ी", "मराठी"], href: "/hi/doctor/x" }],
      cashlessInsurers: ["केंद्र सरकार स्वास्थ्य योजना (CGHS)", "Unknown Insurer"],
    });
    // A copy: the cached English data is not changed.
    expect(data.name).toBe("Knee Replacement");
    expect(dataIn(data, "en")).toBe(data);
  });
});

describe("what the Hindi walk measures", () => {
  it("[HI-3] counts the words of the visible text in Devanagari, without the brand, numbers, scripts and the head", () => {
    const html = `<html lang="hi-IN"><head><title>Knee</title><link rel="canonical" href="http://x/hi/a"/><link rel="alternate" hrefLang="en-IN" href="http://x/a"/></head><body><h1>वैद्य Vaidya घुटना प्रत्यारोपण</h1><p>₹1,50,000 से 2 दिन English</p><script>var a = "many english words here";</script></body></html>`;
    const share = devanagariShare(html);
    expect(share.words).toBe(5);
    expect(share.devanagari).toBe(4);
    expect(share.ratio).toBeCloseTo(0.8);
    expect(share.latin).toEqual(["English×1"]);
    expect(htmlLang(html)).toBe("hi-IN");
    expect(headLinks(html)).toEqual({
      canonical: "http://x/hi/a",
      alternates: { "en-IN": "http://x/a" },
    });
  });
});

describe("Hindi texts", () => {
  it("[HI-6][HI-5] a text with Hindi shows it; one without is marked (अंग्रेज़ी में); sample reviews and profiles are written again in Hindi", () => {
    const hi = localizeHi({
      description: "Kidney disease care, dialysis and kidney transplantation.",
      summary: "Something only in English.",
      reviews: [
        {
          patientName: "Ramesh K.",
          body: "Clear estimate before admission and the final bill matched it. Thank you to the team at Kesar Hospital in Pune.",
          treatment: null,
        },
        {
          patientName: "Someone Else",
          body: "My own words.",
          treatment: { name: "LASIK", nameHi: "लेसिक" },
        },
      ],
      doctor: {
        name: "Dr. Neha Sharma",
        about:
          "Sample data: Dr. Neha Sharma is a fictional eye surgeon in Pune, with 12 years of experience.",
        experienceYears: 12,
        city: { name: "Pune" },
        department: { name: "Ophthalmology", nameHi: "नेत्र रोग" },
        primaryHospital: null,
      },
    });
    expect(hi.description).toBe("गुर्दे के रोगों का इलाज, डायलिसिस और गुर्दा प्रत्यारोपण।");
    expect(hi.summary).toBe("Something only in English. (अंग्रेज़ी में)");
    expect(hi.reviews[0]).toMatchObject({
      patientName: "रमेश के.",
      body: "भर्ती से पहले साफ़ अनुमान मिला और आखिरी बिल उसी के बराबर आया। पुणे के केसर हॉस्पिटल की टीम का धन्यवाद।",
    });
    expect(hi.reviews[1]).toMatchObject({
      patientName: "Someone Else",
      body: "My own words. (अंग्रेज़ी में)",
    });
    expect(hi.doctor.about).toMatch(/^नमूना डेटा: डॉ. नेहा शर्मा पुणे में नेत्र रोग के एक काल्पनिक डॉक्टर हैं/);
  });
});

describe("Hindi listings", () => {
  it("[HI-2] a Hindi page's filter form leads to the Hindi page of the choice", async () => {
    const { formRedirect } = await import("@/src/lib/catalog/review-filters");
    const q = (s: string) => new URLSearchParams(s);
    expect(formRedirect(q("kind=doctors&city=pune&gender=female&lang=hi"))).toEqual({
      location: "/hi/pune/doctors/filter/gender-female",
    });
    expect(formRedirect(q("kind=doctors&city=pune&gender=female"))).toEqual({
      location: "/pune/doctors/filter/gender-female",
    });
    expect(formRedirect(q("kind=reviews&city=pune&lang=hi"))).toEqual({
      location: "/hi/reviews/filter/city-pune",
    });
  });

  it("[HI-4] a listing's own path gives its canonical in the page's language and the pair", async () => {
    const { pathAlternates } = await import("@/src/ui/page/metadata");
    expect(pathAlternates("/pune/doctors", "hi")).toEqual({
      canonical: "/hi/pune/doctors",
      languages: {
        "en-IN": "/pune/doctors",
        "hi-IN": "/hi/pune/doctors",
        "x-default": "/pune/doctors",
      },
    });
    expect(pathAlternates("/reviews", "en").canonical).toBe("/reviews");
  });
});

describe("[HI-6][HI-10] a page's written sections on a Hindi page", () => {
  type Sections = {
    whenToSee?: string;
    faqs?: { question: string; answer: string }[];
    homeCollection?: boolean;
  };
  const english: Sections = {
    whenToSee: "See a doctor.",
    faqs: [{ question: "Does it hurt?", answer: "Rarely." }],
    homeCollection: true,
  };
  it("[HI-10] shows the Hindi sections where they are written", () => {
    const hindi: Sections = { whenToSee: "डॉक्टर को दिखाएँ।" };
    expect(sectionsIn(english, hindi, "hi")).toEqual(hindi);
    expect(sectionsIn(english, hindi, "en")).toBe(english);
  });
  it("[HI-6] shows the English ones each marked (अंग्रेज़ी में) when none are written in Hindi, never an empty page", () => {
    expect(sectionsIn(english, {}, "hi")).toEqual({
      whenToSee: "See a doctor. (अंग्रेज़ी में)",
      faqs: [{ question: "Does it hurt? (अंग्रेज़ी में)", answer: "Rarely. (अंग्रेज़ी में)" }],
      homeCollection: true,
    });
    expect(sectionsIn<Sections>({}, null, "hi")).toEqual({});
  });
});
