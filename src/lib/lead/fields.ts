/**
 * The lead form's fields and the declarative field list of each variant. One form
 * component renders whichever list it is given, each field by the renderer of its kind
 * (`FIELD_SPECS`); the shared schema (schema.ts) validates the same list, so the browser and
 * `webleadcreate` agree on what is required.
 */
import type leadStrings from "../i18n/messages/en/lead.json";

export const FIELD_KEYS = [
  "name",
  "mobile",
  "email",
  "city",
  "speciality",
  "hospital",
  "treatment",
  "treatmentOrCondition",
  "insurance",
  "insuranceType",
  "insurer",
  "callbackTiming",
  "consultedBefore",
  "priorConsultation",
  "similarConsultation",
  "preferredCity",
  "locality",
  "query",
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

/** 'required' and 'optional' fields are shown; 'off' fields are not. */
export type Requirement = "required" | "optional" | "off";
export const REQUIREMENTS = ["required", "optional", "off"] as const;

/** The spec's field-requirements object: switches any field on or off per page. */
export type FieldRequirements = Partial<Record<FieldKey, Requirement>>;
export type ResolvedFields = Record<FieldKey, Requirement>;

export const VARIANTS = ["0", "1", "2", "3", "4", "5", "6"] as const;
export type Variant = (typeof VARIANTS)[number];
export const DEFAULT_VARIANT: Variant = "3";

export function isVariant(value: unknown): value is Variant {
  return typeof value === "string" && (VARIANTS as readonly string[]).includes(value);
}

type FieldList = readonly (FieldKey | [FieldKey, Requirement])[];

/**
 * One list per variant, in display order. A bare key is required; the query is
 * optional unless a page configures it as required (LF-39: required only if configured).
 */
export const VARIANT_FIELDS: Record<Variant, FieldList> = {
  "0": ["name", "mobile", "city"],
  "1": ["name", "mobile", "city", "treatment"],
  "2": ["name", "mobile", "city", "speciality", "hospital", "treatment"],
  "3": [
    "name",
    "mobile",
    "city",
    "treatmentOrCondition",
    "insurance",
    "insuranceType",
    ["insurer", "optional"],
  ],
  "4": [
    "name",
    "mobile",
    "city",
    "speciality",
    "callbackTiming",
    "consultedBefore",
    "priorConsultation",
    "similarConsultation",
    "preferredCity",
    ["query", "optional"],
  ],
  "5": ["name", "mobile", "email", ["query", "optional"]],
  "6": ["name", "mobile", "city", "treatment"],
};

/** Display order of every field (a page may switch on fields its variant does not list). */
const ORDER = new Map<FieldKey, number>(FIELD_KEYS.map((k, i) => [k, i]));

export interface FieldOptions {
  fieldRequirements?: FieldRequirements;
  /** The hide-name-field flag (LF-10). */
  hideName?: boolean;
  /** The insurance-field-required flag, default true (LF-41). */
  insuranceRequired?: boolean;
}

/** The requirement of every field for a variant after the page's switches. */
export function resolveFields(variant: Variant, options: FieldOptions = {}): ResolvedFields {
  const resolved = Object.fromEntries(FIELD_KEYS.map((k) => [k, "off"])) as ResolvedFields;
  for (const entry of VARIANT_FIELDS[variant]) {
    const [key, requirement] = typeof entry === "string" ? [entry, "required" as const] : entry;
    resolved[key] = requirement;
  }
  for (const [key, requirement] of Object.entries(options.fieldRequirements ?? {})) {
    if (ORDER.has(key as FieldKey) && requirement) resolved[key as FieldKey] = requirement;
  }
  if (options.hideName) resolved.name = "off";
  if (options.insuranceRequired === false && resolved.insurance === "required") {
    resolved.insurance = "optional";
  }
  return resolved;
}

/** Shown fields in display order (before the answer-dependent rules of `isFieldVisible`). */
export function activeFields(resolved: ResolvedFields): FieldKey[] {
  return FIELD_KEYS.filter((k) => resolved[k] !== "off");
}

export const YES = "Yes";
export const NO = "No";

/** The answers that decide whether a dependent field is shown. */
export interface VisibilityAnswers {
  IsInsurance?: string | null;
  insuranceType?: string | null;
  IsConsultwithDoctor?: string | null;
  Requested_Consultation?: string | null;
}

/**
 * Answer-dependent fields (LF-77, LF-48 and docs/leads.md "Decisions"):
 * - insurance type: after 'Yes' to insurance, or on its own when the yes/no question is off
 *   (insurance coverage check, where choosing a type sets IsInsurance yes);
 * - which insurer: after 'Private insurance' (a government scheme needs no name to check; the
 *   scheme chosen on the page before the form is still sent);
 * - what the doctor advised: after 'Yes' to having consulted before;
 * - preferred city: when the similar-consultation answer is yes, or when the form has no
 *   similar-consultation question.
 */
export function isFieldVisible(
  key: FieldKey,
  resolved: ResolvedFields,
  answers: VisibilityAnswers,
): boolean {
  if (resolved[key] === "off") return false;
  switch (key) {
    case "insuranceType":
      return resolved.insurance === "off" || answers.IsInsurance === YES;
    case "insurer":
      return (
        answers.insuranceType === PRIVATE_INSURANCE &&
        isFieldVisible("insuranceType", resolved, answers)
      );
    case "priorConsultation":
      return resolved.consultedBefore === "off" || answers.IsConsultwithDoctor === YES;
    case "preferredCity":
      return resolved.similarConsultation === "off" || answers.Requested_Consultation === YES;
    default:
      return true;
  }
}

/** The lead payload field(s) each form field writes (the field names of LF-2). */
export const FIELD_PAYLOAD_KEY = {
  name: "NameData",
  mobile: "MobileNoData",
  email: "EmailIdData",
  city: "CityData",
  speciality: "PageDepartment",
  hospital: "hospitalid",
  treatment: "ProcedureNameData",
  treatmentOrCondition: "ProcedureNameData",
  insurance: "IsInsurance",
  insuranceType: "insuranceType",
  insurer: "InsuranceNameData",
  callbackTiming: "Callback_Input",
  consultedBefore: "IsConsultwithDoctor",
  priorConsultation: "Prior_Consultation",
  similarConsultation: "Requested_Consultation",
  preferredCity: "Preferred_City",
  locality: "locality",
  query: "QueryData",
} as const satisfies Record<FieldKey, string>;

/** The message key (in messages/*\/lead.json `errors`) of each field. */
export const FIELD_MESSAGE_KEY = {
  name: "name",
  mobile: "mobile",
  email: "email",
  city: "city",
  speciality: "speciality",
  hospital: "hospital",
  treatment: "treatment",
  treatmentOrCondition: "treatment",
  insurance: "insurance",
  insuranceType: "insuranceType",
  insurer: "insurer",
  callbackTiming: "callbackTiming",
  consultedBefore: "consultedBefore",
  priorConsultation: "priorConsultation",
  similarConsultation: "similarConsultation",
  preferredCity: "preferredCity",
  locality: "locality",
  query: "query",
} as const satisfies Record<FieldKey, string>;

/** Which form field an error on a payload key belongs to. */
export function fieldOfPayloadKey(
  payloadKey: string,
  resolved: ResolvedFields,
): FieldKey | undefined {
  if (payloadKey === "condition_data" || payloadKey === "ProcedureNameData") {
    return resolved.treatmentOrCondition !== "off" ? "treatmentOrCondition" : "treatment";
  }
  if (payloadKey === "countryCode") return "mobile";
  return FIELD_KEYS.find((k) => FIELD_PAYLOAD_KEY[k] === payloadKey);
}

/** Callback timing, prior consultation and insurance type option values (stored as sent). */
export const CALLBACK_TIMINGS = ["ASAP", "Morning", "Afternoon", "Evening"] as const;
export const PRIOR_CONSULTATIONS = ["Surgery", "Medicines", "Tests", "Not sure"] as const;
export const INSURANCE_TYPES = ["Govt.", "Private"] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const PRIVATE_INSURANCE: InsuranceType = "Private";

export function isInsuranceType(value: unknown): value is InsuranceType {
  return (INSURANCE_TYPES as readonly unknown[]).includes(value);
}

/**
 * The fields a form shows for these answers, in display order: the mobile number always; the
 * others when `isFieldVisible`; the treatment field gives way to the treatment-or-condition
 * field when both are on (one control holds either value).
 */
export function shownFields(resolved: ResolvedFields, answers: VisibilityAnswers): FieldKey[] {
  return FIELD_KEYS.filter(
    (key) =>
      key === "mobile" ||
      (isFieldVisible(key, resolved, answers) &&
        !(key === "treatment" && resolved.treatmentOrCondition !== "off")),
  );
}

/** A key of the lead messages' `options` (the label of a choice, in the page's language). */
export type OptionLabel = keyof (typeof leadStrings)["options"];

/** One choice of a radio field (LF-24: label and value). */
export interface RadioChoice {
  value: string;
  label: OptionLabel;
}

/** Where a select field's options come from. */
export type SelectSource =
  | "cities"
  | "specialities"
  | "hospitals"
  | "treatments"
  | "insurers"
  | "localities";

/**
 * How each field is drawn: one renderer per kind. A field's title (label), placeholder and
 * error message are its key's entries in messages/*\/lead.json (`labels`, `placeholders`,
 * `errors` via FIELD_MESSAGE_KEY); whether it is required comes from the resolved field list.
 */
export type FieldSpec =
  | {
      kind: "text";
      type?: "email";
      autoComplete?: string;
      maxLength?: number;
      multiline?: boolean;
    }
  | { kind: "mobile" }
  | {
      kind: "select";
      source: SelectSource;
      /** The value is an id (CityId, DepartmentId, HospitalId). */
      numeric?: boolean;
      /** Labels cut at this many characters (CN-1: city lists at 26). */
      maxLabel?: number;
      /** The placeholder reads 'Loading…' while its list loads. */
      showsLoading?: boolean;
      /** Without options (none configured), a text input instead. */
      textWithoutOptions?: boolean;
      /** The form value it reads and writes (and its element id), when not its own key. */
      valueKey?: "treatment";
      /** Type to filter (long lists: cities, treatments). */
      searchable?: boolean;
    }
  | {
      /** A radio selector (LF-24): options, field name, title, required flag, error, default. */
      kind: "radio";
      options: readonly RadioChoice[];
      columns?: 1 | 2;
      /** Selected when the form opens. */
      defaultValue?: string;
    };

const YES_NO: readonly RadioChoice[] = [
  { value: YES, label: "yes" },
  { value: NO, label: "no" },
];

const INSURANCE_TYPE_LABEL: Record<InsuranceType, OptionLabel> = {
  "Govt.": "insuranceGovt",
  Private: "insurancePrivate",
};
const CALLBACK_TIMING_LABEL: Record<(typeof CALLBACK_TIMINGS)[number], OptionLabel> = {
  ASAP: "callbackNow",
  Morning: "callbackMorning",
  Afternoon: "callbackAfternoon",
  Evening: "callbackEvening",
};
const PRIOR_CONSULTATION_LABEL: Record<(typeof PRIOR_CONSULTATIONS)[number], OptionLabel> = {
  Surgery: "priorSurgery",
  Medicines: "priorMedicines",
  Tests: "priorTests",
  "Not sure": "priorNotSure",
};

function choices<T extends string>(values: readonly T[], labels: Record<T, OptionLabel>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Every field's kind and the data its renderer needs. */
export const FIELD_SPECS: Readonly<Record<FieldKey, FieldSpec>> = {
  name: { kind: "text", autoComplete: "name", maxLength: 100 },
  mobile: { kind: "mobile" },
  email: { kind: "text", type: "email", autoComplete: "email" },
  city: {
    kind: "select",
    source: "cities",
    numeric: true,
    maxLabel: 26,
    showsLoading: true,
    searchable: true,
  },
  speciality: { kind: "select", source: "specialities", numeric: true, showsLoading: true },
  hospital: { kind: "select", source: "hospitals", numeric: true },
  treatment: { kind: "select", source: "treatments", showsLoading: true, searchable: true },
  treatmentOrCondition: {
    kind: "select",
    source: "treatments",
    showsLoading: true,
    valueKey: "treatment",
    searchable: true,
  },
  insurance: { kind: "radio", options: YES_NO },
  insuranceType: {
    kind: "radio",
    options: choices(INSURANCE_TYPES, INSURANCE_TYPE_LABEL),
    columns: 1,
  },
  insurer: { kind: "select", source: "insurers", showsLoading: true, searchable: true },
  callbackTiming: { kind: "radio", options: choices(CALLBACK_TIMINGS, CALLBACK_TIMING_LABEL) },
  consultedBefore: { kind: "radio", options: YES_NO },
  priorConsultation: {
    kind: "radio",
    options: choices(PRIOR_CONSULTATIONS, PRIOR_CONSULTATION_LABEL),
  },
  similarConsultation: { kind: "radio", options: YES_NO },
  preferredCity: {
    kind: "select",
    source: "cities",
    numeric: true,
    maxLabel: 26,
    searchable: true,
  },
  locality: { kind: "select", source: "localities", textWithoutOptions: true },
  query: { kind: "text", multiline: true, maxLength: 2000 },
};
