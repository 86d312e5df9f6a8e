/**
 * What a lead form chooses before the patient does (docs/leads.md "Decisions"): the city of the
 * candidates of city-preselect.ts that the city list offers, and the form's treatment option or
 * the campaign's ?disease=.
 */
import { isInsuranceType, type ResolvedFields, YES } from "./fields";
import type { LeadFormValues } from "./form-values";
import type { CityOption, ConditionOption, InsurerOption, TreatmentOption } from "./options";

/** Names compared as a patient would: any case, a nukta typed as one character or two. */
const same = (a: string | null | undefined, wanted: string) =>
  typeof a === "string" && a.normalize("NFC").toLowerCase() === wanted;

/**
 * The city a wanted value names: its CityId, its name or its slug ('delhi-ncr'), any case, or its
 * Hindi name (a Hindi page names its city in Hindi, HI-16).
 */
export function matchCity(
  cities: readonly CityOption[],
  wanted: number | string | undefined,
): CityOption | undefined {
  if (wanted === undefined || wanted === "") return undefined;
  const text = String(wanted).trim().normalize("NFC").toLowerCase();
  return cities.find(
    (c) =>
      String(c.CityId) === text ||
      same(c.CityName, text) ||
      c.CityName.toLowerCase().replace(/\s+/g, "-") === text ||
      same(c.CityNameHi, text),
  );
}

/**
 * The treatment value to preselect: the form's treatment option when the list has it (by name,
 * any case, English or Hindi: a Hindi page names its treatment in Hindi, HI-16), else, in a treatment-or-condition field only, the campaign's disease when the
 * condition list has it. Values as the form keeps them (form-values.ts `treatment`).
 */
export function preselectedTreatment(input: {
  treatments: readonly TreatmentOption[];
  conditions: readonly ConditionOption[];
  /** The form's treatment option. */
  treatment?: string;
  /** The campaign's ?disease=. */
  disease?: string;
  /** The field is the treatment-or-condition one. */
  combined: boolean;
}): string | undefined {
  const wanted = input.treatment?.normalize("NFC").toLowerCase();
  const t = wanted
    ? input.treatments.find((x) => same(x.ProcedureName, wanted) || same(x.nameHi, wanted))
    : undefined;
  if (t) return input.combined ? `t:${t.ProcedureName}` : t.ProcedureName;
  const disease = input.disease?.normalize("NFC").toLowerCase();
  const c = disease
    ? input.conditions.find((x) => same(x.DiseaseName, disease) || same(x.nameHi, disease))
    : undefined;
  return c && input.combined ? `c:${c.DiseaseName}` : undefined;
}

/**
 * The insurance answers an insurer chosen before the form gives (the estimate's insurer, an
 * insurer's page): insurance 'Yes', its type, and its name. Only into a form that asks about
 * insurance and has not been answered yet; undefined otherwise.
 */
export function preselectedInsurance(
  insurer: { name: string; type: string },
  fields: ResolvedFields,
  values: Pick<LeadFormValues, "insurance" | "insuranceType" | "insurer">,
): Pick<LeadFormValues, "insurance" | "insuranceType" | "insurer"> | undefined {
  if (fields.insuranceType === "off" || !isInsuranceType(insurer.type)) return undefined;
  if (values.insurance !== undefined || values.insuranceType !== undefined) return undefined;
  return {
    ...(fields.insurance !== "off" ? { insurance: YES } : {}),
    insuranceType: insurer.type,
    insurer: insurer.name,
  };
}

/**
 * The insurer that answers given before the form name (a coverage check that sends its insurance
 * type and insurer as lead fields), so that the form shows them instead of asking again.
 */
export function insurerFromAnswers(
  answers: { insuranceType?: unknown; InsuranceNameData?: unknown } | undefined,
): { name: string; type: string } | undefined {
  const type = answers?.insuranceType;
  const name = answers?.InsuranceNameData;
  return typeof type === "string" && typeof name === "string" && name !== ""
    ? { name, type }
    : undefined;
}

/**
 * The insurer as the form's list names it (the value it sends, InsurerName) for a name given in
 * either language: a Hindi page gives its insurer's Hindi name (HI-16). Undefined while the list
 * does not have it.
 */
export function insurerInList(
  insurers: readonly InsurerOption[],
  name: string,
): InsurerOption | undefined {
  const wanted = name.trim().normalize("NFC").toLowerCase();
  return insurers.find((i) => same(i.InsurerName, wanted) || same(i.InsurerNameHi, wanted));
}
