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

/** The e-mail the code step carries over from the password step, if it is one. */
function previousEmail(prev: unknown): string {
  const email = (prev as { email?: unknown } | null)?.email;
  return typeof email === "string" && !hasControlCharacter(email) ? email.slice(0, 254) : "";
}

export async function passwordStepAction(_: LoginState, form: FormData): Promise<LoginState> {
  // Anyone may post to this action, with any argument list: the form is checked before sign-in
  // reads it (a NUL in the e-mail reached the account lookup, a 500).
  const checked = checkForm(form);
  if ("error" in checked) return { step: "password", email: "", error: checked.error };
  const data = checked.form;
  const email = text(data, "email", 254).trim();
  const result = await signInWithPassword(
    getDb(),
    { email, password: text(data, "password", 200) },
    new Headers(await headers()),
    await requestClient(),
  );
  return result.ok ? { step: "code", email } : { step: "password", email, error: result.message };
}

export async function codeStepAction(prev: LoginState, form: FormData): Promise<LoginState> {
  const checked = checkForm(form);
  if ("error" in checked) return { step: "code", email: previousEmail(prev), error: checked.error };
  const data = checked.form;
  const email = text(data, "email", 254) || previousEmail(prev);
  const result = await signInWithCode(
    getDb(),
    { email, code: text(data, "code", 20) },
    new Headers(await headers()),
    await requestClient(),
  );
  if (!result.ok) {
    // A stale step cookie starts over at the password; a wrong code stays at the code.
    const again = /took too long/.test(result.message);
    return { step: again ? "password" : "code", email, error: result.message };
  }
  // Straight to the role's first page: a second redirect while rendering the action's answer
  // would drop the session cookie the action just set.
  redirect(homeOf(result.role));
}
