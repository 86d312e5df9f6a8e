/**
 * The lead form's values (one per field, under the field's key) and the rules (LF-68 to LF-77) that
 * tie one answer to another. Pure: the form keeps them in React state, the tests call them.
 */
import {
  FIELD_KEYS,
  FIELD_SPECS,
  type FieldKey,
  type ResolvedFields,
  type VisibilityAnswers,
  YES,
} from "./fields";
import { INDIA_DIAL_CODE } from "./mobile";

export interface LeadFormValues {
  name: string;
  mobile: string;
  /** Dial code without '+' (91 by default, LF-5). */
  dialCode: string;
  /** ISO country of the country selector. */
  country: string;
  email: string;
  city?: number;
  speciality?: number;
  hospital?: number;
  /**
   * The treatment field's ProcedureName; in the treatment-or-condition field 't:<ProcedureName>'
   * or 'c:<DiseaseName>', so that choosing one clears the other (LF-75, LF-76).
   */
  treatment?: string;
  insurance?: string;
  insuranceType?: string;
  /** The insurer's or scheme's name (InsuranceNameData). */
  insurer?: string;
  callbackTiming?: string;
  consultedBefore?: string;
  priorConsultation?: string;
  similarConsultation?: string;
  preferredCity?: number;
  locality?: string;
  query: string;
}

/** The key of the form value a field reads and writes. */
export type ValueKey = FieldKey & keyof LeadFormValues;

export function valueKeyOf(field: FieldKey): ValueKey {
  const spec = FIELD_SPECS[field];
  return (spec.kind === "select" && spec.valueKey) || (field as ValueKey);
}

/** A fresh form: +91, the form's query option, and each radio field's default answer. */
export function initialLeadValues(query?: string): LeadFormValues {
  const values: LeadFormValues = {
    name: "",
    mobile: "",
    dialCode: INDIA_DIAL_CODE,
    country: "IN",
    email: "",
    query: query ?? "",
  };
  for (const field of FIELD_KEYS) {
    const spec = FIELD_SPECS[field];
    if (spec.kind === "radio" && spec.defaultValue !== undefined) {
      Object.assign(values, { [field]: spec.defaultValue });
    }
  }
  return values;
}

/**
 * The values after one field's edit: choosing a speciality drops a treatment chosen from the
 * previous speciality's list (its treatments reload, LF-74); an insurance answer other than
 * 'Yes' drops the insurance type (asked only after 'Yes'), and another insurance type drops the
 * insurer (a private insurer is not a government scheme).
 */
export function withAnswer(
  values: LeadFormValues,
  field: FieldKey,
  patch: Partial<LeadFormValues>,
  resolved: ResolvedFields,
): LeadFormValues {
  const next = { ...values, ...patch };
  if (field === "speciality" && resolved.treatment !== "off") next.treatment = undefined;
  if (field === "insurance" && next.insurance !== YES) next.insuranceType = undefined;
  if (
    (field === "insurance" || field === "insuranceType") &&
    next.insuranceType !== values.insuranceType
  ) {
    next.insurer = undefined;
  }
  return next;
}

/** The answers that decide which dependent fields are shown (fields.ts `isFieldVisible`). */
export function visibilityAnswers(values: LeadFormValues): VisibilityAnswers {
  return {
    IsInsurance: values.insurance,
    insuranceType: values.insuranceType,
    IsConsultwithDoctor: values.consultedBefore,
    Requested_Consultation: values.similarConsultation,
  };
}
