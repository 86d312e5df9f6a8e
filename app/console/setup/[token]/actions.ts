"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { checkForm } from "@/src/lib/console/input";
import { homeOf } from "@/src/lib/console/permissions";
import { requestClient } from "@/src/server/staff/session";
import { confirmSetup, startSetup } from "@/src/server/staff/sign-in";
import type { SetupState } from "@/src/ui/console/setup-form";

function text(data: FormData, name: string, max = 300): string {
  const value = data.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** A setup link's token as the page binds it; anything else is no link (the link's message). */
const tokenOf = (token: unknown) => (typeof token === "string" ? token : "");

export async function setupPasswordAction(
  token: string,
  _: SetupState,
  form: FormData,
): Promise<SetupState> {
  // Anyone may post to this action, with any argument list: checked before the database sees it.
  const checked = checkForm(form);
  if ("error" in checked) return { step: "password", error: checked.error };
  const data = checked.form;
  const password = text(data, "password", 200);
  if (password !== text(data, "confirm", 200)) {
    return { step: "password", error: "The two passwords are not the same." };
  }
  const result = await startSetup(getDb(), tokenOf(token), password, new Headers(await headers()));
  if (!result.ok) return { step: "password", error: result.message };
  return {
    step: "code",
    enrolment: { qrSvg: result.qrSvg, secret: result.secret, uri: result.uri },
  };
}

export async function setupCodeAction(
  token: string,
  prev: SetupState,
  form: FormData,
): Promise<SetupState> {
  const state: SetupState = prev && typeof prev === "object" ? prev : { step: "code" };
  const checked = checkForm(form);
  if ("error" in checked) return { ...state, error: checked.error };
  const result = await confirmSetup(
    getDb(),
    tokenOf(token),
    text(checked.form, "code", 20),
    new Headers(await headers()),
    await requestClient(),
  );
  if (!result.ok) return { ...state, error: result.message };
  // Straight to the role's first page: a second redirect while rendering the action's answer
  // would drop the session cookie the action just set.
  redirect(homeOf(result.role));
}
