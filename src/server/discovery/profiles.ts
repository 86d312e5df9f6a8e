import "server-only";
import { cache } from "react";
import type { Doctor, DoctorSummary, Hospital, Review } from "@/src/lib/catalog/types";
import {
  cachedDoctorBySlug,
  cachedDoctors,
  cachedHospitalBySlug,
  cachedReviews,
} from "@/src/server/catalog/cached";

export interface DoctorProfileData {
  doctor: Doctor;
  /** The newest reviews; their number and average are the doctor's reviewCount and rating. */
  reviews: Review[];
  /** Doctors of the same speciality in the same city, this one left out. */
  similar: DoctorSummary[];
}

/** A doctor's profile page; null when no doctor has that slug. */
export const loadDoctorProfile = cache(async (slug: string): Promise<DoctorProfileData | null> => {
  const doctor = await cachedDoctorBySlug(slug);
  if (!doctor) return null;
  const [reviews, similar] = await Promise.all([
    cachedReviews({ doctorId: doctor.id, limit: 10 }),
    cachedDoctors({
      cityId: doctor.city.id,
      departmentId: doctor.department.id,
      excludeId: doctor.id,
      limit: 4,
    }),
  ]);
  return { doctor, reviews, similar: similar.items };
});

export interface HospitalProfileData {
  hospital: Hospital;
  /** The newest reviews; their number and average are the hospital's reviewCount and rating. */
  reviews: Review[];
  /** Everyone who practises here (up to 100), for "departments and their doctors". */
  doctors: DoctorSummary[];
}

/** A hospital's profile page; null when no hospital has that slug. */
export const loadHospitalProfile = cache(
  async (slug: string): Promise<HospitalProfileData | null> => {
    const hospital = await cachedHospitalBySlug(slug);
    if (!hospital) return null;
    const [reviews, doctors] = await Promise.all([
      cachedReviews({ hospitalId: hospital.id, limit: 10 }),
      cachedDoctors({ hospitalId: hospital.id, limit: 100 }),
    ]);
    return { hospital, reviews, doctors: doctors.items };
  },
);
