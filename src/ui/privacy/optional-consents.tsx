"use client";

/** The optional consents a lead may carry, off unless ticked. */
export interface OptionalConsentValues {
  whatsapp: boolean;
  marketing: boolean;
}

/**
 * Two single ticks under the lead form's consent line (DPDP Act: a consent per purpose, never
 * pre-ticked). Small print, so the form stays as short as it was.
 */
export function OptionalConsents({
  idPrefix,
  value,
  onChange,
  m,
}: {
  idPrefix: string;
  value: OptionalConsentValues;
  onChange: (value: OptionalConsentValues) => void;
  m: { whatsapp: string; marketing: string };
}) {
  const tick = (key: keyof OptionalConsentValues, label: string) => (
    <label
      htmlFor={`${idPrefix}-consent-${key}`}
      className="flex min-h-8 cursor-pointer items-start gap-2 text-xs leading-5 text-slate-700"
    >
      <input
        id={`${idPrefix}-consent-${key}`}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        checked={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
        data-testid={`lead-consent-${key}`}
      />
      {label}
    </label>
  );
  return (
    <div className="-mt-1 flex flex-col" data-testid="lead-optional-consents">
      {tick("whatsapp", m.whatsapp)}
      {tick("marketing", m.marketing)}
    </div>
  );
}
