"use client";

import { useMemo } from "react";
import type { ResolvedFields, SelectSource } from "@/src/lib/lead/fields";
import type {
  CityOption,
  ConditionOption,
  HospitalOption,
  InsurerOption,
  SpecialityOption,
  TreatmentOption,
} from "@/src/lib/lead/options";
import type { LeadLocale, LeadMessages } from "./messages";
import {
  cityGroups,
  hospitalGroups,
  insurerGroups,
  localityGroups,
  specialityGroups,
  treatmentGroups,
} from "./option-groups";
import { useRemote } from "./remote";
import type { SelectGroup } from "./select-field";

const EMPTY_LIST: never[] = [];

export interface SelectSourceData {
  groups: SelectGroup[];
  loading?: boolean;
}

export interface LeadOptions {
  cities: CityOption[];
  specialities: SpecialityOption[];
  treatments: TreatmentOption[];
  conditions: ConditionOption[];
  /** The insurers and schemes (loaded when the form asks which one). */
  insurers: InsurerOption[];
  /** Each select field's groups, by the source its spec names. */
  sources: Record<SelectSource, SelectSourceData>;
}

/**
 * The option lists this form's fields need, each fetched once per visit (remote.ts): cities
 * (city, preferred city), specialities (of the page's hospital, if any), treatments of the
 * chosen speciality (a speciality field waits for a choice; otherwise the page's department, -1
 * for all) and conditions of the page's department (treatment-or-condition field only).
 */
export function useLeadOptions(input: {
  fields: ResolvedFields;
  /** The selected or the page's own hospital. */
  hospitalId?: number;
  /** The page's department. */
  departmentId?: number;
  /** The chosen speciality. */
  specialityId?: number;
  /** Hospitals the form offers (variant 2). */
  hospitals?: readonly HospitalOption[];
  localities?: readonly string[];
  m: LeadMessages;
  locale: LeadLocale;
  /** The form's treatment option: suggested first in the treatment list. */
  treatment?: string;
  /** The chosen insurance type: the insurer field offers that type's insurers. */
  insuranceType?: string;
}): LeadOptions {
  const { fields, m } = input;
  const on = (key: keyof ResolvedFields) => fields[key] !== "off";
  const combined = on("treatmentOrCondition");
  const cities = useRemote<CityOption[]>(
    on("city") || on("preferredCity") ? "/api/cities" : null,
    EMPTY_LIST,
  );
  const specialities = useRemote<SpecialityOption[]>(
    on("speciality")
      ? `/api/lead/specialities${input.hospitalId ? `?hospitalId=${input.hospitalId}` : ""}`
      : null,
    EMPTY_LIST,
  );
  const departmentId = on("speciality") ? input.specialityId : input.departmentId;
  const treatments = useRemote<TreatmentOption[][]>(
    (on("treatment") || combined) && !(on("speciality") && departmentId === undefined)
      ? `/api/lead/treatments?departmentId=${departmentId ?? -1}`
      : null,
    EMPTY_LIST,
  );
  const conditions = useRemote<ConditionOption[]>(
    combined
      ? `/api/lead/conditions${input.departmentId ? `?departmentId=${input.departmentId}` : ""}`
      : null,
    EMPTY_LIST,
  );
  const insurers = useRemote<InsurerOption[]>(
    on("insurer") ? "/api/lead/insurers" : null,
    EMPTY_LIST,
  );
  const treatmentList = treatments.data[0] ?? EMPTY_LIST;
  const hospitals = input.hospitals ?? EMPTY_LIST;
  const localities = input.localities ?? EMPTY_LIST;
  const sources = useMemo(
    (): Record<SelectSource, SelectSourceData> => ({
      cities: { groups: cityGroups(cities.data, m, input.locale), loading: cities.loading },
      specialities: {
        groups: specialityGroups(specialities.data, input.locale),
        loading: specialities.loading,
      },
      hospitals: { groups: hospitalGroups(hospitals) },
      treatments: {
        groups: treatmentGroups(treatmentList, conditions.data, combined, m, {
          locale: input.locale,
          treatment: input.treatment,
          departmentId: input.departmentId,
        }),
        loading: treatments.loading || conditions.loading,
      },
      insurers: {
        groups: insurerGroups(insurers.data, input.insuranceType, input.locale),
        loading: insurers.loading,
      },
      localities: { groups: localityGroups(localities) },
    }),
    [
      cities.data,
      cities.loading,
      specialities.data,
      specialities.loading,
      hospitals,
      treatmentList,
      treatments.loading,
      conditions.data,
      conditions.loading,
      combined,
      insurers.data,
      insurers.loading,
      input.insuranceType,
      localities,
      m,
      input.locale,
      input.treatment,
      input.departmentId,
    ],
  );
  return {
    cities: cities.data,
    specialities: specialities.data,
    treatments: treatmentList,
    conditions: conditions.data,
    insurers: insurers.data,
    sources,
  };
}
