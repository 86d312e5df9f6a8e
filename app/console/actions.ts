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
