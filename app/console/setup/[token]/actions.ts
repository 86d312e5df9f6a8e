"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { homeOf } from "@/src/lib/console/permissions";
import { requestClient } from "@/src/server/staff/session";
import { confirmSetup, startSetup } from "@/src/server/staff/sign-in";
import type { SetupState } from "@/src/ui/console/setup-form";

function text(data: FormData, name: string, max = 300): string {
  const value = data.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export async function setupPasswordAction(
  token: string,
  _: SetupState,
  data: FormData,
): Promise<SetupState> {
  const password = text(data, "password", 200);
  if (password !== text(data, "confirm", 200)) {
    return { step: "password", error: "The two passwords are not the same." };
  }
  const result = await startSetup(getDb(), token, password, new Headers(await headers()));
  if (!result.ok) return { step: "password", error: result.message };
  return {
    step: "code",
    enrolment: { qrSvg: result.qrSvg, secret: result.secret, uri: result.uri },
  };
}

export async function setupCodeAction(
  token: string,
  prev: SetupState,
  data: FormData,
): Promise<SetupState> {
  const result = await confirmSetup(
    getDb(),
    token,
    text(data, "code", 20),
    new Headers(await headers()),
    await requestClient(),
  );
  if (!result.ok) return { ...prev, error: result.message };
  // Straight to the role's first page: a second redirect while rendering the action's answer
  // would drop the session cookie the action just set.
  redirect(homeOf(result.role));
}
