/**
 * The customer-relationship payload (AP-15) (`POST /api/lead/createleadcrm?leadId=`), built
 * from a lead by the browser (its fire-and-forget call) and by the server (the outbox entry),
 * with the same function, so both agree field by field. Its schema (crm-payload-schema.ts) is the
 * server's alone: the browser sends the payload without loading zod.
 */

/** The lead fields the CRM payload reads (a stored lead row or the form's payload). */
export interface CrmSource {
  NameData?: string | null;
  MobileNoData?: string | null;
  QueryData?: string | null;
  PageNameData?: string | null;
  CityData?: string | null;
  condition_data?: string | null;
  ProcedureNameData?: string | null;
  lead_sourcedata?: string | null;
  Zutm_sourcedata?: string | null;
  Zutm_campaigndata?: string | null;
  Zutm_mediumdata?: string | null;
  PageLanguage?: string | null;
  PageDepartment?: string | null;
  Keyword_Text?: string | null;
  Keyword_Match_Type?: string | null;
  campaignid?: string | null;
  IsInsurance?: string | null;
  docotrid?: number | null;
  hospitalid?: number | null;
  IsConsultwithDoctor?: string | null;
  Remark?: string | null;
  GCLID?: string | null;
  LeadTier?: number | null;
  Network?: string | null;
  TBCLID?: string | null;
  leadFormVariant?: string | null;
  Page_Variant?: string | null;
  insuranceType?: string | null;
  Callback_Input?: string | null;
  Prior_Consultation?: string | null;
  Requested_Consultation?: string | null;
  Preferred_City?: string | null;
  Adset_Id?: string | null;
  Monthly_Salary?: number | null;
  height?: number | null;
  weight?: number | null;
  countryCode?: string | null;
  bmi?: number | null;
  cataractLens?: string | null;
  pilesSeverityScore?: number | null;
  pilesSeverity?: string | null;
  ip?: string | null;
  placement?: string | null;
  site_source_name?: string | null;
  locality?: string | null;
  entity?: string | null;
  utm_term?: string | null;
  qualifying?: string | null;
  InsuranceNameData?: string | null;
}

export const CRM_PAYLOAD_KEYS = [
  "name",
  "phoneno",
  "message",
  "page_name",
  "city",
  "condition",
  "procedure",
  "lead_source",
  "utm_source",
  "utm_campaign",
  "utm_medium",
  "PageLanguage",
  "PageDepartment",
  "Keyword_Text",
  "Keyword_Match_Type",
  "campaignid",
  "IsInsurance",
  "doctorid",
  "hospitalid",
  "IsConsultwithDoctor",
  "Remark",
  "GCLID",
  "LeadTier",
  "Network",
  "TBCLID",
  "leadFormVariant",
  "Page_Variant",
  "insuranceType",
  "Callback_Input",
  "Prior_Consultation",
  "Requested_Consultation",
  "Preferred_City",
  "Adset_Id",
  "Monthly_Salary",
  "height",
  "weight",
  "Country_Code",
  "BMI_kg_m2",
  "Cataract_Lens",
  "Piles_Severity_Score",
  "Piles_Severity",
  "ip",
  "placement",
  "site_source_name",
  "locality",
  "entity",
  "utm_term",
  "qualifying",
  "InsuranceName",
] as const;
export type CrmPayloadKey = (typeof CRM_PAYLOAD_KEYS)[number];
export type CrmPayload = Record<CrmPayloadKey, string | number | null>;

const v = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === "" ? null : value;

/** AP-16, AP-17: name defaults to 'No Name', Country_Code to 91 (without the plus). */
export function toCrmPayload(lead: CrmSource): CrmPayload {
  return {
    name: lead.NameData?.trim() || "No Name",
    phoneno: v(lead.MobileNoData),
    message: v(lead.QueryData),
    page_name: v(lead.PageNameData),
    city: v(lead.CityData),
    condition: v(lead.condition_data),
    procedure: v(lead.ProcedureNameData),
    lead_source: v(lead.lead_sourcedata),
    utm_source: v(lead.Zutm_sourcedata),
    utm_campaign: v(lead.Zutm_campaigndata),
    utm_medium: v(lead.Zutm_mediumdata),
    PageLanguage: v(lead.PageLanguage),
    PageDepartment: v(lead.PageDepartment),
    Keyword_Text: v(lead.Keyword_Text),
    Keyword_Match_Type: v(lead.Keyword_Match_Type),
    campaignid: v(lead.campaignid),
    IsInsurance: v(lead.IsInsurance),
    doctorid: v(lead.docotrid),
    hospitalid: v(lead.hospitalid),
    IsConsultwithDoctor: v(lead.IsConsultwithDoctor),
    Remark: v(lead.Remark),
    GCLID: v(lead.GCLID),
    LeadTier: lead.LeadTier ?? 0,
    Network: v(lead.Network),
    TBCLID: v(lead.TBCLID),
    leadFormVariant: v(lead.leadFormVariant),
    Page_Variant: v(lead.Page_Variant),
    insuranceType: v(lead.insuranceType),
    Callback_Input: v(lead.Callback_Input),
    Prior_Consultation: v(lead.Prior_Consultation),
    Requested_Consultation: v(lead.Requested_Consultation),
    Preferred_City: v(lead.Preferred_City),
    Adset_Id: v(lead.Adset_Id),
    Monthly_Salary: v(lead.Monthly_Salary),
    height: v(lead.height),
    weight: v(lead.weight),
    Country_Code: (lead.countryCode ?? "").replace(/^\+/, "") || "91",
    BMI_kg_m2: v(lead.bmi),
    Cataract_Lens: v(lead.cataractLens),
    Piles_Severity_Score: lead.pilesSeverityScore ?? 0,
    Piles_Severity: v(lead.pilesSeverity),
    ip: v(lead.ip),
    placement: v(lead.placement),
    site_source_name: v(lead.site_source_name),
    locality: v(lead.locality),
    entity: v(lead.entity),
    utm_term: v(lead.utm_term),
    qualifying: v(lead.qualifying),
    InsuranceName: v(lead.InsuranceNameData),
  };
}

/**
 * Merges the browser's payload into the server's: the stored lead is authoritative, the
 * browser only fills fields the server left empty.
 */
export function mergeCrmPayload(
  server: Record<string, unknown>,
  browser: Partial<Record<string, unknown>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...server };
  for (const [key, value] of Object.entries(browser)) {
    const current = merged[key];
    if ((current === null || current === undefined || current === "") && value !== undefined) {
      merged[key] = value;
    }
  }
  return merged;
}
