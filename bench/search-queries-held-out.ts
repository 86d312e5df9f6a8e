/**
 * The held-out part of the search relevance set (bench/search-queries.ts): patient phrasings
 * written before the lay vocabulary and the name variants were tuned, and never tuned on, so
 * that their top-3 measures how search generalises to what nobody has typed before. Adding a
 * vocabulary entry or a rule because one of these failed would make it a tuning case: move it to
 * the tuning part instead.
 */
import type { Expected, RelevanceCase } from "./search-queries";

const t = (slug: string): Expected => ({ type: 3, slug });
const c = (slug: string): Expected => ({ type: 4, slug });
const dep = (slug: string): Expected => ({ type: 7, slug });
const test = (slug: string): Expected => ({ type: 8, slug });
/** A service page (second opinion, medical loan): ArticleType 10 in src/lib/search/query.ts. */
const svc = (slug: string): Expected => ({ type: 10, slug });
/** What the catalogue does not cover, with a care expert offered: ArticleType 11. */
const gap = (slug: string): Expected => ({ type: 11, slug });
const PUNE = 484;
const MUMBAI = 477;

const held = (c: Omit<RelevanceCase, "part">): RelevanceCase => ({ ...c, part: "held-out" });

export const heldOutSet: RelevanceCase[] = (
  [
    // British and American spellings of the catalogue's own names
    { query: "orthopedist", kind: "spelling", expect: [dep("orthopaedics")] },
    { query: "pediatric urology", kind: "spelling", expect: [dep("urology")] },
    { query: "cesarean delivery", kind: "spelling", expect: [t("caesarean-section")] },
    { query: "hemorrhoid treatment", kind: "spelling", expect: [t("piles-treatment"), c("piles")] },
    {
      query: "brain tumor",
      kind: "spelling",
      expect: [c("brain-tumour"), t("brain-tumour-surgery")],
    },
    { query: "brain tumor surgery", kind: "spelling", expect: [t("brain-tumour-surgery")] },
    { query: "gynaecological surgery", kind: "spelling", expect: [dep("gynaecology")] },
    { query: "gynecomastia surgery", kind: "spelling", expect: [t("gynecomastia-surgery")] },
    { query: "esophagus endoscopy", kind: "spelling", expect: [t("upper-gi-endoscopy")] },
    {
      query: "anemia test",
      kind: "spelling",
      expect: [test("iron-studies"), test("complete-blood-count")],
    },
    { query: "oncologist", kind: "role", expect: [dep("oncology")] },
    { query: "urologist", kind: "role", expect: [dep("urology")] },
    { query: "nephrologist", kind: "role", expect: [dep("nephrology")] },
    { query: "neurological surgery", kind: "role", expect: [dep("neurology")] },
    { query: "cardiac specialist", kind: "role", expect: [dep("cardiology")] },
    { query: "proctologist", kind: "role", expect: [dep("proctology")] },
    { query: "gastro doctor", kind: "role", expect: [dep("gastroenterology")] },
    { query: "ent surgeon", kind: "role", expect: [dep("ent")] },
    { query: "fertility specialist", kind: "role", expect: [dep("fertility-and-ivf")] },
    { query: "cosmetic surgeon", kind: "role", expect: [dep("cosmetic-and-plastic-surgery")] },
    // Symptoms: the department and its conditions, never one serious diagnosis
    { query: "chest pain", kind: "symptom", expect: [dep("cardiology"), test("ecg")] },
    {
      query: "knee pain",
      kind: "symptom",
      expect: [c("knee-osteoarthritis"), dep("orthopaedics")],
    },
    { query: "neck pain", kind: "symptom", expect: [dep("orthopaedics"), c("slipped-disc")] },
    { query: "headache", kind: "symptom", expect: [c("migraine"), dep("neurology")] },
    {
      query: "burning urine",
      kind: "symptom",
      expect: [c("urinary-tract-infection"), dep("urology")],
    },
    {
      query: "blood in stool",
      kind: "symptom",
      expect: [c("piles"), dep("proctology"), c("anal-fissure")],
    },
    { query: "irregular periods", kind: "symptom", expect: [c("pcos"), dep("gynaecology")] },
    { query: "hearing problem", kind: "symptom", expect: [c("hearing-loss"), dep("ent")] },
    { query: "blurred vision", kind: "symptom", expect: [dep("ophthalmology"), c("cataract")] },
    { query: "stomach pain", kind: "symptom", expect: [dep("gastroenterology"), c("gastritis")] },
    { query: "heartburn", kind: "symptom", expect: [c("acid-reflux"), dep("gastroenterology")] },
    { query: "shortness of breath", kind: "symptom", expect: [dep("cardiology"), gap("lungs")] },
    {
      query: "swelling in legs",
      kind: "symptom",
      expect: [c("varicose-veins"), dep("general-surgery"), dep("nephrology")],
    },
    { query: "snoring", kind: "symptom", expect: [dep("ent")] },
    { query: "joint pain", kind: "symptom", expect: [dep("orthopaedics")] },
    {
      query: "constipation",
      kind: "symptom",
      expect: [dep("gastroenterology"), dep("proctology")],
    },
    // Body parts
    { query: "uterus", kind: "body-part", expect: [dep("gynaecology"), t("hysterectomy")] },
    { query: "prostate", kind: "body-part", expect: [c("enlarged-prostate"), t("turp")] },
    { query: "liver", kind: "body-part", expect: [dep("gastroenterology"), c("fatty-liver")] },
    { query: "spine", kind: "body-part", expect: [t("spine-surgery"), c("slipped-disc")] },
    {
      query: "shoulder",
      kind: "body-part",
      expect: [c("frozen-shoulder"), t("shoulder-arthroscopy")],
    },
    { query: "ovary", kind: "body-part", expect: [c("ovarian-cyst"), t("ovarian-cyst-removal")] },
    { query: "nose surgery", kind: "body-part", expect: [t("rhinoplasty"), t("septoplasty")] },
    { query: "ear surgery", kind: "body-part", expect: [t("tympanoplasty"), dep("ent")] },
    // Hindi (Devanagari)
    {
      query: "किडनी की पथरी",
      kind: "hindi",
      expect: [c("kidney-stones"), t("kidney-stone-treatment")],
    },
    { query: "आंखों का डॉक्टर", kind: "hindi", expect: [dep("ophthalmology")] },
    { query: "कान का डॉक्टर", kind: "hindi", expect: [dep("ent")] },
    { query: "नाक की हड्डी", kind: "hindi", expect: [c("deviated-nasal-septum"), t("septoplasty")] },
    {
      query: "पित्ताशय की पथरी",
      kind: "hindi",
      expect: [c("gallstones"), t("gallbladder-removal")],
    },
    { query: "बच्चेदानी का ऑपरेशन", kind: "hindi", expect: [t("hysterectomy")] },
    { query: "दिल का दौरा", kind: "hindi", expect: [c("heart-attack")] },
    { query: "कमर दर्द", kind: "hindi", expect: [c("slipped-disc"), dep("orthopaedics")] },
    { query: "पेट दर्द", kind: "hindi", expect: [dep("gastroenterology"), c("gastritis")] },
    { query: "गंजापन", kind: "hindi", expect: [c("hair-loss"), t("hair-transplant")] },
    { query: "नसबंदी", kind: "hindi", expect: [gap("family-planning")] },
    { query: "कैंसर का इलाज", kind: "hindi", expect: [dep("oncology"), t("chemotherapy")] },
    { query: "आईवीएफ", kind: "hindi", expect: [t("ivf")] },
    { query: "कार्डियोलॉजिस्ट", kind: "hindi", expect: [dep("cardiology")] },
    { query: "न्यूरोलॉजिस्ट", kind: "hindi", expect: [dep("neurology")] },
    { query: "यूरोलॉजी", kind: "hindi", expect: [dep("urology")] },
    // Hinglish
    {
      query: "kidney ki pathri",
      kind: "hinglish",
      expect: [c("kidney-stones"), t("kidney-stone-treatment")],
    },
    { query: "kamar dard", kind: "hinglish", expect: [c("slipped-disc"), dep("orthopaedics")] },
    { query: "pet dard", kind: "hinglish", expect: [dep("gastroenterology"), c("gastritis")] },
    { query: "dil ka daura", kind: "hinglish", expect: [c("heart-attack")] },
    {
      query: "naak ki haddi",
      kind: "hinglish",
      expect: [c("deviated-nasal-septum"), t("septoplasty")],
    },
    { query: "aankh ka doctor", kind: "hinglish", expect: [dep("ophthalmology")] },
    { query: "baal jhadna", kind: "hinglish", expect: [c("hair-loss"), t("hair-transplant")] },
    { query: "chehre ki surgery", kind: "hinglish", expect: [dep("cosmetic-and-plastic-surgery")] },
    {
      query: "pathri ka operation",
      kind: "hinglish",
      expect: [t("kidney-stone-treatment"), c("kidney-stones")],
    },
    { query: "bachedani ka operation", kind: "hinglish", expect: [t("hysterectomy")] },
    {
      query: "santan na hona",
      kind: "hinglish",
      expect: [c("female-infertility"), dep("fertility-and-ivf")],
    },
    { query: "peshab me jalan", kind: "hinglish", expect: [c("urinary-tract-infection")] },
    { query: "sar dard", kind: "hinglish", expect: [c("migraine"), dep("neurology")] },
    {
      query: "kandhe ka dard",
      kind: "hinglish",
      expect: [c("frozen-shoulder"), dep("orthopaedics")],
    },
    { query: "nas ka phoolna", kind: "hinglish", expect: [c("varicose-veins")] },
    { query: "cardiologist hindi mein", kind: "hinglish", expect: [dep("cardiology")] },
    // Services
    { query: "second opinion", kind: "service", expect: [svc("second-opinion")] },
    { query: "doosri raay", kind: "service", expect: [svc("second-opinion")] },
    { query: "surgery loan", kind: "service", expect: [svc("medical-loan")] },
    { query: "treatment on emi", kind: "service", expect: [svc("medical-loan")] },
    { query: "इलाज के लिए लोन", kind: "service", expect: [svc("medical-loan")] },
    // City and cost intents
    { query: "hernia surgery pune", kind: "city", expect: [t("hernia-repair")] },
    { query: "ent hospital mumbai", kind: "city", expect: [dep("ent")], city: MUMBAI },
    {
      query: "cataract operation near me",
      kind: "city",
      expect: [t("cataract-surgery")],
      city: PUNE,
    },
    { query: "gynecologist near me", kind: "city", expect: [dep("gynaecology")], city: PUNE },
    { query: "lasik price", kind: "cost", expect: [t("lasik")] },
    { query: "hysterectomy kitna kharcha", kind: "cost", expect: [t("hysterectomy")] },
    { query: "angioplasty ka kharcha", kind: "cost", expect: [t("angioplasty")] },
    { query: "ivf cost in mumbai", kind: "cost", expect: [t("ivf")] },
    { query: "घुटना बदलने का खर्च", kind: "cost", expect: [t("knee-replacement")] },
    // What the catalogue does not cover: said so, with a care expert offered
    { query: "dermatologist", kind: "uncovered", expect: [gap("skin")] },
    { query: "pimples treatment", kind: "uncovered", expect: [gap("skin")] },
    { query: "pediatrician", kind: "uncovered", expect: [gap("children")] },
    { query: "root canal", kind: "uncovered", expect: [gap("teeth")] },
    { query: "dant ka doctor", kind: "uncovered", expect: [gap("teeth")] },
    { query: "psychiatrist", kind: "uncovered", expect: [gap("mind")] },
    { query: "depression", kind: "uncovered", expect: [gap("mind")] },
    { query: "asthma", kind: "uncovered", expect: [gap("lungs")] },
    { query: "typhoid", kind: "uncovered", expect: [gap("general-medicine"), test("widal")] },
    { query: "त्वचा रोग", kind: "uncovered", expect: [gap("skin")] },
  ] satisfies Omit<RelevanceCase, "part">[]
).map(held);
