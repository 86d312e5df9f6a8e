"use server";

import { revalidatePath } from "next/cache";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { checkForm, MAX_BIGINT_ID, parseRecordId } from "@/src/lib/console/input";
import {
  ERROR_REPORT_MARKS,
  markErrorReport,
  markPartnerEnquiry,
  PARTNER_MARKS,
} from "@/src/server/console/queues";
import { requireStaff } from "@/src/server/staff/session";

/**
 * A status button's form: the item's id and one of the queue's statuses. These buttons have no
 * place for a message, and the console never sends another id or status, so anything else (or an
 * item that is not there) is the console's 404, before the database sees it.
 */
function markOf<S extends string>(
  data: unknown,
  statuses: readonly S[],
  maxId?: number,
): { id: number; status: S } {
  const checked = checkForm(data);
  if ("error" in checked) notFound();
  const id = parseRecordId(checked.form.get("id"), maxId);
  const status = checked.form.get("status");
  if (id === null || !statuses.includes(status as S)) notFound();
  return { id, status: status as S };
}

/** The queues' status buttons. Next checks each action's Origin against Host (CSRF). */
export async function markErrorReportAction(form: FormData): Promise<void> {
  const staff = await requireStaff("queue.errors");
  const { id, status } = markOf(form, ERROR_REPORT_MARKS);
  if (!(await markErrorReport(getDb(), staff, id, status))) notFound();
  revalidatePath("/console/queues/errors");
}

export async function markPartnerAction(form: FormData): Promise<void> {
  const staff = await requireStaff("queue.work");
  const { id, status } = markOf(form, PARTNER_MARKS, MAX_BIGINT_ID);
  if (!(await markPartnerEnquiry(getDb(), staff, id, status))) notFound();
  revalidatePath("/console/queues/partners");
}
