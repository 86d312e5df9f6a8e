"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { currentStaff } from "@/src/server/staff/session";
import { signOutStaff } from "@/src/server/staff/sign-in";

/** The shell's sign-out button. */
export async function signOutAction(): Promise<void> {
  const result = await currentStaff();
  if (result.staff) await signOutStaff(getDb(), new Headers(await headers()), result.staff);
  redirect("/console/login");
}

/**
 * "Stay signed in" (CS-104): a request like any other, so the session's idle clock restarts;
 * false when the session has already ended.
 */
export async function keepAliveAction(): Promise<boolean> {
  const result = await currentStaff();
  return result.staff !== null;
}
