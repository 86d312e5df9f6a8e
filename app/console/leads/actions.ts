"use server";

import { notFound, redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { getDb } from "@/src/db";
import { checkForm, formText, MAX_BIGINT_ID, parseRecordId } from "@/src/lib/console/input";
import { parseIstInput } from "@/src/lib/console/lead-format";
import {
  addLeadNote,
  assignLead,
  LeadError,
  recordContactTap,
  retryCrmDelivery,
  takeLead,
  updateLeadWork,
} from "@/src/server/console/leads";
import { requireStaff } from "@/src/server/staff/session";
import type { WorkFormState } from "@/src/ui/console/lead-work-forms";

/**
 * The lead id of a button's form (take, retry), or the console's 404: such a form has no place
 * for a message, and a form without a real lead id was not sent by the console.
 */
function leadIdOf(data: unknown): number {
  const checked = checkForm(data);
  const id = "form" in checked ? parseRecordId(checked.form.get("id"), MAX_BIGINT_ID) : null;
  if (id === null) notFound();
  return id;
}

/**
 * The arguments of a lead's form action, checked before anything else: the id the page bound
 * and the form, as the console sends them (a client may post any argument list), or the form's
 * message.
 */
function leadForm(id: unknown, data: unknown): { id: number; form: FormData } | { error: string } {
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const leadId = parseRecordId(id, MAX_BIGINT_ID);
  if (leadId === null) return { error: "There is no such lead." };
  return { id: leadId, form: checked.form };
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
  const input = leadForm(id, data);
  if ("error" in input) return input;
  const nextCallAt = parseIstInput(formText(input.form, "nextCallAt", 40));
  if (nextCallAt === undefined) return { error: "The next call time is not a date and time." };
  try {
    await updateLeadWork(getDb(), staff, input.id, {
      status: formText(input.form, "status", 40),
      closeReason: formText(input.form, "closeReason", 40) || null,
      nextCallAt,
    });
  } catch (e) {
    return answer(e);
  }
  refresh(input.id);
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
  const input = leadForm(id, data);
  if ("error" in input) return input;
  try {
    await addLeadNote(getDb(), staff, input.id, formText(input.form, "note"));
  } catch (e) {
    return answer(e);
  }
  refresh(input.id);
  return { saved: String(Date.now()) };
}

export async function assignAction(
  id: number,
  _prev: WorkFormState,
  data: FormData,
): Promise<WorkFormState> {
  const staff = await requireStaff("lead.assign");
  const input = leadForm(id, data);
  if ("error" in input) return input;
  try {
    await assignLead(getDb(), staff, input.id, formText(input.form, "assigneeId", 64) || null);
  } catch (e) {
    return answer(e);
  }
  refresh(input.id);
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

/**
 * A tap on a lead's Call or WhatsApp button, for its story (CS-110). The tap itself opens the
 * phone's dialler or WhatsApp; this only records it, so a refusal (the decision changed since
 * the page was drawn) answers quietly rather than with a page.
 */
export async function recordTapAction(id: unknown, via: unknown): Promise<{ ok: boolean }> {
  const staff = await requireStaff("lead.work");
  const leadId = parseRecordId(id, MAX_BIGINT_ID);
  if (leadId === null || typeof via !== "string") return { ok: false };
  try {
    await recordContactTap(getDb(), staff, leadId, via);
    revalidatePath(`/console/leads/${leadId}`);
    return { ok: true };
  } catch (e) {
    if (e instanceof LeadError) return { ok: false };
    throw e;
  }
}
