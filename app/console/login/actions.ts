"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { checkForm, hasControlCharacter } from "@/src/lib/console/input";
import { homeOf } from "@/src/lib/console/permissions";
import { requestClient } from "@/src/server/staff/session";
import { signInWithCode, signInWithPassword } from "@/src/server/staff/sign-in";
import type { LoginState } from "@/src/ui/console/login-form";

function text(data: FormData, name: string, max = 300): string {
  const value = data.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** What the previous answer said, read defensively: anyone may post any argument list here. */
function previous(prev: unknown): { step: "password" | "code"; email: string } {
  const { step, email } = (prev ?? {}) as { step?: unknown; email?: unknown };
  return {
    step: step === "code" ? "code" : "password",
    email: typeof email === "string" && !hasControlCharacter(email) ? email.slice(0, 254) : "",
  };
}

/**
 * Both steps of the sign-in form, one server action, so the form posts to the server without
 * JavaScript too (the form's hidden `step` says which step it shows). The step is the browser's
 * word only for which form it filled in: the code step checks the pending sign-in itself.
 */
export async function signInStepAction(prev: LoginState, form: FormData): Promise<LoginState> {
  const before = previous(prev);
  // The form is checked before sign-in reads it (a NUL in the e-mail reached the account lookup,
  // a 500; so did a call whose second argument was not a form).
  const checked = checkForm(form);
  if ("error" in checked) return { step: before.step, email: before.email, error: checked.error };
  const data = checked.form;
  const step = text(data, "step", 10) || before.step;
  if (step !== "code") {
    const email = text(data, "email", 254).trim();
    const result = await signInWithPassword(
      getDb(),
      { email, password: text(data, "password", 200) },
      new Headers(await headers()),
      await requestClient(),
    );
    return result.ok ? { step: "code", email } : { step: "password", email, error: result.message };
  }
  const email = text(data, "email", 254) || before.email;
  const result = await signInWithCode(
    getDb(),
    { email, code: text(data, "code", 20) },
    new Headers(await headers()),
    await requestClient(),
  );
  if (!result.ok) {
    // A stale or spent sign-in starts over at the password; a wrong code stays at the code.
    return { step: result.restart ? "password" : "code", email, error: result.message };
  }
  // Straight to the role's first page: a second redirect while rendering the action's answer
  // would drop the session cookie the action just set.
  redirect(homeOf(result.role));
}
