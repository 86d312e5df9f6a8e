/**
 * The body of `POST /lead/v1/admin/webleadcreate` (LF-2, AP-6): the form's values, the page's
 * context, the visit's first-touch attribution (RT-39, plus the raw record) and the defaults. Pure:
 * no React, no browser globals.
 */
import { type Attribution, attributionToLeadFields } from "./attribution";
import { CONSENT_VERSION } from "./consent";
import { type FieldKey, isFieldVisible, type ResolvedFields, type Variant, YES } from "./fields";
import type { LeadFormValues } from "./form-values";
import { LEAD_MODES, type LeadMode } from "./modal";
import type { CityOption, SpecialityOption } from "./options";
import type { LeadRequestInput } from "./schema";
import { cutText } from "../text";
import { computeLeadTier, OTHER_CITY_ID, OTHER_CITY_NAME } from "./tier";

export type WebLeadCreateBody = LeadRequestInput;

export { OTHER_CITY_NAME } from "./tier";

/** The keys of a page's `leadFormKeys` that reach the lead; any other key is dropped. */
export const LEAD_FORM_KEY_FIELDS = [
  "placement",
  "entity",
  "site_source_name",
  "qualifying",
  "Page_Variant",
  "report",
  "Remark",
  "pilesSeverity",
  "cataractLens",
  "InsuranceNameData",
] as const satisfies readonly (keyof WebLeadCreateBody)[];

/**
 * Figures a calculator worked out before the form opened (the BMI with the height and
 * weight it came from; a loan enquiry's amount, rate and instalment as a remark), sent with the
 * lead. Only these keys reach it.
 */
export const CALCULATION_FIELDS = [
  "bmi",
  "height",
  "weight",
  "Remark",
] as const satisfies readonly (keyof WebLeadCreateBody)[];
export type CalculationFields = Partial<
  Pick<WebLeadCreateBody, (typeof CALCULATION_FIELDS)[number]>
>;

/** What the page (its shared context) and the form's options say about the lead. */
export interface LeadPageValues {
  pageType?: string;
  /** The page's tier (default 3, LF-7), before the city and insurance rules. */
  tier?: number;
  /** The page's name; without one, the document's title (else its path), cut at 300. */
  pageName?: string;
  documentTitle?: string;
  path?: string;
  /** The page's department, sent as PageDepartment unless a speciality is chosen. */
  departmentName?: string;
  /** The selected (else the page's own) doctor and hospital. */
  doctorId?: number;
  hospitalId?: number;
  leadFormKeys?: Readonly<Record<string, string>>;
  vendorId?: string;
  variant: Variant;
  /** PageLanguage: 'en' or 'hi'. */
  locale: string;
  /**
   * The form's mode (appointment, callback, second opinion, coverage check, calculators), which
   * names the LeadTypeData; default appointment.
   */
  mode?: LeadMode;
  /** A calculator's figures (CALCULATION_FIELDS), shown to the patient before the form. */
  calculation?: CalculationFields;
}

export interface LeadPayloadInput {
  values: LeadFormValues;
  /** The form's fields after the variant, the page's switches and the form's options. */
  fields: ResolvedFields;
  page: LeadPageValues;
  /** The lists the form offers, for the names of the chosen cities and speciality. */
  options: { cities: readonly CityOption[]; specialities: readonly SpecialityOption[] };
  attribution?: Attribution;
  /** CreatedDateData (default: now). */
  now?: Date;
}

/**
 * The request body. Fields that are off, unanswered or empty are left out, except the mobile
 * number, which is always sent (even empty, so that its own rule reports it). The server
 * applies the remaining defaults (LF-4: captchascore 0.0; LF-6: pilesSeverityScore 0).
 */
export function buildLeadPayload(input: LeadPayloadInput): WebLeadCreateBody {
  const { values: v, fields, page, options, attribution } = input;
  const on = (key: FieldKey) => fields[key] !== "off";
  const cityName = (id: number | undefined) =>
    id === OTHER_CITY_ID ? OTHER_CITY_NAME : options.cities.find((c) => c.CityId === id)?.CityName;
  const chosen = v.treatment ?? "";
  const isCondition = chosen.startsWith("c:");
  const treatmentName = chosen.replace(/^[tc]:/, "");
  const speciality = options.specialities.find((d) => d.DepartmentId === v.speciality);
  const fromAttribution = attributionToLeadFields(attribution);
  const body: Record<string, unknown> = {
    ...fromAttribution,
    ...leadFormKeyFields(page.leadFormKeys),
    ...pick(page.calculation, CALCULATION_FIELDS),
    NameData: on("name") ? v.name : undefined,
    MobileNoData: v.mobile,
    // Sent without the '+' (AP-8).
    countryCode: v.dialCode.replace(/^\+/, ""),
    EmailIdData: on("email") ? v.email : undefined,
    QueryData: on("query") ? v.query : undefined,
    CityData: on("city") ? cityName(v.city) : undefined,
    ProcedureNameData: treatmentName && !isCondition ? treatmentName : undefined,
    // A chosen condition; else the campaign's ?disease=, unless a treatment was chosen instead
    // in the treatment-or-condition field.
    condition_data:
      treatmentName && isCondition
        ? treatmentName
        : on("treatmentOrCondition") && treatmentName
          ? undefined
          : fromAttribution.condition_data,
    PageDepartment: speciality?.DepartmentName ?? page.departmentName,
    hospitalid: v.hospital ?? page.hospitalId,
    docotrid: page.doctorId,
    // Choosing any insurance type sets IsInsurance to yes (LF-69).
    IsInsurance: v.insuranceType ? YES : v.insurance,
    insuranceType: v.insuranceType,
    // The insurer asked after 'Private insurance', or the scheme the page was about; only with a
    // type, as an answer the patient gave or saw.
    InsuranceNameData: v.insuranceType ? v.insurer : undefined,
    Callback_Input: v.callbackTiming,
    IsConsultwithDoctor: v.consultedBefore,
    Prior_Consultation:
      v.consultedBefore === YES || !on("consultedBefore") ? v.priorConsultation : undefined,
    Requested_Consultation: v.similarConsultation,
    Preferred_City: isFieldVisible("preferredCity", fields, {
      Requested_Consultation: v.similarConsultation,
    })
      ? cityName(v.preferredCity)
      : undefined,
    locality: v.locality,
    LeadTypeData: LEAD_MODES[page.mode ?? "appointment"].leadType,
    PageTypeData: page.pageType,
    PageNameData: page.pageName ?? cutText(page.documentTitle || page.path || "", 300),
    PageLanguage: page.locale,
    LeadTier: computeLeadTier({
      pageType: page.pageType,
      pageTier: page.tier,
      cityId: v.city,
      insuranceType: v.insuranceType,
    }),
    leadFormVariant: page.variant,
    vendorId: page.vendorId,
    lead_channeldata: "Website",
    CreatedDateData: (input.now ?? new Date()).toISOString(),
    IsActiveData: 1,
    formRequirements: fields,
    attribution: attribution ?? undefined,
    consentVersion: CONSENT_VERSION,
  };
  const kept = Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== undefined && value !== null && value !== "",
    ),
  );
  return { ...kept, MobileNoData: v.mobile } as WebLeadCreateBody;
}

/** The page's extra lead fields (the page's leadFormKeys, LF-11) that a lead may carry. */
function leadFormKeyFields(keys: Readonly<Record<string, string>> | undefined) {
  return pick(keys, LEAD_FORM_KEY_FIELDS);
}

/** The entries of `record` whose keys are allowed. */
function pick(record: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]) {
  const allowed: ReadonlySet<string> = new Set(keys);
  return Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => allowed.has(k)));
}
