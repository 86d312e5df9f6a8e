"use client";

import { useActionState } from "react";
import { Field, FormError, SubmitButton } from "./fields";

export interface LoginState {
  step: "password" | "code";
  email: string;
  error?: string;
}

/**
 * Email and password, then the 6-digit code of the authenticator app. `action` is a server
 * action handed straight to useActionState, so the form posts to the server and works before
 * (or without) JavaScript; the hidden `step` tells the action which step was filled in.
 */
export function LoginForm({
  action: signInStep,
  notice,
}: {
  action: (state: LoginState, data: FormData) => Promise<LoginState>;
  notice?: string;
}) {
  const [state, action, pending] = useActionState(signInStep, { step: "password", email: "" });
  return (
    <form action={action} className="space-y-4">
      {notice && !state.error ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">{notice}</p>
      ) : null}
      <FormError message={state.error} />
      <input type="hidden" name="step" value={state.step} />
      {state.step === "password" ? (
        <>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={state.email}
            required
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton pending={pending}>Continue</SubmitButton>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Signing in as <strong>{state.email}</strong>. Enter the 6-digit code from your
            authenticator app.
          </p>
          <input type="hidden" name="email" value={state.email} />
          <Field
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
          />
          <SubmitButton pending={pending}>Sign in</SubmitButton>
        </>
      )}
    </form>
  );
}
