import type { ArticleSource } from "../../../lib/blog";

/**
 * The published sources of each article, by the English article's slug (a Hindi translation
 * cites its original's). Public pages of the NHS, WHO, the National Health Authority (PM-JAY),
 * the Ministry of Health and Family Welfare, ICMR and IRDAI at their stable addresses.
 */

const ACCESSED = "2026-11-20";

const nhs = (title: string, path: string): ArticleSource => ({
  title,
  publisher: "NHS (UK National Health Service)",
  url: `https://www.nhs.uk/conditions/${path}/`,
  accessed: ACCESSED,
});
const who = (title: string, path: string): ArticleSource => ({
  title,
  publisher: "World Health Organization",
  url: `https://www.who.int/news-room/fact-sheets/detail/${path}`,
  accessed: ACCESSED,
});
const PMJAY: ArticleSource = {
  title: "Ayushman Bharat Pradhan Mantri Jan Arogya Yojana (PM-JAY)",
  publisher: "National Health Authority, Government of India",
  url: "https://nha.gov.in/PM-JAY",
  accessed: ACCESSED,
};
const PMJAY_PORTAL: ArticleSource = {
  title: "PM-JAY: official scheme portal",
  publisher: "National Health Authority, Government of India",
  url: "https://pmjay.gov.in/",
  accessed: ACCESSED,
};
const MOHFW: ArticleSource = {
  title: "Ministry of Health and Family Welfare",
  publisher: "Ministry of Health and Family Welfare, Government of India",
  url: "https://mohfw.gov.in/",
  accessed: ACCESSED,
};
const ICMR: ArticleSource = {
  title: "Indian Council of Medical Research",
  publisher: "Indian Council of Medical Research (ICMR)",
  url: "https://www.icmr.gov.in/",
  accessed: ACCESSED,
};
const IRDAI: ArticleSource = {
  title: "Insurance Regulatory and Development Authority of India",
  publisher: "IRDAI",
  url: "https://irdai.gov.in/",
  accessed: ACCESSED,
};

export const articleSources: Readonly<Record<string, readonly ArticleSource[]>> = {
  "acl-tear-surgery-or-physiotherapy": [nhs("Knee ligament surgery", "knee-ligament-surgery")],
  "anal-fissure-care": [nhs("Anal fissure", "anal-fissure")],
  "anal-fistula-treatment": [nhs("Anal fistula", "anal-fistula")],
  "appendicitis-warning-signs": [nhs("Appendicitis", "appendicitis")],
  "ayushman-bharat-pmjay-coverage-basics": [PMJAY, PMJAY_PORTAL, MOHFW],
  "bariatric-surgery-who-qualifies": [
    nhs("Weight loss surgery", "weight-loss-surgery"),
    who("Obesity and overweight", "obesity-and-overweight"),
  ],
  "caesarean-or-normal-delivery": [nhs("Caesarean section", "caesarean-section")],
  "cashless-health-insurance-claims": [IRDAI, PMJAY],
  "cataract-surgery-lens-choices": [
    nhs("Cataract surgery", "cataract-surgery"),
    who("Blindness and vision impairment", "blindness-and-visual-impairment"),
  ],
  "circumcision-adults-phimosis": [
    nhs("Phimosis", "phimosis"),
    nhs("Circumcision in men", "circumcision-in-men"),
  ],
  "diabetic-retinopathy-eye-checks": [
    nhs("Diabetic retinopathy", "diabetic-retinopathy"),
    who("Diabetes", "diabetes"),
    ICMR,
  ],
  "frozen-shoulder-treatment": [nhs("Frozen shoulder", "frozen-shoulder")],
  "gallbladder-stones-when-surgery": [nhs("Gallstones", "gallstones")],
  "glaucoma-silent-vision-loss": [
    nhs("Glaucoma", "glaucoma"),
    who("Blindness and vision impairment", "blindness-and-visual-impairment"),
  ],
  "hernia-surgery-open-vs-laparoscopic": [nhs("Hernia", "hernia")],
  "hip-replacement-what-to-expect": [nhs("Hip replacement", "hip-replacement")],
  "hysterectomy-types-recovery": [nhs("Hysterectomy", "hysterectomy")],
  "ivf-basics-what-to-expect": [nhs("IVF", "ivf"), who("Infertility", "infertility"), ICMR],
  "kidney-stones-causes-and-treatment": [nhs("Kidney stones", "kidney-stones")],
  "knee-replacement-recovery-timeline": [nhs("Knee replacement", "knee-replacement")],
  "lasik-eligibility-and-types": [nhs("Laser eye surgery and lens surgery", "laser-eye-surgery")],
  "pcos-management": [
    nhs("Polycystic ovary syndrome", "polycystic-ovary-syndrome-pcos"),
    who("Polycystic ovary syndrome", "polycystic-ovary-syndrome"),
  ],
  "piles-treatment-options": [nhs("Piles (haemorrhoids)", "piles-haemorrhoids")],
  "pilonidal-sinus-treatment": [nhs("Pilonidal sinus", "pilonidal-sinus")],
  "preparing-for-surgery-checklist": [
    nhs("General anaesthesia", "general-anaesthesia"),
    who("Patient safety", "patient-safety"),
  ],
  "reimbursement-claim-documents": [IRDAI],
  "second-opinion-before-surgery": [who("Patient safety", "patient-safety"), MOHFW],
  "slipped-disc-when-surgery": [nhs("Slipped disc", "slipped-disc")],
  "uterine-fibroids-treatment": [nhs("Fibroids", "fibroids")],
  "varicose-veins-treatment": [nhs("Varicose veins", "varicose-veins")],
};
