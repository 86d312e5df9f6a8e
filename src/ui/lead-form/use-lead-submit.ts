"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { LeadFormValues } from "@/src/lib/lead/form-values";
import type { WebLeadCreateBody } from "@/src/lib/lead/payload";
import { type ThankYouInput, thankYouUrl } from "@/src/lib/lead/thankyou";
import { type ApiEnvelope, envelopeMessage } from "@/src/ui/api-client";
import { type LeadLocale, otpMessages, somethingWrong } from "./messages";
import { sendLeadOtp } from "./otp-send";
import { createLead, finishStoredLead } from "./submit";

export interface OtpStepState {
  sent: boolean;
  value: string;
  error?: string;
  notice?: string;
}

const OTP_START: OtpStepState = { sent: false, value: "" };

/**
 * A lead form's submission (LF-57 to LF-67): one at a time ('Submitting...', a second submit in
 * flight is ignored, the owner told so that its modal stays open), the optional OTP step (a page
 * setting), `webleadcreate` with its retries under one Idempotency-Key and its per-attempt timeout
 * (submit.ts), then the session values, the fire-and-forget createleadcrm call, the owner's reset
 * and close, the success redirect and /thankyou. A failed create ends the submitting state and
 * keeps the values (LF-66, LF-67); a wrong OTP is shown by the OTP widget, and any other failure,
 * once the retries are spent, sets `failed`: the form says under its button that the request was
 * not sent (a departure from LF-67's silence: docs/decisions/0006-lead-failure-notice.md).
 */
export function useLeadSubmit(options: {
  locale: LeadLocale;
  otpRequired: boolean;
  /** The form's values now: the OTP goes to its number, the session keeps its number and name. */
  values: LeadFormValues;
  onBusyChange?: (busy: boolean) => void;
  /** The OTP could not be sent: this message goes under the number (announced). */
  onMobileError: (message: string) => void;
  /** The lead is stored: the form resets and its owner closes it. */
  onStored: () => void;
  successRedirection?: string;
  thankYou: ThankYouInput;
  /** Runs once the lead is stored, before the thank-you page (the selfie upload). */
  afterStored?: (id: number, token: string) => Promise<void>;
}) {
  const { locale, otpRequired, values } = options;
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const [otpStep, setOtpStep] = useState<OtpStepState>(OTP_START);
  const otp = otpMessages(locale);

  /** The in-flight guard, the 'Submitting...' state and the owner's (modal's) view of both. */
  const setBusy = (busy: boolean) => {
    inFlight.current = busy;
    setSubmitting(busy);
    options.onBusyChange?.(busy);
  };

  /** POST /lead/v1/authenticate/generateotp (if the OTP rule allows the number); true when sent. */
  const sendOtp = (resend: 0 | 1): Promise<true | string> =>
    sendLeadOtp({ mobile: values.mobile, dialCode: values.dialCode, resend }, locale);

  const send = async (body: WebLeadCreateBody) => {
    setBusy(true);
    setFailed(false);
    if (otpRequired && !otpStep.sent) {
      // Step 1 of the optional OTP check: send the code, then show the boxes.
      const sent = await sendOtp(0);
      setBusy(false);
      if (sent === true) setOtpStep({ sent: true, value: "" });
      else options.onMobileError(sent);
      return;
    }
    let lead = body;
    if (otpRequired) {
      const code = otpStep.value.replace(/\s/g, "");
      if (!/^\d{6}$/.test(code)) {
        setOtpStep((o) => ({ ...o, error: otp.invalid, notice: undefined }));
        setBusy(false);
        return;
      }
      lead = { ...body, otp: code };
    }
    const result = await createLead(lead);
    if (!result.ok) {
      if (otpRequired && result.status === 400) {
        // A wrong code: the boxes are cleared for the next try, the message stays.
        const envelope = result.error as ApiEnvelope<unknown> | null;
        setOtpStep((o) => ({
          ...o,
          value: "",
          notice: undefined,
          error: envelopeMessage(envelope ?? undefined, somethingWrong(locale)),
        }));
      } else {
        setFailed(true);
      }
      setBusy(false);
      return;
    }
    setOtpStep(OTP_START);
    await finishStoredLead(
      {
        id: result.id,
        surveyToken: result.surveyToken,
        lead,
        mobile: values.mobile,
        name: values.name,
      },
      {
        afterStored: options.afterStored,
        onStored: () => {
          setBusy(false);
          options.onStored();
        },
        successRedirection: options.successRedirection,
        thankYouUrl: thankYouUrl(options.thankYou),
        navigate: (url) => router.push(url),
      },
    );
  };

  return {
    submitting,
    /** The last submission failed after its retries (the form shows the failure notice). */
    failed,
    /**
     * Submits the body `prepare` answers (undefined: the form is invalid and shows why); a
     * submit while one is in flight is ignored.
     */
    submit: async (prepare: () => Promise<WebLeadCreateBody | undefined>): Promise<void> => {
      if (inFlight.current) return;
      // Held while the form's check loads and runs, so a second press cannot slip in.
      inFlight.current = true;
      let body: WebLeadCreateBody | undefined;
      try {
        body = await prepare();
      } finally {
        inFlight.current = false;
      }
      if (body) await send(body);
    },
    otp: {
      step: otpStep,
      messages: otp,
      /** The number changed: a code sent to the old one is no use. */
      reset: () => setOtpStep(OTP_START),
      change: (value: string) => setOtpStep((o) => ({ ...o, value, error: undefined })),
      resend: async (restart: () => void) => {
        const sent = await sendOtp(1);
        if (sent === true) {
          restart();
          setOtpStep((o) => ({ ...o, value: "", error: undefined, notice: otp.resent }));
        } else {
          setOtpStep((o) => ({ ...o, error: sent, notice: undefined }));
        }
      },
    },
  };
}
