/**
 * The search relevance set: realistic queries — typos, lay words, Hindi,
 * Hinglish, abbreviations, doctor and hospital names, "X in city", article titles — each with
 * the entities it should find (any of them counts). Entities are named by ArticleType and slug
 * of the sample data; doctors and hospitals are taken from the seed data modules, so the set
 * follows the sample catalogue.
 */
import { doctors } from "../src/db/seed/data/doctors";
import { departmentNamesHi, treatmentNamesHi } from "../src/db/seed/data/hindi-names";
import { hospitals } from "../src/db/seed/data/hospitals";
import { heldOutSet } from "./search-queries-held-out";

export interface Expected {
  type: number;
  slug: string;
}
export interface RelevanceCase {
  query: string;
  kind:
    | "typo"
    | "lay"
    | "abbreviation"
    | "hindi"
    | "hinglish"
    | "name"
    | "in-city"
    | "article"
    | "intent"
    | "role"
    | "insurer"
    | "spelling"
    | "symptom"
    | "body-part"
    | "service"
    | "city"
    | "cost"
    | "uncovered";
  expect: Expected[];
  /** The city the patient has chosen, when it matters. */
  city?: number;
  /**
   * "tune": search was tuned on it (the vocabulary and rules may name it); "held-out": written
   * before tuning and never tuned on (bench/search-queries-held-out.ts), to measure how search
   * generalises. Unmarked cases are tuning cases.
   */
  part?: "tune" | "held-out";
}

const t = (slug: string): Expected => ({ type: 3, slug });
const c = (slug: string): Expected => ({ type: 4, slug });
const dep = (slug: string): Expected => ({ type: 7, slug });
const test = (slug: string): Expected => ({ type: 8, slug });
const insurer = (slug: string): Expected => ({ type: 9, slug });
const PUNE = 484;
const HYDERABAD = 267;

function doctorAt(index: number) {
  const doctor = doctors[index];
  if (!doctor) throw new Error(`no sample doctor ${index}`);
  return doctor;
}
function hospitalAt(index: number) {
  const hospital = hospitals[index];
  if (!hospital) throw new Error(`no sample hospital ${index}`);
  return hospital;
}
/** One letter swapped with the next: the commonest typing slip. */
function swapLetters(text: string, at: number): string {
  return text.slice(0, at) + (text[at + 1] ?? "") + (text[at] ?? "") + text.slice(at + 2);
}

const d0 = doctorAt(0);
const d1 = doctorAt(12);
const d2 = doctorAt(40);
const d3 = doctorAt(77);
const h0 = hospitalAt(0);
const h1 = hospitalAt(9);
const h2 = hospitalAt(31);

/** The cases the first rules and synonyms were tuned on. */
const firstSet: RelevanceCase[] = [
  // Typos
  { query: "knee replacment", kind: "typo", expect: [t("knee-replacement")] },
  { query: "piles treatmnt", kind: "typo", expect: [t("piles-treatment")] },
  { query: "catract surgery", kind: "typo", expect: [t("cataract-surgery")] },
  { query: "hernia repiar", kind: "typo", expect: [t("hernia-repair")] },
  { query: "gallblader removal", kind: "typo", expect: [t("gallbladder-removal")] },
  { query: "kidny stone", kind: "typo", expect: [c("kidney-stones"), t("kidney-stone-treatment")] },
  { query: "hip replacemnt", kind: "typo", expect: [t("hip-replacement")] },
  { query: "hysterectomi", kind: "typo", expect: [t("hysterectomy")] },
  { query: "tonsilectomy", kind: "typo", expect: [t("tonsillectomy")] },
  {
    query: "varicose vain",
    kind: "typo",
    expect: [t("varicose-vein-treatment"), c("varicose-veins")],
  },
  { query: "glucoma", kind: "typo", expect: [c("glaucoma"), t("glaucoma-surgery")] },
  { query: "rhinoplasti", kind: "typo", expect: [t("rhinoplasty")] },
  // Lay words
  { query: "piles", kind: "lay", expect: [c("piles"), t("piles-treatment")] },
  { query: "stone in kidney", kind: "lay", expect: [c("kidney-stones")] },
  {
    query: "weight loss surgery",
    kind: "lay",
    expect: [dep("bariatric-surgery"), t("sleeve-gastrectomy")],
  },
  { query: "womb removal", kind: "lay", expect: [t("hysterectomy")] },
  // Still being typed: the lay term is read from its first letters.
  { query: "womb rem", kind: "lay", expect: [t("hysterectomy")] },
  {
    query: "weight lo",
    kind: "lay",
    expect: [dep("bariatric-surgery"), t("sleeve-gastrectomy"), c("morbid-obesity")],
  },
  { query: "test tube baby", kind: "lay", expect: [t("ivf")] },
  { query: "tummy tuck", kind: "lay", expect: [t("abdominoplasty")] },
  { query: "bypass surgery", kind: "lay", expect: [t("cabg")] },
  { query: "heart doctor", kind: "lay", expect: [dep("cardiology")] },
  { query: "eye doctor", kind: "lay", expect: [dep("ophthalmology")] },
  { query: "bone doctor", kind: "lay", expect: [dep("orthopaedics")] },
  { query: "sugar test", kind: "lay", expect: [test("fasting-blood-sugar"), test("hba1c")] },
  { query: "thyroid test", kind: "lay", expect: [test("thyroid-profile")] },
  { query: "hair fall", kind: "lay", expect: [c("hair-loss"), t("hair-transplant")] },
  { query: "tonsils", kind: "lay", expect: [c("tonsillitis"), t("tonsillectomy")] },
  { query: "c section", kind: "lay", expect: [t("caesarean-section")] },
  // Abbreviations
  { query: "tkr", kind: "abbreviation", expect: [t("knee-replacement")] },
  { query: "thr", kind: "abbreviation", expect: [t("hip-replacement")] },
  { query: "acl", kind: "abbreviation", expect: [t("acl-reconstruction"), c("acl-tear")] },
  { query: "cabg", kind: "abbreviation", expect: [t("cabg")] },
  { query: "turp", kind: "abbreviation", expect: [t("turp")] },
  { query: "pcnl", kind: "abbreviation", expect: [t("pcnl")] },
  { query: "rirs", kind: "abbreviation", expect: [t("rirs")] },
  { query: "ivf", kind: "abbreviation", expect: [t("ivf")] },
  { query: "cbc", kind: "abbreviation", expect: [test("complete-blood-count")] },
  { query: "lft", kind: "abbreviation", expect: [test("liver-function-test")] },
  { query: "gerd", kind: "abbreviation", expect: [c("acid-reflux")] },
  { query: "bph", kind: "abbreviation", expect: [c("enlarged-prostate")] },
  { query: "ercp", kind: "abbreviation", expect: [t("ercp")] },
  // Hindi (Devanagari)
  { query: "बवासीर", kind: "hindi", expect: [c("piles"), t("piles-treatment")] },
  { query: "मोतियाबिंद", kind: "hindi", expect: [t("cataract-surgery"), c("cataract")] },
  { query: "पथरी", kind: "hindi", expect: [c("kidney-stones")] },
  { query: "भगंदर", kind: "hindi", expect: [c("anal-fistula"), t("fistula-treatment")] },
  { query: "हर्निया", kind: "hindi", expect: [t("hernia-repair"), c("inguinal-hernia")] },
  {
    query: treatmentNamesHi["knee-replacement"] ?? "",
    kind: "hindi",
    expect: [t("knee-replacement")],
  },
  { query: departmentNamesHi.orthopaedics ?? "", kind: "hindi", expect: [dep("orthopaedics")] },
  { query: "मोटापा", kind: "hindi", expect: [c("morbid-obesity"), dep("bariatric-surgery")] },
  // Romanised Hindi (Hinglish)
  { query: "bawaseer", kind: "hinglish", expect: [c("piles"), t("piles-treatment")] },
  { query: "bawasir ka ilaj", kind: "hinglish", expect: [c("piles"), t("piles-treatment")] },
  { query: "bhagandar", kind: "hinglish", expect: [c("anal-fistula"), t("fistula-treatment")] },
  {
    query: "pathri ka operation",
    kind: "hinglish",
    expect: [c("kidney-stones"), t("kidney-stone-treatment")],
  },
  { query: "gurde ki pathri", kind: "hinglish", expect: [c("kidney-stones")] },
  {
    query: "ghutne ka dard",
    kind: "hinglish",
    expect: [c("knee-osteoarthritis"), t("knee-replacement")],
  },
  { query: "dil ka doctor", kind: "hinglish", expect: [dep("cardiology")] },
  { query: "motiyabind", kind: "hinglish", expect: [t("cataract-surgery"), c("cataract")] },
  // Doctor and hospital names (sample data), with the patient's city chosen
  { query: d0.name, kind: "name", expect: [{ type: 1, slug: d0.slug }], city: d0.cityId },
  {
    query: d1.name.replace(/^Dr\. /, "").toLowerCase(),
    kind: "name",
    expect: [{ type: 1, slug: d1.slug }],
    city: d1.cityId,
  },
  {
    query: swapLetters(d2.name, 6),
    kind: "name",
    expect: [{ type: 1, slug: d2.slug }],
    city: d2.cityId,
  },
  {
    query: `dr ${d3.name.split(" ").at(-1)?.toLowerCase()}`,
    kind: "name",
    expect: [{ type: 1, slug: d3.slug }],
    city: d3.cityId,
  },
  { query: h0.name, kind: "name", expect: [{ type: 2, slug: h0.slug }], city: h0.cityId },
  {
    query: h1.name.toLowerCase(),
    kind: "name",
    expect: [{ type: 2, slug: h1.slug }],
    city: h1.cityId,
  },
  {
    query: swapLetters(h2.name, 3),
    kind: "name",
    expect: [{ type: 2, slug: h2.slug }],
    city: h2.cityId,
  },
  // "X in city", costs
  { query: "knee replacement in pune", kind: "in-city", expect: [t("knee-replacement")] },
  { query: "cataract surgery delhi", kind: "in-city", expect: [t("cataract-surgery")] },
  { query: "lasik cost", kind: "in-city", expect: [t("lasik")] },
  { query: "hernia surgery cost in mumbai", kind: "in-city", expect: [t("hernia-repair")] },
  { query: "ivf in bangalore", kind: "in-city", expect: [t("ivf")] },
  // Intent words and a city: what patients typed that the database search got wrong
  { query: "knee surgeon", kind: "intent", expect: [dep("orthopaedics"), t("knee-replacement")] },
  {
    query: "knee surgeon",
    kind: "intent",
    expect: [dep("orthopaedics"), t("knee-replacement")],
    city: PUNE,
  },
  { query: "knee replacement", kind: "intent", expect: [t("knee-replacement")], city: PUNE },
  { query: "piles surgery cost hyderabad", kind: "intent", expect: [t("piles-treatment")] },
  {
    query: "piles surgery cost",
    kind: "intent",
    expect: [t("piles-treatment")],
    city: HYDERABAD,
  },
  { query: "cataract operation cost", kind: "intent", expect: [t("cataract-surgery")] },
  {
    query: "best hernia surgeon",
    kind: "intent",
    expect: [t("hernia-repair"), dep("general-surgery")],
  },
  {
    query: "kidney stone treatment cost in delhi",
    kind: "intent",
    expect: [t("kidney-stone-treatment")],
  },
  { query: "lasik price", kind: "intent", expect: [t("lasik")] },
  { query: "ivf cost", kind: "intent", expect: [t("ivf")] },
  { query: "best cardiologist", kind: "intent", expect: [dep("cardiology")] },
  { query: "hernia ka operation", kind: "intent", expect: [t("hernia-repair")] },
  { query: "cataract ka ilaj", kind: "intent", expect: [t("cataract-surgery"), c("cataract")] },
  // Roles in lay words
  // "skin doctor", "child specialist", "sugar doctor": what the catalogue lacks, answered
  // honestly since the lay vocabulary (ownerCases, tuningCases below).
  { query: "cancer doctor", kind: "role", expect: [dep("oncology")] },
  { query: "stomach doctor", kind: "role", expect: [dep("gastroenterology")] },
  { query: "women doctor", kind: "role", expect: [dep("gynaecology")] },
  { query: "brain doctor", kind: "role", expect: [dep("neurology")] },
  { query: "heart specialist", kind: "role", expect: [dep("cardiology")] },
  { query: "pet ka doctor", kind: "role", expect: [dep("gastroenterology")] },
  // Insurers and government schemes
  { query: "star health", kind: "insurer", expect: [insurer("star-health")] },
  { query: "ayushman card", kind: "insurer", expect: [insurer("ayushman-bharat-pm-jay")] },
  { query: "cghs", kind: "insurer", expect: [insurer("cghs")] },
  { query: "hdfc ergo", kind: "insurer", expect: [insurer("hdfc-ergo")] },
  { query: "icici lombard insurance", kind: "insurer", expect: [insurer("icici-lombard")] },
  { query: "aarogyasri", kind: "insurer", expect: [insurer("aarogyasri")] },
  { query: "आयुष्मान कार्ड", kind: "insurer", expect: [insurer("ayushman-bharat-pm-jay")] },
  // More Hindi and Hinglish
  { query: "घुटना बदलना", kind: "hindi", expect: [t("knee-replacement")] },
  { query: "ghutna badalna", kind: "hinglish", expect: [t("knee-replacement")] },
  { query: "bawasir", kind: "hinglish", expect: [c("piles"), t("piles-treatment")] },
  {
    query: "पथरी का इलाज",
    kind: "hindi",
    expect: [t("kidney-stone-treatment"), c("kidney-stones")],
  },
  { query: "दिल का डॉक्टर", kind: "hindi", expect: [dep("cardiology")] },
  { query: "बवासीर का ऑपरेशन", kind: "hindi", expect: [t("piles-treatment")] },
  { query: "ghutne ka operation", kind: "hinglish", expect: [t("knee-replacement")] },
  { query: "motiyabind ka operation", kind: "hinglish", expect: [t("cataract-surgery")] },
  // Articles
  {
    query: "acl tear surgery or physiotherapy",
    kind: "article",
    expect: [{ type: 5, slug: "acl-tear-surgery-or-physiotherapy" }],
  },
  {
    query: "भगंदर क्यों होता है",
    kind: "article",
    expect: [{ type: 6, slug: "anal-fistula-treatment" }],
  },
];

const svc = (slug: string): Expected => ({ type: 10, slug });
const gap = (slug: string): Expected => ({ type: 11, slug });

const tune = (c: Omit<RelevanceCase, "part">): RelevanceCase => ({ ...c, part: "tune" });

/**
 * The product owner's report: phrasings that found nothing or the wrong page. Each is also a
 * test of its own (tests/integration/search-generalises.test.ts) with what a patient expects.
 */
export const ownerCases: RelevanceCase[] = (
  [
    { query: "gynaecologist", kind: "spelling", expect: [dep("gynaecology")] },
    { query: "gynaecologist lucknow", kind: "spelling", expect: [dep("gynaecology")] },
    { query: "obstetrician", kind: "role", expect: [dep("gynaecology"), t("normal-delivery")] },
    { query: "acidity", kind: "symptom", expect: [c("acid-reflux"), c("gastritis")] },
    {
      query: "gas problem",
      kind: "symptom",
      expect: [c("gastritis"), c("irritable-bowel-syndrome")],
    },
    {
      query: "bachedani",
      kind: "hinglish",
      expect: [dep("gynaecology"), t("hysterectomy"), c("uterine-fibroids")],
    },
    { query: "motapa", kind: "hinglish", expect: [c("morbid-obesity"), dep("bariatric-surgery")] },
    { query: "ganjapan", kind: "hinglish", expect: [c("hair-loss"), t("hair-transplant")] },
    { query: "stent", kind: "lay", expect: [t("angioplasty")] },
    {
      query: "pitt ki thaili",
      kind: "hinglish",
      expect: [c("gallstones"), t("gallbladder-removal")],
    },
    {
      query: "chashma hatana",
      kind: "hinglish",
      expect: [t("lasik"), t("smile-laser-eye-surgery")],
    },
    {
      query: "bacha nahi ho raha",
      kind: "hinglish",
      expect: [c("female-infertility"), c("male-infertility"), dep("fertility-and-ivf")],
    },
    { query: "गायनेकोलॉजिस्ट", kind: "hindi", expect: [dep("gynaecology")] },
    { query: "MRI report second opinion", kind: "service", expect: [svc("second-opinion")] },
    {
      query: "back pain",
      kind: "symptom",
      expect: [c("slipped-disc"), dep("orthopaedics"), t("spine-surgery")],
    },
    { query: "fever", kind: "symptom", expect: [gap("general-medicine")] },
    { query: "cough", kind: "symptom", expect: [gap("lungs"), test("chest-x-ray")] },
    {
      query: "stone removal",
      kind: "lay",
      expect: [t("kidney-stone-treatment"), t("gallbladder-removal")],
    },
    {
      query: "sugar doctor",
      kind: "role",
      expect: [gap("diabetes"), test("hba1c"), test("fasting-blood-sugar")],
    },
    { query: "गर्भाशय निकालने का ऑपरेशन", kind: "hindi", expect: [t("hysterectomy")] },
    {
      query: "kaan ka operation",
      kind: "hinglish",
      expect: [t("tympanoplasty"), t("stapedectomy"), dep("ent")],
    },
    { query: "best eye hospital near me", kind: "city", expect: [], city: PUNE },
  ] satisfies Omit<RelevanceCase, "part">[]
).map(tune);

/** More tuning cases of the kinds the held-out part measures. */
export const tuningCases: RelevanceCase[] = (
  [
    { query: "gynecology", kind: "spelling", expect: [dep("gynaecology")] },
    { query: "orthopedics", kind: "spelling", expect: [dep("orthopaedics")] },
    { query: "orthopaedic surgeon", kind: "role", expect: [dep("orthopaedics")] },
    { query: "haemorrhoids", kind: "spelling", expect: [c("piles")] },
    { query: "hemorrhoids", kind: "spelling", expect: [c("piles")] },
    { query: "tumor", kind: "spelling", expect: [c("brain-tumour"), t("brain-tumour-surgery")] },
    { query: "cardiologist", kind: "role", expect: [dep("cardiology")] },
    { query: "gastroenterologist", kind: "role", expect: [dep("gastroenterology")] },
    { query: "neurologist", kind: "role", expect: [dep("neurology")] },
    { query: "ophthalmologist", kind: "role", expect: [dep("ophthalmology")] },
    { query: "cardiological", kind: "role", expect: [dep("cardiology")] },
    { query: "कार्डियोलॉजी", kind: "hindi", expect: [dep("cardiology")] },
    { query: "यूरोलॉजिस्ट", kind: "hindi", expect: [dep("urology")] },
    { query: "बच्चेदानी", kind: "hindi", expect: [dep("gynaecology"), t("hysterectomy")] },
    { query: "मोटापा", kind: "hindi", expect: [c("morbid-obesity"), dep("bariatric-surgery")] },
    { query: "गंजापन", kind: "hindi", expect: [c("hair-loss"), t("hair-transplant")] },
    { query: "चश्मा हटाना", kind: "hindi", expect: [t("lasik"), t("smile-laser-eye-surgery")] },
    { query: "पित्त की थैली", kind: "hindi", expect: [c("gallstones"), t("gallbladder-removal")] },
    { query: "एसिडिटी", kind: "hindi", expect: [c("acid-reflux"), c("gastritis")] },
    { query: "स्टेंट", kind: "hindi", expect: [t("angioplasty")] },
    { query: "कान", kind: "hindi", expect: [dep("ent")] },
    { query: "naak ka operation", kind: "hinglish", expect: [t("septoplasty"), t("rhinoplasty")] },
    { query: "dil ka operation", kind: "hinglish", expect: [t("cabg"), t("angioplasty")] },
    { query: "kamar ka dard", kind: "hinglish", expect: [c("slipped-disc"), dep("orthopaedics")] },
    { query: "ghutne me dard", kind: "hinglish", expect: [c("knee-osteoarthritis")] },
    { query: "gurde ka doctor", kind: "hinglish", expect: [dep("nephrology"), dep("urology")] },
    { query: "pet ka operation", kind: "hinglish", expect: [dep("general-surgery")] },
    { query: "blockage", kind: "lay", expect: [c("coronary-artery-disease"), t("angioplasty")] },
    {
      query: "heart blockage",
      kind: "lay",
      expect: [c("coronary-artery-disease"), t("angioplasty")],
    },
    {
      query: "pathri",
      kind: "hinglish",
      expect: [c("kidney-stones"), t("kidney-stone-treatment")],
    },
    { query: "bukhar", kind: "symptom", expect: [gap("general-medicine")] },
    { query: "headache", kind: "symptom", expect: [c("migraine"), dep("neurology")] },
    { query: "loose motion", kind: "symptom", expect: [dep("gastroenterology")] },
    { query: "jaundice", kind: "symptom", expect: [dep("gastroenterology"), c("hepatitis-b")] },
    { query: "ear pain", kind: "symptom", expect: [dep("ent"), c("ear-drum-perforation")] },
    { query: "sore throat", kind: "symptom", expect: [c("tonsillitis"), dep("ent")] },
    { query: "knee", kind: "body-part", expect: [dep("orthopaedics"), c("knee-osteoarthritis")] },
    {
      query: "kidney",
      kind: "body-part",
      expect: [dep("nephrology"), dep("urology"), c("kidney-stones")],
    },
    { query: "eye", kind: "body-part", expect: [dep("ophthalmology")] },
    { query: "heart", kind: "body-part", expect: [dep("cardiology")] },
    { query: "ear", kind: "body-part", expect: [dep("ent")] },
    { query: "nose", kind: "body-part", expect: [dep("ent"), c("deviated-nasal-septum")] },
    { query: "medical loan", kind: "service", expect: [svc("medical-loan")] },
    { query: "emi", kind: "service", expect: [svc("medical-loan")] },
    { query: "दूसरी राय", kind: "service", expect: [svc("second-opinion")] },
    {
      query: "knee replacement emi",
      kind: "service",
      expect: [svc("medical-loan"), t("knee-replacement")],
    },
    { query: "piles surgery in mumbai", kind: "city", expect: [t("piles-treatment")] },
    { query: "cataract surgery cost", kind: "cost", expect: [t("cataract-surgery")] },
    { query: "angioplasty cost", kind: "cost", expect: [t("angioplasty")] },
    { query: "stent price", kind: "cost", expect: [t("angioplasty")] },
    { query: "dentist", kind: "uncovered", expect: [gap("teeth")] },
    { query: "skin doctor", kind: "uncovered", expect: [gap("skin")] },
    { query: "child specialist", kind: "uncovered", expect: [gap("children")] },
    { query: "bachon ka doctor", kind: "uncovered", expect: [gap("children")] },
    { query: "दांत का डॉक्टर", kind: "uncovered", expect: [gap("teeth")] },
    { query: "acne", kind: "uncovered", expect: [gap("skin")] },
    { query: "anxiety", kind: "uncovered", expect: [gap("mind")] },
    { query: "general physician", kind: "uncovered", expect: [gap("general-medicine")] },
    { query: "tuberculosis", kind: "uncovered", expect: [gap("lungs")] },
    { query: "vasectomy", kind: "uncovered", expect: [gap("family-planning")] },
    { query: "homeopathy", kind: "uncovered", expect: [gap("ayush")] },
    { query: "physiotherapy", kind: "uncovered", expect: [gap("physiotherapy")] },
    { query: "endocrinologist", kind: "uncovered", expect: [gap("diabetes")] },
    { query: "typhoid test", kind: "symptom", expect: [test("widal")] },
    {
      query: "mri",
      kind: "lay",
      expect: [test("mri-brain"), test("mri-knee"), test("mri-lumbar-spine")],
    },
    { query: "sonography", kind: "lay", expect: [test("ultrasound-abdomen")] },
    { query: "pregnancy test", kind: "lay", expect: [test("beta-hcg")] },
    { query: "cholesterol test", kind: "lay", expect: [test("lipid-profile")] },
    { query: "delivery", kind: "lay", expect: [t("normal-delivery"), t("caesarean-section")] },
    { query: "safed motia", kind: "hinglish", expect: [c("cataract"), t("cataract-surgery")] },
    { query: "kala motia", kind: "hinglish", expect: [c("glaucoma"), t("glaucoma-surgery")] },
    { query: "twacha ka doctor", kind: "uncovered", expect: [gap("skin")] },
    { query: "kidney stone doctor", kind: "role", expect: [dep("urology")] },
    {
      query: "gurde ki pathri ka operation",
      kind: "hinglish",
      expect: [t("kidney-stone-treatment"), c("kidney-stones")],
    },
    { query: "nasur", kind: "hinglish", expect: [c("anal-fistula"), t("fistula-treatment")] },
  ] satisfies Omit<RelevanceCase, "part">[]
).map(tune);

/**
 * The whole set: the first cases, the owner's, more tuning cases, and the held-out part
 * (bench/search-queries-held-out.ts).
 */
export const relevanceSet: RelevanceCase[] = [
  ...firstSet.map((c) => ({ ...c, part: c.part ?? ("tune" as const) })),
  ...ownerCases.filter((c) => c.expect.length > 0),
  ...tuningCases,
  ...heldOutSet,
];
