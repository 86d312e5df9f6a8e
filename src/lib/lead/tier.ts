/**
 * Lead tier rules (LF-7, LF-68, LF-70 to LF-73, AP-7). The form sends the page's tier (default 3)
 * after these rules; a lead created through the API without LeadTier is stored with 0.
 */
export const DEFAULT_PAGE_TIER = 3;
export const UNKNOWN_TIER = 0;

/** The city 'Other' appended to city lists (LF-16). */
export const OTHER_CITY_ID = 0;
/** The name a lead carries for the city 'Other' (CityId 0, LF-16). */
export const OTHER_CITY_NAME = "Other";

/** Page types whose tier follows the chosen city, and the page tier at which the rule applies. */
const CITY_RULE_TIER: Readonly<Record<string, number>> = {
  CityWise_Doctors_Listing: 3,
  CityWise_Hospital_Listing: 3,
  Condition: 2,
  Blog: 2,
};

export interface TierInput {
  pageType?: string;
  /** The page's tier from the shared page context; default 3. */
  pageTier?: number;
  /** The chosen city; undefined while none is chosen. */
  cityId?: number;
  insuranceType?: string | null;
}

export function computeLeadTier({
  pageType,
  pageTier = DEFAULT_PAGE_TIER,
  cityId,
  insuranceType,
}: TierInput): number {
  // Choosing insurance type Private sets LeadTier 1.
  if (insuranceType === "Private") return 1;
  const ruleTier = pageType ? CITY_RULE_TIER[pageType] : undefined;
  if (ruleTier !== undefined && pageTier === ruleTier && cityId !== undefined) {
    return cityId === OTHER_CITY_ID ? ruleTier : 1;
  }
  return pageTier;
}

/** Choosing any insurance type sets IsInsurance to yes. */
export function isInsuranceFor(insuranceType: string | null | undefined): "Yes" | undefined {
  return insuranceType ? "Yes" : undefined;
}
