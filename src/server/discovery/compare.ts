import "server-only";
import { cache } from "react";
import { COMPARE_SEPARATOR, type CompareKind } from "@/src/lib/catalog/compare";
import { greatCircleKm, shownKm } from "@/src/lib/catalog/distance";
import type {
  CityRef,
  CostRange,
  DepartmentRef,
  Doctor,
  Hospital,
  HospitalRef,
  TreatmentRef,
} from "@/src/lib/catalog/types";
import {
  cachedCityBySlug,
  cachedDoctorBySlug,
  cachedHospitalBySlug,
  cachedTreatmentBySlug,
} from "@/src/server/catalog/cached";

/** A treatment and what it costs: the hospital's own range, or the city's for a doctor. */
export interface CompareCost {
  treatment: TreatmentRef;
  cost: CostRange | null;
}

/** One column of the compare page: the facts of one doctor or hospital, in the rows' order. */
export interface CompareColumn {
  id: number;
  name: string;
  slug: string;
  /** The profile. */
  href: string;
  city: CityRef;
  isSample: boolean;
  /** A doctor's speciality (null for hospitals). */
  department: DepartmentRef | null;
  /** A hospital's locality (a doctor's is the primary hospital's, in `via`). */
  locality: string | null;
  /** Doctors only (null for hospitals). */
  experienceYears: number | null;
  consultationFee: number | null;
  rating: number | null;
  reviewCount: number;
  /**
   * Treatments with their cost: a hospital's own ranges as its profile shows them; a doctor's
   * treatments with the range in the doctor's city as that city's treatment page shows it.
   */
  costs: CompareCost[];
  /** A doctor's insurers, PM-JAY and NABH are those of the primary hospital, named here. */
  via: HospitalRef | null;
  cashlessInsurers: string[];
  pmjay: boolean | null;
  nabh: boolean | null;
  /** Straight line from the city centre to the hospital (km as shown), null without a position. */
  km: number | null;
}

export interface CompareData {
  kind: CompareKind;
  columns: CompareColumn[];
}

/** The most treatments a column lists: the common ones first, as the profiles order them. */
const COSTS_SHOWN = 8;

/** Straight line from the centre of the hospital's city, as the nearest-cities lists measure. */
async function kmFromCentre(hospital: Hospital): Promise<number | null> {
  if (!hospital.coordinates) return null;
  const city = await cachedCityBySlug(hospital.city.slug);
  if (!city) return null;
  return shownKm(greatCircleKm(city, hospital.coordinates));
}

async function hospitalColumn(h: Hospital): Promise<CompareColumn> {
  return {
    id: h.id,
    name: h.name,
    slug: h.slug,
    href: h.href,
    city: h.city,
    isSample: h.isSample,
    department: null,
    locality: h.locality?.name ?? null,
    experienceYears: null,
    consultationFee: null,
    rating: h.rating,
    reviewCount: h.reviewCount,
    costs: h.treatmentCosts.slice(0, COSTS_SHOWN).map((c) => ({
      treatment: c.treatment,
      cost: { minCost: c.minCost, maxCost: c.maxCost, avgCost: c.avgCost ?? null },
    })),
    via: null,
    cashlessInsurers: h.cashlessInsurers,
    pmjay: h.ayushmanEmpanelled,
    nabh: h.accreditationBodies.includes("NABH"),
    km: await kmFromCentre(h),
  };
}

async function doctorColumn(d: Doctor): Promise<CompareColumn> {
  const hospital = d.primaryHospital ? await cachedHospitalBySlug(d.primaryHospital.slug) : null;
  const costs = await Promise.all(
    d.treatments.slice(0, COSTS_SHOWN).map(async (t): Promise<CompareCost> => {
      // The read and the choice of the city treatment page (/{city}/treatment/{slug}).
      const treatment = await cachedTreatmentBySlug(t.slug, { cityId: d.city.id });
      const cost = treatment?.cost ?? treatment?.costs.find((c) => c.city.id === d.city.id) ?? null;
      return {
        treatment: t,
        cost: cost ? { minCost: cost.minCost, maxCost: cost.maxCost } : null,
      };
    }),
  );
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    href: d.href,
    city: d.city,
    isSample: d.isSample,
    department: d.department,
    locality: null,
    experienceYears: d.experienceYears,
    consultationFee: d.consultationFee,
    rating: d.rating,
    reviewCount: d.reviewCount,
    costs,
    via: d.primaryHospital,
    cashlessInsurers: hospital?.cashlessInsurers ?? [],
    pmjay: hospital ? hospital.ayushmanEmpanelled : null,
    nabh: hospital ? hospital.accreditationBodies.includes("NABH") : null,
    km: hospital ? await kmFromCentre(hospital) : null,
  };
}

/**
 * The compare page of a canonical `{items}` segment (`parseCompareItems` said "ok"; a string, so
 * that the page and its metadata share one load): null when any slug is not a doctor (or
 * hospital) of the catalogue, a hospital's slug on the doctors' page included. Only the
 * per-entity cached reads the profiles use: nothing is stored per combination.
 */
export const loadCompare = cache(
  async (kind: CompareKind, items: string): Promise<CompareData | null> => {
    const slugs = items.split(COMPARE_SEPARATOR);
    if (kind === "doctors") {
      const doctors = await Promise.all(slugs.map((s) => cachedDoctorBySlug(s)));
      if (doctors.some((d) => d === null)) return null;
      return { kind, columns: await Promise.all((doctors as Doctor[]).map(doctorColumn)) };
    }
    const hospitals = await Promise.all(slugs.map((s) => cachedHospitalBySlug(s)));
    if (hospitals.some((h) => h === null)) return null;
    return { kind, columns: await Promise.all((hospitals as Hospital[]).map(hospitalColumn)) };
  },
);
