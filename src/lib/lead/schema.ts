/**
 * The one lead schema, used by the form (before it submits) and by
 * `POST /lead/v1/admin/webleadcreate` (before it stores): the same rules and the spec's
 * messages (LF-29 to LF-49) on both sides (one schema per input, normalising inside it).
 *
 * Which fields are required follows the variant's declarative field list (fields.ts) with the
 * page's field-requirements object, which the form sends along as `formRequirements`.
 */
import { z } from "zod";
import auth from "../i18n/messages/en/auth.json";
import en from "../i18n/messages/en/lead.json";
import { ATTRIBUTION_RECORD_KEYS } from "./attribution";
import {
  DEFAULT_VARIANT,
  FIELD_KEYS,
  FIELD_PAYLOAD_KEY,
  type FieldKey,
  INSURANCE_TYPES,
  isFieldVisible,
  NO,
  REQUIREMENTS,
  resolveFields,
  VARIANTS,
  YES,
} from "./fields";
import { isValidEmail } from "../email";
import { INDIA_DIAL_CODE, isValidMobile } from "./mobile";
import { canReceiveOtp } from "./otp";
import { hasHiddenCharacters } from "../text";
import { unknownFields } from "../unknown-fields";

/** The spec's English messages (LF-29 to LF-49), from the English message file: one source. */
export const LEAD_MESSAGES = en.errors;
const M = LEAD_MESSAGES;

/** Text: trimmed; empty or null means absent. Every failure of a field gets its message. */
function text(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** Yes/No answers, case-insensitive, stored as 'Yes' / 'No'. */
function yesNo(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .pipe(z.enum(["yes", "no"], { error: message }).optional())
    .transform((v) => (v === "yes" ? YES : v === "no" ? NO : undefined));
}

function integer(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((v) => v ?? undefined);
}

function decimal(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((v) => v ?? undefined);
}

const invalid = (field: string) => `${field} is invalid`;
const plain = (field: string, max = 200) => text(max, invalid(field));

export { isValidEmail };

export const NAME_MAX = 100;

const attributionSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTION_RECORD_KEYS.map((k) => [k, plain(k, 500)])) as {
    [K in (typeof ATTRIBUTION_RECORD_KEYS)[number]]: ReturnType<typeof plain>;
  },
  {
    error: (issue) => (issue.code === "unrecognized_keys" ? unknownFields(issue.keys) : undefined),
  },
);

/** Every field of the lead (LF-2), typed, bounded and normalised. */
const leadShape = {
  /** No bidi controls or invisible characters (src/lib/text.ts): a name is shown and exported. */
  NameData: text(NAME_MAX, M.name).refine((v) => v === undefined || !hasHiddenCharacters(v), {
    error: M.name,
  }),
  LeadTypeData: plain("LeadTypeData", 50),
  PageTypeData: plain("PageTypeData", 50),
  PageNameData: plain("PageNameData", 300),
  MobileNoData: z
    .string({ error: M.mobile })
    .max(40, { error: M.mobile })
    .transform((v) => v.replace(/[\s-]/g, "")),
  /** Dial code; a leading + is removed; default 91 (LF-5, AP-8). */
  countryCode: z
    .string({ error: M.mobile })
    .trim()
    .max(5, { error: M.mobile })
    .nullish()
    .transform((v) => (v ?? "").replace(/^\+/, "") || INDIA_DIAL_CODE)
    .pipe(z.string().regex(/^\d{1,4}$/, { error: M.mobile })),
  EmailIdData: text(254, M.email),
  QueryData: text(2000, M.query),
  CityData: text(100, M.city),
  CreatedDateData: plain("CreatedDateData", 50),
  IsActiveData: integer(0, 1, invalid("IsActiveData")),
  InsuranceNameData: plain("InsuranceNameData"),
  ProcedureNameData: text(200, M.treatment),
  Zutm_sourcedata: plain("Zutm_sourcedata"),
  Zutm_campaigndata: plain("Zutm_campaigndata"),
  Zutm_mediumdata: plain("Zutm_mediumdata"),
  Zutm_termdata: plain("Zutm_termdata"),
  condition_data: text(200, M.treatment),
  lead_sourcedata: plain("lead_sourcedata"),
  lead_channeldata: plain("lead_channeldata"),
  PageLanguage: plain("PageLanguage", 20),
  /** The page's department, or the speciality chosen in the form. */
  PageDepartment: text(100, M.speciality),
  Keyword_Text: plain("Keyword_Text"),
  Keyword_Match_Type: plain("Keyword_Match_Type", 50),
  campaignid: plain("campaignid", 100),
  IsInsurance: yesNo(M.insurance),
  IsConsultwithDoctor: yesNo(M.consultedBefore),
  Remark: plain("Remark", 2000),
  docotrid: integer(1, 2_147_483_647, invalid("docotrid")),
  hospitalid: integer(1, 2_147_483_647, M.hospital),
  GCLID: plain("GCLID", 300),
  /** 0 unknown, 1-3 from the form (AP-7, LF-68 to LF-73). */
  LeadTier: integer(0, 3, invalid("LeadTier")),
  Network: plain("Network", 50),
  /** Accepted for compatibility and ignored: the server reads the IP from the request. */
  ip: plain("ip", 64),
  vendorId: plain("vendorId", 100),
  leadFormVariant: z
    .enum(VARIANTS, { error: invalid("leadFormVariant") })
    .nullish()
    .transform((v) => v ?? undefined),
  captchascore: decimal(0, 1, invalid("captchascore")),
  Page_Variant: plain("Page_Variant", 50),
  insuranceType: z
    .enum(INSURANCE_TYPES, { error: M.insuranceType })
    .nullish()
    .transform((v) => v ?? undefined),
  Callback_Input: text(100, M.callbackTiming),
  Prior_Consultation: text(100, M.priorConsultation),
  Requested_Consultation: yesNo(M.similarConsultation),
  Preferred_City: text(100, M.preferredCity),
  Adset_Id: plain("Adset_Id", 100),
  report: plain("report", 500),
  pilesSeverityScore: integer(0, 100, invalid("pilesSeverityScore")),
  pilesSeverity: plain("pilesSeverity", 50),
  cataractLens: plain("cataractLens", 100),
  bmi: decimal(0, 500, invalid("bmi")),
  placement: plain("placement", 100),
  site_source_name: plain("site_source_name", 100),
  locality: text(200, M.locality),
  entity: plain("entity", 100),
  utm_term: plain("utm_term"),
  qualifying: plain("qualifying", 100),
  TBCLID: plain("TBCLID", 300),
  height: decimal(0, 300, invalid("height")),
  weight: decimal(0, 700, invalid("weight")),
  Monthly_Salary: decimal(0, 1_000_000_000, invalid("Monthly_Salary")),

  /** The field-requirements object the form applied (absent: the variant's defaults). */
  formRequirements: z
    .partialRecord(z.enum(FIELD_KEYS), z.enum(REQUIREMENTS), { error: invalid("formRequirements") })
    .nullish()
    .transform((v) => v ?? undefined),
  /** The page query parameters (RT-39) as received (first touch of the visit). */
  attribution: attributionSchema.nullish().transform((v) => v ?? undefined),
  /**
   * The OTP the patient received, when the page asks to verify the mobile (an optional page
   * setting, off by default).
   */
  otp: z
    .string({ error: auth.otp.invalid })
    .regex(/^\d{6}$/, { error: auth.otp.invalid })
    .nullish()
    .transform((v) => v ?? undefined),
  /**
   * The optional consents ticked under the consent line (absent or false: not given). The
   * consent to be called about this request is the form's own (needed to submit).
   */
  consents: z
    .object({ whatsapp: z.boolean().optional(), marketing: z.boolean().optional() })
    .strict()
    .nullish()
    .transform((v) => v ?? undefined),
  /** The consent notice version the form showed (absent: the server's current one). */
  consentVersion: z
    .string({ error: invalid("consentVersion") })
    .regex(/^[\w.-]{1,40}$/, { error: invalid("consentVersion") })
    .nullish()
    .transform((v) => v ?? undefined),
};

type Answers = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** The message of a missing or invalid field. */
export function messageFor(key: FieldKey): string {
  switch (key) {
    case "treatmentOrCondition":
      return M.treatment;
    default:
      return M[key];
  }
}

/**
 * The validation rules (LF-29 to LF-49) for one variant's resolved fields, over a normalised
 * payload. Returns the failing payload keys with their messages, in display order.
 */
export function leadRuleIssues(
  values: Answers,
  resolved: ReturnType<typeof resolveFields>,
): { path: string; field: FieldKey; message: string }[] {
  const issues: { path: string; field: FieldKey; message: string }[] = [];
  const answers = {
    IsInsurance: values.IsInsurance as string | undefined,
    insuranceType: values.insuranceType as string | undefined,
    IsConsultwithDoctor: values.IsConsultwithDoctor as string | undefined,
    Requested_Consultation: values.Requested_Consultation as string | undefined,
  };
  for (const field of FIELD_KEYS) {
    const path = FIELD_PAYLOAD_KEY[field];
    const value = values[path];
    if (field === "mobile") {
      // Mobile is always required and always checked (LF-30 to LF-32).
      if (!isValidMobile(String(value ?? ""), values.countryCode as string | undefined)) {
        issues.push({ path, field, message: M.mobile });
      }
      continue;
    }
    const visible = isFieldVisible(field, resolved, answers);
    if (field === "email") {
      // An email that is present is checked even where the form hides the field: it is stored
      // and sent to the CRM all the same.
      const required = visible && resolved[field] === "required";
      if ((required || !isBlank(value)) && !isValidEmail(String(value ?? ""))) {
        issues.push({ path, field, message: M.email });
      }
      continue;
    }
    if (!visible) continue;
    const requirement = resolved[field];
    if (requirement !== "required") continue;
    const missing =
      field === "treatmentOrCondition"
        ? isBlank(values.ProcedureNameData) && isBlank(values.condition_data)
        : isBlank(value);
    if (missing) issues.push({ path, field, message: messageFor(field) });
  }
  return issues;
}

/** The webleadcreate request: strict (unknown fields rejected), then the variant's rules. */
export const leadRequestSchema = z
  .strictObject(leadShape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? unknownFields(issue.keys) : undefined),
  })
  .superRefine((value, ctx) => {
    const resolved = resolveFields(value.leadFormVariant ?? DEFAULT_VARIANT, {
      fieldRequirements: value.formRequirements,
    });
    const issues = leadRuleIssues(value, resolved);
    for (const issue of issues) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
    // A lead that carries an OTP: its number must be one the OTP service can send to (the
    // login rule), else no code could have been sent for it.
    const mobileOk = !issues.some((issue) => issue.field === "mobile");
    if (
      value.otp !== undefined &&
      mobileOk &&
      !canReceiveOtp(value.MobileNoData, value.countryCode)
    ) {
      ctx.addIssue({ code: "custom", path: ["MobileNoData"], message: en.otp.mobileInvalid });
    }
  })
  .transform((value) => ({
    ...value,
    // Choosing any insurance type sets IsInsurance to yes (LF-69).
    IsInsurance: value.insuranceType ? YES : value.IsInsurance,
  }));

export type LeadRequestInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;
