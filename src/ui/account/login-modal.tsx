"use client";

import { useId, useRef, useState } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { isValidLoginMobile, isValidOtp, loginMobileInput } from "@/src/lib/auth/validators";
import { format } from "@/src/lib/i18n/format";
import { envelopeMessage } from "@/src/ui/api-client";
import { CheckCircleIcon } from "@/src/ui/icons";
import { OtpInput } from "@/src/ui/otp/otp-input";
import { OtpResend } from "@/src/ui/otp/otp-resend";
import { isCompleteOtp } from "@/src/ui/otp/otp-value";
import { useCountdown } from "@/src/ui/otp/use-countdown";
import { linkVisitor, login, requestOtp } from "./api";
import { AccountDialog, FieldError, inputClass, primaryButton } from "./dialog";
import type { AccountMessages } from "./messages";

/** AU-12: 'Login Successful' stays 1 s before the modal closes. */
export const LOGIN_SUCCESS_MS = 1000;

type Step = "mobile" | "otp" | "loggedin";

/**
 * Login by OTP (AU-2 to AU-14): step 1 mobile entry, step 2 OTP entry, then loggedin.
 * Editing the mobile number in step 2 returns to step 1. Errors show under their field: the
 * answer's error[0], else status.message, else 'Somthing went wrong' ('Somthing went wrong here'
 * when the login call itself fails).
 */
export default function LoginModal({
  m,
  onClose,
  onLoggedIn,
}: {
  m: AccountMessages;
  onClose: () => void;
  onLoggedIn: (credentials: Credentials) => void;
}) {
  const [step, setStep] = useState<Step>("mobile");
  const [mobile, setMobile] = useState("");
  const [otp, setOtp] = useState("");
  const [mobileError, setMobileError] = useState<string>();
  const [otpError, setOtpError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(undefined, { startOnMount: false });
  const inFlight = useRef(false);
  const mobileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** Back to step 1 (AU-5: editing the number does this; so does 'Change number'). */
  const backToMobile = () => {
    setStep("mobile");
    setOtp("");
    setOtpError(undefined);
    setNotice(undefined);
  };

  const onMobileChange = (text: string) => {
    const next = loginMobileInput(text, mobile);
    setMobile(next);
    setMobileError(undefined);
    if (step === "otp" && next !== mobile) backToMobile();
  };

  const sendOtp = (resend: 0 | 1) =>
    run(async () => {
      setNotice(undefined);
      const showError = (message: string) =>
        resend ? setOtpError(message) : setMobileError(message);
      try {
        const answer = await requestOtp(mobile, resend);
        if (answer.status.code !== 200) {
          showError(envelopeMessage(answer, m.errors.generic));
          return;
        }
        setOtpError(undefined);
        if (resend) {
          setNotice(m.otp.resent);
          setOtp("");
        } else {
          setStep("otp");
        }
        countdown.restart();
      } catch {
        showError(m.errors.generic);
      }
    });

  const onGetOtp = () => {
    if (!isValidLoginMobile(mobile)) {
      setMobileError(m.login.invalidMobile);
      return;
    }
    void sendOtp(0);
  };

  const onVerify = () => {
    if (!isValidOtp(otp)) {
      setOtpError(m.otp.invalid);
      return;
    }
    void run(async () => {
      setNotice(undefined);
      try {
        const answer = await login(mobile, otp);
        if (answer.status.code !== 200) {
          // A wrong code: the boxes empty for the next try (the widget focuses the first one),
          // and the message stays until the patient types.
          setOtp("");
          setOtpError(envelopeMessage(answer, m.errors.generic));
          return;
        }
        const { token, ...credentials } = answer.data;
        linkVisitor(token);
        setStep("loggedin");
        window.setTimeout(() => onLoggedIn(credentials), LOGIN_SUCCESS_MS);
      } catch {
        setOtpError(m.errors.loginCatch);
      }
    });
  };

  const mobileErrorId = `${id}-mobile-error`;

  return (
    <AccountDialog
      title={m.login.title}
      description={step === "loggedin" ? undefined : m.login.intro}
      closeLabel={m.close}
      onClose={onClose}
      testId="login-modal"
      initialFocus={mobileInput}
    >
      {step === "loggedin" ? (
        <output
          className="flex flex-col items-center gap-3 py-6 text-center"
          data-testid="login-success"
        >
          <CheckCircleIcon size={48} className="text-brand-700" />
          <span className="text-lg font-semibold text-ink">{m.login.success}</span>
        </output>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === "mobile") onGetOtp();
            else onVerify();
          }}
          className="space-y-4"
        >
          <div>
            <label
              htmlFor={`${id}-mobile`}
              className="mb-1.5 block text-sm font-semibold text-slate-700"
            >
              {m.login.mobileLabel}
            </label>
            <div className="flex">
              <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-base text-slate-700">
                {m.login.countryCode}
              </span>
              <input
                ref={mobileInput}
                id={`${id}-mobile`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={mobile}
                onChange={(e) => onMobileChange(e.target.value)}
                aria-invalid={mobileError ? true : undefined}
                aria-describedby={mobileError ? mobileErrorId : undefined}
                className={`${inputClass} rounded-l-none ${mobileError ? "border-red-600" : "border-slate-300"}`}
                data-testid="login-mobile"
              />
            </div>
            <FieldError id={mobileErrorId} message={mobileError} />
          </div>

          {step === "mobile" ? (
            <button
              type="submit"
              className={primaryButton}
              disabled={mobile.length < 10 || busy}
              data-testid="login-get-otp"
            >
              {busy ? m.login.sending : m.login.getOtp}
            </button>
          ) : (
            <>
              <p className="text-sm text-slate-600" data-testid="login-otp-sent">
                {format(m.login.otpSentTo, { mobile })}{" "}
                <button
                  type="button"
                  onClick={() => {
                    backToMobile();
                    mobileInput.current?.focus();
                  }}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  data-testid="login-change-number"
                >
                  {m.login.changeNumber}
                </button>
              </p>
              <OtpInput
                value={otp}
                onChange={(value) => {
                  setOtp(value);
                  setOtpError(undefined);
                }}
                m={m.otp}
                error={otpError}
                autoFocus
              />
              {notice ? (
                <p
                  role="status"
                  className="text-sm font-semibold text-brand-800"
                  data-testid="otp-notice"
                >
                  {notice}
                </p>
              ) : null}
              <OtpResend
                secondsLeft={countdown.secondsLeft}
                onResend={() => void sendOtp(1)}
                m={m.otp}
                busy={busy}
              />
              <button
                type="submit"
                className={primaryButton}
                disabled={!isCompleteOtp(otp) || busy}
                data-testid="login-verify"
              >
                {busy ? m.login.verifying : m.login.verify}
              </button>
            </>
          )}
        </form>
      )}
    </AccountDialog>
  );
}
