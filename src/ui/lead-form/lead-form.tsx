"use client";

import { type FormEvent, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  type FieldRequirements,
  type ResolvedFields,
  resolveFields,
  shownFields,
} from "@/src/lib/lead/fields";
import { visibilityAnswers } from "@/src/lib/lead/form-values";
import { type LeadMode, modeFields } from "@/src/lib/lead/modal";
import type { HospitalOption } from "@/src/lib/lead/options";
import {
  buildLeadPayload,
  type CalculationFields,
  type LeadPageValues,
  type WebLeadCreateBody,
} from "@/src/lib/lead/payload";
import { insurerFromAnswers, insurerInList } from "@/src/lib/lead/preselect";
import { resolveVariantOf } from "@/src/lib/lead/variant-rule";
import {
  type DoctorHospital,
  leadDoctorHospital,
  type PageSettingsValue,
  usePageContext,
} from "@/src/ui/page/page-context";
import { readStoredAttribution } from "./attribution-store";
import type { checkLeadBody } from "./lead-check";
import { type FieldContext, FieldRenderer } from "./field-renderer";
import { LeadFormFooter } from "./form-footer";
import { type LeadLocale, leadMessages, pageLocale } from "./messages";
import { LeadOtpStep } from "./otp-step";
import { SelfieField, type SelfieValue } from "./selfie-field";
import { type OptionalConsentValues, OptionalConsents } from "@/src/ui/privacy/optional-consents";
import { sendLeadPhoto } from "./submit";
import { useLeadOptions } from "./use-lead-options";
import { useLeadSubmit } from "./use-lead-submit";
import { useLeadValues } from "./use-lead-values";
import { usePreselection } from "./use-preselection";

/** The shared schema's check (lead-check.ts), fetched when the form is first focused. */
const loadLeadCheck = () => import("./lead-check");

/**
 * The form's check of a body; should its code fail to load (a dropped connection), the body goes
 * out unchecked: the server runs the same schema and answers what is wrong.
 */
async function checkBody(
  body: WebLeadCreateBody,
  resolved: ResolvedFields,
): Promise<ReturnType<typeof checkLeadBody>> {
  try {
    const { checkLeadBody } = await loadLeadCheck();
    return checkLeadBody(body, resolved);
  } catch (error) {
    console.warn("the lead form's check did not load; the server checks the lead", error);
    return { ok: true };
  }
}

/** The lead-form options (LF-8) (plus the option lists a page may supply). */
export interface LeadFormOptions {
  variant?: string;
  mode?: LeadMode;
  /** Heading text; also the modal title's third fallback. */
  header?: string;
  /** Preselected city: CityId or name. */
  city?: number | string;
  /** Preselected treatment name. */
  treatment?: string;
  /**
   * Preselected insurer or scheme (a coverage check after choosing one): insurance 'Yes', its
   * type, and its name, which the lead carries as InsuranceNameData.
   */
  insurer?: { name: string; type: string };
  /** Prefilled query. */
  query?: string;
  hideName?: boolean;
  /** Default true (LF-41). */
  insuranceRequired?: boolean;
  fieldRequirements?: FieldRequirements;
  submitTitle?: string;
  headingRequired?: boolean;
  /** Visible labels (default true); without them labels stay for screen readers. */
  label?: boolean;
  /** Hospitals offered (variant 2); none: the hospital field is off. */
  hospitals?: HospitalOption[];
  localities?: string[];
  /** The PDF-marketing variant: the thank-you page shows the PDF message. */
  pdf?: boolean;
  /** Verify the mobile by OTP before the lead is sent (a page setting, off by default). */
  otpRequired?: boolean;
  /** A calculator's figures, sent with the lead (the BMI, a loan enquiry's remark). */
  calculation?: CalculationFields;
  /** The campaign page the form is on ('marketing/womens-health'), kept in the lead's attribution. */
  campaign?: string;
  /**
   * Lead fields answered before the form (the surgery funnel's steps): sent with the form's own,
   * and taking their place.
   */
  answers?: Partial<WebLeadCreateBody>;
  /**
   * The selfie field (SF-1), with the message it shows (SF-5), if any. The photo
   * is sent after the lead is stored, and only when the patient ticked its consent.
   */
  selfie?: { message?: string };
}

export interface LeadFormProps extends LeadFormOptions {
  /** Prefix of element ids, unique per form on the page. */
  idPrefix?: string;
  locale?: LeadLocale;
  /** LF-64: runs after a successful submission (the modal closes). */
  onClose?: () => void;
  /** Told when a submission starts and ends, so the modal cannot close while one is in flight. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * What the page's props (LF-11) and the shared page context give a lead: the page type and
 * tier, its name (else the document's title or path), department, the selected (else the
 * page's own) doctor and hospital, the extra lead keys and the vendor, with the form's variant,
 * language, mode and calculation.
 */
export function leadPageValues(
  page: PageSettingsValue & { selected: DoctorHospital },
  form: Pick<LeadPageValues, "variant" | "locale" | "mode" | "calculation">,
  document: { title: string; path: string },
): LeadPageValues {
  const ids = leadDoctorHospital(page);
  return {
    pageType: page.pageType,
    tier: page.tier,
    pageName: page.pageName,
    documentTitle: document.title,
    path: document.path,
    departmentName: page.departmentName,
    doctorId: ids.doctorId,
    hospitalId: ids.hospitalId,
    leadFormKeys: page.leadFormKeys,
    vendorId: page.vendorId,
    ...form,
  };
}

/**
 * The lead form: the variant's declarative field list (fields.ts) after the page's and the
 * form's switches, each field drawn by the renderer of its kind; options loaded and preselected
 * by hooks; the webleadcreate body built by the pure payload builder (payload.ts) and checked by
 * the shared schema before `useLeadSubmit` sends it.
 */
export function LeadForm(props: LeadFormProps) {
  const page = usePageContext();
  const locale = props.locale ?? pageLocale();
  const m = leadMessages(locale);
  const idp = props.idPrefix ?? "lead";
  const variant = resolveVariantOf(page.pageVariant, props.variant ?? page.leadFormVariant);
  // The selected doctor and hospital, else the page's own (a profile page's).
  const pageIds = leadDoctorHospital(page);
  const hospitalsOffered = (props.hospitals?.length ?? 0) > 0;
  const resolved = useMemo(() => {
    const base = resolveFields(variant, {
      fieldRequirements: {
        ...modeFields(props.mode),
        ...page.formRequirements,
        ...props.fieldRequirements,
      },
      hideName: props.hideName,
      insuranceRequired: props.insuranceRequired,
    });
    if (!hospitalsOffered) base.hospital = "off";
    return base;
  }, [
    variant,
    props.mode,
    page.formRequirements,
    props.fieldRequirements,
    props.hideName,
    props.insuranceRequired,
    hospitalsOffered,
  ]);
  const form = useLeadValues(props.query, resolved);
  const { values } = form;
  const attribution = useMemo(() => readStoredAttribution(), []);
  // What the form's options say, else what the page is about (its treatment, city, insurer).
  const treatment = props.treatment ?? page.treatmentName;
  const city = props.city ?? page.cityId;
  const insurer = props.insurer ?? insurerFromAnswers(props.answers) ?? page.insurer;
  const options = useLeadOptions({
    fields: resolved,
    hospitalId: pageIds.hospitalId,
    departmentId: page.departmentId,
    specialityId: values.speciality,
    hospitals: props.hospitals,
    localities: props.localities,
    m,
    locale,
    treatment,
    insuranceType: values.insuranceType,
  });
  usePreselection({
    options,
    values,
    setValues: form.setValues,
    attribution,
    city,
    treatment,
    condition: page.conditionName,
    insurer,
    fields: resolved,
    departmentId: page.departmentId,
    combined: resolved.treatmentOrCondition !== "off",
  });
  const otpRequired = props.otpRequired ?? page.leadOtpRequired ?? false;
  const [selfie, setSelfie] = useState<SelfieValue>({ consent: false });
  const [optional, setOptional] = useState<OptionalConsentValues>({
    whatsapp: false,
    marketing: false,
  });
  const lead = useLeadSubmit({
    locale,
    otpRequired,
    values,
    onBusyChange: props.onBusyChange,
    onMobileError: (message) => form.alert("mobile", message),
    onStored: () => {
      form.reset();
      props.onClose?.();
    },
    successRedirection: page.successRedirection,
    thankYou: {
      pageType: page.pageType,
      department: page.departmentName,
      pdf: props.pdf,
      locale,
    },
    afterStored: async (id, token) => {
      if (props.selfie && selfie.photo && selfie.consent) {
        await sendLeadPhoto(id, token, selfie.photo);
      }
      setSelfie({ consent: false });
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  /** The request body, or undefined after showing why the form cannot be sent. */
  const prepare = async () => {
    // Read again now: on the first page of a visit, a form shown at once (a campaign page's)
    // rendered before the provider recorded the visit's attribution.
    const visit = readStoredAttribution() ?? attribution;
    const built = buildLeadPayload({
      values,
      fields: resolved,
      page: leadPageValues(
        page,
        { variant, locale, mode: props.mode, calculation: props.calculation },
        { title: document.title, path: window.location.pathname },
      ),
      options,
      attribution: props.campaign ? { ...visit, campaign: props.campaign } : visit,
    });
    const answered = Object.entries(props.answers ?? {})
      .filter(([, v]) => v !== undefined)
      // An insurer a Hindi page named in Hindi goes out as the list names it (HI-16).
      .map(([k, v]) =>
        k === "InsuranceNameData" && typeof v === "string"
          ? [k, insurerInList(options.insurers, v)?.InsurerName ?? v]
          : [k, v],
      );
    const body: WebLeadCreateBody = {
      ...built,
      ...Object.fromEntries(answered),
      ...(optional.whatsapp || optional.marketing ? { consents: optional } : {}),
    };
    const check = await checkBody(body, resolved);
    if (check.ok) return body;
    // Drawn now (the check was awaited, so React would otherwise draw it later): the first
    // invalid field then takes the focus and reads its error.
    flushSync(() =>
      form.showErrors(
        Object.fromEntries(check.fields.map(([field, key]) => [field, m.errors[key]])),
      ),
    );
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.focus({ preventScroll: false });
    return undefined;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void lead.submit(prepare);
  };

  const ctx: FieldContext = {
    id: (key) => `${idp}-${key}`,
    hideLabel: props.label === false,
    m,
    locale,
    resolved,
    values,
    errors: form.errors,
    alerted: form.alerted,
    sources: options.sources,
    update: (field, patch) => {
      // Editing the number returns to the first step: a code was sent to the old one.
      if (field === "mobile") lead.otp.reset();
      form.update(field, patch);
    },
  };
  const otpStep = otpRequired && lead.otp.step.sent ? lead.otp.step : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadLeadCheck().catch(() => undefined)}
      className="flex flex-col gap-4"
      data-variant={variant}
      data-testid="lead-form"
      aria-busy={lead.submitting || undefined}
    >
      {props.headingRequired ? (
        <h3 className="text-lg font-bold text-slate-900">{props.header || m.heading}</h3>
      ) : null}
      {shownFields(resolved, visibilityAnswers(values)).map((field) => (
        <FieldRenderer key={field} field={field} ctx={ctx} />
      ))}
      {otpStep ? (
        <LeadOtpStep
          dialCode={values.dialCode}
          mobile={values.mobile}
          value={otpStep.value}
          onChange={lead.otp.change}
          error={otpStep.error}
          notice={otpStep.notice}
          busy={lead.submitting}
          m={m}
          otp={lead.otp.messages}
          onResend={lead.otp.resend}
        />
      ) : null}
      {props.selfie ? (
        <SelfieField
          id={`${idp}-selfie`}
          value={selfie}
          onChange={setSelfie}
          message={props.selfie.message}
          m={m.selfie}
        />
      ) : null}
      <LeadFormFooter
        m={m}
        submitting={lead.submitting}
        failed={lead.failed}
        label={otpStep ? m.otp.verify : props.submitTitle || m.submit}
        page={page}
        consents={
          <OptionalConsents
            idPrefix={idp}
            value={optional}
            onChange={setOptional}
            m={m.optionalConsents}
          />
        }
      />
    </form>
  );
}
