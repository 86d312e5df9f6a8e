"use client";

import { type Dispatch, type SetStateAction, useEffect, useMemo } from "react";
import type { Attribution } from "@/src/lib/lead/attribution";
import { cityPreselectionOrder } from "@/src/lib/lead/city-preselect";
import type { ResolvedFields } from "@/src/lib/lead/fields";
import type { LeadFormValues } from "@/src/lib/lead/form-values";
import { INDIA_DIAL_CODE } from "@/src/lib/lead/mobile";
import {
  insurerInList,
  matchCity,
  preselectedInsurance,
  preselectedTreatment,
} from "@/src/lib/lead/preselect";
import { readCredentials } from "@/src/ui/account/credentials-store";
import { currentCityChoice } from "@/src/ui/account/selected-city";
import { readStoredAttributionTime } from "./attribution-store";
import type { LeadOptions } from "./use-lead-options";

/**
 * Preselections, each made once its list has arrived and only while the field is empty: a
 * logged-in patient's name and mobile (editable like any typed value); the form's city option, then the campaign's ?city= and the visitor's chosen city (profile first;
 * a choice made after the campaign beats it); the page's speciality; the form's treatment
 * option (else the page's), else the page's condition, else the campaign's ?disease=; the
 * insurer chosen before the form (in the estimate, on an insurer's page).
 */
export function usePreselection(input: {
  options: LeadOptions;
  values: LeadFormValues;
  setValues: Dispatch<SetStateAction<LeadFormValues>>;
  attribution: Attribution | undefined;
  /** The form's city and treatment options. */
  city?: number | string;
  treatment?: string;
  /** The page's condition. */
  condition?: string;
  insurer?: { name: string; type: string };
  fields: ResolvedFields;
  /** The page's department. */
  departmentId?: number;
  /** The treatment field is the treatment-or-condition one. */
  combined: boolean;
}): void {
  const { options, values, setValues, attribution, combined } = input;
  const cityChoice = useMemo(
    () => (typeof window === "undefined" ? null : currentCityChoice()),
    [],
  );
  useEffect(() => {
    const account = readCredentials();
    if (!account) return;
    // The login number is an Indian one (AU-7); another country's would need its selector.
    const mobile = account.countryCode === INDIA_DIAL_CODE ? account.mobileNo : "";
    setValues((v) => ({
      ...v,
      name: v.name || account.name || "",
      ...(v.mobile === "" && mobile ? { mobile, dialCode: INDIA_DIAL_CODE, country: "IN" } : {}),
    }));
  }, [setValues]);
  useEffect(() => {
    if (values.city !== undefined || options.cities.length === 0) return;
    const order = cityPreselectionOrder({
      form: input.city,
      campaign: attribution?.city,
      campaignAt: readStoredAttributionTime(),
      chosen: cityChoice?.city.cityid,
      chosenAt: cityChoice?.at,
    });
    const match = order.map((wanted) => matchCity(options.cities, wanted)).find(Boolean);
    if (match) setValues((v) => (v.city === undefined ? { ...v, city: match.CityId } : v));
  }, [options.cities, input.city, attribution, cityChoice, values.city, setValues]);
  useEffect(() => {
    const department = input.departmentId;
    if (values.speciality !== undefined || !department) return;
    if (options.specialities.some((d) => d.DepartmentId === department)) {
      setValues((v) => ({ ...v, speciality: department }));
    }
  }, [options.specialities, input.departmentId, values.speciality, setValues]);
  useEffect(() => {
    if (values.treatment !== undefined) return;
    const pick = preselectedTreatment({
      treatments: options.treatments,
      conditions: options.conditions,
      treatment: input.treatment,
      disease: input.condition ?? attribution?.disease,
      combined,
    });
    if (pick) setValues((v) => (v.treatment === undefined ? { ...v, treatment: pick } : v));
  }, [
    options.treatments,
    options.conditions,
    input.treatment,
    input.condition,
    attribution,
    values.treatment,
    combined,
    setValues,
  ]);
  const { insurer, fields } = input;
  const insurers = options.insurers;
  useEffect(() => {
    if (!insurer) return;
    // The insurer field's value is the list's English name: a name given in Hindi waits for the
    // list (a form without the field keeps the name it was given).
    const listed = insurerInList(insurers, insurer.name);
    if (fields.insurer !== "off" && !listed && insurers.length === 0) return;
    const named = listed ? { name: listed.InsurerName, type: insurer.type } : insurer;
    setValues((v) => {
      const answers = preselectedInsurance(named, fields, v);
      return answers ? { ...v, ...answers } : v;
    });
  }, [insurer, insurers, fields, setValues]);
}
