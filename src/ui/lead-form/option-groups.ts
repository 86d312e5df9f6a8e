import { OTHER_CITY_ID } from "@/src/lib/lead/tier";
import type * as Lists from "@/src/lib/lead/options";
import type { LeadMessages } from "./messages";
import type { SelectGroup } from "./select-field";

/** The option lists of the select fields, as their groups (pure; labels in the page's language). */

/** Popular Cities (spec order, as the API answers them), Other Cities, then 'Other' (CityId 0). */
export function cityGroups(cities: readonly Lists.CityOption[], m: LeadMessages): SelectGroup[] {
  const popular = cities.filter((c) => c.Type === "popular");
  const others = cities.filter((c) => c.Type !== "popular");
  const option = (c: Lists.CityOption) => ({ value: String(c.CityId), label: c.CityName });
  const groups: SelectGroup[] = [];
  if (popular.length) groups.push({ label: m.groups.popularCities, options: popular.map(option) });
  groups.push({
    label: m.groups.otherCities,
    options: [
      ...others.map(option),
      // 'Other' (CityId 0) last (spec §3).
      { value: String(OTHER_CITY_ID), label: m.options.other },
    ],
  });
  return groups;
}

/**
 * The treatment field's list (the 'Other' treatment, ProcedureId 0, labelled in the page's
 * language); in a treatment-or-condition field, Treatments and Conditions groups whose values say
 * which one was chosen ('t:' / 'c:').
 */
export function treatmentGroups(
  treatments: readonly Lists.TreatmentOption[],
  conditions: readonly Lists.ConditionOption[],
  combined: boolean,
  m: LeadMessages,
): SelectGroup[] {
  const treatmentOptions = treatments.map((t) => ({
    value: combined ? `t:${t.ProcedureName}` : t.ProcedureName,
    label: t.ProcedureId === 0 ? m.options.other : t.ProcedureName,
  }));
  if (!combined) return [{ options: treatmentOptions }];
  return [
    { label: m.groups.treatments, options: treatmentOptions },
    {
      label: m.groups.conditions,
      options: conditions.map((c) => ({ value: `c:${c.DiseaseName}`, label: c.DiseaseName })),
    },
  ];
}

export function specialityGroups(specialities: readonly Lists.SpecialityOption[]): SelectGroup[] {
  return [
    {
      options: specialities.map((d) => ({
        value: String(d.DepartmentId),
        label: d.DepartmentName,
      })),
    },
  ];
}

export function hospitalGroups(hospitals: readonly Lists.HospitalOption[]): SelectGroup[] {
  return [
    { options: hospitals.map((h) => ({ value: String(h.HospitalId), label: h.HospitalName })) },
  ];
}

/** Localities: none configured gives no groups (the field is then a text input). */
export function localityGroups(localities: readonly string[]): SelectGroup[] {
  return localities.length ? [{ options: localities.map((l) => ({ value: l, label: l })) }] : [];
}
