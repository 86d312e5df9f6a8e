import { type Coverage, coverageOf } from "../coverage/coverage";
import { GENERAL_WARD_SLUG, SCHEME_RULES } from "../coverage/terms";
import {
  computeEstimate,
  type Estimate,
  type EstimateChoice,
  type EstimateInput,
  LAKH,
  type PriceItems,
} from "./estimate";
import { nearestWith } from "./distance";
import { AYUSHMAN_INSURER_SLUG } from "./insurance";
import type { InsurerType, IsoDate, NearbyCity, TreatmentRef } from "./types";

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
  /** Popular cities first; the state decides where a state scheme pays. */
  cities: {
    id: number;
    slug: string;
    name: string;
    state: string;
    factor: number;
    latitude: number;
    longitude: number;
  }[];
  /**
   * Each insurer's network by city slug: hospitals with cashless treatment under it; for
   * PM-JAY, empanelled hospitals that price this treatment. A city it lacks has none; an
   * insurer it lacks is not known (no network answer).
   */
  networks: Record<string, Record<string, number>>;
  /**
   * Government schemes first, then private insurers, each by name. What each pays is the
   * coverage rules' (src/lib/coverage), never read from here.
   */
  insurers: { slug: string; name: string; type: InsurerType }[];
}

/**
 * The choice a cost page starts from: the city given (else the first), the middle hospital
 * category, twin sharing (the second room), the cheapest implant, no insurer, ₹5 lakh. A
 * coverage check names its insurer: for a scheme that pays only for the general ward, the room
 * starts there, so that the first answer is the one the scheme can give.
 */
export function defaultChoice(
  data: EstimateData,
  citySlug?: string,
  insurerSlug?: string,
): EstimateChoice {
  const city = data.cities.find((c) => c.slug === citySlug) ?? data.cities[0];
  const middle = data.hospitals[Math.floor((data.hospitals.length - 1) / 2)];
  const wardOnly =
    insurerSlug !== undefined &&
    SCHEME_RULES.get(insurerSlug)?.kind === "package" &&
    data.rooms.some((r) => r.slug === GENERAL_WARD_SLUG);
  return {
    city: city?.slug ?? "",
    hospital: middle?.slug ?? "",
    room: wardOnly ? GENERAL_WARD_SLUG : ((data.rooms[1] ?? data.rooms[0])?.slug ?? ""),
    implant: data.implants[0]?.slug ?? null,
    insurer: null,
    sumInsuredLakhs: 5,
  };
}

/**
 * The arithmetic's input for a choice, or null when any part of it is not in the data (an
 * unknown city, room or insurer, an implant the treatment does not have, or none chosen where
 * it has some): the shared URL then answers 404 instead of another estimate. The input is the
 * cost without insurance; what an insurer pays is `estimateFor`'s coverage.
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
    insurer: null,
    sumInsured: choice.sumInsuredLakhs * LAKH,
  };
}

/** How many hospitals of the insurer's network the city has, and the nearest cities with one. */
export interface NetworkAnswer {
  /** "cashless": a private insurer's or a scheme's listed hospitals; "empanelled": PM-JAY's for the treatment. */
  kind: "cashless" | "empanelled";
  here: number;
  nearest: NearbyCity[];
}

export interface EstimateResult {
  input: EstimateInput;
  estimate: Estimate;
  /** The insurer's answer (src/lib/coverage); null without an insurer. */
  coverage: Coverage | null;
  /** The insurer's network in the chosen city; null without an insurer. */
  network: NetworkAnswer | null;
}

/** How many cities the estimate names when the chosen one has no hospital of the network. */
const NETWORK_NEAREST = 3;

/** The insurer's network in the chosen city and the nearest cities with one (one computation). */
export function networkFor(
  data: EstimateData,
  insurerSlug: string,
  citySlug: string,
): NetworkAnswer | null {
  const counts = data.networks[insurerSlug];
  if (!counts) return null;
  const answer = nearestWith(
    data.cities.find((c) => c.slug === citySlug),
    data.cities,
    (c) => counts[c.slug] ?? 0,
    NETWORK_NEAREST,
  );
  return { kind: insurerSlug === AYUSHMAN_INSURER_SLUG ? "empanelled" : "cashless", ...answer };
}

/**
 * The estimate of a choice and, with an insurer, its coverage: the one computation behind the
 * figures on the page (server HTML and browser alike), in the lead's remark and in the tests.
 * Null when the choice is not in the data.
 */
export function estimateFor(data: EstimateData, choice: EstimateChoice): EstimateResult | null {
  const input = estimateInput(data, choice);
  if (!input) return null;
  const estimate = computeEstimate(input);
  const insurer = data.insurers.find((i) => i.slug === choice.insurer);
  const city = data.cities.find((c) => c.slug === choice.city);
  const network = insurer ? networkFor(data, insurer.slug, choice.city) : null;
  const coverage = insurer
    ? coverageOf({
        insurer,
        treatmentSlug: data.treatment.slug,
        state: city?.state ?? null,
        roomSlug: choice.room,
        sumInsured: input.sumInsured,
        input,
        networkHere: network?.here,
      })
    : null;
  return { input, estimate, coverage, network };
}
