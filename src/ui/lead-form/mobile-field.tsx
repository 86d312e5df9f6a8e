"use client";

import { type KeyboardEvent, useMemo, useState } from "react";
import {
  type CountryOption,
  countryForDialCode,
  countryOptions,
  INDIA_DIAL_CODE,
  isBlockedMobileKey,
  isIndia,
  maxMobileDigits,
  normaliseMobileInput,
} from "@/src/lib/lead/mobile";
import { ChevronDownIcon } from "@/src/ui/icons";
import { describedBy, FieldShell } from "./field-shell";
import type { LeadLocale, LeadMessages } from "./messages";

let cached: { locale: string; list: CountryOption[] } | undefined;
function countries(locale: LeadLocale): CountryOption[] {
  if (cached?.locale !== locale) cached = { locale, list: countryOptions(locale) };
  return cached.list;
}

/**
 * The selector's options: India alone until the patient reaches for the selector (or the number
 * is another country's). The full list names 245 countries with `Intl.DisplayNames`, whose
 * first use loads the locale's region names: 130 ms of a 4×-throttled phone's main thread that
 * a page with a form would otherwise spend while it loads (bench/RESULTS.md).
 */
function useCountryList(country: string, locale: LeadLocale, m: LeadMessages) {
  const [wanted, setWanted] = useState(false);
  const list = useMemo(
    () =>
      wanted || country !== "IN"
        ? countries(locale)
        : [{ code: "IN", name: m.labels.india, dial_code: `+${INDIA_DIAL_CODE}` }],
    [wanted, country, locale, m],
  );
  return { list, want: () => setWanted(true) };
}

/**
 * Mobile number with a country selector of every country (libphonenumber-js's dial codes,
 * Intl.DisplayNames names). Input rules (LF-50 to LF-55): a typed leading 0 is stripped, a pasted
 * '+<dial code>…' moves the code into the selector, e E + - . and the up/down arrows are
 * blocked (left/right still move the caret), digits stop at 10 for +91 and 20 otherwise.
 */
export function MobileField({
  id,
  value,
  country,
  onChange,
  error,
  m,
  locale,
  hideLabel,
  announceError,
}: {
  id: string;
  value: string;
  /** ISO country of the selector (IN by default). */
  country: string;
  onChange: (next: { digits: string; dialCode: string; country: string }) => void;
  error?: string;
  m: LeadMessages;
  locale: LeadLocale;
  hideLabel?: boolean;
  /** The error came from the server (the OTP could not be sent): announce it. */
  announceError?: boolean;
}) {
  const { list, want } = useCountryList(country, locale, m);
  const selected = useMemo(() => list.find((c) => c.code === country) ?? list[0], [list, country]);
  const dialCode = (selected?.dial_code ?? "+91").slice(1);
  const countryId = `${id}-country`;

  const apply = (raw: string, currentDial: string, currentCountry: string) => {
    const next = normaliseMobileInput(raw, currentDial);
    const nextCountry =
      next.dialCode === currentDial ? currentCountry : (countryForDialCode(next.dialCode) ?? "IN");
    onChange({ digits: next.digits, dialCode: next.dialCode, country: nextCountry });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedMobileKey(event.key)) event.preventDefault();
  };

  return (
    <FieldShell
      id={id}
      label={m.labels.mobile}
      hideLabel={hideLabel}
      required
      error={error}
      announce={announceError}
    >
      <div
        className={[
          "flex min-h-12 w-full items-stretch rounded-xl border bg-white",
          "focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1",
          error ? "border-red-600" : "border-slate-300 hover:border-slate-400",
        ].join(" ")}
      >
        <div className="relative flex shrink-0 items-center gap-1 border-r border-slate-200 pl-3.5 pr-2.5 text-base font-medium text-slate-800">
          <span aria-hidden="true">{selected?.dial_code}</span>
          <ChevronDownIcon size={16} className="text-slate-500" />
          <select
            id={countryId}
            aria-label={m.labels.countryCode}
            value={selected?.code}
            // Before the picker opens: a pointer press, or the keyboard's focus.
            onPointerDown={want}
            onFocus={want}
            onChange={(e) => {
              const option = list.find((c) => c.code === e.target.value);
              const nextDial = (option?.dial_code ?? "+91").slice(1);
              onChange({
                digits: value.slice(0, maxMobileDigits(nextDial)),
                dialCode: nextDial,
                country: option?.code ?? "IN",
              });
            }}
            className="absolute inset-0 cursor-pointer opacity-0"
            data-testid="country-code"
          >
            {list.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.dial_code})
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={isIndia(dialCode) ? m.placeholders.mobile : m.placeholders.mobileOther}
          value={value}
          onKeyDown={onKeyDown}
          onChange={(e) => apply(e.target.value, dialCode, selected?.code ?? "IN")}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(id, error)}
          className="min-w-0 flex-1 rounded-r-xl bg-transparent px-3 text-base tracking-wide text-slate-900 placeholder:tracking-normal placeholder:text-slate-500 focus:outline-none"
        />
      </div>
    </FieldShell>
  );
}
