"use server";

import { revalidatePath } from "next/cache";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { checkForm, MAX_BIGINT_ID, parseRecordId } from "@/src/lib/console/input";
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
  // A client may post any argument list: the bound lead id and the form, checked first.
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const leadId = parseRecordId(id, MAX_BIGINT_ID);
  if (leadId === null) return { error: "There is no such lead." };
  try {
    const r = await recordCareTeamConsent(
      getDb(),
      staff,
      leadId,
      { purpose: checked.form.get("purpose"), given: checked.form.get("given") },
      new Date(),
    );
    revalidatePath(`/console/leads/${leadId}`);
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
