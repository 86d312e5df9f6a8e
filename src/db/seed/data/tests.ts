/** Diagnostic tests with typical price ranges (whole rupees) at private labs and hospitals. */

import { type CitySeed, cities } from "./cities";
import { type RoundingStep, scaledRange } from "./prices";

export interface DiagnosticTestSeed {
  id: number;
  name: string;
  nameHi: string;
  slug: string;
  departmentId: number | null;
  sampleType: string;
  preparation: string;
  minPrice: number;
  maxPrice: number;
  turnaroundHours: number;
}

type Row = [
  slug: string,
  name: string,
  nameHi: string,
  departmentId: number | null,
  sampleType: string,
  preparation: string,
  minPrice: number,
  maxPrice: number,
  turnaroundHours: number,
];

const NONE = "No special preparation is needed.";
const FAST = "Fast for 10-12 hours before the test; plain water is allowed.";

// biome-ignore format: one row per test reads better than Biome's wrapping
const rows: Row[] = [
  ["complete-blood-count", "Complete Blood Count (CBC)", "कम्प्लीट ब्लड काउंट (सीबीसी)", null, "Blood", NONE, 200, 500, 12],
  ["lipid-profile", "Lipid Profile", "लिपिड प्रोफाइल", 7, "Blood", FAST, 400, 1000, 24],
  ["hba1c", "HbA1c", "एचबीए1सी (तीन महीने की औसत शुगर)", null, "Blood", NONE, 300, 700, 24],
  ["fasting-blood-sugar", "Fasting Blood Sugar", "फास्टिंग ब्लड शुगर", null, "Blood", "Fast for 8-10 hours before the test; plain water is allowed.", 60, 200, 6],
  ["thyroid-profile", "Thyroid Profile (T3, T4, TSH)", "थायरॉइड प्रोफाइल (टी3, टी4, टीएसएच)", null, "Blood", NONE, 350, 900, 24],
  ["liver-function-test", "Liver Function Test (LFT)", "लिवर फंक्शन टेस्ट (एलएफटी)", 8, "Blood", "Fasting for 8 hours is preferred.", 400, 1000, 24],
  ["kidney-function-test", "Kidney Function Test (KFT)", "किडनी फंक्शन टेस्ट (केएफटी)", 11, "Blood", NONE, 400, 1000, 24],
  ["serum-creatinine", "Serum Creatinine", "सीरम क्रिएटिनिन", 11, "Blood", NONE, 150, 400, 12],
  ["vitamin-d", "Vitamin D (25-OH)", "विटामिन डी", null, "Blood", NONE, 800, 2000, 24],
  ["vitamin-b12", "Vitamin B12", "विटामिन बी12", null, "Blood", NONE, 600, 1500, 24],
  ["urine-routine", "Urine Routine & Microscopy", "यूरिन रूटीन जाँच", 5, "Urine", "Collect a mid-stream sample of the first urine in the morning in the sterile container given.", 100, 300, 12],
  ["urine-culture", "Urine Culture", "यूरिन कल्चर", 5, "Urine", "Give the sample before starting antibiotics, in a sterile container.", 500, 1200, 72],
  ["ecg", "ECG", "ईसीजी", 7, "None (recording)", NONE, 200, 600, 1],
  ["2d-echo", "2D Echo", "2डी इको", 7, "None (ultrasound)", NONE, 1500, 3500, 2],
  ["tmt", "TMT (Treadmill Test)", "टीएमटी (ट्रेडमिल टेस्ट)", 7, "None (recording)", "Wear comfortable shoes; avoid a heavy meal for 2-3 hours before; ask your doctor about stopping heart medicines.", 1500, 3500, 2],
  ["chest-x-ray", "Chest X-Ray", "छाती का एक्स-रे", null, "None (imaging)", "Remove metal jewellery; tell the staff if you may be pregnant.", 300, 800, 4],
  ["ultrasound-abdomen", "Ultrasound Abdomen", "पेट का अल्ट्रासाउंड", 3, "None (imaging)", "Fast for 6 hours; for the pelvis, drink water and come with a full bladder.", 800, 2000, 4],
  ["ct-scan-abdomen", "CT Scan Abdomen", "पेट का सीटी स्कैन", 3, "None (imaging)", "Fast for 4-6 hours; a kidney function test may be needed before contrast.", 3500, 9000, 24],
  ["ct-kub", "CT KUB", "सीटी केयूबी (किडनी-मूत्र मार्ग)", 5, "None (imaging)", NONE, 2500, 6000, 24],
  ["mri-brain", "MRI Brain", "एमआरआई ब्रेन", 10, "None (imaging)", "Remove all metal; tell the staff about pacemakers, implants or claustrophobia.", 4000, 10000, 24],
  ["mri-knee", "MRI Knee", "घुटने का एमआरआई", 1, "None (imaging)", "Remove all metal; tell the staff about pacemakers or implants.", 4000, 9000, 24],
  ["mri-lumbar-spine", "MRI Lumbar Spine", "कमर (लम्बर स्पाइन) का एमआरआई", 1, "None (imaging)", "Remove all metal; tell the staff about pacemakers or implants.", 4500, 10000, 24],
  ["dexa-scan", "DEXA Scan (Bone Density)", "डेक्सा स्कैन (हड्डियों की मजबूती)", 1, "None (imaging)", "Avoid calcium supplements for 24 hours before the scan.", 1500, 3500, 4],
  ["mammography", "Mammography", "मैमोग्राफी", 12, "None (imaging)", "Avoid deodorant or powder on the day; best done a week after your period.", 1500, 3500, 24],
  ["pap-smear", "Pap Smear", "पैप स्मीयर", 6, "Cervical cells", "Avoid intercourse and vaginal creams for 2 days; not during your period.", 500, 1500, 72],
  ["psa", "PSA (Prostate-Specific Antigen)", "पीएसए (प्रोस्टेट जाँच)", 5, "Blood", "Avoid ejaculation and cycling for 48 hours before the test.", 500, 1200, 24],
  ["ca-125", "CA-125", "सीए-125", 12, "Blood", NONE, 800, 1800, 24],
  ["hbsag", "HBsAg (Hepatitis B)", "एचबीएसएजी (हेपेटाइटिस बी)", 8, "Blood", NONE, 250, 600, 12],
  ["dengue-ns1", "Dengue NS1 Antigen", "डेंगू एनएस1 एंटीजन", null, "Blood", NONE, 500, 1200, 12],
  ["malaria-antigen", "Malaria Antigen", "मलेरिया एंटीजन", null, "Blood", NONE, 300, 800, 6],
  ["widal", "Widal Test", "वाइडल टेस्ट (टाइफाइड)", null, "Blood", NONE, 150, 400, 12],
  ["stool-routine", "Stool Routine", "स्टूल (मल) रूटीन जाँच", 8, "Stool", "Collect a fresh sample in the container given; avoid contamination with urine.", 150, 400, 24],
  ["uric-acid", "Uric Acid", "यूरिक एसिड", null, "Blood", NONE, 150, 400, 12],
  ["iron-studies", "Iron Studies", "आयरन स्टडी", null, "Blood", "Morning fasting sample preferred; stop iron tablets for 24 hours if your doctor agrees.", 700, 1600, 24],
  ["beta-hcg", "Beta hCG", "बीटा एचसीजी (प्रेग्नेंसी)", 6, "Blood", NONE, 500, 1200, 12],
  ["amh", "AMH (Anti-Mullerian Hormone)", "एएमएच (अंडों का भंडार)", 15, "Blood", NONE, 1200, 2500, 48],
  ["semen-analysis", "Semen Analysis", "सीमन एनालिसिस", 15, "Semen", "Abstain from ejaculation for 2-5 days; collect the sample at the lab.", 400, 1200, 24],
  ["hsg", "HSG (Hysterosalpingography)", "एचएसजी (फैलोपियन ट्यूब की जाँच)", 15, "None (imaging)", "Done between days 7 and 10 of the cycle; a painkiller beforehand helps.", 2000, 5000, 24],
  ["audiometry", "Pure Tone Audiometry", "ऑडियोमेट्री (सुनने की जाँच)", 9, "None (hearing test)", NONE, 500, 1200, 1],
  ["oct-eye", "OCT (Optical Coherence Tomography)", "ओसीटी (आँख के पर्दे की जाँच)", 2, "None (eye scan)", "Your pupils may be dilated: bring someone to drive you home.", 1500, 3500, 2],
];

export const diagnosticTests: readonly DiagnosticTestSeed[] = rows.map((row, index) => {
  const [slug, name, nameHi, departmentId, sampleType, preparation, min, max, hours] = row;
  return {
    id: index + 1,
    name,
    nameHi,
    slug,
    departmentId,
    sampleType,
    preparation,
    minPrice: min,
    maxPrice: max,
    turnaroundHours: hours,
  };
});

export interface TestPriceSeed {
  testId: number;
  cityId: number;
  minPrice: number;
  maxPrice: number;
}

/** Lab prices round to ₹10 under ₹1,000, ₹50 under ₹10,000, else ₹100; a range spans ₹50. */
const priceStep: RoundingStep = (amount) => (amount < 1_000 ? 10 : amount < 10_000 ? 50 : 100);

/**
 * A test's price range in a city: the typical range moved by part of the city's cost factor
 * (lab prices vary less between cities than surgery does).
 */
export function priceInCity(test: DiagnosticTestSeed, city: CitySeed): TestPriceSeed {
  const factor = 1 + (city.costFactor - 1) * 0.6;
  const [minPrice, maxPrice] = scaledRange([test.minPrice, test.maxPrice], factor, priceStep, 50);
  return { testId: test.id, cityId: city.id, minPrice, maxPrice };
}

/** One price range per test and city. */
export const testPrices: readonly TestPriceSeed[] = diagnosticTests.flatMap((t) =>
  cities.map((c) => priceInCity(t, c)),
);
