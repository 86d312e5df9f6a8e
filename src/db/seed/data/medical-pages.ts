/**
 * Medical pages: every condition, treatment, test and department page names the
 * medical reviewer who checked it and when (E-E-A-T). Reviewers are fictional sample doctors.
 * A few pages have their written sections here; the others show what the catalogue holds.
 */
import type { MedicalPageKind, MedicalPageSections } from "@/src/lib/catalog/types";
import type { ReviewerSeed } from "./reviewers";

/** Reviewers for the specialities the blog's reviewers do not cover (sample profiles). */
export const pageReviewers: readonly ReviewerSeed[] = [
  {
    id: 101,
    name: "Dr. Arvind Menon",
    slug: "dr-arvind-menon",
    qualifications: "MBBS, MS (General Surgery), MCh (Urology)",
    bio: "Sample profile (fictional reviewer). A urologist who reviews our pages on kidney stones, the prostate and kidney care.",
  },
  {
    id: 102,
    name: "Dr. Sunita Bhattacharya",
    slug: "dr-sunita-bhattacharya",
    qualifications: "MBBS, MD (Medicine), DM (Cardiology)",
    bio: "Sample profile (fictional reviewer). A cardiologist who reviews our pages on heart disease, angioplasty and heart surgery.",
  },
  {
    id: 103,
    name: "Dr. Rohit Khanna",
    slug: "dr-rohit-khanna",
    qualifications: "MBBS, MS (ENT), DNB",
    bio: "Sample profile (fictional reviewer). An ENT surgeon who reviews our pages on ear, nose, throat and nerve conditions.",
  },
  {
    id: 104,
    name: "Dr. Farah Qureshi",
    slug: "dr-farah-qureshi",
    qualifications: "MBBS, MD (Pathology)",
    bio: "Sample profile (fictional reviewer). A pathologist who reviews our pages on laboratory tests, cancer care and reconstructive surgery.",
  },
];

/**
 * The reviewer of each department's pages: 1 orthopaedics, 2 general and keyhole surgery,
 * 3 eyes, 4 women's health (the blog's reviewers), 101-104 the rest.
 */
const REVIEWER_OF_DEPARTMENT: Readonly<Record<number, number>> = {
  1: 1,
  2: 3,
  3: 2,
  4: 2,
  5: 101,
  6: 4,
  7: 102,
  8: 2,
  9: 103,
  10: 103,
  11: 101,
  12: 104,
  13: 2,
  14: 104,
  15: 4,
};
/** Tests without a department are reviewed by the pathologist. */
const TEST_REVIEWER = 104;

export function reviewerOf(kind: MedicalPageKind, departmentId: number | null): number {
  if (departmentId === null) return TEST_REVIEWER;
  if (kind === "test") return TEST_REVIEWER;
  const id = REVIEWER_OF_DEPARTMENT[departmentId];
  if (id === undefined)
    throw new Error(`medical-pages.ts: no reviewer for department ${departmentId}`);
  return id;
}

/** The sample pages' review date. */
export const REVIEWED_ON = "2026-10-20";

type Written = { sections: MedicalPageSections; sectionsHi?: MedicalPageSections };

/** Written sections by kind and slug (sample text, reviewed like the rest). */
export const WRITTEN: Readonly<Record<MedicalPageKind, Readonly<Record<string, Written>>>> = {
  condition: {
    piles: {
      sections: {
        types: [
          "Internal piles, inside the back passage: usually painless, they bleed bright red blood.",
          "External piles, under the skin around the anus: they can swell and hurt, especially when a clot forms.",
          "Grades 1 to 4 describe how far internal piles come out: grade 4 stays outside.",
        ],
        causes: [
          "Constipation and straining on the toilet",
          "Sitting for long hours",
          "Pregnancy and childbirth",
          "A low-fibre diet and too little water",
          "Lifting heavy weights",
        ],
        whenToSee:
          "See a doctor when bleeding lasts more than a few days, when a lump stays outside, or at once when bleeding is heavy or comes with dizziness, weight loss or a change in bowel habit.",
        diagnosis: [
          "Examination of the anus and a gentle finger examination",
          "Proctoscopy: a short tube with a light to see internal piles",
          "Colonoscopy when the bleeding may have another cause",
        ],
        risksOfWaiting:
          "Piles rarely become dangerous, but untreated bleeding can cause anaemia, and prolapsed piles can clot or get strangulated, which needs urgent surgery.",
        faqs: [
          {
            question: "Can piles go away without surgery?",
            answer:
              "Grade 1 and 2 piles often settle with fibre, water, sitz baths and medicines. Piles that keep bleeding or stay outside usually need banding, laser or surgery.",
          },
          {
            question: "Is laser treatment for piles painful?",
            answer:
              "It is done under anaesthesia, and most patients have mild pain for a few days and go home the same day.",
          },
        ],
      },
    },
    cataract: {
      sections: {
        types: [
          "Age-related (senile) cataract, the commonest type",
          "Cataract from diabetes or long use of steroids",
          "Cataract after an eye injury",
          "Congenital cataract in babies",
        ],
        causes: [
          "Ageing of the lens",
          "Diabetes",
          "Smoking",
          "Long exposure to sunlight",
          "Steroid medicines",
        ],
        whenToSee:
          "See an eye doctor when blurred vision or glare makes reading, driving or daily work difficult, or when your glasses stop helping.",
        diagnosis: [
          "Vision test",
          "Slit-lamp examination",
          "Dilated eye examination",
          "Biometry to choose the lens power",
        ],
        risksOfWaiting:
          "A cataract slowly gets worse. A very mature cataract is harder to remove and can raise eye pressure; falls and accidents are more likely with poor vision.",
        faqs: [
          {
            question: "When should a cataract be operated on?",
            answer: "When it affects your daily life; there is no need to wait for it to ripen.",
          },
        ],
      },
    },
  },
  treatment: {
    "cataract-surgery": {
      sections: {
        steps: [
          "Eye drops numb the eye; you stay awake.",
          "The surgeon makes a 2-3 mm cut and breaks up the cloudy lens with ultrasound (phaco).",
          "A folded artificial lens is placed in the lens capsule.",
          "The cut seals itself; no stitches are usually needed.",
        ],
        before: [
          "Eye tests and lens power measurement (biometry)",
          "Blood sugar and blood pressure under control",
          "Stop blood thinners only if your doctor says so",
        ],
        after: [
          "Eye drops for about four weeks",
          "No rubbing the eye or splashing water for a week",
          "Most people read and watch TV the next day",
        ],
        risks: [
          "Infection (rare)",
          "Swelling of the cornea",
          "Clouding behind the lens later (treated with a laser)",
          "Raised eye pressure",
        ],
        alternatives: [
          "Stronger glasses while the cataract is mild",
          "Manual small-incision cataract surgery (SICS)",
        ],
        insurance:
          "Most health policies and government schemes cover cataract surgery. Many policies cap the amount per eye, so a premium lens may be partly yours to pay.",
      },
    },
    "knee-replacement": {
      sections: {
        steps: [
          "Spinal anaesthesia numbs you from the waist down.",
          "The worn ends of the thigh and shin bones are shaped and capped with metal parts.",
          "A plastic spacer is placed between them and the kneecap may be resurfaced.",
        ],
        before: [
          "Blood tests, ECG and X-rays",
          "Control of sugar and blood pressure",
          "Exercises to strengthen the thigh muscles",
        ],
        after: [
          "Walking with a walker the next day",
          "Physiotherapy for six to twelve weeks",
          "Stairs and driving after about six weeks",
        ],
        risks: [
          "Infection",
          "Blood clots in the leg",
          "Stiffness",
          "Wear of the implant after many years",
        ],
        alternatives: [
          "Weight loss, physiotherapy and pain relief",
          "Injections into the knee",
          "Partial knee replacement for damage on one side only",
        ],
        insurance:
          "Covered by most health policies after their waiting period for joint replacement (often two to four years). The implant price is capped by the government (NPPA).",
      },
    },
  },
  test: {
    hba1c: {
      sections: {
        why: "HbA1c shows your average blood sugar over the last two to three months. It is used to diagnose diabetes and prediabetes and to check how well diabetes is controlled.",
        sample: "A small blood sample from a vein.",
        preparation: "No fasting is needed; you can eat and drink as usual.",
        normalRanges: [
          { label: "Normal", range: "Below 5.7 %" },
          { label: "Prediabetes", range: "5.7 % to 6.4 %" },
          { label: "Diabetes", range: "6.5 % or above" },
        ],
        homeCollection: true,
        faqs: [
          {
            question: "How often should I repeat HbA1c?",
            answer:
              "Every three months while diabetes treatment is being adjusted, and every six months when it is stable.",
          },
        ],
      },
      sectionsHi: {
        why: "एचबीए1सी पिछले दो-तीन महीनों की औसत ब्लड शुगर बताता है। इससे डायबिटीज़ और प्री-डायबिटीज़ की पहचान होती है और पता चलता है कि डायबिटीज़ कितनी नियंत्रण में है।",
        sample: "नस से थोड़ा सा खून।",
        preparation: "खाली पेट रहने की ज़रूरत नहीं है; आप सामान्य रूप से खा-पी सकते हैं।",
        normalRanges: [
          { label: "सामान्य", range: "5.7 % से कम" },
          { label: "प्री-डायबिटीज़", range: "5.7 % से 6.4 %" },
          { label: "डायबिटीज़", range: "6.5 % या अधिक" },
        ],
        homeCollection: true,
        faqs: [
          {
            question: "एचबीए1सी कितनी बार करवाना चाहिए?",
            answer: "जब तक डायबिटीज़ की दवा बदली जा रही हो, हर तीन महीने; स्थिर होने पर हर छह महीने।",
          },
        ],
      },
    },
  },
  department: {},
};
