"use server";

import { revalidatePath } from "next/cache";
import { getDb } from "@/src/db";
import { checkForm, formText } from "@/src/lib/console/input";
import { assignRoundRobin } from "@/src/server/console/assignment";
import { LeadError } from "@/src/server/console/leads";
import { requireStaff } from "@/src/server/staff/session";
import type { AssignmentState } from "@/src/ui/console/assignment";

/** A supervisor shares one city's waiting leads round-robin among the agents who work it. */
export async function roundRobinAction(
  _: AssignmentState,
  form: FormData,
): Promise<AssignmentState> {
  const staff = await requireStaff("lead.assign");
  const checked = checkForm(form);
  if ("error" in checked) return checked;
  try {
    const result = await assignRoundRobin(getDb(), staff, formText(checked.form, "city", 100));
    revalidatePath("/console/leads");
    return {
      done:
        result.assigned.length === 0
          ? "No lead was waiting there."
          : `${result.assigned.length} leads shared among ${result.agents} agents.`,
    };
  } catch (error) {
    if (error instanceof LeadError) return { error: error.message };
    throw error;
  }
}
