/**
 * Insurers and government health schemes. `type` is the spec's insurance type value:
 * 'Private' for insurance companies (public-sector insurers included: they sell ordinary
 * policies) and 'Govt.' for government schemes (the form's 'Govt.(Ayushman,CGHS,ECHS etc.)').
 */
import { STATE_SCHEMES } from "@/src/lib/coverage/terms";

export type InsurerType = "Govt." | "Private";

export interface InsurerSeed {
  id: number;
  name: string;
  slug: string;
  type: InsurerType;
}

export const AYUSHMAN_SLUG = "ayushman-bharat-pm-jay";

const rows: [slug: string, name: string, type: InsurerType][] = [
  [AYUSHMAN_SLUG, "Ayushman Bharat PM-JAY", "Govt."],
  ["cghs", "CGHS", "Govt."],
  ["echs", "ECHS", "Govt."],
  ["esic", "ESIC", "Govt."],
  ["mjpjay", "Mahatma Jyotiba Phule Jan Arogya Yojana", "Govt."],
  ["aarogyasri", "Aarogyasri (Telangana)", "Govt."],
  ["cmchis", "Chief Minister's Comprehensive Health Insurance Scheme (Tamil Nadu)", "Govt."],
  ["karunya-arogya-suraksha", "Karunya Arogya Suraksha Padhathi (Kerala)", "Govt."],
  ["star-health", "Star Health Insurance", "Private"],
  ["hdfc-ergo", "HDFC ERGO", "Private"],
  ["icici-lombard", "ICICI Lombard", "Private"],
  ["niva-bupa", "Niva Bupa", "Private"],
  ["care-health", "Care Health Insurance", "Private"],
  ["bajaj-allianz", "Bajaj Allianz General Insurance", "Private"],
  ["tata-aig", "Tata AIG", "Private"],
  ["new-india-assurance", "New India Assurance", "Private"],
  ["united-india", "United India Insurance", "Private"],
  ["oriental-insurance", "The Oriental Insurance Company", "Private"],
  ["national-insurance", "National Insurance Company", "Private"],
  ["aditya-birla-health", "Aditya Birla Health Insurance", "Private"],
  ["manipalcigna", "ManipalCigna Health Insurance", "Private"],
  ["sbi-general", "SBI General Insurance", "Private"],
  ["reliance-general", "Reliance General Insurance", "Private"],
  ["iffco-tokio", "IFFCO Tokio General Insurance", "Private"],
  ["future-generali", "Future Generali India Insurance", "Private"],
  ["royal-sundaram", "Royal Sundaram General Insurance", "Private"],
  ["cholamandalam-ms", "Cholamandalam MS General Insurance", "Private"],
  ["universal-sompo", "Universal Sompo General Insurance", "Private"],
];

export const insurers: readonly InsurerSeed[] = rows.map(([slug, name, type], index) => ({
  id: index + 1,
  name,
  slug,
  type,
}));

export const insurerBySlug: ReadonlyMap<string, InsurerSeed> = new Map(
  insurers.map((i) => [i.slug, i]),
);

/** State schemes apply only in their own state (the coverage rules say which). */
export const stateSchemes: Readonly<Record<string, string>> = STATE_SCHEMES;
