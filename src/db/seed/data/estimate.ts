/**
 * Sample data (docs/decisions/0009-sample-data.md): the itemised estimate's prices. Plausible
 * figures for Indian private hospitals in late 2026, not any hospital's tariff; every page showing
 * them says so. Amounts are whole rupees at the reference level (a metro's multi-speciality
 * hospital, 1.0).
 */
import { SAMPLE_POLICY_TERMS } from "@/src/lib/coverage/terms";
import { cities } from "./cities";
import { insurers } from "./insurers";
import { type TreatmentSeed, treatments } from "./treatments";

/** When the sample prices were last checked (shown as "prices last checked"). */
export const PRICES_CHECKED_ON = "2026-11-02";

export const hospitalCategories = [
  {
    id: 1,
    slug: "nursing-home",
    name: "Nursing home or small hospital",
    nameHi: "नर्सिंग होम या छोटा अस्पताल",
    factor: 0.75,
    position: 1,
  },
  {
    id: 2,
    slug: "multi-speciality",
    name: "Multi-speciality hospital",
    nameHi: "मल्टी-स्पेशियलिटी अस्पताल",
    factor: 1,
    position: 2,
  },
  {
    id: 3,
    slug: "corporate",
    name: "Corporate hospital chain",
    nameHi: "कॉर्पोरेट अस्पताल",
    factor: 1.35,
    position: 3,
  },
] as const;

/** Nightly rent and the factor on room-linked charges (surgeon, theatre, medicines). */
export const roomCategories = [
  {
    id: 1,
    slug: "general-ward",
    name: "General ward",
    nameHi: "जनरल वार्ड",
    ratePerNight: 1500,
    chargeFactor: 0.9,
    position: 1,
  },
  {
    id: 2,
    slug: "twin-sharing",
    name: "Twin sharing room",
    nameHi: "दो बेड वाला कमरा",
    ratePerNight: 4000,
    chargeFactor: 1,
    position: 2,
  },
  {
    id: 3,
    slug: "single-room",
    name: "Single room",
    nameHi: "सिंगल कमरा",
    ratePerNight: 7000,
    chargeFactor: 1.2,
    position: 3,
  },
  {
    id: 4,
    slug: "deluxe-room",
    name: "Deluxe room",
    nameHi: "डीलक्स कमरा",
    ratePerNight: 12000,
    chargeFactor: 1.4,
    position: 4,
  },
] as const;

const DEFAULT_ROOM_RATE = 4000;

type ImplantRow = [slug: string, name: string, nameHi: string, price: number];

/** Implant and lens options of the treatments that have them, cheapest first. */
const IMPLANTS: Readonly<Record<string, readonly ImplantRow[]>> = {
  "knee-replacement": [
    ["cobalt-chrome", "Cobalt-chromium implant", "कोबाल्ट-क्रोमियम इम्प्लांट", 55000],
    ["titanium", "Titanium or oxinium implant", "टाइटेनियम या ऑक्सीनियम इम्प्लांट", 77000],
    ["high-flex", "High-flexion implant", "हाई-फ्लेक्शन इम्प्लांट", 95000],
  ],
  "hip-replacement": [
    ["cemented", "Cemented hip implant", "सीमेंटेड हिप इम्प्लांट", 60000],
    ["uncemented", "Uncemented hip implant", "अनसीमेंटेड हिप इम्प्लांट", 90000],
    ["ceramic", "Ceramic-on-ceramic hip implant", "सिरेमिक हिप इम्प्लांट", 130000],
  ],
  "shoulder-replacement": [
    ["anatomic", "Anatomic shoulder implant", "एनाटॉमिक शोल्डर इम्प्लांट", 90000],
    ["reverse", "Reverse shoulder implant", "रिवर्स शोल्डर इम्प्लांट", 140000],
  ],
  "cataract-surgery": [
    ["monofocal", "Monofocal lens (IOL)", "मोनोफोकल लेंस (आईओएल)", 8000],
    ["toric", "Toric lens (for astigmatism)", "टॉरिक लेंस (एस्टिग्मेटिज़्म के लिए)", 25000],
    ["multifocal", "Multifocal lens", "मल्टीफोकल लेंस", 45000],
  ],
  "icl-surgery": [
    ["icl-spherical", "Spherical ICL lens", "स्फेरिकल आईसीएल लेंस", 65000],
    ["icl-toric", "Toric ICL lens", "टॉरिक आईसीएल लेंस", 85000],
  ],
};

export interface ImplantSeed {
  id: number;
  treatmentId: number;
  slug: string;
  name: string;
  nameHi: string;
  price: number;
  position: number;
}

const bySlug = new Map(treatments.map((t) => [t.slug, t]));

export const treatmentImplants: readonly ImplantSeed[] = Object.entries(IMPLANTS).flatMap(
  ([treatmentSlug, rows], group) => {
    const treatment = bySlug.get(treatmentSlug);
    if (!treatment) throw new Error(`estimate.ts: unknown treatment '${treatmentSlug}'`);
    return rows.map(([slug, name, nameHi, price], i) => ({
      id: (group + 1) * 100 + i + 1,
      treatmentId: treatment.id,
      slug,
      name,
      nameHi,
      price,
      position: i + 1,
    }));
  },
);

const to100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

/**
 * A treatment's items at the reference level: the middle of its metro cost range, less the
 * twin-sharing room for its nights and the cheapest implant, split 40 % surgeon, 20 % theatre,
 * 28 % medicines and consumables, 12 % tests; so the default estimate sits inside the range.
 */
export function priceItemsOf(t: TreatmentSeed) {
  const nights = t.hospitalStayDays ?? 0;
  const implant = treatmentImplants.find((i) => i.treatmentId === t.id && i.position === 1);
  const middle = (t.baseCost[0] + t.baseCost[1]) / 2;
  const rest = Math.max(middle * 0.4, middle - nights * DEFAULT_ROOM_RATE - (implant?.price ?? 0));
  return {
    treatmentId: t.id,
    surgeonFee: to100(rest * 0.4),
    theatre: to100(rest * 0.2),
    medicines: to100(rest * 0.28),
    tests: to100(rest * 0.12),
    nights,
    checkedOn: PRICES_CHECKED_ON,
  };
}

export const treatmentPriceItems = treatments.map(priceItemsOf);

export const cityPriceLevels = cities.map((c) => ({ cityId: c.id, factor: c.costFactor }));

/**
 * The money terms of each insurer's sample policy. The estimate reads them from the coverage
 * rules (src/lib/coverage/terms.ts); this table keeps a copy beside the insurers for SQL
 * reports. Government schemes pay package or scheme rates instead (no co-pay, the general ward,
 * consumables included).
 */
export const insurerTerms = insurers.map((insurer) => {
  if (insurer.type === "Govt.") {
    return {
      insurerId: insurer.id,
      copayPercent: 0,
      roomCapPercent: 0.3,
      consumablesCovered: true,
    };
  }
  const terms = SAMPLE_POLICY_TERMS.get(insurer.slug);
  if (!terms) throw new Error(`estimate.ts: no sample policy terms for '${insurer.slug}'`);
  return {
    insurerId: insurer.id,
    copayPercent: terms.copayPercent,
    roomCapPercent: terms.roomCapPercent,
    consumablesCovered: terms.consumablesCovered,
  };
});
