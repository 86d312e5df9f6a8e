import { conditions } from "./conditions";
import { treatments } from "./treatments";

/**
 * Which conditions each treatment treats, by slug (a condition page lists its treatments, a
 * treatment page the conditions it is for). Medical common sense, not an exhaustive indication
 * list; treatments without an entry (e.g. normal delivery) treat no listed condition.
 */
const LINKS: Readonly<Record<string, readonly string[]>> = {
  "knee-replacement": ["knee-osteoarthritis"],
  "hip-replacement": ["hip-arthritis", "avascular-necrosis"],
  "acl-reconstruction": ["acl-tear"],
  "knee-arthroscopy": ["meniscus-tear", "acl-tear"],
  "shoulder-arthroscopy": ["frozen-shoulder"],
  "spine-surgery": ["slipped-disc"],
  "carpal-tunnel-release": ["carpal-tunnel-syndrome"],
  "cataract-surgery": ["cataract"],
  lasik: ["myopia"],
  "smile-laser-eye-surgery": ["myopia"],
  "icl-surgery": ["myopia"],
  "glaucoma-surgery": ["glaucoma"],
  "retinal-detachment-surgery": ["retinal-detachment", "diabetic-retinopathy"],
  "squint-surgery": ["squint"],
  "hernia-repair": ["inguinal-hernia", "umbilical-hernia"],
  "gallbladder-removal": ["gallstones"],
  appendectomy: ["appendicitis"],
  "lipoma-removal": ["lipoma"],
  "varicose-vein-treatment": ["varicose-veins"],
  "piles-treatment": ["piles"],
  "fistula-treatment": ["anal-fistula"],
  "fissure-treatment": ["anal-fissure"],
  "pilonidal-sinus-treatment": ["pilonidal-sinus"],
  "rectal-prolapse-surgery": ["rectal-prolapse"],
  "kidney-stone-treatment": ["kidney-stones"],
  rirs: ["kidney-stones"],
  pcnl: ["kidney-stones"],
  eswl: ["kidney-stones"],
  ureteroscopy: ["kidney-stones"],
  circumcision: ["phimosis"],
  turp: ["enlarged-prostate"],
  "hydrocele-surgery": ["hydrocele"],
  "varicocele-surgery": ["varicocele", "male-infertility"],
  hysterectomy: ["uterine-fibroids", "heavy-menstrual-bleeding", "uterine-prolapse", "adenomyosis"],
  "vaginal-tightening": ["vaginal-laxity"],
  myomectomy: ["uterine-fibroids"],
  "ovarian-cyst-removal": ["ovarian-cyst"],
  "endometriosis-surgery": ["endometriosis"],
  angioplasty: ["coronary-artery-disease", "heart-attack"],
  cabg: ["coronary-artery-disease"],
  "pacemaker-implantation": ["arrhythmia"],
  "heart-valve-replacement": ["heart-failure"],
  "coronary-angiography": ["coronary-artery-disease"],
  "liver-transplant": ["liver-cirrhosis"],
  "upper-gi-endoscopy": ["acid-reflux", "gastritis"],
  colonoscopy: ["colorectal-cancer", "irritable-bowel-syndrome"],
  ercp: ["gallstones"],
  septoplasty: ["deviated-nasal-septum"],
  tonsillectomy: ["tonsillitis"],
  fess: ["chronic-sinusitis"],
  tympanoplasty: ["ear-drum-perforation"],
  "cochlear-implant": ["hearing-loss"],
  stapedectomy: ["otosclerosis"],
  "brain-tumour-surgery": ["brain-tumour"],
  "deep-brain-stimulation": ["parkinsons-disease"],
  dialysis: ["chronic-kidney-disease", "acute-kidney-injury"],
  "renal-transplant": ["chronic-kidney-disease"],
  "av-fistula-creation": ["chronic-kidney-disease"],
  "breast-cancer-surgery": ["breast-cancer"],
  chemotherapy: ["breast-cancer", "lung-cancer", "colorectal-cancer"],
  "radiation-therapy": ["cervical-cancer", "oral-cancer", "lung-cancer"],
  "oral-cancer-surgery": ["oral-cancer"],
  "sleeve-gastrectomy": ["morbid-obesity", "metabolic-syndrome"],
  "gastric-bypass": ["morbid-obesity", "metabolic-syndrome"],
  "intragastric-balloon": ["morbid-obesity"],
  "gynecomastia-surgery": ["gynecomastia"],
  "hair-transplant": ["hair-loss"],
  abdominoplasty: ["loose-abdominal-skin"],
  ivf: ["female-infertility", "blocked-fallopian-tubes", "low-amh"],
  iui: ["female-infertility", "male-infertility"],
  icsi: ["male-infertility"],
};

export interface TreatmentConditionSeed {
  treatmentId: number;
  conditionId: number;
}

function idBySlug(items: readonly { id: number; slug: string }[], slug: string, what: string) {
  const item = items.find((i) => i.slug === slug);
  if (!item) throw new Error(`treatment-conditions: unknown ${what} '${slug}'`);
  return item.id;
}

export const treatmentConditions: readonly TreatmentConditionSeed[] = Object.entries(LINKS).flatMap(
  ([treatment, conditionSlugs]) =>
    conditionSlugs.map((condition) => ({
      treatmentId: idBySlug(treatments, treatment, "treatment"),
      conditionId: idBySlug(conditions, condition, "condition"),
    })),
);
