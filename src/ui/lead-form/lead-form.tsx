"use client";

import { useRouter } from "next/navigation";
import {
  type FormEvent,
  Fragment,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { attributionToLeadFields } from "@/src/lib/lead/attribution";
import { CONSENT_VERSION, PRIVACY_PATH, TERMS_PATH } from "@/src/lib/lead/consent";
import {
  CALLBACK_TIMINGS,
  type FieldKey,
  type FieldRequirements,
  fieldOfPayloadKey,
  INSURANCE_TYPES,
  isFieldVisible,
  NO,
  PRIOR_CONSULTATIONS,
  resolveFields,
  YES,
} from "@/src/lib/lead/fields";
import { LEAD_MODES, type LeadMode } from "@/src/lib/lead/modal";
import { FIELD_MESSAGE_KEY } from "@/src/lib/lead/fields";
import { leadRequestSchema, leadRuleIssues } from "@/src/lib/lead/schema";
import { LEAD_SESSION } from "@/src/lib/lead/session";
import { thankYouUrl } from "@/src/lib/lead/thankyou";
import { computeLeadTier, OTHER_CITY_ID } from "@/src/lib/lead/tier";
import { cityPreselectionOrder } from "@/src/lib/lead/city-preselect";
import { resolveVariant } from "@/src/lib/lead/variants";
import { type ApiEnvelope, envelopeMessage } from "@/src/ui/api-client";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { format } from "@/src/lib/i18n/format";
import { PhoneIcon, ShieldIcon, WhatsAppIcon } from "@/src/ui/icons";
import { leadDoctorHospital, usePageContext } from "@/src/ui/page/page-context";
import { currentCityChoice } from "@/src/ui/account/selected-city";
import { readStoredAttribution, readStoredAttributionTime } from "./attribution-store";
import { type LeadLocale, leadMessages, otpMessages, pageLocale, somethingWrong } from "./messages";
import { MobileField } from "./mobile-field";
import { sendLeadOtp } from "./otp-send";
import { LeadOtpStep } from "./otp-step";
import { RadioGroup } from "./radio-group";
import {
  type CityOption,
  type ConditionOption,
  type SpecialityOption,
  type TreatmentOption,
  useRemote,
} from "./remote";
import { type SelectGroup, SelectField } from "./select-field";
import { fireCreateLeadCrm, submitLead } from "./submit";
import { TextField } from "./text-field";

/** Spec §3 lead-form options (plus the option lists a page may supply). */
export interface LeadFormOptions {
  variant?: string;
  mode?: LeadMode;
  /** Heading text; also the modal title's third fallback. */
  header?: string;
  /** Preselected city: CityId or name. */
  city?: number | string;
  /** Preselected treatment name. */
  treatment?: string;
  /** Prefilled query. */
  query?: string;
  hideName?: boolean;
  /** Default true (spec §5). */
  insuranceRequired?: boolean;
  fieldRequirements?: FieldRequirements;
  submitTitle?: string;
  headingRequired?: boolean;
  /** Visible labels (default true); without them labels stay for screen readers. */
  label?: boolean;
  /** Hospitals offered (variant 2); none: the hospital field is off. */
  hospitals?: { HospitalId: number; HospitalName: string }[];
  localities?: string[];
  /** The PDF-marketing variant: the thank-you page shows the PDF message. */
  pdf?: boolean;
  /** Verify the mobile by OTP before the lead is sent (DESIGN §5; off by default). */
  otpRequired?: boolean;
}

export interface LeadFormProps extends LeadFormOptions {
  /** Prefix of element ids, unique per form on the page. */
  idPrefix?: string;
  locale?: LeadLocale;
  /** Spec §4: runs after a successful submission (the modal closes). */
  onClose?: () => void;
  /** Told when a submission starts and ends, so the modal cannot close while one is in flight. */
  onBusyChange?: (busy: boolean) => void;
}

interface FormState {
  name: string;
  mobile: string;
  dialCode: string;
  country: string;
  email: string;
  cityId?: number;
  specialityId?: number;
  hospitalId?: number;
  /** 't:<name>' or 'c:<name>' for the treatment-or-condition field; '<name>' for treatment. */
  treatment?: string;
  insurance?: string;
  insuranceType?: string;
  callback?: string;
  consulted?: string;
  prior?: string;
  similar?: string;
  preferredCityId?: number;
  locality?: string;
  query: string;
}

const EMPTY_LIST: never[] = [];
const LEAD_FORM_KEY_FIELDS = new Set([
  "placement",
  "entity",
  "site_source_name",
  "qualifying",
  "Page_Variant",
  "report",
  "Remark",
  "pilesSeverity",
  "cataractLens",
  "InsuranceNameData",
]);

function matchCity(cities: CityOption[], wanted: number | string | undefined) {
  if (wanted === undefined || wanted === "") return undefined;
  const text = String(wanted).trim().toLowerCase();
  return cities.find(
    (c) =>
      String(c.CityId) === text ||
      c.CityName.toLowerCase() === text ||
      c.CityName.toLowerCase().replace(/\s+/g, "-") === text,
  );
}

export function LeadForm(props: LeadFormProps) {
  const page = usePageContext();
  const router = useRouter();
  const locale = props.locale ?? pageLocale();
  const m = leadMessages(locale);
  const idp = props.idPrefix ?? "lead";
  const variant = resolveVariant(page.pageType, props.variant ?? page.leadFormVariant);
  // The selected doctor and hospital, else the page's own (a profile page's).
  const pageIds = leadDoctorHospital(page);
  const hospitalsOffered = (props.hospitals?.length ?? 0) > 0;
  const resolved = useMemo(() => {
    const base = resolveFields(variant, {
      fieldRequirements: { ...page.formRequirements, ...props.fieldRequirements },
      hideName: props.hideName,
      insuranceRequired: props.insuranceRequired,
    });
    if (!hospitalsOffered) base.hospital = "off";
    return base;
  }, [
    variant,
    page.formRequirements,
    props.fieldRequirements,
    props.hideName,
    props.insuranceRequired,
    hospitalsOffered,
  ]);
  const on = useCallback((key: FieldKey) => resolved[key] !== "off", [resolved]);

  const initial = useCallback(
    (): FormState => ({
      name: "",
      mobile: "",
      dialCode: "91",
      country: "IN",
      email: "",
      query: props.query ?? "",
    }),
    [props.query],
  );
  const [state, setState] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  /** The field whose error came from the server (announced as an alert), if any. */
  const [alerted, setAlerted] = useState<FieldKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  /** The in-flight guard, the 'Submitting...' state and the owner's (modal's) view of both. */
  const setBusy = (busy: boolean) => {
    inFlight.current = busy;
    setSubmitting(busy);
    props.onBusyChange?.(busy);
  };
  const otpRequired = props.otpRequired ?? page.leadOtpRequired ?? false;
  const [otpStep, setOtpStep] = useState<{
    sent: boolean;
    value: string;
    error?: string;
    notice?: string;
  }>({
    sent: false,
    value: "",
  });
  const formRef = useRef<HTMLFormElement>(null);

  // Option lists: only those this form's fields need.
  const needCities = on("city") || on("preferredCity");
  const cities = useRemote<CityOption[]>(needCities ? "/api/cities" : null, EMPTY_LIST);
  const needSpecialities = on("speciality");
  const specialities = useRemote<SpecialityOption[]>(
    needSpecialities
      ? `/api/lead/specialities${pageIds.hospitalId ? `?hospitalId=${pageIds.hospitalId}` : ""}`
      : null,
    EMPTY_LIST,
  );
  const departmentId = on("speciality") ? state.specialityId : page.departmentId;
  const needTreatments = on("treatment") || on("treatmentOrCondition");
  const treatments = useRemote<TreatmentOption[][]>(
    needTreatments && !(on("speciality") && departmentId === undefined)
      ? `/api/lead/treatments?departmentId=${departmentId ?? -1}`
      : null,
    EMPTY_LIST,
  );
  const conditions = useRemote<ConditionOption[]>(
    on("treatmentOrCondition")
      ? `/api/lead/conditions${page.departmentId ? `?departmentId=${page.departmentId}` : ""}`
      : null,
    EMPTY_LIST,
  );
  const treatmentList = treatments.data[0] ?? EMPTY_LIST;

  // Preselections: the form's city option, then the campaign's ?city= and the visitor's chosen
  // city (profile first; a choice made after the campaign beats it); the page's speciality; the
  // form's treatment option; the campaign's ?disease=.
  const attribution = useMemo(() => readStoredAttribution(), []);
  const cityChoice = useMemo(
    () => (typeof window === "undefined" ? null : currentCityChoice()),
    [],
  );
  useEffect(() => {
    if (state.cityId !== undefined || cities.data.length === 0) return;
    const order = cityPreselectionOrder({
      form: props.city,
      campaign: attribution?.city,
      campaignAt: readStoredAttributionTime(),
      chosen: cityChoice?.city.cityid,
      chosenAt: cityChoice?.at,
    });
    const match = order.map((wanted) => matchCity(cities.data, wanted)).find(Boolean);
    if (match) setState((s) => (s.cityId === undefined ? { ...s, cityId: match.CityId } : s));
  }, [cities.data, props.city, attribution, cityChoice, state.cityId]);
  useEffect(() => {
    if (state.specialityId !== undefined || !page.departmentId) return;
    if (specialities.data.some((d) => d.DepartmentId === page.departmentId)) {
      setState((s) => ({ ...s, specialityId: page.departmentId }));
    }
  }, [specialities.data, page.departmentId, state.specialityId]);
  useEffect(() => {
    if (state.treatment !== undefined) return;
    const wanted = props.treatment?.toLowerCase();
    const t = wanted
      ? treatmentList.find((x) => x.ProcedureName.toLowerCase() === wanted)
      : undefined;
    const disease = attribution?.disease?.toLowerCase();
    const c = disease
      ? conditions.data.find((x) => x.DiseaseName.toLowerCase() === disease)
      : undefined;
    const pick = t
      ? on("treatmentOrCondition")
        ? `t:${t.ProcedureName}`
        : t.ProcedureName
      : c && on("treatmentOrCondition")
        ? `c:${c.DiseaseName}`
        : undefined;
    if (pick) setState((s) => (s.treatment === undefined ? { ...s, treatment: pick } : s));
  }, [treatmentList, conditions.data, props.treatment, attribution, state.treatment, on]);

  const cityName = (id: number | undefined) =>
    id === OTHER_CITY_ID ? "Other" : cities.data.find((c) => c.CityId === id)?.CityName;

  const cityGroups = useMemo((): SelectGroup[] => {
    const popular = cities.data.filter((c) => c.Type === "popular");
    const others = cities.data.filter((c) => c.Type !== "popular");
    const option = (c: CityOption) => ({ value: String(c.CityId), label: c.CityName });
    const groups: SelectGroup[] = [];
    if (popular.length)
      groups.push({ label: m.groups.popularCities, options: popular.map(option) });
    groups.push({
      label: m.groups.otherCities,
      options: [
        ...others.map(option),
        // 'Other' (CityId 0) last (spec §3).
        { value: String(OTHER_CITY_ID), label: m.options.other },
      ],
    });
    return groups;
  }, [cities.data, m]);

  const treatmentGroups = useMemo((): SelectGroup[] => {
    const treatmentOptions = treatmentList.map((t) => ({
      value: on("treatmentOrCondition") ? `t:${t.ProcedureName}` : t.ProcedureName,
      label: t.ProcedureId === 0 ? m.options.other : t.ProcedureName,
    }));
    if (!on("treatmentOrCondition")) return [{ options: treatmentOptions }];
    return [
      { label: m.groups.treatments, options: treatmentOptions },
      {
        label: m.groups.conditions,
        options: conditions.data.map((c) => ({
          value: `c:${c.DiseaseName}`,
          label: c.DiseaseName,
        })),
      },
    ];
  }, [treatmentList, conditions.data, on, m]);

  /** The payload of webleadcreate: the spec §3 lead fields from this form and its page. */
  const payload = (s: FormState): Record<string, unknown> => {
    const treatmentValue = s.treatment ?? "";
    const isCondition = treatmentValue.startsWith("c:");
    const treatmentName = treatmentValue.replace(/^[tc]:/, "");
    const speciality = specialities.data.find((d) => d.DepartmentId === s.specialityId);
    const fromAttribution = attributionToLeadFields(attribution);
    const extra = Object.fromEntries(
      Object.entries(page.leadFormKeys ?? {}).filter(([k]) => LEAD_FORM_KEY_FIELDS.has(k)),
    );
    const body: Record<string, unknown> = {
      ...fromAttribution,
      ...extra,
      NameData: on("name") ? s.name : undefined,
      MobileNoData: s.mobile,
      countryCode: s.dialCode,
      EmailIdData: on("email") ? s.email : undefined,
      QueryData: on("query") ? s.query : undefined,
      CityData: on("city") ? cityName(s.cityId) : undefined,
      ProcedureNameData: treatmentName && !isCondition ? treatmentName : undefined,
      condition_data:
        treatmentName && isCondition
          ? treatmentName
          : on("treatmentOrCondition") && treatmentName
            ? undefined
            : fromAttribution.condition_data,
      PageDepartment: speciality?.DepartmentName ?? page.departmentName,
      hospitalid: s.hospitalId ?? pageIds.hospitalId,
      docotrid: pageIds.doctorId,
      IsInsurance: s.insuranceType ? YES : s.insurance,
      insuranceType: s.insuranceType,
      Callback_Input: s.callback,
      IsConsultwithDoctor: s.consulted,
      Prior_Consultation: s.consulted === YES || !on("consultedBefore") ? s.prior : undefined,
      Requested_Consultation: s.similar,
      Preferred_City: isFieldVisible("preferredCity", resolved, {
        Requested_Consultation: s.similar,
      })
        ? cityName(s.preferredCityId)
        : undefined,
      locality: s.locality,
      LeadTypeData: LEAD_MODES[props.mode ?? "appointment"].leadType,
      PageTypeData: page.pageType,
      PageNameData: page.pageName ?? (document.title || window.location.pathname).slice(0, 300),
      PageLanguage: locale,
      LeadTier: computeLeadTier({
        pageType: page.pageType,
        pageTier: page.tier,
        cityId: s.cityId,
        insuranceType: s.insuranceType,
      }),
      leadFormVariant: variant,
      vendorId: page.vendorId,
      lead_channeldata: "Website",
      CreatedDateData: new Date().toISOString(),
      IsActiveData: 1,
      formRequirements: resolved,
      attribution: attribution ?? undefined,
      consentVersion: CONSENT_VERSION,
    };
    const kept = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ""),
    );
    // The number is always sent, even empty, so that its own rule reports it.
    return { ...kept, MobileNoData: s.mobile };
  };

  const update = (field: FieldKey, patch: Partial<FormState>) => {
    setState((s) => ({ ...s, ...patch }));
    // Editing the number returns to the first step: a code was sent to the old one.
    if (field === "mobile") setOtpStep({ sent: false, value: "" });
    if (field === alerted) setAlerted(null);
    // Editing a field clears its error (spec §4).
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const otp = otpMessages(locale);
  /** POST /lead/v1/authenticate/generateotp (if the OTP rule allows the number); true when sent. */
  const sendOtp = (resend: 0 | 1): Promise<true | string> =>
    sendLeadOtp({ mobile: state.mobile, dialCode: state.dialCode, resend }, locale);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return; // a second submit during flight is ignored
    const body = payload(state);
    const parsed = leadRequestSchema.safeParse(body);
    if (!parsed.success) {
      // The schema's issues, plus every rule over the trimmed values (the schema skips its
      // rules when a field already failed its type check).
      const trimmed = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v]),
      );
      const paths = [
        ...parsed.error.issues.map((issue) => String(issue.path[0] ?? "")),
        ...leadRuleIssues(trimmed, resolved).map((issue) => issue.path),
      ];
      const next: Partial<Record<FieldKey, string>> = {};
      for (const path of paths) {
        const field = fieldOfPayloadKey(path, resolved);
        if (field && !next[field]) next[field] = m.errors[FIELD_MESSAGE_KEY[field]];
      }
      setErrors(next);
      setAlerted(null);
      requestAnimationFrame(() => {
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"]')
          ?.focus({ preventScroll: false });
      });
      return;
    }
    setBusy(true);
    if (otpRequired && !otpStep.sent) {
      // Step 1 of the optional OTP check: send the code, then show the boxes.
      const sent = await sendOtp(0);
      setBusy(false);
      if (sent === true) setOtpStep({ sent: true, value: "" });
      else {
        // The server's answer (or the network's failure): announce it, nothing has the focus.
        setErrors({ mobile: sent });
        setAlerted("mobile");
      }
      return;
    }
    if (otpRequired) {
      const code = otpStep.value.replace(/\s/g, "");
      if (!/^\d{6}$/.test(code)) {
        setOtpStep((o) => ({ ...o, error: otp.invalid, notice: undefined }));
        setBusy(false);
        return;
      }
      body.otp = code;
    }
    const result = await submitLead(body);
    if (!result.ok) {
      // Spec §4, §8: the submitting state ends, the form stays as it was, no message (a wrong
      // OTP is the exception: the OTP widget shows its helper error).
      console.warn("lead create failed", result.status ?? "network", result.error);
      if (otpRequired && result.status === 400) {
        const envelope = result.error as ApiEnvelope<unknown> | null;
        setOtpStep((o) => ({
          ...o,
          notice: undefined,
          error: envelopeMessage(envelope ?? undefined, somethingWrong(locale)),
        }));
      }
      setBusy(false);
      return;
    }
    setOtpStep({ sent: false, value: "" });
    try {
      sessionStorage.setItem(LEAD_SESSION.leadId, String(result.id));
      sessionStorage.setItem(LEAD_SESSION.mobile, state.mobile);
      if (state.name) sessionStorage.setItem(LEAD_SESSION.name, state.name);
      if (result.surveyToken) sessionStorage.setItem(LEAD_SESSION.surveyToken, result.surveyToken);
    } catch {
      // private mode without storage: the thank-you page just skips the survey
    }
    fireCreateLeadCrm(result.id, result.surveyToken, {
      ...(body as Record<string, string>),
      LeadTier: body.LeadTier as number,
      hospitalid: body.hospitalid as number | undefined,
      docotrid: body.docotrid as number | undefined,
    });
    setState(initial());
    setErrors({});
    setBusy(false);
    props.onClose?.();
    if (page.successRedirection) {
      window.open(page.successRedirection, "_blank", "noopener,noreferrer");
    }
    router.push(
      thankYouUrl({
        pageType: page.pageType,
        mobile: state.mobile,
        department: page.departmentName,
        pdf: props.pdf,
      }),
    );
  };

  const id = (key: string) => `${idp}-${key}`;
  const hideLabel = props.label === false;
  const required = (key: FieldKey) => resolved[key] === "required";
  const visible = (key: FieldKey) =>
    isFieldVisible(key, resolved, {
      IsInsurance: state.insurance,
      IsConsultwithDoctor: state.consulted,
      Requested_Consultation: state.similar,
    });
  const yesNo = [
    { label: m.options.yes, value: YES },
    { label: m.options.no, value: NO },
  ];
  const heading = props.header || m.heading;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-variant={variant}
      data-testid="lead-form"
      aria-busy={submitting || undefined}
    >
      {props.headingRequired ? (
        <h3 className="text-lg font-bold text-slate-900">{heading}</h3>
      ) : null}

      {visible("name") ? (
        <TextField
          id={id("name")}
          label={m.labels.name}
          hideLabel={hideLabel}
          placeholder={m.placeholders.name}
          autoComplete="name"
          value={state.name}
          maxLength={100}
          required={required("name")}
          error={errors.name}
          onChange={(name) => update("name", { name })}
        />
      ) : null}

      <MobileField
        id={id("mobile")}
        value={state.mobile}
        country={state.country}
        m={m}
        locale={locale}
        hideLabel={hideLabel}
        error={errors.mobile}
        announceError={alerted === "mobile"}
        onChange={({ digits, dialCode, country }) =>
          update("mobile", { mobile: digits, dialCode, country })
        }
      />

      {visible("email") ? (
        <TextField
          id={id("email")}
          type="email"
          label={m.labels.email}
          hideLabel={hideLabel}
          placeholder={m.placeholders.email}
          autoComplete="email"
          value={state.email}
          required={required("email")}
          error={errors.email}
          onChange={(email) => update("email", { email })}
        />
      ) : null}

      {visible("city") ? (
        <SelectField
          id={id("city")}
          label={m.labels.city}
          hideLabel={hideLabel}
          placeholder={m.placeholders.city}
          loading={cities.loading}
          loadingText={m.placeholders.loading}
          groups={cityGroups}
          maxLabel={26}
          value={state.cityId === undefined ? undefined : String(state.cityId)}
          required={required("city")}
          error={errors.city}
          onChange={(v) => update("city", { cityId: Number(v) })}
        />
      ) : null}

      {visible("speciality") ? (
        <SelectField
          id={id("speciality")}
          label={m.labels.speciality}
          hideLabel={hideLabel}
          placeholder={m.placeholders.speciality}
          loading={specialities.loading}
          loadingText={m.placeholders.loading}
          groups={[
            {
              options: specialities.data.map((d) => ({
                value: String(d.DepartmentId),
                label: d.DepartmentName,
              })),
            },
          ]}
          value={state.specialityId === undefined ? undefined : String(state.specialityId)}
          required={required("speciality")}
          error={errors.speciality}
          // Choosing a speciality reloads its treatments (spec §4).
          onChange={(v) =>
            update("speciality", {
              specialityId: Number(v),
              treatment: on("treatment") ? undefined : state.treatment,
            })
          }
        />
      ) : null}

      {visible("hospital") ? (
        <SelectField
          id={id("hospital")}
          label={m.labels.hospital}
          hideLabel={hideLabel}
          placeholder={m.placeholders.hospital}
          groups={[
            {
              options: (props.hospitals ?? []).map((h) => ({
                value: String(h.HospitalId),
                label: h.HospitalName,
              })),
            },
          ]}
          value={state.hospitalId === undefined ? undefined : String(state.hospitalId)}
          required={required("hospital")}
          error={errors.hospital}
          onChange={(v) => update("hospital", { hospitalId: Number(v) })}
        />
      ) : null}

      {visible("treatment") || visible("treatmentOrCondition") ? (
        <SelectField
          id={id("treatment")}
          label={on("treatmentOrCondition") ? m.labels.treatmentOrCondition : m.labels.treatment}
          hideLabel={hideLabel}
          placeholder={
            on("treatmentOrCondition")
              ? m.placeholders.treatmentOrCondition
              : m.placeholders.treatment
          }
          loading={treatments.loading || conditions.loading}
          loadingText={m.placeholders.loading}
          groups={treatmentGroups}
          value={state.treatment}
          required={required(on("treatmentOrCondition") ? "treatmentOrCondition" : "treatment")}
          error={errors.treatmentOrCondition ?? errors.treatment}
          // A treatment clears the condition and a condition the treatment: one value holds either.
          onChange={(v) =>
            update(on("treatmentOrCondition") ? "treatmentOrCondition" : "treatment", {
              treatment: v,
            })
          }
        />
      ) : null}

      {visible("insurance") ? (
        <RadioGroup
          id={id("insurance")}
          name={id("insurance")}
          title={m.labels.insurance}
          options={yesNo}
          required={required("insurance")}
          error={errors.insurance}
          value={state.insurance}
          onChange={(insurance) =>
            update("insurance", {
              insurance,
              insuranceType: insurance === YES ? state.insuranceType : undefined,
            })
          }
        />
      ) : null}

      {visible("insuranceType") ? (
        <RadioGroup
          id={id("insuranceType")}
          name={id("insuranceType")}
          title={m.labels.insuranceType}
          columns={1}
          options={INSURANCE_TYPES.map((value) => ({
            value,
            label: value === "Private" ? m.options.insurancePrivate : m.options.insuranceGovt,
          }))}
          required={required("insuranceType")}
          error={errors.insuranceType}
          value={state.insuranceType}
          // Any type means IsInsurance yes; Private means LeadTier 1 (see payload()).
          onChange={(insuranceType) => update("insuranceType", { insuranceType })}
        />
      ) : null}

      {visible("callbackTiming") ? (
        <RadioGroup
          id={id("callbackTiming")}
          name={id("callbackTiming")}
          title={m.labels.callbackTiming}
          options={CALLBACK_TIMINGS.map((value) => ({
            value,
            label: {
              ASAP: m.options.callbackNow,
              Morning: m.options.callbackMorning,
              Afternoon: m.options.callbackAfternoon,
              Evening: m.options.callbackEvening,
            }[value],
          }))}
          required={required("callbackTiming")}
          error={errors.callbackTiming}
          value={state.callback}
          onChange={(callback) => update("callbackTiming", { callback })}
        />
      ) : null}

      {visible("consultedBefore") ? (
        <RadioGroup
          id={id("consultedBefore")}
          name={id("consultedBefore")}
          title={m.labels.consultedBefore}
          options={yesNo}
          required={required("consultedBefore")}
          error={errors.consultedBefore}
          value={state.consulted}
          onChange={(consulted) => update("consultedBefore", { consulted })}
        />
      ) : null}

      {visible("priorConsultation") ? (
        <RadioGroup
          id={id("priorConsultation")}
          name={id("priorConsultation")}
          title={m.labels.priorConsultation}
          options={PRIOR_CONSULTATIONS.map((value) => ({
            value,
            label: {
              Surgery: m.options.priorSurgery,
              Medicines: m.options.priorMedicines,
              Tests: m.options.priorTests,
              "Not sure": m.options.priorNotSure,
            }[value],
          }))}
          required={required("priorConsultation")}
          error={errors.priorConsultation}
          value={state.prior}
          onChange={(prior) => update("priorConsultation", { prior })}
        />
      ) : null}

      {visible("similarConsultation") ? (
        <RadioGroup
          id={id("similarConsultation")}
          name={id("similarConsultation")}
          title={m.labels.similarConsultation}
          options={yesNo}
          required={required("similarConsultation")}
          error={errors.similarConsultation}
          value={state.similar}
          onChange={(similar) => update("similarConsultation", { similar })}
        />
      ) : null}

      {visible("preferredCity") ? (
        <SelectField
          id={id("preferredCity")}
          label={m.labels.preferredCity}
          hideLabel={hideLabel}
          placeholder={m.placeholders.preferredCity}
          groups={cityGroups}
          maxLabel={26}
          value={state.preferredCityId === undefined ? undefined : String(state.preferredCityId)}
          required={required("preferredCity")}
          error={errors.preferredCity}
          onChange={(v) => update("preferredCity", { preferredCityId: Number(v) })}
        />
      ) : null}

      {visible("locality") ? (
        props.localities?.length ? (
          <SelectField
            id={id("locality")}
            label={m.labels.locality}
            hideLabel={hideLabel}
            placeholder={m.placeholders.locality}
            groups={[{ options: props.localities.map((l) => ({ value: l, label: l })) }]}
            value={state.locality}
            required={required("locality")}
            error={errors.locality}
            onChange={(locality) => update("locality", { locality })}
          />
        ) : (
          <TextField
            id={id("locality")}
            label={m.labels.locality}
            hideLabel={hideLabel}
            placeholder={m.placeholders.locality}
            value={state.locality ?? ""}
            required={required("locality")}
            error={errors.locality}
            onChange={(locality) => update("locality", { locality })}
          />
        )
      ) : null}

      {visible("query") ? (
        <TextField
          id={id("query")}
          multiline
          label={m.labels.query}
          hideLabel={hideLabel}
          placeholder={m.placeholders.query}
          value={state.query}
          maxLength={2000}
          required={required("query")}
          error={errors.query}
          onChange={(query) => update("query", { query })}
        />
      ) : null}

      {otpRequired && otpStep.sent ? (
        <LeadOtpStep
          dialCode={state.dialCode}
          mobile={state.mobile}
          value={otpStep.value}
          onChange={(value) => setOtpStep((o) => ({ ...o, value, error: undefined }))}
          error={otpStep.error}
          notice={otpStep.notice}
          busy={submitting}
          m={m}
          otp={otp}
          onResend={async (restart) => {
            const sent = await sendOtp(1);
            if (sent === true) {
              restart();
              setOtpStep((o) => ({ ...o, value: "", error: undefined, notice: otp.resent }));
            } else {
              setOtpStep((o) => ({ ...o, error: sent, notice: undefined }));
            }
          }}
        />
      ) : null}

      <div className="mt-1 flex flex-col gap-3">
        <button
          type="submit"
          disabled={submitting}
          aria-disabled={submitting || undefined}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-[#9a3412] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-700 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-75"
          data-testid="lead-submit"
        >
          {submitting
            ? m.submitting
            : otpRequired && otpStep.sent
              ? m.otp.verify
              : props.submitTitle || m.submit}
        </button>
        <p className="text-xs leading-5 text-slate-600" data-testid="lead-consent">
          <ConsentLine template={m.consent} terms={m.terms} privacy={m.privacy} />
        </p>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <ShieldIcon size={14} className="shrink-0 text-brand-700" />
          {m.secure}
        </p>
        {page.isCallEnabled !== false || page.isWhatsAppEnabled !== false ? (
          <div
            className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm"
            data-testid="lead-contact"
          >
            <span className="text-slate-600">{m.contact.talk}</span>
            {page.isCallEnabled !== false ? (
              <a
                href={telHref(pagePhone(page.pageType, page.tier))}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900"
              >
                <PhoneIcon size={16} />
                {format(m.contact.call, {
                  phone: displayPhone(pagePhone(page.pageType, page.tier)),
                })}
              </a>
            ) : null}
            {page.isWhatsAppEnabled !== false ? (
              <a
                href={whatsAppHref(page.whatsAppMessage)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-[#156b32] hover:text-[#0f5226]"
              >
                <WhatsAppIcon size={16} />
                {m.contact.whatsapp}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** The consent line (DPDP Act): links /terms-conditions and /privacy in a new tab. */
function ConsentLine({
  template,
  terms,
  privacy,
}: {
  template: string;
  terms: string;
  privacy: string;
}) {
  const link = (href: string, text: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {text}
    </a>
  );
  // Text segments keyed by their offset in the template (stable, unique).
  const segments: { at: number; node: ReactNode }[] = [];
  const pattern = /\{terms\}|\{privacy\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ at: last, node: template.slice(last, at) });
    segments.push({
      at,
      node: match[0] === "{terms}" ? link(TERMS_PATH, terms) : link(PRIVACY_PATH, privacy),
    });
    last = at + match[0].length;
  }
  if (last < template.length) segments.push({ at: last, node: template.slice(last) });
  return (
    <>
      {segments.map((segment) => (
        <Fragment key={segment.at}>{segment.node}</Fragment>
      ))}
    </>
  );
}
