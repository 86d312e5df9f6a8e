"use client";

import { useSyncExternalStore } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { readCredentials } from "./credentials-store";

/**
 * The chosen city (AU-34, AU-35): localStorage `selectedCity`, plus `sessionLocation` with the time
 * of the choice. A logged-in user's profile city comes first. City-aware parts (search, lead
 * form) read it with `useSelectedCity()`.
 */
export const SELECTED_CITY_KEY = "selectedCity";
export const SESSION_LOCATION_KEY = "sessionLocation";
const EVENT = "vaidya:city";

export interface ChosenCity {
  cityid: number;
  cityname: string;
  type?: string;
}

function parseCity(raw: string | null): ChosenCity | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChosenCity> | null;
    if (value && Number.isInteger(value.cityid) && typeof value.cityname === "string") {
      return { cityid: Number(value.cityid), cityname: value.cityname, type: value.type };
    }
  } catch {
    // a value some other script wrote: ignore it
  }
  return null;
}

let lastRaw: string | null = null;
let lastCity: ChosenCity | null = null;

/** The city stored in this browser, if any. */
export function readStoredCity(): ChosenCity | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SELECTED_CITY_KEY);
  } catch {
    return null; // storage disabled
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCity = parseCity(raw);
  }
  return lastCity;
}

/** Stores the choice: `selectedCity`, and `sessionLocation` = { time, city }. */
export function storeCity(city: ChosenCity): void {
  try {
    window.localStorage.setItem(SELECTED_CITY_KEY, JSON.stringify(city));
    window.localStorage.setItem(
      SESSION_LOCATION_KEY,
      JSON.stringify({ time: new Date().toISOString(), city }),
    );
  } catch {
    // storage disabled or full: the choice lives until the reload
  }
  window.dispatchEvent(new Event(EVENT));
}

/** The profile city of a logged-in user, else the stored one, else none. */
export function currentCity(
  credentials: Credentials | null = readCredentials(),
): ChosenCity | null {
  return credentials?.selectedCity ?? readStoredCity();
}

/**
 * The visitor's city with the time it was chosen: the profile city first (timed when it is the
 * city last chosen in this browser), else the stored choice.
 */
export function currentCityChoice(
  credentials: Credentials | null = readCredentials(),
): { city: ChosenCity; at?: number } | null {
  const city = currentCity(credentials);
  if (!city) return null;
  let at: number | undefined;
  try {
    const raw = window.localStorage.getItem(SESSION_LOCATION_KEY);
    const session = raw
      ? (JSON.parse(raw) as { time?: unknown; city?: Partial<ChosenCity> })
      : null;
    const time = Date.parse(String(session?.time ?? ""));
    if (session?.city?.cityid === city.cityid && Number.isFinite(time)) at = time;
  } catch {
    // storage disabled or a foreign value: the choice has no time
  }
  return { city, at };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The chosen city for rendering; null on the server and before a choice. */
export function useStoredCity(): ChosenCity | null {
  return useSyncExternalStore(subscribe, readStoredCity, () => null);
}
