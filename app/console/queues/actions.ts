"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/src/db";
import {
  type ErrorReportMark,
  markErrorReport,
  markPartnerEnquiry,
  type PartnerMark,
} from "@/src/server/console/queues";
import { requireStaff } from "@/src/server/staff/session";

/** The queues' status buttons. Next checks each action's Origin against Host (CSRF). */
export async function markErrorReportAction(form: FormData): Promise<void> {
  const staff = await requireStaff("queue.errors");
  await markErrorReport(
    getDb(),
    staff,
    Number(form.get("id")),
    String(form.get("status")) as ErrorReportMark,
  );
  revalidatePath("/console/queues/errors");
}

export async function markPartnerAction(form: FormData): Promise<void> {
  const staff = await requireStaff("queue.work");
  await markPartnerEnquiry(
    getDb(),
    staff,
    Number(form.get("id")),
    String(form.get("status")) as PartnerMark,
  );
  revalidatePath("/console/queues/partners");
}
