"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { isValidName } from "@/src/lib/auth/validators";
import { isPopularCity, nearestCity, orderCities } from "@/src/lib/catalog/cities";
import { citiesMatching, cityNameIn } from "@/src/lib/catalog/city-names";
import type { Locale } from "@/src/lib/i18n";
import { envelopeMessage } from "@/src/ui/api-client";
import { MapPinIcon } from "@/src/ui/icons";
import { type CityListItem, fetchCityList, updateProfile } from "./api";
import { AccountDialog, FieldError, inputClass, primaryButton, TextField } from "./dialog";
import type { AccountMessages } from "./messages";
import { currentCity, storeCity } from "./selected-city";

/** AU-33: the page reloads 1 s after a location save; CN-6: geolocation gives up after 5000 ms. */
export const LOCATION_RELOAD_MS = 1000;
export const GEOLOCATION_TIMEOUT_MS = 5000;

/**
 * The location modal (AU-27 to AU-33): choose a city — popular ones first, 'Other Cities' after, or
 * 'Near me' — and save. Titled 'Personal Details' and asking for the name too when a logged-in
 * user has none (after a first login). Logged in, the city (and name) go to the profile;
 * either way the choice is kept in localStorage and the page reloads after 1 s.
 */
export default function LocationModal({
  m,
  credentials,
  needName,
  onClose,
  locale = "en",
}: {
  m: AccountMessages;
  credentials: Credentials | null;
  needName: boolean;
  onClose: () => void;
  /** The page's language: cities are named in it (Devanagari on Hindi pages, HI-18). */
  locale?: Locale;
}) {
  const [cities, setCities] = useState<(CityListItem & { id: number; name: string })[]>([]);
  const [selected, setSelected] = useState<number | null>(
    () => currentCity(credentials)?.cityid ?? null,
  );
  const [name, setName] = useState("");
  const [cityError, setCityError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  /** Why 'Near me' found no city (permission denied, no position, no geolocation). */
  const [geoError, setGeoError] = useState<string>();
  const firstCity = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    fetchCityList().then((list) => {
      if (live) setCities(orderCities(list.map((c) => ({ ...c, id: c.cityid, name: c.cityname }))));
    });
    return () => {
      live = false;
    };
  }, []);

  // What the search box holds: the lists show the cities it finds, in either script.
  const [typed, setTyped] = useState("");
  const shown = useMemo(
    () => (typed.trim() ? citiesMatching(typed, cities) : cities),
    [typed, cities],
  );
  const popular = useMemo(() => shown.filter((c) => isPopularCity(c.cityid)), [shown]);
  const others = useMemo(() => shown.filter((c) => !isPopularCity(c.cityid)), [shown]);
  const nameOf = (c: CityListItem) => cityNameIn(locale, { name: c.cityname });
  const choose = (cityid: number | null) => {
    setSelected(cityid);
    setCityError(undefined);
  };

  /**
   * 'Near me' found nothing: say why and hand the choice to the patient (the first city takes the
   * focus). ER-10 and ER-11 only log these; saying nothing left the button looking broken, so the
   * log stays and a message is shown too
   * (docs/decisions/0014-near-me-says-when-it-finds-nothing.md).
   */
  const geoFailed = (log: string, message: string) => {
    console.warn(log);
    setGeoError(message);
    firstCity.current?.focus();
  };

  const nearMe = () => {
    setGeoError(undefined);
    if (!navigator.geolocation) {
      geoFailed(m.location.logUnsupported, m.location.geoUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const near = nearestCity(
          { latitude: position.coords.latitude, longitude: position.coords.longitude },
          cities,
        );
        if (near) choose(near.cityid);
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) {
          geoFailed(m.location.logDenied, m.location.geoDenied);
        } else {
          geoFailed(error.message, m.location.geoUnavailable);
        }
      },
      { timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  const save = async () => {
    setFormError(undefined);
    const city = cities.find((c) => c.cityid === selected);
    const nameOk = !needName || isValidName(name);
    if (!city) setCityError(m.location.selectCity);
    if (!nameOk) setNameError(m.location.enterName);
    if (!city || !nameOk) return;
    setBusy(true);
    const chosen = { cityid: city.cityid, cityname: city.cityname, type: city.type };
    if (credentials) {
      const result = await updateProfile({
        cityId: city.cityid,
        ...(needName ? { name: name.trim() } : {}),
      });
      if (!result.ok) {
        setBusy(false);
        setFormError(envelopeMessage(result.envelope, m.errors.generic));
        return;
      }
      storeCity(chosen);
      setSuccess(m.location.profileUpdated);
    } else {
      storeCity(chosen);
      setSuccess(m.location.locationUpdated);
    }
    window.setTimeout(() => window.location.reload(), LOCATION_RELOAD_MS);
  };

  const selectedIsOther = selected !== null && !isPopularCity(selected);

  return (
    <AccountDialog
      title={needName ? m.location.personalTitle : m.location.title}
      description={needName ? m.location.personalIntro : m.location.intro}
      closeLabel={m.close}
      onClose={onClose}
      testId="location-modal"
    >
      {success ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 px-4 py-6 text-center text-base font-semibold text-brand-800"
          data-testid="location-success"
        >
          {success}
        </p>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {needName ? (
            <TextField
              id={`${id}-name`}
              label={m.location.nameLabel}
              value={name}
              autoComplete="name"
              onChange={(v) => {
                setName(v);
                setNameError(undefined);
              }}
              error={nameError}
              testId="location-name"
            />
          ) : null}

          <div>
            <label
              htmlFor={`${id}-find`}
              className="mb-1.5 block text-sm font-semibold text-slate-700"
            >
              {m.location.find}
            </label>
            <input
              id={`${id}-find`}
              type="search"
              value={typed}
              autoComplete="off"
              placeholder={m.location.findHint}
              onChange={(e) => {
                const value = e.target.value;
                setTyped(value);
                // One city found: it is the choice, as if its tile had been pressed.
                const found = value.trim() ? citiesMatching(value, cities) : [];
                if (found.length === 1 && found[0]) choose(found[0].cityid);
              }}
              className={`${inputClass} border-slate-300`}
              data-testid="location-find"
            />
            {typed.trim() && shown.length === 0 ? (
              <p className="mt-1.5 text-sm text-slate-700" data-testid="location-none-found">
                {m.location.noneFound}
              </p>
            ) : null}
          </div>

          <div className="flex items-center justify-between gap-3">
            <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
              {m.location.popular}
            </span>
            <button
              type="button"
              onClick={nearMe}
              disabled={locating || cities.length === 0}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              data-testid="location-near-me"
            >
              <MapPinIcon size={16} />
              {locating ? m.location.locating : m.location.nearMe}
            </button>
          </div>
          {geoError ? (
            <p
              role="alert"
              className="-mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800"
              data-testid="location-geo-error"
            >
              {geoError}
            </p>
          ) : null}
          <fieldset className="-mt-3" aria-describedby={cityError ? `${id}-city-error` : undefined}>
            <legend className="sr-only">{m.location.popular}</legend>
            <div className="grid grid-cols-3 gap-2" data-testid="popular-cities">
              {popular.map((city, index) => {
                const checked = selected === city.cityid;
                return (
                  <label
                    key={city.cityid}
                    className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                      checked
                        ? "border-brand-600 bg-brand-50 text-brand-900"
                        : "border-slate-200 text-slate-700 hover:border-slate-300"
                    }`}
                  >
                    <input
                      ref={index === 0 ? firstCity : undefined}
                      type="radio"
                      name={`${id}-city`}
                      value={city.cityid}
                      checked={checked}
                      onChange={() => choose(city.cityid)}
                      className="sr-only"
                    />
                    {city.webIconPrimary ? (
                      // biome-ignore lint/performance/noImgElement: small line-art SVG icons, no optimisation to gain
                      <img
                        src={(checked && city.webIconSecondary) || city.webIconPrimary}
                        alt=""
                        width={40}
                        height={40}
                        className="h-10 w-10"
                      />
                    ) : null}
                    <span>{nameOf(city)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <div>
            <label
              htmlFor={`${id}-other`}
              className="mb-1.5 block text-sm font-semibold text-slate-700"
            >
              {m.location.other}
            </label>
            <select
              id={`${id}-other`}
              value={selectedIsOther ? String(selected) : ""}
              onChange={(e) => choose(e.target.value ? Number(e.target.value) : null)}
              className={`${inputClass} border-slate-300`}
              data-testid="location-other"
            >
              <option value="">{m.location.otherPlaceholder}</option>
              {others.map((city) => (
                <option key={city.cityid} value={city.cityid}>
                  {nameOf(city)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-city-error`} message={cityError} />
          </div>

          {formError ? (
            <p role="alert" className="text-sm text-red-700" data-testid="location-error">
              {formError}
            </p>
          ) : null}

          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            data-testid="location-save"
          >
            {busy ? m.location.saving : m.location.save}
          </button>
        </form>
      )}
    </AccountDialog>
  );
}
