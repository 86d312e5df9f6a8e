import { OTHER_CITY_ID } from "@/src/lib/lead/tier";
import type * as Lists from "@/src/lib/lead/options";
import type { LeadLocale, LeadMessages } from "./messages";
import type { SelectGroup, SelectOption } from "./select-field";

/** The option lists of the select fields, as their groups (pure; labels in the page's language). */

/** Other names an option answers to, or nothing (an empty list is left out). */
function keywordsOf(...names: (string | null | undefined)[]): string[] | undefined {
  const list = names.filter((n): n is string => Boolean(n));
  return list.length ? list : undefined;
}

/**
 * Popular Cities (spec order, as the API answers them), Other Cities, then 'Other' (CityId 0),
 * kept in every search result. A city answers to its state too.
 */
export function cityGroups(
  cities: readonly Lists.CityOption[],
  m: LeadMessages,
  locale: LeadLocale = "en",
): SelectGroup[] {
  const hi = locale === "hi";
  const popular = cities.filter((c) => c.Type === "popular");
  const others = cities.filter((c) => c.Type !== "popular");
  // On Hindi pages the Hindi name, answering to the English one too (patients type either).
  const option = (c: Lists.CityOption): SelectOption => ({
    value: String(c.CityId),
    label: (hi && c.CityNameHi) || c.CityName,
    keywords: hi
      ? keywordsOf(c.CityNameHi ? c.CityName : null, c.stateHi, c.state)
      : keywordsOf(c.state),
  });
  const groups: SelectGroup[] = [];
  if (popular.length) groups.push({ label: m.groups.popularCities, options: popular.map(option) });
  groups.push({
    label: m.groups.otherCities,
    options: [
      ...others.map(option),
      // 'Other' (CityId 0) last (LF-16).
      { value: String(OTHER_CITY_ID), label: m.options.other, pinned: true },
    ],
  });
  return groups;
}

/** What the page says about the treatment a patient is likely to want. */
export interface TreatmentContext {
  locale: LeadLocale;
  /** The form's treatment option (by name). */
  treatment?: string;
  /** The page's department: its treatments are suggested when the list spans departments. */
  departmentId?: number;
}

/**
 * The treatment field's list. Suggested first (the form's treatment, the page's department's
 * treatments), then the popular treatments in their rank, then the rest by name with 'Other'
 * (ProcedureId 0) last; each labelled in the page's language (the Hindi name on Hindi pages)
 * and answering to its other-language name and the conditions it treats. Without suggestions or
 * popular ones, one plain list. In a treatment-or-condition field, a Conditions group follows,
 * and the values say which one was chosen ('t:' / 'c:').
 */
export function treatmentGroups(
  treatments: readonly Lists.TreatmentOption[],
  conditions: readonly Lists.ConditionOption[],
  combined: boolean,
  m: LeadMessages,
  context: TreatmentContext = { locale: "en" },
): SelectGroup[] {
  const hi = context.locale === "hi";
  const option = (t: Lists.TreatmentOption): SelectOption => {
    const value = combined ? `t:${t.ProcedureName}` : t.ProcedureName;
    if (t.ProcedureId === 0) return { value, label: m.options.other, pinned: true };
    return {
      value,
      label: (hi && t.nameHi) || t.ProcedureName,
      keywords: keywordsOf(hi ? t.ProcedureName : t.nameHi, ...(t.keywords ?? [])),
    };
  };
  const real = treatments.filter((t) => t.ProcedureId !== 0);
  const wanted = context.treatment?.toLowerCase();
  const spansDepartments = new Set(real.map((t) => t.departmentid)).size > 1;
  const isLikely = (t: Lists.TreatmentOption) =>
    t.ProcedureName.toLowerCase() === wanted ||
    (spansDepartments &&
      context.departmentId !== undefined &&
      t.departmentid === context.departmentId);
  const likely = real.filter(isLikely);
  const popular = real
    .filter((t) => !isLikely(t) && t.popularRank != null)
    .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
  const rest = treatments.filter((t) => !likely.includes(t) && !popular.includes(t));
  const groups: SelectGroup[] = [];
  if (likely.length) groups.push({ label: m.groups.suggested, options: likely.map(option) });
  if (popular.length) {
    groups.push({ label: m.groups.popularTreatments, options: popular.map(option) });
  }
  const restLabel = groups.length
    ? m.groups.allTreatments
    : combined
      ? m.groups.treatments
      : undefined;
  groups.push({ label: restLabel, options: rest.map(option) });
  if (combined) {
    groups.push({
      label: m.groups.conditions,
      options: conditions.map((c) => ({
        value: `c:${c.DiseaseName}`,
        label: (hi && c.nameHi) || c.DiseaseName,
        keywords: keywordsOf(hi ? c.DiseaseName : c.nameHi),
      })),
    });
  }
  return groups;
}

export function specialityGroups(
  specialities: readonly Lists.SpecialityOption[],
  locale: LeadLocale = "en",
): SelectGroup[] {
  const hi = locale === "hi";
  return [
    {
      options: specialities.map((d) => ({
        value: String(d.DepartmentId),
        label: (hi && d.DepartmentNameHi) || d.DepartmentName,
        keywords: hi && d.DepartmentNameHi ? [d.DepartmentName] : undefined,
      })),
    },
  ];
}

export function hospitalGroups(hospitals: readonly Lists.HospitalOption[]): SelectGroup[] {
  return [
    { options: hospitals.map((h) => ({ value: String(h.HospitalId), label: h.HospitalName })) },
  ];
}

/** The insurers of one insurance type (the insurer is asked after 'Private insurance'). */
export function insurerGroups(
  insurers: readonly Lists.InsurerOption[],
  type: string | undefined,
  locale: LeadLocale = "en",
): SelectGroup[] {
  const hi = locale === "hi";
  const ofType = insurers.filter((i) => i.type === type);
  return [
    {
      options: ofType.map((i) => ({
        value: i.InsurerName,
        label: (hi && i.InsurerNameHi) || i.InsurerName,
        keywords: hi && i.InsurerNameHi ? [i.InsurerName] : undefined,
      })),
    },
  ];
}

/** Localities: none configured gives no groups (the field is then a text input). */
export function localityGroups(localities: readonly string[]): SelectGroup[] {
  return localities.length ? [{ options: localities.map((l) => ({ value: l, label: l })) }] : [];
}
