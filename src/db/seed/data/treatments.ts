import { type CitySeed, cities } from "./cities";
import { type RoundingStep, scaledRange } from "./prices";

/**
 * Treatments (procedures). Costs are whole rupees; `baseCost` is a typical range in a large
 * metro, and each city's range is that range × the city's cost factor (see `treatmentCosts`).
 * Only kidney-stone procedures carry the word 'kidney': the marketing thank-you heading shows any
 * name containing it as 'Kidney Stones Transport' (src/lib/lead/treatment-names.ts), so a kidney
 * transplant is called 'Renal Transplant'.
 */

export interface TreatmentSeed {
  id: number;
  name: string;
  slug: string;
  /** The spec's RouteId: a stable number per treatment used by the legacy routes. */
  routeId: number;
  departmentId: number;
  summary: string;
  durationMinutes: number | null;
  hospitalStayDays: number | null;
  recoveryDays: number | null;
  popularRank: number | null;
  baseCost: readonly [min: number, max: number];
}

type Row = [
  slug: string,
  name: string,
  departmentId: number,
  summary: string,
  durationMinutes: number | null,
  hospitalStayDays: number | null,
  recoveryDays: number | null,
  minCost: number,
  maxCost: number,
];

// biome-ignore format: one row per treatment reads better than Biome's wrapping
const rows: Row[] = [
  // Orthopaedics (1)
  ["knee-replacement", "Knee Replacement", 1, "The worn surfaces of an arthritic knee are replaced with a metal and plastic implant. Most patients walk with support the next day and resume daily activities in about six weeks.", 120, 4, 60, 150000, 350000],
  ["hip-replacement", "Hip Replacement", 1, "A damaged hip joint, often from arthritis or avascular necrosis, is replaced with an artificial ball and socket to relieve pain and restore movement.", 150, 5, 60, 180000, 400000],
  ["acl-reconstruction", "ACL Reconstruction", 1, "A torn anterior cruciate ligament is rebuilt arthroscopically with a tendon graft to make an unstable knee steady again.", 90, 2, 42, 100000, 250000],
  ["knee-arthroscopy", "Knee Arthroscopy", 1, "Keyhole surgery through small cuts to diagnose and treat problems such as meniscus tears and loose bodies inside the knee.", 60, 1, 21, 60000, 150000],
  ["shoulder-arthroscopy", "Shoulder Arthroscopy", 1, "Keyhole surgery to repair rotator cuff tears, release a frozen shoulder or stabilise a shoulder that dislocates.", 90, 1, 42, 80000, 200000],
  ["spine-surgery", "Spine Surgery (Discectomy)", 1, "Removal of the part of a slipped disc that presses on a nerve, relieving leg pain and numbness when medicines and physiotherapy have not helped.", 120, 3, 42, 120000, 300000],
  ["carpal-tunnel-release", "Carpal Tunnel Release", 1, "A short day-care operation that frees the compressed median nerve at the wrist to relieve numbness and tingling in the fingers.", 30, 0, 21, 30000, 80000],
  ["fracture-fixation", "Fracture Fixation (ORIF)", 1, "A broken bone is set in position and held with plates, screws or nails so that it heals in the right alignment.", 120, 3, 60, 60000, 200000],
  ["shoulder-replacement", "Shoulder Replacement", 1, "The arthritic or badly fractured shoulder joint is replaced with an implant to relieve pain and improve arm movement.", 150, 3, 90, 250000, 500000],
  // Ophthalmology (2)
  ["cataract-surgery", "Cataract Surgery", 2, "The cloudy natural lens is removed through a tiny cut and replaced with a clear artificial lens. It takes about 20 minutes per eye and you go home the same day.", 30, 0, 30, 20000, 100000],
  ["lasik", "LASIK", 2, "A laser reshapes the cornea to correct short sight, long sight or astigmatism so that you need glasses less or not at all.", 30, 0, 7, 40000, 110000],
  ["smile-laser-eye-surgery", "SMILE Laser Eye Surgery", 2, "A flapless laser vision correction done through a small keyhole in the cornea, suited to many people with short sight.", 30, 0, 7, 90000, 150000],
  ["icl-surgery", "ICL Surgery", 2, "A thin implantable lens is placed inside the eye in front of the natural lens, for high powers or corneas too thin for LASIK.", 30, 0, 14, 100000, 200000],
  ["glaucoma-surgery", "Glaucoma Surgery", 2, "An operation (trabeculectomy or a drainage device) that creates a new outflow for eye fluid to lower pressure and protect the optic nerve.", 60, 1, 30, 30000, 80000],
  ["retinal-detachment-surgery", "Retinal Detachment Surgery", 2, "Urgent surgery (vitrectomy or scleral buckle) to reattach the retina and save sight.", 90, 1, 42, 60000, 150000],
  ["squint-surgery", "Squint Surgery", 2, "The eye muscles are adjusted so that both eyes line up, improving appearance and often depth perception.", 60, 0, 14, 30000, 80000],
  // General Surgery (3)
  ["hernia-repair", "Hernia Repair", 3, "The weak spot in the abdominal wall is closed and reinforced with a mesh, by open or laparoscopic surgery.", 60, 1, 14, 60000, 180000],
  ["gallbladder-removal", "Gallbladder Removal", 3, "Laparoscopic cholecystectomy removes a gallbladder with painful stones through three or four small cuts; most people go home in a day.", 60, 1, 14, 60000, 170000],
  ["appendectomy", "Appendectomy", 3, "Removal of an inflamed appendix, usually by keyhole surgery, before it can burst.", 60, 2, 14, 50000, 150000],
  ["lipoma-removal", "Lipoma Removal", 3, "A soft fatty lump under the skin is removed through a small cut under local anaesthesia.", 30, 0, 7, 15000, 50000],
  ["varicose-vein-treatment", "Varicose Vein Treatment", 3, "Laser (EVLA), radiofrequency or glue closes the faulty vein from inside, without large cuts.", 60, 0, 7, 50000, 150000],
  ["thyroidectomy", "Thyroidectomy", 3, "Removal of part or all of the thyroid gland for nodules, goitre or cancer.", 120, 2, 14, 70000, 180000],
  // Proctology (4)
  ["piles-treatment", "Piles Treatment", 4, "Piles that do not settle with diet and medicines are treated with banding, laser or stapler surgery, often as a day-care procedure.", 30, 0, 7, 40000, 120000],
  ["fistula-treatment", "Fistula Treatment", 4, "An anal fistula is closed by fistulotomy, seton, LIFT or laser so that it heals without harming bowel control.", 45, 1, 14, 40000, 130000],
  ["fissure-treatment", "Fissure Treatment", 4, "A chronic anal fissure that has not healed with ointments is treated by a small sphincter cut, laser or Botox injection.", 30, 0, 7, 30000, 80000],
  ["pilonidal-sinus-treatment", "Pilonidal Sinus Treatment", 4, "The infected tract near the tailbone is removed or closed with laser, and the area is kept hair-free to prevent recurrence.", 45, 1, 14, 40000, 110000],
  ["rectal-prolapse-surgery", "Rectal Prolapse Surgery", 4, "The rectum that slips out through the anus is fixed back in place, through the abdomen or from below.", 120, 3, 28, 80000, 200000],
  // Urology (5)
  ["kidney-stone-treatment", "Kidney Stone Treatment", 5, "Stones too large to pass are broken up by shock waves or a laser through a scope, or removed by keyhole surgery, depending on size and position.", 60, 1, 7, 40000, 150000],
  ["rirs", "RIRS (Retrograde Intrarenal Surgery)", 5, "A flexible scope passed through the urinary passage reaches the stone and breaks it with a laser, with no cut on the skin.", 60, 1, 7, 80000, 170000],
  ["pcnl", "PCNL (Percutaneous Nephrolithotomy)", 5, "Large stones are removed through a small tunnel made in the back, usually for stones bigger than two centimetres.", 90, 2, 14, 70000, 160000],
  ["eswl", "ESWL (Shock Wave Lithotripsy)", 5, "Shock waves from outside the body break a small stone into fragments that pass in the urine; no anaesthesia is usually needed.", 45, 0, 3, 25000, 60000],
  ["ureteroscopy", "Ureteroscopy (URSL)", 5, "A thin scope removes or breaks a stone stuck in the ureter, the tube between the kidney and the bladder.", 45, 1, 7, 50000, 120000],
  ["circumcision", "Circumcision", 5, "Removal of the foreskin for phimosis or repeated infections, by conventional, stapler or laser technique.", 30, 0, 10, 25000, 60000],
  ["turp", "TURP (Prostate Surgery)", 5, "The enlarged part of the prostate that blocks urine flow is trimmed through a scope, with no cut on the skin.", 60, 3, 21, 80000, 180000],
  ["hydrocele-surgery", "Hydrocele Surgery", 5, "Fluid collected around a testicle is drained and the sac is treated so that it does not refill.", 45, 1, 10, 30000, 70000],
  ["varicocele-surgery", "Varicocele Surgery", 5, "Swollen veins in the scrotum are tied off, often with a microscope, to relieve ache and help sperm quality.", 60, 0, 10, 40000, 100000],
  // Gynaecology (6)
  ["hysterectomy", "Hysterectomy", 6, "Removal of the uterus for fibroids, heavy bleeding, prolapse or cancer, often done laparoscopically for a quicker recovery.", 120, 3, 42, 80000, 200000],
  ["vaginal-tightening", "Vaginal Tightening", 6, "Laser or surgical tightening of the vaginal canal for laxity after childbirth or with age.", 45, 0, 7, 35000, 100000],
  ["myomectomy", "Myomectomy", 6, "Fibroids are removed while the uterus is kept, an option for women who wish to become pregnant.", 120, 2, 28, 70000, 180000],
  ["ovarian-cyst-removal", "Ovarian Cyst Removal", 6, "A cyst that is large, painful or suspicious is removed laparoscopically, saving healthy ovarian tissue.", 60, 1, 14, 50000, 150000],
  ["endometriosis-surgery", "Endometriosis Surgery", 6, "Endometriosis deposits and cysts are removed by laparoscopy to ease pain and improve fertility.", 90, 1, 21, 60000, 180000],
  ["normal-delivery", "Normal Delivery", 6, "A vaginal birth with monitoring of mother and baby during labour and a short hospital stay afterwards.", null, 2, 42, 30000, 100000],
  ["caesarean-section", "Caesarean Section", 6, "The baby is delivered through a cut in the lower abdomen when vaginal birth is unsafe or not progressing.", 60, 3, 42, 60000, 180000],
  // Cardiology (7)
  ["angioplasty", "Angioplasty", 7, "A balloon opens a blocked heart artery through a thin tube from the wrist or groin, and a stent keeps it open.", 60, 2, 7, 150000, 350000],
  ["cabg", "CABG (Bypass Surgery)", 7, "Blood vessels taken from the chest, leg or arm are used to route blood around blocked heart arteries.", 240, 7, 60, 250000, 550000],
  ["pacemaker-implantation", "Pacemaker Implantation", 7, "A small device placed under the skin below the collarbone keeps a slow heart beating at a safe rate.", 60, 2, 14, 150000, 500000],
  ["heart-valve-replacement", "Heart Valve Replacement", 7, "A narrowed or leaking heart valve is replaced with a mechanical or tissue valve, by open surgery or through a catheter.", 240, 7, 60, 300000, 700000],
  ["coronary-angiography", "Coronary Angiography", 7, "An X-ray test with dye, done through the wrist or groin, that shows whether the heart arteries are blocked.", 30, 0, 2, 12000, 35000],
  // Gastroenterology (8)
  ["liver-transplant", "Liver Transplant", 8, "A failing liver is replaced with a healthy one, usually part of a living relative's liver or a deceased donor's liver.", 600, 21, 180, 2000000, 3500000],
  ["upper-gi-endoscopy", "Upper GI Endoscopy", 8, "A thin camera passed through the mouth examines the food pipe, stomach and duodenum, and can take biopsies.", 15, 0, 1, 3000, 10000],
  ["colonoscopy", "Colonoscopy", 8, "A camera examines the large intestine to find the cause of bleeding or bowel changes and to remove polyps.", 30, 0, 1, 5000, 15000],
  ["ercp", "ERCP", 8, "An endoscopic procedure to remove bile-duct stones or place a stent when the bile duct is blocked.", 60, 1, 3, 40000, 100000],
  // ENT (9)
  ["septoplasty", "Septoplasty", 9, "The bent wall between the nostrils is straightened from inside the nose to improve breathing.", 60, 1, 14, 40000, 100000],
  ["tonsillectomy", "Tonsillectomy", 9, "Removal of the tonsils for repeated throat infections or breathing problems during sleep.", 45, 1, 14, 35000, 90000],
  ["fess", "FESS (Sinus Surgery)", 9, "Endoscopic sinus surgery opens blocked sinus passages and removes polyps, with no cut on the face.", 90, 1, 14, 50000, 150000],
  ["tympanoplasty", "Tympanoplasty", 9, "A hole in the eardrum is repaired with a graft to stop discharge and improve hearing.", 90, 1, 21, 40000, 100000],
  ["cochlear-implant", "Cochlear Implant", 9, "An electronic implant gives a sense of sound to people with severe to profound deafness who gain little from hearing aids.", 180, 2, 30, 600000, 1200000],
  ["stapedectomy", "Stapedectomy", 9, "The fixed stapes bone in otosclerosis is replaced with a tiny prosthesis to restore hearing.", 60, 1, 14, 40000, 100000],
  // Neurology (10)
  ["brain-tumour-surgery", "Brain Tumour Surgery", 10, "A craniotomy removes as much of a brain tumour as is safely possible, guided by imaging and monitoring.", 300, 7, 60, 250000, 700000],
  ["deep-brain-stimulation", "Deep Brain Stimulation", 10, "Electrodes placed in the brain and a pacemaker-like device ease tremor and stiffness in Parkinson's disease.", 360, 5, 30, 800000, 1800000],
  ["vp-shunt-surgery", "VP Shunt Surgery", 10, "A thin tube drains excess fluid from the brain into the abdomen in hydrocephalus.", 90, 4, 30, 80000, 250000],
  // Nephrology (11)
  ["dialysis", "Dialysis", 11, "Haemodialysis filters the blood when the kidneys fail, usually three sessions of about four hours a week; the cost is per session.", 240, 0, 0, 1500, 4000],
  ["renal-transplant", "Renal Transplant", 11, "A healthy donor kidney from a relative or a deceased donor replaces failed kidneys, freeing the patient from dialysis.", 240, 10, 90, 500000, 1200000],
  ["av-fistula-creation", "AV Fistula Creation", 11, "An artery and a vein in the arm are joined to create a strong access point for long-term haemodialysis.", 60, 0, 14, 20000, 60000],
  // Oncology (12)
  ["breast-cancer-surgery", "Breast Cancer Surgery", 12, "Removal of the tumour with breast conservation or mastectomy, along with checking the lymph nodes in the armpit.", 180, 3, 30, 150000, 400000],
  ["chemotherapy", "Chemotherapy", 12, "Anti-cancer medicines given in cycles, usually as a day-care infusion; the cost shown is per cycle and varies with the drugs.", 240, 0, null, 10000, 80000],
  ["radiation-therapy", "Radiation Therapy", 12, "Precisely aimed radiation destroys cancer cells over a course of daily sessions; the cost shown is for a full course.", 30, 0, null, 100000, 500000],
  ["oral-cancer-surgery", "Oral Cancer Surgery", 12, "Removal of a mouth cancer with a margin of healthy tissue, neck node clearance and reconstruction when needed.", 360, 7, 42, 200000, 500000],
  // Bariatric Surgery (13)
  ["sleeve-gastrectomy", "Sleeve Gastrectomy", 13, "About three quarters of the stomach is removed laparoscopically, leaving a narrow sleeve that limits food intake and hunger.", 90, 3, 21, 250000, 450000],
  ["gastric-bypass", "Gastric Bypass", 13, "A small stomach pouch is connected directly to the small intestine, reducing intake and absorption; strong effect on diabetes.", 150, 3, 28, 300000, 500000],
  ["intragastric-balloon", "Intragastric Balloon", 13, "A soft balloon placed in the stomach by endoscopy or swallowed as a capsule helps moderate weight loss for several months.", 30, 0, 3, 150000, 300000],
  // Cosmetic & Plastic Surgery (14)
  ["rhinoplasty", "Rhinoplasty", 14, "Nose reshaping surgery to change its appearance or to correct breathing problems, or both.", 150, 1, 14, 80000, 200000],
  ["liposuction", "Liposuction", 14, "Stubborn fat deposits are removed through small cuts to improve body contour; it is not a weight-loss treatment.", 120, 1, 14, 60000, 250000],
  ["gynecomastia-surgery", "Gynecomastia Surgery", 14, "Excess breast tissue in men is removed by liposuction and gland excision through small cuts.", 90, 0, 14, 50000, 120000],
  ["hair-transplant", "Hair Transplant", 14, "Hair follicles from the back of the scalp are moved to thinning areas; the final result shows after 9-12 months.", 420, 0, 10, 60000, 200000],
  ["abdominoplasty", "Abdominoplasty (Tummy Tuck)", 14, "Loose skin and fat of the lower abdomen are removed and the abdominal muscles are tightened.", 180, 2, 28, 120000, 300000],
  ["breast-augmentation", "Breast Augmentation", 14, "Breast size or shape is increased with silicone implants or fat transfer.", 120, 1, 28, 150000, 350000],
  // Fertility & IVF (15)
  ["ivf", "IVF", 15, "Eggs are collected after hormone injections, fertilised in the laboratory and an embryo is placed in the uterus; the cost shown is per cycle.", 30, 0, 2, 120000, 250000],
  ["iui", "IUI", 15, "Washed sperm are placed directly into the uterus around ovulation, a simpler first step for some couples.", 15, 0, 1, 8000, 25000],
  ["icsi", "ICSI", 15, "A single sperm is injected into each egg during IVF, mainly used for male-factor infertility.", 30, 0, 2, 150000, 300000],
];

/** Popular treatments in display order (popularRank 1..12). */
const POPULAR = [
  "knee-replacement",
  "cataract-surgery",
  "piles-treatment",
  "hernia-repair",
  "gallbladder-removal",
  "kidney-stone-treatment",
  "lasik",
  "hip-replacement",
  "fistula-treatment",
  "circumcision",
  "ivf",
  "hysterectomy",
];

export const treatments: readonly TreatmentSeed[] = rows.map((row, index) => {
  const [slug, name, departmentId, summary, durationMinutes, stay, recovery, min, max] = row;
  const rank = POPULAR.indexOf(slug);
  return {
    id: index + 1,
    name,
    slug,
    routeId: 4001 + index * 3,
    departmentId,
    summary,
    durationMinutes,
    hospitalStayDays: stay,
    recoveryDays: recovery,
    popularRank: rank >= 0 ? rank + 1 : null,
    baseCost: [min, max],
  };
});

export const treatmentBySlug: ReadonlyMap<string, TreatmentSeed> = new Map(
  treatments.map((t) => [t.slug, t]),
);

export interface TreatmentCostSeed {
  treatmentId: number;
  cityId: number;
  minCost: number;
  maxCost: number;
}

/** Costs round to ₹100 under ₹10,000, ₹500 under ₹1 lakh, else ₹1,000; a range spans ₹500. */
export const costStep: RoundingStep = (amount) =>
  amount < 10_000 ? 100 : amount < 100_000 ? 500 : 1000;

/** The cost range of one treatment in one city: the base range × the city's factor, tidied. */
export function costInCity(treatment: TreatmentSeed, city: CitySeed): TreatmentCostSeed {
  const [minCost, maxCost] = scaledRange(treatment.baseCost, city.costFactor, costStep, 500);
  return { treatmentId: treatment.id, cityId: city.id, minCost, maxCost };
}

/** One cost range per treatment and city. */
export const treatmentCosts: readonly TreatmentCostSeed[] = treatments.flatMap((t) =>
  cities.map((c) => costInCity(t, c)),
);
