"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/src/db";
import { checkForm, formText } from "@/src/lib/console/input";
import { factFormPath } from "@/src/lib/content-editing/facts";
import { type ContentActor, ContentError } from "@/src/server/content-editing/actor";
import { recheckFact } from "@/src/server/content-editing/facts";
import { dropTags, instanceId } from "@/src/server/content-editing/revalidate";
import { saveDraft } from "@/src/server/content-editing/workflow";
import { requireStaff } from "@/src/server/staff/session";

import type { FactFormState } from "@/src/ui/console/content/facts-form";

/** The verified facts' server actions. Next checks each action's Origin against Host (CSRF). */

async function actor(): Promise<ContentActor> {
  const s = await requireStaff("content.edit");
  return { id: s.id, email: s.email, role: s.role, ip: s.ip };
}

const FIELDS = [
  "registrationNumber",
  "registrationCouncil",
  "accreditations",
  "pmjayId",
  "source",
  "sourceUrl",
  "checkedOn",
] as const;

/** A changed fact: a draft (opened on its page, published from there). */
export async function saveFactDraftAction(
  _state: FactFormState,
  data: FormData,
): Promise<FactFormState> {
  const who = await actor();
  // Anyone may post to an action, with any argument list: checked before the database sees it.
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const form = checked.form;
  const key = formText(form, "key");
  const input: Record<string, unknown> = Object.fromEntries(
    FIELDS.map((f) => [f, form.get(f) ?? undefined]),
  );
  // Check boxes: one value per ticked insurer (and per ticked "cashless").
  if (form.has("insurersShown")) {
    input.insurers = form.getAll("insurers").map(String).join("; ");
    input.cashless = form.getAll("cashless").map(String).join("; ");
  }
  if (form.has("accreditationsShown")) {
    input.accreditations = form.getAll("accreditations").map(String).join("; ");
  }
  let id: number;
  try {
    const result = await saveDraft(getDb(), who, "fact", key, input);
    if (!result.ok) return { problems: result.problems };
    id = result.draft.id;
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
  redirect(`/console/content/drafts/${id}?done=saved`);
}

/** The same value checked again today: a new version at once. */
export async function recheckFactAction(
  _state: FactFormState,
  data: FormData,
): Promise<FactFormState> {
  const who = await actor();
  const checked = checkForm(data);
  if ("error" in checked) return checked;
  const form = checked.form;
  const key = formText(form, "key");
  const back = formText(form, "back", 20);
  try {
    const result = await recheckFact(
      getDb(),
      who,
      key,
      { source: form.get("source") ?? undefined, sourceUrl: form.get("sourceUrl") ?? undefined },
      { origin: instanceId() },
    );
    dropTags(result.tags);
  } catch (error) {
    if (error instanceof ContentError) return { error: error.message };
    throw error;
  }
  redirect(
    back === "stale"
      ? `/console/content/stale?done=${encodeURIComponent(key)}`
      : `${factFormPath(key)}?done=rechecked`,
  );
}
