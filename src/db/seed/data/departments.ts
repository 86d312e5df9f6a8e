/** Departments (specialities); the spec's SpecializationList is `specializations`. */

export interface DepartmentSeed {
  id: number;
  name: string;
  slug: string;
  description: string;
  specializations: readonly string[];
  position: number;
}

export const departments: readonly DepartmentSeed[] = [
  {
    id: 1,
    name: "Orthopaedics",
    slug: "orthopaedics",
    description: "Bones, joints, ligaments and the spine: from fractures to joint replacement.",
    specializations: [
      "Joint Replacement",
      "Arthroscopy & Sports Injury",
      "Spine Surgery",
      "Trauma & Fracture Care",
      "Hand Surgery",
    ],
    position: 1,
  },
  {
    id: 2,
    name: "Ophthalmology",
    slug: "ophthalmology",
    description: "Eye care, including cataract, refractive (LASIK), glaucoma and retina surgery.",
    specializations: ["Cataract Surgery", "Refractive Surgery", "Glaucoma", "Retina", "Squint"],
    position: 2,
  },
  {
    id: 3,
    name: "General Surgery",
    slug: "general-surgery",
    description: "Common abdominal and soft-tissue operations, mostly done by keyhole surgery.",
    specializations: [
      "Laparoscopic Surgery",
      "Hernia Surgery",
      "Gallbladder Surgery",
      "Vascular (Varicose Veins)",
      "Thyroid Surgery",
    ],
    position: 3,
  },
  {
    id: 4,
    name: "Proctology",
    slug: "proctology",
    description: "Problems of the anus and rectum such as piles, fissure and fistula.",
    specializations: ["Laser Proctology", "Piles", "Fissure", "Fistula", "Pilonidal Sinus"],
    position: 4,
  },
  {
    id: 5,
    name: "Urology",
    slug: "urology",
    description: "Kidneys, bladder, prostate and male reproductive organs.",
    specializations: [
      "Kidney Stones (Endourology)",
      "Prostate",
      "Andrology",
      "Reconstructive Urology",
      "Paediatric Urology",
    ],
    position: 5,
  },
  {
    id: 6,
    name: "Gynaecology",
    slug: "gynaecology",
    description: "Women's reproductive health, pregnancy care and gynaecological surgery.",
    specializations: [
      "Laparoscopic Gynaecology",
      "Obstetrics",
      "Cosmetic Gynaecology",
      "Menopause Care",
      "High-risk Pregnancy",
    ],
    position: 6,
  },
  {
    id: 7,
    name: "Cardiology",
    slug: "cardiology",
    description: "Heart and blood-vessel disease: diagnosis, angioplasty and heart surgery.",
    specializations: [
      "Interventional Cardiology",
      "Cardiac Surgery",
      "Electrophysiology",
      "Heart Failure",
      "Preventive Cardiology",
    ],
    position: 7,
  },
  {
    id: 8,
    name: "Gastroenterology",
    slug: "gastroenterology",
    description: "Stomach, intestines, liver and pancreas, including endoscopy and transplant.",
    specializations: ["Endoscopy", "Hepatology", "Liver Transplant", "Pancreas", "IBD"],
    position: 8,
  },
  {
    id: 9,
    name: "ENT",
    slug: "ent",
    description: "Ear, nose and throat conditions, from sinusitis to hearing loss.",
    specializations: [
      "Sinus Surgery",
      "Otology",
      "Cochlear Implant",
      "Voice & Airway",
      "Rhinology",
    ],
    position: 9,
  },
  {
    id: 10,
    name: "Neurology",
    slug: "neurology",
    description: "Brain, spinal cord and nerves: medical neurology and neurosurgery.",
    specializations: ["Stroke", "Epilepsy", "Movement Disorders", "Neurosurgery", "Headache"],
    position: 10,
  },
  {
    id: 11,
    name: "Nephrology",
    slug: "nephrology",
    description: "Kidney disease care, dialysis and kidney transplantation.",
    specializations: [
      "Dialysis",
      "Renal Transplant",
      "Chronic Kidney Disease",
      "Glomerular Disease",
      "Paediatric Nephrology",
    ],
    position: 11,
  },
  {
    id: 12,
    name: "Oncology",
    slug: "oncology",
    description: "Cancer diagnosis and treatment: surgery, chemotherapy and radiation.",
    specializations: [
      "Surgical Oncology",
      "Medical Oncology",
      "Radiation Oncology",
      "Head & Neck Cancer",
      "Breast Cancer",
    ],
    position: 12,
  },
  {
    id: 13,
    name: "Bariatric Surgery",
    slug: "bariatric-surgery",
    description: "Weight-loss and metabolic surgery for severe obesity and related diseases.",
    specializations: [
      "Sleeve Gastrectomy",
      "Gastric Bypass",
      "Metabolic Surgery",
      "Endoscopic Weight Loss",
    ],
    position: 13,
  },
  {
    id: 14,
    name: "Cosmetic & Plastic Surgery",
    slug: "cosmetic-and-plastic-surgery",
    description: "Reconstructive and aesthetic surgery of the face, body and hair.",
    specializations: [
      "Rhinoplasty",
      "Body Contouring",
      "Hair Transplant",
      "Breast Surgery",
      "Reconstructive Surgery",
    ],
    position: 14,
  },
  {
    id: 15,
    name: "Fertility & IVF",
    slug: "fertility-and-ivf",
    description: "Evaluation and treatment of infertility for couples, from IUI to IVF and ICSI.",
    specializations: ["IVF", "IUI", "ICSI", "Male Infertility", "Fertility Preservation"],
    position: 15,
  },
];

export const departmentBySlug: ReadonlyMap<string, DepartmentSeed> = new Map(
  departments.map((d) => [d.slug, d]),
);
