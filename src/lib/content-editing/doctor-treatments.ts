/**
 * The rules of a doctor's "Treatments performed" (content kind `doctor_treatments`, key: the
 * doctor's slug). The list is what puts a doctor on a treatment's pages, so it is a medical claim:
 * a reviewer signs it off (docs/decisions/0034-doctor-treatments-signed-off.md). Pure: the
 * server decides with these rules and the console's picker shows the same messages.
 *
 * The field holds the treatments' slugs, sorted and joined by "; " (as an article's related
 * treatments), so two lists with the same treatments are the same value and the diff of a draft
 * is exactly the treatments added and removed.
 */
import type { Checked, ContentFields, FieldProblem } from "./fields";

/** A doctor performs at most this many treatments (the sample doctors have 1 to 5). */
export const MAX_DOCTOR_TREATMENTS = 40;

/** A reviewer's reason for sending a change back: short plain text the editor acts on. */
export const SEND_BACK_REASON_MIN = 5;
export const SEND_BACK_REASON_MAX = 500;

export interface DoctorTreatments extends ContentFields {
  treatments: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slugs of a stored or posted list ("a; b"), in their order, blanks dropped. */
export function slugsOf(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The stored form of a list: sorted, "; " between. */
export function joinSlugs(slugs: readonly string[]): string {
  return [...slugs].sort().join("; ");
}

/**
 * The editor's list as posted. `published`: the list on the site now; `input.treatmentsBase`,
 * when sent, is the list the form was opened on: a different one means someone published a
 * change meanwhile, and saving would silently undo it.
 */
export function checkDoctorTreatments(
  input: Record<string, unknown>,
  published: ContentFields | null = null,
): Checked<DoctorTreatments> {
  const problems: FieldProblem[] = [];
  const raw = input.treatments;
  // An empty list is a change (the doctor performs none listed here); a missing one is not.
  if (typeof raw !== "string") {
    return {
      ok: false,
      problems: [
        { field: "treatments", message: 'Send the list of treatments (slugs, "; " between).' },
      ],
    };
  }
  const slugs = slugsOf(raw);
  const bad = slugs.filter((s) => !SLUG.test(s) || s.length > 120);
  if (bad.length > 0) {
    problems.push({
      field: "treatments",
      message: `"${bad[0]?.slice(0, 60)}" is not a treatment's slug (lowercase letters, digits and hyphens).`,
    });
  }
  const twice = slugs.filter((s, i) => slugs.indexOf(s) !== i);
  if (twice.length > 0) {
    problems.push({
      field: "treatments",
      message: `"${twice[0]}" is listed twice: list each treatment once.`,
    });
  }
  if (slugs.length > MAX_DOCTOR_TREATMENTS) {
    problems.push({
      field: "treatments",
      message: `A doctor performs at most ${MAX_DOCTOR_TREATMENTS} treatments here (${slugs.length} listed).`,
    });
  }
  if (
    published &&
    typeof input.treatmentsBase === "string" &&
    joinSlugs(slugsOf(input.treatmentsBase)) !== (published.treatments ?? "")
  ) {
    problems.push({
      field: "",
      message:
        "The doctor's treatments were changed and published since you opened this form: reload the page and make your change again.",
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { treatments: joinSlugs(slugs) } };
}

/** The treatments a change adds and removes (slugs, sorted). */
export function treatmentChanges(
  before: ContentFields | null | undefined,
  after: ContentFields | null | undefined,
): { added: string[]; removed: string[] } {
  const was = slugsOf(before?.treatments);
  const now = slugsOf(after?.treatments);
  return {
    added: now.filter((s) => !was.includes(s)).sort(),
    removed: was.filter((s) => !now.includes(s)).sort(),
  };
}

/** A reviewer's reason for sending a change back to its editor: required, plain, short. */
export function checkSendBackReason(raw: unknown): Checked<string> {
  const text = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
  if (text.length < SEND_BACK_REASON_MIN) {
    return {
      ok: false,
      problems: [
        { field: "reason", message: "Say why you send it back: the editor reads it to fix it." },
      ],
    };
  }
  if (text.length > SEND_BACK_REASON_MAX) {
    return {
      ok: false,
      problems: [
        {
          field: "reason",
          message: `The reason is at most ${SEND_BACK_REASON_MAX} characters (${text.length} written).`,
        },
      ],
    };
  }
  if (/<\s*[a-z!/]/i.test(text)) {
    return {
      ok: false,
      problems: [{ field: "reason", message: "The reason is plain text: remove the HTML tag." }],
    };
  }
  return { ok: true, value: text };
}
