/**
 * Attribution: the page query parameters (RT-39), kept first-touch for the visit and mapped
 * onto the lead's fields (the mapping below). Every parameter is also kept raw.
 */

import { cutText } from "../text";

/** The page query parameters a page reads (RT-39). */
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
/**
 * The standard UTM tags beyond the spec's `utm_campaign` (ad platforms send these on campaign
 * pages). Kept raw like the others; `utm_source` and `utm_medium` also fill the lead's
 * source and medium when the spec's own `source` and `medium` are absent.
 */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_term", "utm_content"] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number] | (typeof UTM_KEYS)[number];

/** Every query parameter the visit's attribution keeps. */
export const QUERY_ATTRIBUTION_KEYS: readonly AttributionKey[] = [...ATTRIBUTION_KEYS, ...UTM_KEYS];

/**
 * What the lead's attribution record holds: the query parameters, the visit's landing page, and
 * the campaign page the lead was sent from (its kind and slug, `marketing/womens-health`).
 */
export const ATTRIBUTION_RECORD_KEYS = [
  ...QUERY_ATTRIBUTION_KEYS,
  "landingPage",
  "campaign",
] as const;

export type Attribution = Partial<Record<(typeof ATTRIBUTION_RECORD_KEYS)[number], string>>;

const MAX_VALUE = 500;

/** The attribution parameters present in a query string (trimmed, bounded). */
export function readAttribution(search: URLSearchParams | string): Attribution {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const out: Attribution = {};
  for (const key of QUERY_ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = cutText(value, MAX_VALUE);
  }
  return out;
}

export function hasAttribution(a: Attribution | null | undefined): a is Attribution {
  return Boolean(a && QUERY_ATTRIBUTION_KEYS.some((k) => a[k]));
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

/**
 * Lead fields filled from attribution (source → Zutm_sourcedata and lead_sourcedata, keyword →
 * Keyword_Text…).
 */
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
    Zutm_sourcedata: a.source ?? a.utm_source,
    lead_sourcedata: a.source ?? a.utm_source,
    Zutm_mediumdata: a.medium ?? a.utm_medium,
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
