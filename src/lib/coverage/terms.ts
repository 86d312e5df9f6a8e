/**
 * What each insurer and government scheme pays for, as data.
 *
 * Private insurers: SAMPLE terms, one plausible retail policy each, not the insurer's wording
 * (every screen showing them says "sample terms: your policy may differ"). The exclusions all of
 * them share (cosmetic, refractive below 7.5 dioptres, infertility, the bariatric criteria) follow
 * IRDAI's standard exclusion wording, which every Indian policy uses.
 *
 * Government schemes: their rules as publicly announced (PM-JAY: ₹5 lakh per family per year,
 * only the procedures of its benefit packages, only at empanelled hospitals, general ward,
 * eligible families and, since the 2024 extension, everyone aged 70 or more). Package rates
 * are sample figures, not the National Health Authority's tariff.
 */
import { LAKH } from "../catalog/estimate";
import { AYUSHMAN_INSURER_SLUG } from "../catalog/insurance";

/** The terms of one sample private policy. */
export interface PolicyTerms {
  copayPercent: number;
  /** Room rent payable per night as a percentage of the sum insured; null: no cap. */
  roomCapPercent: number | null;
  consumablesCovered: boolean;
  /** Wait before the named procedures (piles, hernia, cataract, joint replacement…) are paid. */
  namedWaitingYears: number;
  /** Wait before an illness diagnosed before the policy began is paid. */
  preExistingWaitingYears: number;
  /** The most the policy pays for cataract surgery per eye; null: up to the sum insured. */
  cataractLimitPerEye: number | null;
  /** The maternity benefit, if the policy has one: its wait and the most it pays a delivery. */
  maternity: { waitingYears: number; limit: number } | null;
}

type PolicyRow = [
  slug: string,
  copayPercent: number,
  roomCapPercent: number | null,
  consumablesCovered: boolean,
  namedWaitingYears: number,
  preExistingWaitingYears: number,
  cataractLimitPerEye: number | null,
  maternity: [waitingYears: number, limit: number] | null,
];

// biome-ignore format: one row per insurer reads as a table
const POLICY_ROWS: PolicyRow[] = [
  ["star-health",          0, 1,    false, 2, 3, 40_000, null],
  ["hdfc-ergo",           10, null, true,  2, 3, null,   [3, 50_000]],
  ["icici-lombard",        0, 2,    false, 2, 2, null,   null],
  ["niva-bupa",           20, 1,    false, 2, 3, null,   [2, 60_000]],
  ["care-health",          0, 1,    true,  2, 3, 40_000, [3, 50_000]],
  ["bajaj-allianz",       10, null, false, 2, 3, null,   null],
  ["tata-aig",             0, 2,    false, 2, 3, null,   null],
  ["new-india-assurance", 20, 1,    true,  2, 3, 50_000, null],
  ["united-india",         0, 1,    false, 2, 3, 40_000, null],
  ["oriental-insurance",  10, null, false, 2, 3, 40_000, null],
  ["national-insurance",   0, 2,    true,  2, 3, 40_000, null],
  ["aditya-birla-health", 20, 1,    false, 2, 3, null,   [3, 50_000]],
  ["manipalcigna",         0, 1,    false, 2, 2, null,   [2, 75_000]],
  ["sbi-general",         10, null, true,  2, 3, 40_000, null],
  ["reliance-general",     0, 2,    false, 2, 3, null,   null],
  ["iffco-tokio",         20, 1,    false, 2, 3, 30_000, null],
  ["future-generali",      0, 1,    true,  2, 3, null,   null],
  ["royal-sundaram",      10, null, false, 2, 3, null,   null],
  ["cholamandalam-ms",     0, 2,    false, 2, 3, 40_000, null],
  ["universal-sompo",     20, 1,    true,  2, 3, 40_000, null],
];

export const SAMPLE_POLICY_TERMS: ReadonlyMap<string, PolicyTerms> = new Map(
  POLICY_ROWS.map(([slug, copay, roomCap, consumables, named, pre, cataract, maternity]) => [
    slug,
    {
      copayPercent: copay,
      roomCapPercent: roomCap,
      consumablesCovered: consumables,
      namedWaitingYears: named,
      preExistingWaitingYears: pre,
      cataractLimitPerEye: cataract,
      maternity: maternity ? { waitingYears: maternity[0], limit: maternity[1] } : null,
    },
  ]),
);

/**
 * Government schemes. `package` schemes (PM-JAY and the state schemes that run alongside it) pay
 * a fixed rate per procedure of their benefit packages, cashless, in the general ward of an
 * empanelled hospital, to eligible families. `entitlement` schemes (CGHS, ECHS, ESIC) pay their
 * members' treatment at the scheme's rates, in the ward their entitlement allows.
 */
export type SchemeRules =
  | {
      kind: "package";
      /** Which rule line names the eligible families. */
      eligibility: "pmjay" | "stateScheme";
      /** The yearly cover per family; null when we do not state one. */
      coverPerFamily: number | null;
      /** A state scheme pays only in its state; null: all India. */
      state: string | null;
    }
  | { kind: "entitlement"; members: "cghs" | "echs" | "esic" };

export const SCHEME_RULES: ReadonlyMap<string, SchemeRules> = new Map<string, SchemeRules>([
  [
    AYUSHMAN_INSURER_SLUG,
    { kind: "package", eligibility: "pmjay", coverPerFamily: 5 * LAKH, state: null },
  ],
  [
    "mjpjay",
    { kind: "package", eligibility: "stateScheme", coverPerFamily: null, state: "Maharashtra" },
  ],
  [
    "aarogyasri",
    { kind: "package", eligibility: "stateScheme", coverPerFamily: null, state: "Telangana" },
  ],
  [
    "cmchis",
    { kind: "package", eligibility: "stateScheme", coverPerFamily: null, state: "Tamil Nadu" },
  ],
  [
    "karunya-arogya-suraksha",
    { kind: "package", eligibility: "stateScheme", coverPerFamily: null, state: "Kerala" },
  ],
  ["cghs", { kind: "entitlement", members: "cghs" }],
  ["echs", { kind: "entitlement", members: "echs" }],
  ["esic", { kind: "entitlement", members: "esic" }],
]);

/** The state of each state scheme (the seed gives their hospitals in that state only). */
export const STATE_SCHEMES: Readonly<Record<string, string>> = Object.fromEntries(
  [...SCHEME_RULES].flatMap(([slug, rules]) =>
    rules.kind === "package" && rules.state ? [[slug, rules.state]] : [],
  ),
);

/**
 * The catalogue's treatments that PM-JAY's health benefit packages include, with a SAMPLE
 * package rate each (per procedure; dialysis per session, chemotherapy per cycle). A treatment
 * missing here is not in the packages as we read them: cosmetic and refractive surgery,
 * infertility, bariatric surgery, outpatient scopes, liver transplant, deep brain stimulation,
 * cochlear implants. The state schemes run on PM-JAY's packages, so they use the same list.
 */
// biome-ignore format: one row per procedure reads as a table
export const PACKAGE_RATES: ReadonlyMap<string, number> = new Map([
  ["knee-replacement", 80_000], ["hip-replacement", 90_000], ["shoulder-replacement", 90_000],
  ["acl-reconstruction", 40_000], ["knee-arthroscopy", 25_000], ["shoulder-arthroscopy", 30_000],
  ["spine-surgery", 50_000], ["carpal-tunnel-release", 10_000], ["fracture-fixation", 30_000],
  ["cataract-surgery", 10_000], ["glaucoma-surgery", 12_000],
  ["retinal-detachment-surgery", 25_000], ["squint-surgery", 10_000],
  ["hernia-repair", 20_000], ["gallbladder-removal", 23_000], ["appendectomy", 18_000],
  ["lipoma-removal", 6_000], ["varicose-vein-treatment", 20_000], ["thyroidectomy", 25_000],
  ["piles-treatment", 12_000], ["fistula-treatment", 12_000], ["fissure-treatment", 8_000],
  ["pilonidal-sinus-treatment", 10_000], ["rectal-prolapse-surgery", 25_000],
  ["kidney-stone-treatment", 25_000], ["rirs", 30_000], ["pcnl", 30_000], ["eswl", 12_000],
  ["ureteroscopy", 20_000], ["circumcision", 6_000], ["turp", 25_000],
  ["hydrocele-surgery", 8_000], ["varicocele-surgery", 10_000],
  ["hysterectomy", 25_000], ["myomectomy", 20_000], ["ovarian-cyst-removal", 18_000],
  ["endometriosis-surgery", 20_000], ["normal-delivery", 9_000], ["caesarean-section", 12_000],
  ["angioplasty", 60_000], ["cabg", 120_000], ["pacemaker-implantation", 80_000],
  ["heart-valve-replacement", 150_000], ["coronary-angiography", 8_000], ["ercp", 20_000],
  ["septoplasty", 12_000], ["tonsillectomy", 10_000], ["fess", 15_000],
  ["tympanoplasty", 15_000], ["stapedectomy", 15_000],
  ["brain-tumour-surgery", 100_000], ["vp-shunt-surgery", 40_000],
  ["dialysis", 2_000], ["renal-transplant", 200_000], ["av-fistula-creation", 10_000],
  ["breast-cancer-surgery", 50_000], ["chemotherapy", 10_000], ["radiation-therapy", 60_000],
  ["oral-cancer-surgery", 60_000],
]);

/** The room a package scheme pays for. */
export const GENERAL_WARD_SLUG = "general-ward";

/** Every policy's first 30 days pay only for accidents. */
export const INITIAL_WAITING_DAYS = 30;

/** Laser and lens surgery for glasses power is paid from this power (IRDAI standard wording). */
export const REFRACTIVE_MIN_DIOPTRES = 7.5;
