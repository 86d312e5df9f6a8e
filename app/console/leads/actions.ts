"use server";

import { notFound, redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { getDb } from "@/src/db";
import { parseIstInput } from "@/src/lib/console/lead-format";
import {
  addLeadNote,
  assignLead,
  LeadError,
  retryCrmDelivery,
  takeLead,
  updateLeadWork,
} from "@/src/server/console/leads";
import { requireStaff } from "@/src/server/staff/session";
import type { WorkFormState } from "@/src/ui/console/lead-work-forms";

function leadIdOf(data: FormData): number {
  const raw = String(data.get("id") ?? "");
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * Out of scope is "no such lead" (404); a role without the action gets its message (the form
 * is not shown to such a role; requireStaff explains why pages answer 404 rather than 403).
 */
function answer(e: unknown): WorkFormState {
  if (e instanceof LeadError) {
    if (e.status === 404) notFound();
    return { error: e.message };
  }
  throw e;
}

function refresh(id: number) {
  revalidatePath(`/console/leads/${id}`);
  revalidatePath("/console/leads");
}

/** "Take" in the inbox or on a lead's page: the lead is mine, and its page opens. */
export async function takeLeadAction(data: FormData): Promise<void> {
  const staff = await requireStaff("lead.take");
  const id = leadIdOf(data);
  try {
    await takeLead(getDb(), staff, id);
  } catch (e) {
    if (!(e instanceof LeadError && e.status === 409)) answer(e);
    // Someone was quicker: back to the inbox, where the lead now shows their name.
    redirect("/console/leads");
  }
  refresh(id);
  redirect(`/console/leads/${id}`);
}

export async function updateWorkAction(
  id: number,
  _prev: WorkFormState,
  data: FormData,
): Promise<WorkFormState> {
  const staff = await requireStaff("lead.work");
  const nextCallAt = parseIstInput(String(data.get("nextCallAt") ?? ""));
  if (nextCallAt === undefined) return { error: "The next call time is not a date and time." };
  try {
    await updateLeadWork(getDb(), staff, id, {
      status: String(data.get("status") ?? ""),
      closeReason: (data.get("closeReason") as string | null) || null,
      nextCallAt,
    });
  } catch (e) {
    return answer(e);
  }
  refresh(id);
  return {
    saved: `Saved at ${new Date().toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata" })}.`,
  };
}

export async function addNoteAction(
  id: number,
  _prev: WorkFormState,
  data: FormData,
): Promise<WorkFormState> {
  const staff = await requireStaff("lead.work");
  try {
    await addLeadNote(getDb(), staff, id, String(data.get("note") ?? ""));
  } catch (e) {
    return answer(e);
  }
  refresh(id);
  return { saved: String(Date.now()) };
}

export async function assignAction(
  id: number,
  _prev: WorkFormState,
  data: FormData,
): Promise<WorkFormState> {
  const staff = await requireStaff("lead.assign");
  try {
    await assignLead(getDb(), staff, id, (data.get("assigneeId") as string | null) || null);
  } catch (e) {
    return answer(e);
  }
  refresh(id);
  return { saved: "Assigned." };
}

export async function retryCrmAction(data: FormData): Promise<void> {
  const staff = await requireStaff("lead.work");
  const id = leadIdOf(data);
  try {
    await retryCrmDelivery(getDb(), staff, id);
  } catch (e) {
    if (!(e instanceof LeadError && e.status === 409)) answer(e);
  }
  refresh(id);
}
