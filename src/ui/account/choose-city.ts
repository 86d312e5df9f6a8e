"use client";

import { notifyCredentialsChanged, readCredentials } from "./credentials-store";
import { type ChosenCity, storeCity } from "./selected-city";

/**
 * Chooses the visitor's city outside the Location modal (the home page's city tiles): kept in
 * this browser, and for a logged-in user also in the profile (its city comes first, AU-15).
 * City-aware parts (header, home costs, lead form) follow at once through the stores' events;
 * nothing reloads. The profile call loads with the first choice, not with the page.
 */
export async function chooseCity(city: ChosenCity): Promise<void> {
  if (readCredentials()) {
    const { updateProfile } = await import("./api");
    const result = await updateProfile({ cityId: city.cityid });
    if (result.ok) notifyCredentialsChanged();
    else console.warn("could not save the city to the profile", result.envelope?.status.code);
  }
  storeCity(city);
}
