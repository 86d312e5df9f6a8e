"use client";

import { knownPageHref } from "@/src/lib/locale-path";
import { useEffect, useId, useRef, useState } from "react";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { PRIVACY_PATH, TERMS_PATH } from "@/src/lib/lead/consent";
import { PARTNER_KINDS, PARTNER_LIMITS } from "@/src/lib/partner/fields";
import type { PartnerField } from "@/src/lib/partner/schema";
import { describedBy, FieldShell, inputClass } from "@/src/ui/lead-form/field-shell";
import { postIdempotent } from "@/src/ui/lead-form/submit";

export const PARTNER_ENQUIRY_PATH = "/api/partner/enquiry";

type Values = Record<Exclude<PartnerField, "consent">, string> & { consent: boolean };
type Errors = Partial<Record<PartnerField, string>>;

const EMPTY: Values = {
  organisation: "",
  contactName: "",
  mobile: "",
  email: "",
  city: "",
  kind: "",
  message: "",
  consent: false,
};

/** The text fields in the order they are shown, with their input hints. */
const TEXT_FIELDS = [
  { key: "organisation", autoComplete: "organization", type: "text" },
  { key: "contactName", autoComplete: "name", type: "text" },
  { key: "mobile", autoComplete: "tel-national", type: "tel" },
  { key: "email", autoComplete: "email", type: "email" },
  { key: "city", autoComplete: "address-level2", type: "text" },
] as const;

/**
 * The /partner-with-us enquiry form: the shared schema checks it with the page's messages before
 * it is sent; the server checks it again (src/lib/partner/schema.ts). Sent with one
 * Idempotency-Key for all its retries (postIdempotent), so a flaky connection makes one enquiry.
 */
export function PartnerForm({ m, locale }: { m: Messages["partner"]; locale: Locale }) {
  const base = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<"idle" | "sending" | "failed">("idle");
  const [serverError, setServerError] = useState("");
  const [doneId, setDoneId] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // The thanks replaces the form under the patient's eyes: bring it into view and focus.
  useEffect(() => {
    if (doneId !== null) thanks.current?.focus();
  }, [doneId]);
  const id = (key: PartnerField) => `${base}-${key}`;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load with the first send, not with the page (SH-42).
    let partnerEnquirySchema: typeof import("@/src/lib/partner/schema").partnerEnquirySchema;
    try {
      ({ partnerEnquirySchema } = await import("@/src/lib/partner/schema"));
    } catch {
      setServerError(m.failed);
      setState("failed");
      return;
    }
    const parsed = partnerEnquirySchema(m.errors).safeParse({ ...values, language: locale });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as PartnerField;
        found[key] ??= issue.message;
      }
      setErrors(found);
      setServerError("");
      const first = [...TEXT_FIELDS.map((f) => f.key), "kind", "message", "consent"].find(
        (k) => found[k as PartnerField],
      );
      if (first)
        form.current
          ?.querySelector<HTMLElement>(`#${CSS.escape(id(first as PartnerField))}`)
          ?.focus();
      return;
    }
    setState("sending");
    setServerError("");
    const result = await postIdempotent(PARTNER_ENQUIRY_PATH, parsed.data, (item) =>
      typeof item?.Id === "number" ? item.Id : undefined,
    );
    if (result.ok) {
      setDoneId(result.value);
      return;
    }
    const envelope = result.error as { error?: string[] } | null;
    setServerError(envelope?.error?.[0] || m.failed);
    setState("failed");
  };

  if (doneId !== null) {
    return (
      <section
        role="status"
        className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
        data-testid="partner-success"
      >
        <h2 ref={thanks} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          {m.successTitle}
        </h2>
        <p className="mt-2 text-slate-700">{format(m.successText, { id: doneId })}</p>
      </section>
    );
  }

  const summary = Object.values(errors).some(Boolean) ? m.errorSummary : "";
  return (
    <section
      aria-labelledby={`${base}-title`}
      className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <h2 id={`${base}-title`} className="text-2xl font-bold text-slate-900">
        {m.formTitle}
      </h2>
      <p className="mt-2 text-slate-600">{m.formIntro}</p>
      <form ref={form} noValidate onSubmit={submit} className="mt-6 grid gap-5 md:grid-cols-2">
        {summary || serverError ? (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 md:col-span-2"
          >
            {serverError || summary}
          </p>
        ) : null}
        {TEXT_FIELDS.map((f) => (
          <FieldShell
            key={f.key}
            id={id(f.key)}
            label={m.labels[f.key]}
            required
            error={errors[f.key]}
          >
            <input
              id={id(f.key)}
              name={f.key}
              type={f.type}
              inputMode={f.type === "tel" ? "numeric" : undefined}
              autoComplete={f.autoComplete}
              value={values[f.key]}
              maxLength={f.key === "mobile" ? 16 : PARTNER_LIMITS[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-required
              aria-describedby={describedBy(id(f.key), errors[f.key])}
              className={inputClass(Boolean(errors[f.key]))}
            />
          </FieldShell>
        ))}
        <FieldShell id={id("kind")} label={m.labels.kind} required error={errors.kind}>
          <select
            id={id("kind")}
            name="kind"
            value={values.kind}
            onChange={(e) => set("kind", e.target.value)}
            aria-invalid={errors.kind ? true : undefined}
            aria-required
            aria-describedby={describedBy(id("kind"), errors.kind)}
            className={inputClass(Boolean(errors.kind))}
          >
            <option value="">{m.chooseKind}</option>
            {PARTNER_KINDS.map((k) => (
              <option key={k} value={k}>
                {m.kinds[k]}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="md:col-span-2">
          <FieldShell id={id("message")} label={m.labels.message} error={errors.message}>
            <textarea
              id={id("message")}
              name="message"
              rows={4}
              value={values.message}
              maxLength={PARTNER_LIMITS.message}
              onChange={(e) => set("message", e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(id("message"), errors.message)}
              className={inputClass(Boolean(errors.message))}
            />
          </FieldShell>
        </div>
        <div className="md:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={id("consent")}
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(e) => set("consent", e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy(id("consent"), errors.consent)}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <label htmlFor={id("consent")} className="text-sm text-slate-700">
              {m.consent}{" "}
              <a
                href={knownPageHref(PRIVACY_PATH, locale)}
                className="font-semibold text-brand-700 underline"
              >
                {m.privacyLink}
              </a>{" "}
              {m.and}{" "}
              <a
                href={knownPageHref(TERMS_PATH, locale)}
                className="font-semibold text-brand-700 underline"
              >
                {m.termsLink}
              </a>
              {m.consentEnd}
            </label>
          </div>
          {errors.consent ? (
            <p
              id={`${id("consent")}-error`}
              className="mt-1.5 text-sm font-medium text-red-700"
              data-testid="field-error"
            >
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={state === "sending"}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-70 md:w-auto"
          >
            {state === "sending" ? m.sending : m.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
