/**
 * Attribution: the page query parameters of spec §2, kept first-touch for the visit and mapped
 * onto the lead's fields as DESIGN §5 decides. Every parameter is also kept raw.
 */

import { cutText } from "../text";

/** Spec §2 "Page query parameters read". */
export const ATTRIBUTION_KEYS = [
  "city",
  "source",
  "medium",
  "campaignid",
  "network",
  "keyword",
  "targetid",
  "matchtype",
  "creative",
  "gclid",
  "gad",
  "disease",
  "utm_campaign",
] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

export type Attribution = Partial<Record<AttributionKey | "landingPage", string>>;

const MAX_VALUE = 500;

/** The attribution parameters present in a query string (trimmed, bounded). */
export function readAttribution(search: URLSearchParams | string): Attribution {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = cutText(value, MAX_VALUE);
  }
  return out;
}

export function hasAttribution(a: Attribution | null | undefined): a is Attribution {
  return Boolean(a && ATTRIBUTION_KEYS.some((k) => a[k]));
}

/**
 * First touch wins: once a page of the visit carried attribution parameters, later pages'
 * parameters do not replace them (navigation inside the site keeps the campaign that brought
 * the patient). A visit that had none takes the first page that has some.
 */
export function firstTouch(
  stored: Attribution | null | undefined,
  current: Attribution,
): Attribution | undefined {
  if (hasAttribution(stored)) return stored;
  return hasAttribution(current) ? current : undefined;
}

/** Lead fields filled from attribution (DESIGN §5 "Query parameters → lead fields"). */
export interface AttributionLeadFields {
  Zutm_sourcedata?: string;
  lead_sourcedata?: string;
  Zutm_mediumdata?: string;
  Zutm_campaigndata?: string;
  campaignid?: string;
  Network?: string;
  Keyword_Text?: string;
  Zutm_termdata?: string;
  Keyword_Match_Type?: string;
  utm_term?: string;
  Adset_Id?: string;
  GCLID?: string;
  condition_data?: string;
}

export function attributionToLeadFields(a: Attribution | undefined): AttributionLeadFields {
  if (!a) return {};
  const fields: AttributionLeadFields = {
    Zutm_sourcedata: a.source,
    lead_sourcedata: a.source,
    Zutm_mediumdata: a.medium,
    Zutm_campaigndata: a.utm_campaign,
    campaignid: a.campaignid,
    Network: a.network,
    Keyword_Text: a.keyword,
    Zutm_termdata: a.keyword,
    Keyword_Match_Type: a.matchtype,
    utm_term: a.targetid,
    Adset_Id: a.creative,
    GCLID: a.gclid,
    condition_data: a.disease,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as AttributionLeadFields;
}
