"use client";

import { useState } from "react";
import { login, requestOtp } from "@/src/ui/account/api";
import { DigitsField } from "./digits-field";

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
        <DigitsField
          id="md-mobile"
          label={m.mobile}
          value={mobile}
          onChange={setMobile}
          maxLength={10}
          autoComplete="tel-national"
          button={m.loginButton}
          onSubmit={() => void ask()}
          testId="md-mobile"
          buttonTestId="md-get-otp"
        />
      ) : (
        <DigitsField
          id="md-otp"
          label={m.code}
          value={code}
          onChange={setCode}
          maxLength={6}
          autoComplete="one-time-code"
          button={m.verify}
          onSubmit={() => void verify()}
          testId="md-otp"
          buttonTestId="md-verify"
        />
      )}
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
