/**
 * Treatment categories for coverage: insurers and schemes write their rules per kind of
 * treatment (cosmetic, maternity, procedures with a waiting period…), not per procedure.
 * Every treatment of the catalogue has one (tests/unit/coverage.test.ts checks the seed).
 */

export const COVERAGE_CATEGORIES = [
  /** Hospital treatment of an illness or injury: paid after the first 30 days. */
  "general",
  /**
   * Procedures that Indian policies list by name with their own waiting period (commonly two
   * years): piles, fistula, hernia, gallbladder and kidney stones, prostate, ENT, hysterectomy…
   */
  "namedProcedure",
  /** Named too, and many policies also cap what they pay per eye. */
  "cataract",
  /** Named too; an accident waives the wait. */
  "jointReplacement",
  /** Paid only by policies with a maternity benefit, after its own wait and up to its limit. */
  "maternity",
  /** Bariatric treatment: excluded unless the BMI and a doctor's advice meet the standard terms. */
  "weightLoss",
  /** A test or scope: paid as part of an admission or day care, not on its own as an outpatient. */
  "diagnostic",
  /** Cosmetic or aesthetic surgery: excluded. */
  "cosmetic",
  /** Laser eye surgery for glasses power: excluded below 7.5 dioptres, which is most of it. */
  "refractive",
  /** A lens implanted for glasses power: usually for high powers, so paid only at 7.5 D or more. */
  "refractiveLens",
  /** Infertility treatment: excluded by the standard terms. */
  "infertility",
] as const;
export type CoverageCategory = (typeof COVERAGE_CATEGORIES)[number];

const SLUGS_BY_CATEGORY: Readonly<Record<CoverageCategory, readonly string[]>> = {
  general: [
    "fracture-fixation",
    "retinal-detachment-surgery",
    "glaucoma-surgery",
    "squint-surgery",
    "appendectomy",
    "lipoma-removal",
    "thyroidectomy",
    "rectal-prolapse-surgery",
    "circumcision",
    "angioplasty",
    "cabg",
    "pacemaker-implantation",
    "heart-valve-replacement",
    "coronary-angiography",
    "liver-transplant",
    "ercp",
    "cochlear-implant",
    "brain-tumour-surgery",
    "deep-brain-stimulation",
    "vp-shunt-surgery",
    "dialysis",
    "renal-transplant",
    "av-fistula-creation",
    "breast-cancer-surgery",
    "chemotherapy",
    "radiation-therapy",
    "oral-cancer-surgery",
    "carpal-tunnel-release",
  ],
  namedProcedure: [
    "acl-reconstruction",
    "knee-arthroscopy",
    "shoulder-arthroscopy",
    "spine-surgery",
    "hernia-repair",
    "gallbladder-removal",
    "varicose-vein-treatment",
    "piles-treatment",
    "fistula-treatment",
    "fissure-treatment",
    "pilonidal-sinus-treatment",
    "kidney-stone-treatment",
    "rirs",
    "pcnl",
    "eswl",
    "ureteroscopy",
    "turp",
    "hydrocele-surgery",
    "varicocele-surgery",
    "hysterectomy",
    "myomectomy",
    "ovarian-cyst-removal",
    "endometriosis-surgery",
    "septoplasty",
    "tonsillectomy",
    "fess",
    "tympanoplasty",
    "stapedectomy",
  ],
  cataract: ["cataract-surgery"],
  jointReplacement: ["knee-replacement", "hip-replacement", "shoulder-replacement"],
  maternity: ["normal-delivery", "caesarean-section"],
  weightLoss: ["sleeve-gastrectomy", "gastric-bypass", "intragastric-balloon"],
  diagnostic: ["upper-gi-endoscopy", "colonoscopy"],
  cosmetic: [
    "rhinoplasty",
    "liposuction",
    "gynecomastia-surgery",
    "hair-transplant",
    "abdominoplasty",
    "breast-augmentation",
    "vaginal-tightening",
  ],
  refractive: ["lasik", "smile-laser-eye-surgery"],
  refractiveLens: ["icl-surgery"],
  infertility: ["ivf", "iui", "icsi"],
};

const CATEGORY_OF: ReadonlyMap<string, CoverageCategory> = new Map(
  COVERAGE_CATEGORIES.flatMap((category) =>
    SLUGS_BY_CATEGORY[category].map((slug) => [slug, category] as const),
  ),
);

/** The coverage category of a treatment, or null for one not yet placed in any. */
export function coverageCategoryOf(treatmentSlug: string): CoverageCategory | null {
  return CATEGORY_OF.get(treatmentSlug) ?? null;
}

/** Every treatment slug placed in a category (for the test that each sits in exactly one). */
export function categorisedTreatments(): [slug: string, category: CoverageCategory][] {
  return COVERAGE_CATEGORIES.flatMap((category) =>
    SLUGS_BY_CATEGORY[category].map((slug) => [slug, category] as [string, CoverageCategory]),
  );
}
