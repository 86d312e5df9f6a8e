"use client";

import { useActionState } from "react";
import { Field, FormError, SubmitButton } from "./fields";

export interface SetupState {
  step: "password" | "code";
  error?: string;
  enrolment?: { qrSvg: string; secret: string; uri: string };
}

/** A setup link's two steps: a password, then the authenticator app (QR code or the secret). */
export function SetupForm({
  email,
  passwordStep,
  codeStep,
}: {
  email: string;
  passwordStep: (state: SetupState, data: FormData) => Promise<SetupState>;
  codeStep: (state: SetupState, data: FormData) => Promise<SetupState>;
}) {
  const [state, action, pending] = useActionState(
    (prev: SetupState, data: FormData) =>
      prev.step === "password" ? passwordStep(prev, data) : codeStep(prev, data),
    { step: "password" },
  );
  const enrolment = state.enrolment;
  return (
    <form action={action} className="space-y-4">
      <FormError message={state.error} />
      {state.step === "password" || !enrolment ? (
        <>
          <p className="text-sm text-slate-700">
            Setting up <strong>{email}</strong>. Choose a password of at least 12 characters; a few
            unrelated words are easy to remember and hard to guess.
          </p>
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
          />
          <Field
            label="The password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
          />
          <SubmitButton pending={pending}>Continue</SubmitButton>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password…), then enter the 6-digit code it shows.
          </p>
          {/* biome-ignore lint/performance/noImgElement: an inline SVG data URL, not an optimisable image */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code to add this account to an authenticator app"
            width={200}
            height={200}
            className="mx-auto block h-[200px] w-[200px]"
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-teal-800">Cannot scan? Type the key</summary>
            <p className="mt-2">
              Key:{" "}
              <code className="break-all font-mono" data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
            <p className="mt-2 break-all text-xs text-slate-600">
              URI: <code data-testid="totp-uri">{enrolment.uri}</code>
            </p>
          </details>
          <Field
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
          />
          <SubmitButton pending={pending}>Finish setup</SubmitButton>
        </>
      )}
    </form>
  );
}
