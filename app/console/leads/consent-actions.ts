"use server";

import { revalidatePath } from "next/cache";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { STAFF_PURPOSE_LABELS } from "@/src/lib/privacy/purposes";
import { CareTeamConsentError, recordCareTeamConsent } from "@/src/server/privacy/care-team";
import { requireStaff } from "@/src/server/staff/session";
import type { WorkFormState } from "@/src/ui/console/lead-work-forms";

/** A consent change the patient made on a call, recorded from the lead's page. */
export async function recordConsentAction(
  id: number,
  _prev: WorkFormState,
  data: FormData,
): Promise<WorkFormState> {
  const staff = await requireStaff("lead.work");
  try {
    const r = await recordCareTeamConsent(
      getDb(),
      staff,
      id,
      { purpose: data.get("purpose"), given: data.get("given") },
      new Date(),
    );
    revalidatePath(`/console/leads/${id}`);
    return {
      saved: r.changed
        ? `Recorded: the patient ${r.given ? "gave" : "withdrew"} "${STAFF_PURPOSE_LABELS[r.purpose]}" on a call.`
        : `No change: "${STAFF_PURPOSE_LABELS[r.purpose]}" already was ${r.given ? "given" : "withdrawn"}.`,
    };
  } catch (e) {
    if (e instanceof CareTeamConsentError) {
      if (e.status === 404) notFound();
      return { error: e.message };
    }
    throw e;
  }
}
