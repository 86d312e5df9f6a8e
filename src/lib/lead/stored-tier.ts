/**
 * The tier the server stores (LF-7, AP-7), from the page-type registry: apart from ./tier.ts,
 * whose rules the lead form runs in the browser, so that the registry stays on the server (SH-38).
 */
import { pageTypeEntry } from "../page-registry";
import { computeLeadTier, OTHER_CITY_ID, OTHER_CITY_NAME, UNKNOWN_TIER } from "./tier";

/** What the server knows of a lead when it stores it. */
export interface StoredTierInput {
  PageTypeData?: string;
  /** The chosen city's name; 'Other' for the city 'Other'. */
  CityData?: string;
  insuranceType?: string;
}

/**
 * The tier the server stores: never the client's LeadTier as sent, but the rules
 * above recomputed from what the lead says: its page type's tier in the page-type registry,
 * the chosen city ('Other' or a named one) and the insurance type. A lead whose page type the
 * registry does not know (one created through the API) is tier 0, unknown (AP-7), unless
 * its insurance type is Private.
 */
export function storedLeadTier(lead: StoredTierInput): number {
  const entry = pageTypeEntry(lead.PageTypeData);
  if (!entry) return lead.insuranceType === "Private" ? 1 : UNKNOWN_TIER;
  return computeLeadTier({
    pageType: entry.pageType,
    pageTier: entry.tier,
    // Any named city is "a city other than 'Other'"; its id does not matter to the rules.
    cityId: !lead.CityData ? undefined : lead.CityData === OTHER_CITY_NAME ? OTHER_CITY_ID : -1,
    insuranceType: lead.insuranceType,
  });
}
