import "server-only";
import type { Database } from "@/src/db";
import { can } from "@/src/lib/console/permissions";
import { isPurpose, type Purpose } from "@/src/lib/privacy/purposes";
import { leadInScope } from "@/src/server/console/leads";
import type { StaffMember } from "@/src/server/staff/session";
import { actorOf, recordAudit } from "@/src/server/staff/audit";
import { changeConsentsIn, LeadUnavailableError } from "./consents";

type Staff = Pick<StaffMember, "id" | "role" | "cities" | "email" | "ip">;

/** Why a care-team consent change was refused: a message for the console and an HTTP-like code. */
export class CareTeamConsentError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A consent change the patient asked for on a call, recorded by the care team (ledger channel
 * care_team). One transaction: the lead's column, the ledger row, the CRM event and the audit
 * entry naming the staff member; a change to the state the consent already has writes nothing.
 */
export async function recordCareTeamConsent(
  db: Database,
  staff: Staff,
  leadId: number,
  input: { purpose: unknown; given: unknown },
  now: Date,
): Promise<{ changed: boolean; purpose: Purpose; given: boolean }> {
  if (!can(staff.role, "lead.work")) throw new CareTeamConsentError(403, "Not allowed.");
  if (!(await leadInScope(db, staff, leadId))) throw new CareTeamConsentError(404, "No such lead.");
  if (!isPurpose(input.purpose))
    throw new CareTeamConsentError(400, "Choose what the patient allows or withdraws.");
  if (input.given !== "given" && input.given !== "withdrawn") {
    throw new CareTeamConsentError(400, "Choose whether the patient gave or withdrew it.");
  }
  const purpose = input.purpose;
  const given = input.given === "given";
  try {
    return await db.transaction(async (tx) => {
      const { changed } = await changeConsentsIn(
        tx,
        leadId,
        { [purpose]: given },
        "care_team",
        now,
      );
      if (changed.length > 0) {
        await recordAudit(tx, {
          ...actorOf(staff),
          action: "privacy.consent_recorded",
          recordType: "lead",
          recordId: leadId,
          detail: { purpose, action: given ? "given" : "withdrawn", channel: "care_team" },
        });
      }
      return { changed: changed.length > 0, purpose, given };
    });
  } catch (error) {
    if (error instanceof LeadUnavailableError) {
      throw new CareTeamConsentError(409, "This lead is erased: nothing to change.");
    }
    throw error;
  }
}
