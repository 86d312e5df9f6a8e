"use client";

import { useState } from "react";
import { login, requestOtp } from "@/src/ui/account/api";

/**
 * My data's door: the site's OTP login (the same API as the header's Login), in the page, then
 * a reload shows the patient's data.
 */
export function MyDataLogin({
  m,
}: {
  m: {
    login: string;
    loginButton: string;
    mobile: string;
    code: string;
    verify: string;
    error: string;
  };
}) {
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"mobile" | "code">("mobile");
  const [error, setError] = useState<string | null>(null);
  const input = "min-h-11 w-full rounded-lg border border-slate-300 px-3";
  const button =
    "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white";

  const ask = async () => {
    const envelope = await requestOtp(mobile, 0).catch(() => null);
    if (envelope?.status.code === 200) {
      setStep("code");
      setError(null);
    } else setError(envelope?.error[0] ?? m.error);
  };
  const verify = async () => {
    const envelope = await login(mobile, code).catch(() => null);
    if (envelope?.status.code === 200) window.location.reload();
    else setError(envelope?.error[0] ?? m.error);
  };

  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="my-data-login"
    >
      <p>{m.login}</p>
      {step === "mobile" ? (
        <>
          <label htmlFor="md-mobile" className="text-sm font-medium">
            {m.mobile}
          </label>
          <input
            id="md-mobile"
            className={input}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ""))}
            data-testid="md-mobile"
          />
          <button
            type="button"
            className={button}
            onClick={() => void ask()}
            data-testid="md-get-otp"
          >
            {m.loginButton}
          </button>
        </>
      ) : (
        <>
          <label htmlFor="md-otp" className="text-sm font-medium">
            {m.code}
          </label>
          <input
            id="md-otp"
            className={input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            data-testid="md-otp"
          />
          <button
            type="button"
            className={button}
            onClick={() => void verify()}
            data-testid="md-verify"
          >
            {m.verify}
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
