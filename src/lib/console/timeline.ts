import { type ContactRules, contactRulesText } from "../privacy/contact-rules";
import { formatIst } from "./lead-format";
import { CLOSE_REASON_LABELS, isCloseReason, isLeadStatus, STATUS_LABELS } from "./lead-filters";

/**
 * A lead's story in the care team's words (CS-110): one line per event, never a stored key.
 * Pure, so the lead page and a test read the same words.
 */
export interface TimelineEvent {
  id: number;
  leadId: number;
  at: Date;
  kind: string;
  by: "staff" | "patient" | "system";
  /** The staff member's name, when staff did it. */
  actor: string | null;
  detail: Record<string, unknown>;
}

export interface TimelineEntry extends TimelineEvent {
  text: string;
}

const PURPOSES: Record<string, string> = {
  call: "Calls",
  whatsapp: "WhatsApp messages",
  marketing: "Health tips",
};
const CHANNELS: Record<string, string> = {
  my_data: "on My data",
  stop_link: "with the stop link",
  care_team: "recorded by the care team",
  form: "on the form",
};

function statusName(value: unknown): string {
  return isLeadStatus(value) ? STATUS_LABELS[value] : String(value ?? "");
}

/** What happened, in one line. `extra` carries what the event only points to. */
export function timelineText(
  event: Pick<TimelineEvent, "kind" | "detail">,
  extra: { note?: string; assignee?: string } = {},
): string {
  const d = event.detail;
  switch (event.kind) {
    case "created":
      return d.source ? `Request received (source: ${String(d.source)})` : "Request received";
    case "status": {
      const reason = isCloseReason(d.closeReason) ? ` (${CLOSE_REASON_LABELS[d.closeReason]})` : "";
      return `Status: ${statusName(d.from)} → ${statusName(d.to)}${reason}`;
    }
    case "note":
      return extra.note === undefined ? "Note (deleted)" : `Note: ${extra.note}`;
    case "callback":
      return d.nextCallAt
        ? `Callback set for ${formatIst(String(d.nextCallAt))} IST`
        : "Callback time cleared";
    case "assigned":
      if (d.taken) return "Took the lead";
      return d.to ? `Assigned to ${extra.assignee ?? "a colleague"}` : "Unassigned";
    case "call":
      return "Tapped Call";
    case "whatsapp":
      return "Tapped WhatsApp";
    case "sms":
      return "Confirmation SMS sent";
    case "consent":
      return `${PURPOSES[String(d.purpose)] ?? "Contact"} ${
        d.action === "given" ? "allowed" : "withdrawn"
      } ${CHANNELS[String(d.channel)] ?? ""}`.trim();
    case "rules":
      return `Contact rules: ${contactRulesText((d.rules as ContactRules | null) ?? null)}`;
    case "crm":
      if (d.status === "delivered") return "Delivered to the CRM";
      if (d.status === "retried") return "CRM delivery tried again";
      return `CRM delivery failed after ${Number(d.attempts ?? 0)} attempts`;
    default:
      return event.kind;
  }
}

/** Who did it: the staff member's name, the patient, or the system. */
export function timelineWho(event: Pick<TimelineEvent, "by" | "actor">): string {
  if (event.by === "patient") return "Patient";
  if (event.by === "system") return "System";
  return event.actor ?? "Care team";
}
