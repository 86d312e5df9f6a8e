/**
 * A Hindi page's data in Hindi. The catalogue is loaded once for both languages (and cached);
 * before a Hindi page renders it, `localizeHi` returns a copy whose names are the Hindi ones:
 * an entity's own `nameHi` where it has one, else the Devanagari of a known proper name (city,
 * state, insurer, the sample doctors' and hospitals' names, src/lib/i18n/proper-names-hi.ts).
 * Links (`href`) lead to the Hindi pages; slugs and numbers are never touched. Why a copy at the page rather than Hindi columns
 * everywhere: docs/decisions/0020-hindi-data.md.
 *
 * Pure: the server calls it, unit tests check it.
 */
import { hrefInLocale } from "../locale-switch";
import { CONDITION_SUMMARIES_HI, SYMPTOMS_HI } from "./conditions-hi";
import {
  CITY_NAMES_HI,
  DEGREES_HI,
  INSURER_NAMES_HI,
  LANGUAGE_NAMES_HI,
  LOCALITY_NAMES_HI,
  NAME_WORDS_HI,
  STATE_NAMES_HI,
  SUBJECTS_HI,
} from "./proper-names-hi";
import {
  INITIALS_HI,
  PATIENT_NAMES_HI,
  REVIEW_TEMPLATES_HI,
  SPECIALISATIONS_HI,
  TEXTS_HI,
} from "./texts-hi";

/** The visible mark of a text a Hindi page shows in English because it has no Hindi yet. */
export const UNTRANSLATED_HI = "(अंग्रेज़ी में)";

/** Short fixed phrases of the sample data (test sample types, preparation, address words). */
export const PHRASES_HI: Readonly<Record<string, string>> = {
  // The sample data's sources of checked facts (a profile's "last checked against …").
  "Sample data: NABH and JCI lists of accredited hospitals (not a real check)":
    "नमूना डेटा: NABH और JCI की मान्यता-प्राप्त अस्पतालों की सूचियाँ (असली जाँच नहीं)",
  "Sample data: PM-JAY hospital list (not a real check)":
    "नमूना डेटा: PM-JAY के अस्पतालों की सूची (असली जाँच नहीं)",
  "Sample data: the hospital's TPA desk list (not a real check)":
    "नमूना डेटा: अस्पताल के TPA डेस्क की सूची (असली जाँच नहीं)",
  "Sample data: registration number checked against the council's register (not a real check)":
    "नमूना डेटा: पंजीकरण संख्या काउंसिल के रजिस्टर से मिलाई गई (असली जाँच नहीं)",
  "Council register": "काउंसिल का रजिस्टर",
  Blood: "खून",
  Urine: "पेशाब",
  Stool: "मल",
  Semen: "वीर्य",
  "Cervical cells": "गर्भाशय ग्रीवा की कोशिकाएँ",
  "None (recording)": "कोई सैंपल नहीं (रिकॉर्डिंग)",
  "None (ultrasound)": "कोई सैंपल नहीं (अल्ट्रासाउंड)",
  "None (imaging)": "कोई सैंपल नहीं (इमेजिंग)",
  "None (hearing test)": "कोई सैंपल नहीं (सुनने की जाँच)",
  "None (eye scan)": "कोई सैंपल नहीं (आँख का स्कैन)",
  "No special preparation is needed.": "किसी खास तैयारी की ज़रूरत नहीं है।",
  "Fast for 10-12 hours before the test; plain water is allowed.":
    "जाँच से पहले 10-12 घंटे कुछ न खाएँ; सादा पानी पी सकते हैं।",
  "Fast for 8-10 hours before the test; plain water is allowed.":
    "जाँच से पहले 8-10 घंटे कुछ न खाएँ; सादा पानी पी सकते हैं।",
  "Fasting for 8 hours is preferred.": "8 घंटे खाली पेट रहना बेहतर है।",
  "Collect a mid-stream sample of the first urine in the morning in the sterile container given.":
    "सुबह के पहले पेशाब का बीच की धार वाला सैंपल दिए गए साफ़ (स्टेराइल) डिब्बे में लें।",
  "Give the sample before starting antibiotics, in a sterile container.":
    "एंटीबायोटिक शुरू करने से पहले, साफ़ (स्टेराइल) डिब्बे में सैंपल दें।",
  "Wear comfortable shoes; avoid a heavy meal for 2-3 hours before; ask your doctor about stopping heart medicines.":
    "आरामदायक जूते पहनें; 2-3 घंटे पहले भारी खाना न खाएँ; दिल की दवाएँ रोकने के बारे में अपने डॉक्टर से पूछें।",
  "Remove metal jewellery; tell the staff if you may be pregnant.":
    "धातु के गहने उतार दें; गर्भवती होने की संभावना हो तो स्टाफ़ को बताएँ।",
  "Fast for 6 hours; for the pelvis, drink water and come with a full bladder.":
    "6 घंटे कुछ न खाएँ; पेड़ू की जाँच के लिए पानी पीकर भरे मूत्राशय के साथ आएँ।",
  "Fast for 4-6 hours; a kidney function test may be needed before contrast.":
    "4-6 घंटे कुछ न खाएँ; कॉन्ट्रास्ट से पहले किडनी की जाँच की ज़रूरत हो सकती है।",
  "Remove all metal; tell the staff about pacemakers, implants or claustrophobia.":
    "सारी धातु की चीज़ें उतार दें; पेसमेकर, इम्प्लांट या बंद जगह के डर के बारे में स्टाफ़ को बताएँ।",
  "Remove all metal; tell the staff about pacemakers or implants.":
    "सारी धातु की चीज़ें उतार दें; पेसमेकर या इम्प्लांट के बारे में स्टाफ़ को बताएँ।",
  "Avoid calcium supplements for 24 hours before the scan.":
    "स्कैन से 24 घंटे पहले कैल्शियम की गोलियाँ न लें।",
  "Avoid deodorant or powder on the day; best done a week after your period.":
    "उस दिन डियोडरेंट या पाउडर न लगाएँ; माहवारी के एक हफ़्ते बाद कराना सबसे अच्छा है।",
  "Avoid intercourse and vaginal creams for 2 days; not during your period.":
    "2 दिन पहले से संबंध न बनाएँ और योनि की क्रीम न लगाएँ; माहवारी के दौरान न कराएँ।",
  "Avoid ejaculation and cycling for 48 hours before the test.":
    "जाँच से 48 घंटे पहले तक वीर्यपात और साइकिल चलाने से बचें।",
  "Collect a fresh sample in the container given; avoid contamination with urine.":
    "दिए गए डिब्बे में ताज़ा सैंपल लें; उसमें पेशाब न मिलने दें।",
  "Morning fasting sample preferred; stop iron tablets for 24 hours if your doctor agrees.":
    "सुबह खाली पेट सैंपल बेहतर है; डॉक्टर की सहमति हो तो 24 घंटे आयरन की गोलियाँ रोक दें।",
  "Abstain from ejaculation for 2-5 days; collect the sample at the lab.":
    "2-5 दिन वीर्यपात से बचें; सैंपल लैब में ही दें।",
  "Done between days 7 and 10 of the cycle; a painkiller beforehand helps.":
    "माहवारी चक्र के 7वें से 10वें दिन के बीच होती है; पहले दर्द की दवा लेने से आराम रहता है।",
  "Your pupils may be dilated: bring someone to drive you home.":
    "आपकी पुतलियाँ फैलाई जा सकती हैं: घर ले जाने के लिए किसी को साथ लाएँ।",
  // The sample writers' roles.
  "Senior Health Writer": "वरिष्ठ स्वास्थ्य लेखक",
  "Health Insurance Writer": "स्वास्थ्य बीमा लेखक",
  "Women's Health Writer": "महिला स्वास्थ्य लेखिका",
  "Medical Content Editor": "चिकित्सा सामग्री संपादक",
  "Health Writer (Hindi)": "स्वास्थ्य लेखिका (हिंदी)",
  // A sample review of no particular treatment says "treatment".
  treatment: "इलाज",
  "Main Road": "मेन रोड",
  "Ring Road": "रिंग रोड",
  "Hospital Road": "हॉस्पिटल रोड",
  "Station Road": "स्टेशन रोड",
  "Link Road": "लिंक रोड",
  "Service Road": "सर्विस रोड",
  "1st Cross": "फ़र्स्ट क्रॉस",
  "Market Road": "मार्केट रोड",
};

/**
 * The Devanagari of a proper name or fixed phrase of the sample data, or undefined when it is
 * not known: a city, state, insurer or phrase by its whole text, else a person's or hospital's
 * name word by word (every word must be known: half a name in each script reads worse).
 */
export function hindiName(english: string): string | undefined {
  const whole =
    CITY_NAMES_HI[english] ??
    STATE_NAMES_HI[english] ??
    INSURER_NAMES_HI[english] ??
    LOCALITY_NAMES_HI[english] ??
    PHRASES_HI[english];
  if (whole) return whole;
  const words = english.split(" ");
  if (words.length < 2) return NAME_WORDS_HI[english];
  const out: string[] = [];
  for (const word of words) {
    const hi = NAME_WORDS_HI[word];
    if (!hi) return undefined;
    out.push(hi);
  }
  return out.join(" ");
}

/** One degree: "MS (Ortho)" → "एमएस (ऑर्थो)", "Fellowship in IVF" → "आईवीएफ़ में फ़ेलोशिप". */
function hindiDegree(degree: string): string | undefined {
  const fellowship = /^Fellowship in (.+)$/.exec(degree);
  if (fellowship) {
    const subject = SUBJECTS_HI[fellowship[1] as string];
    return subject ? `${subject} में फ़ेलोशिप` : undefined;
  }
  const withSubject = /^([A-Za-z.]+) \((.+)\)$/.exec(degree);
  if (withSubject) {
    const d = DEGREES_HI[withSubject[1] as string];
    const subject = SUBJECTS_HI[withSubject[2] as string];
    return d && subject ? `${d} (${subject})` : undefined;
  }
  return DEGREES_HI[degree];
}

/** A doctor's qualifications ("MBBS, MS (Ortho), FMAS") degree by degree; untouched if unknown. */
export function hindiQualifications(text: string): string {
  const parts = text.split(", ").map(hindiDegree);
  return parts.every(Boolean) ? parts.join(", ") : text;
}

/** A hospital's address ("Plot 12, Main Road, Baner, Pune, Maharashtra") part by part. */
export function hindiAddress(address: string): string {
  return address
    .split(", ")
    .map((part) => {
      const plot = /^Plot (\d+)$/.exec(part);
      if (plot) return `प्लॉट ${plot[1]}`;
      return hindiName(part) ?? part;
    })
    .join(", ");
}

/** Fields holding a proper name or fixed phrase (looked up whole or word by word). */
const NAME_FIELDS = new Set([
  "name",
  "state",
  "cityName",
  "stateName",
  "hospitalName",
  "doctorName",
  "departmentName",
  "insurerName",
  "sampleType",
  "preparation",
]);
/** Fields holding a descriptive text: its Hindi where written, else the English one marked. */
const TEXT_FIELDS = new Set(["summary", "description", "bio"]);

const DEVANAGARI = /[\u0900-\u097F]/;

/** A descriptive text on a Hindi page: its Hindi, else the English marked "(अंग्रेज़ी में)". */
export function hindiText(text: string): string {
  if (!text.trim() || DEVANAGARI.test(text)) return text;
  return TEXTS_HI[text] ?? CONDITION_SUMMARIES_HI[text] ?? `${text} ${UNTRANSLATED_HI}`;
}

/**
 * The generated `about` of a sample doctor or hospital, written again in Hindi from the (already
 * Hindi) fields beside it; any other `about` is a descriptive text.
 */
function hindiAbout(about: string, o: Record<string, unknown>): string {
  if (!about.startsWith("Sample data:")) return hindiText(about);
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const nameOf = (v: unknown) =>
    v && typeof v === "object" ? str((v as Record<string, unknown>).name) : "";
  const city = nameOf(o.city);
  if (typeof o.experienceYears === "number") {
    const hospital = nameOf(o.primaryHospital);
    const where = hospital ? `${city} के ${hospital} में` : `${city} में`;
    return `नमूना डेटा: ${str(o.name)} ${where} ${nameOf(o.department)} के एक काल्पनिक डॉक्टर हैं, जिन्हें ${o.experienceYears} साल का अनुभव है। यह प्रोफ़ाइल साइट दिखाने के लिए बनाई गई है और किसी असली डॉक्टर के बारे में नहीं है।`;
  }
  if (typeof o.beds === "number") {
    const locality = nameOf(o.locality);
    return `नमूना डेटा: ${str(o.name)} ${locality ? `${locality}, ` : ""}${city} में ${o.beds} बिस्तरों वाला एक काल्पनिक अस्पताल है, जो इस साइट को दिखाने के लिए बनाया गया है। इसके विभाग, डॉक्टर, समीक्षाएँ और बीमा अनुबंध बनाए गए हैं और किसी असली संस्था के बारे में नहीं हैं।`;
  }
  return hindiText(about);
}

const SLOT = /\{(doctor|treatment|hospital|city)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each sample review template as a pattern with its slots, and its Hindi. */
const REVIEW_PATTERNS = REVIEW_TEMPLATES_HI.map(([english, hindi]) => {
  const slots: string[] = [];
  const source = english
    .split(SLOT)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      slots.push(part);
      return "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), slots, hindi };
});

/**
 * A sample review's text in Hindi, its names in Hindi (the treatment's from the review's own
 * treatment); a review that is not one of the sample templates keeps its words, marked.
 */
export function hindiReview(body: string, treatmentHi?: string): string {
  for (const { pattern, slots, hindi } of REVIEW_PATTERNS) {
    const match = pattern.exec(body);
    if (!match) continue;
    const values: Record<string, string> = {};
    slots.forEach((slot, i) => {
      const english = match[i + 1] as string;
      values[slot] =
        slot === "treatment" && treatmentHi ? treatmentHi : (hindiName(english) ?? english);
    });
    return hindi.replace(SLOT, (_, slot: string) => values[slot] ?? "");
  }
  return hindiText(body);
}

/** "Ramesh K." → "रमेश के."; unknown names stay as they are. */
export function hindiPatientName(name: string): string {
  const match = /^(\S+) ([A-Z])\.$/.exec(name);
  const first = match ? PATIENT_NAMES_HI[match[1] as string] : undefined;
  const initial = match ? INITIALS_HI[match[2] as string] : undefined;
  return first && initial ? `${first} ${initial}.` : name;
}

/** Fields that are lists of names (a hospital's cashless insurers). */
const NAME_LIST_FIELDS = new Set(["cashlessInsurers", "insurerNames"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `data` for a Hindi page: every object's `name` becomes its `nameHi` where it has
 * one, and names, states, sample types and addresses the Hindi tables know become Devanagari.
 * Anything else (slugs, hrefs, numbers, dates, texts) is kept as it is.
 */
export function localizeHi<T>(data: T): T {
  return walk(data) as T;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const ownHi = typeof value.nameHi === "string" && value.nameHi ? value.nameHi : null;
  for (const [key, field] of Object.entries(value)) {
    // A field's own Hindi beside it (`name` and `nameHi`, `departmentName` and `departmentNameHi`).
    const own = value[`${key}Hi`];
    if (typeof field === "string" && typeof own === "string" && own) {
      out[key] = own;
    } else if (typeof field === "string") {
      if (key === "name" && ownHi) out[key] = ownHi;
      else if (NAME_FIELDS.has(key)) out[key] = hindiName(field) ?? field;
      else if (key === "address") out[key] = hindiAddress(field);
      else if (TEXT_FIELDS.has(key)) out[key] = hindiText(field);
      else if (key === "qualifications" || key === "credentials") {
        // A reviewer's degrees, or a writer's role.
        out[key] = PHRASES_HI[field] ?? hindiQualifications(field);
      } else if (key === "locality") out[key] = hindiName(field) ?? field;
      // A checked fact's source, where it is one of the sample data's fixed notes.
      else if (key === "source") out[key] = PHRASES_HI[field] ?? field;
      // Links inside the data lead to the Hindi page where there is one.
      // (not an English article's: a Hindi article has a slug of its own).
      else if ((key === "href" || key.endsWith("Href")) && value.locale !== "en") {
        out[key] = hrefInLocale(field, "hi");
      } else out[key] = field;
    } else if (key === "specializations" && Array.isArray(field)) {
      out[key] = field.map((x) => (typeof x === "string" ? (SPECIALISATIONS_HI[x] ?? x) : x));
    } else if (key === "symptoms" && Array.isArray(field)) {
      out[key] = field.map((x) => (typeof x === "string" ? (SYMPTOMS_HI[x] ?? x) : x));
    } else if (key === "languages" && Array.isArray(field)) {
      out[key] = field.map((x) => (typeof x === "string" ? (LANGUAGE_NAMES_HI[x] ?? x) : x));
    } else if (NAME_LIST_FIELDS.has(key) && Array.isArray(field)) {
      out[key] = field.map((x) => (typeof x === "string" ? (hindiName(x) ?? x) : walk(x)));
    } else {
      out[key] = walk(field);
    }
  }
  if (typeof out.about === "string") out.about = hindiAbout(out.about, out);
  if (typeof out.body === "string" && typeof out.patientName === "string") {
    const treatment = value.treatment as { nameHi?: unknown } | null | undefined;
    const treatmentHi = typeof treatment?.nameHi === "string" ? treatment.nameHi : undefined;
    out.body = hindiReview(out.body, treatmentHi);
    out.patientName = hindiPatientName(out.patientName);
  }
  return out;
}

/** `data` as a page in `locale` shows it: Hindi names on Hindi pages, unchanged on English ones. */
export function dataIn<T>(data: T, locale: "en" | "hi"): T {
  return locale === "hi" ? localizeHi(data) : data;
}

/**
 * A page's written sections on a `locale` page: the Hindi ones on a Hindi page, else (none
 * written yet) the English ones with each text marked "(अंग्रेज़ी में)", never an empty page.
 */
export function sectionsIn<T extends object>(
  english: T,
  hindi: T | null | undefined,
  locale: "en" | "hi",
): T {
  if (locale === "en") return english;
  if (hindi && Object.keys(hindi).length > 0) return hindi;
  return markUntranslated(english) as T;
}

function markUntranslated(value: unknown): unknown {
  if (typeof value === "string") return value.trim() ? `${value} ${UNTRANSLATED_HI}` : value;
  if (Array.isArray(value)) return value.map(markUntranslated);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markUntranslated(v)]));
}
