"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/src/db";
import {
  addStaff,
  disableStaff,
  resetStaff,
  StaffError,
  setStaffCities,
} from "@/src/server/staff/accounts";
import { ContentError } from "@/src/server/content-editing/actor";
import { linkReviewerByAdmin } from "@/src/server/content-editing/reviewers";
import { requireStaff } from "@/src/server/staff/session";
import { env } from "@/src/config/env";
import { checkForm, formText } from "@/src/lib/console/input";
import type { StaffFormState } from "@/src/ui/console/staff-forms";

function text(data: FormData, name: string, max = 300): string {
  return formText(data, name, max).trim();
}

function cityList(value: string): string[] {
  return value
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

export async function addStaffAction(_: StaffFormState, form: FormData): Promise<StaffFormState> {
  const admin = await requireStaff("staff.manage");
  // A client may post any argument list: the form is checked (a FormData, no control
  // characters) before any of it reaches the database.
  const checked = checkForm(form);
  if ("error" in checked) return checked;
  const data = checked.form;
  try {
    const added = await addStaff(
      getDb(),
      {
        email: text(data, "email", 254),
        role: text(data, "role", 20),
        name: text(data, "name", 100),
        cities: cityList(text(data, "cities", 500)),
      },
      { actorId: admin.id, actorEmail: admin.email, ip: admin.ip },
    );
    revalidatePath("/console/staff");
    return {
      link: new URL(added.setupPath, env().SITE_URL).toString(),
      done: `Added ${added.email}.`,
    };
  } catch (error) {
    if (error instanceof StaffError) return { error: error.message };
    throw error;
  }
}

export async function staffRowAction(_: StaffFormState, form: FormData): Promise<StaffFormState> {
  const admin = await requireStaff("staff.manage");
  const checked = checkForm(form);
  if ("error" in checked) return checked;
  const data = checked.form;
  const operator = { actorId: admin.id, actorEmail: admin.email, ip: admin.ip };
  const email = text(data, "email", 254);
  const intent = text(data, "intent", 20);
  try {
    if (intent === "disable") {
      if (email.toLowerCase() === admin.email.toLowerCase()) {
        return { error: "You cannot disable your own account." };
      }
      await disableStaff(getDb(), email, operator);
      revalidatePath("/console/staff");
      return { done: `${email} is disabled and signed out everywhere.` };
    }
    if (intent === "reset") {
      const reset = await resetStaff(getDb(), email, operator);
      revalidatePath("/console/staff");
      return {
        done: `${reset.email} is signed out everywhere.`,
        link: new URL(reset.setupPath, env().SITE_URL).toString(),
      };
    }
    if (intent === "cities") {
      await setStaffCities(
        getDb(),
        text(data, "id", 64),
        cityList(text(data, "cities", 500)),
        operator,
      );
      revalidatePath("/console/staff");
      return { done: `Cities of ${email} saved.` };
    }
    return { error: "Unknown action." };
  } catch (error) {
    if (error instanceof StaffError) return { error: error.message };
    throw error;
  }
}

/** An admin links a reviewer account to the public reviewer profile it signs as. */
export async function linkReviewerAction(
  _: StaffFormState,
  form: FormData,
): Promise<StaffFormState> {
  const admin = await requireStaff("staff.manage");
  const checked = checkForm(form);
  if ("error" in checked) return checked;
  const data = checked.form;
  try {
    const profile = await linkReviewerByAdmin(
      getDb(),
      { id: admin.id, email: admin.email, role: admin.role, ip: admin.ip },
      { staffId: text(data, "id", 64), reviewerSlug: text(data, "reviewer", 120) },
    );
    revalidatePath("/console/staff");
    return { done: `Linked: signs off as ${profile.name}.` };
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
}
