import {
  type EstimateChoice,
  type EstimateInput,
  type InsurerTerms,
  LAKH,
  type PriceItems,
} from "./estimate";
import type { InsurerType, IsoDate, TreatmentRef } from "./types";

/** A choice the estimate offers, with its English and Hindi name. */
interface Option {
  slug: string;
  name: string;
  nameHi: string;
}

/** What the estimate of one treatment reads from the database (src/server/catalog/medical.ts). */
export interface EstimateData {
  treatment: TreatmentRef;
  items: PriceItems;
  /** When the sample prices were last checked. */
  checkedOn: IsoDate;
  implants: (Option & { price: number })[];
  rooms: (Option & { ratePerNight: number; chargeFactor: number })[];
  hospitals: (Option & { factor: number })[];
  /** Popular cities first. */
  cities: { slug: string; name: string; factor: number }[];
  /** Government schemes first, then private insurers, each by name. */
  insurers: ({ slug: string; name: string; type: InsurerType } & InsurerTerms)[];
}

/** The choice a cost page starts from: the city given (else the first), the middle hospital
 * category, twin sharing (the second room), the cheapest implant, no insurer, ₹5 lakh. */
export function defaultChoice(data: EstimateData, citySlug?: string): EstimateChoice {
  const city = data.cities.find((c) => c.slug === citySlug) ?? data.cities[0];
  const middle = data.hospitals[Math.floor((data.hospitals.length - 1) / 2)];
  return {
    city: city?.slug ?? "",
    hospital: middle?.slug ?? "",
    room: (data.rooms[1] ?? data.rooms[0])?.slug ?? "",
    implant: data.implants[0]?.slug ?? null,
    insurer: null,
    sumInsuredLakhs: 5,
  };
}

/**
 * The arithmetic's input for a choice, or null when any part of it is not in the data (an
 * unknown city, room or insurer, an implant the treatment does not have, or none chosen where
 * it has some): the shared URL then answers 404 instead of another estimate.
 */
export function estimateInput(data: EstimateData, choice: EstimateChoice): EstimateInput | null {
  const city = data.cities.find((c) => c.slug === choice.city);
  const hospital = data.hospitals.find((h) => h.slug === choice.hospital);
  const room = data.rooms.find((r) => r.slug === choice.room);
  const implant =
    choice.implant === null ? null : data.implants.find((i) => i.slug === choice.implant);
  const insurer =
    choice.insurer === null ? null : data.insurers.find((i) => i.slug === choice.insurer);
  if (!city || !hospital || !room || implant === undefined || insurer === undefined) return null;
  if ((implant === null) !== (data.implants.length === 0)) return null;
  return {
    items: data.items,
    cityFactor: city.factor,
    hospitalFactor: hospital.factor,
    room,
    implantPrice: implant?.price ?? 0,
    insurer,
    sumInsured: choice.sumInsuredLakhs * LAKH,
  };
}
