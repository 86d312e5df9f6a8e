import type { ContentFields } from "./fields";
import { diffFields } from "./fields";

/**
 * Which changes wait for a reviewer's sign-off beyond the medical kinds: the parts of a doctor's
 * profile a patient trusts as a medical claim (docs/decisions/0038-doctor-credentials-signed-off.md).
 * A doctor's qualifications and consultation fee, and the doctor's registration fact, go the
 * medical way; the rest of the profile (name, languages, experience) the editor publishes.
 */
export const DOCTOR_SIGNED_OFF_FIELDS = ["qualifications", "consultationFee"] as const;

/** A fact key of a doctor's registration: `doctor:{slug}:registration`. */
const REGISTRATION_KEY = /^doctor:[^:]+:registration$/;

export function needsSignOffFor(
  kind: string,
  key: string,
  before: ContentFields,
  after: ContentFields,
): boolean {
  const changed = diffFields(before, after).map((c) => c.field);
  if (kind === "doctor") {
    return changed.some((f) => (DOCTOR_SIGNED_OFF_FIELDS as readonly string[]).includes(f));
  }
  if (kind === "fact" && REGISTRATION_KEY.test(key)) return changed.length > 0;
  return false;
}
