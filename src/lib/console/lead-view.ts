import type { CloseReasonName, LeadStatusName } from "./lead-filters";
import type { ContactRules } from "../privacy/contact-rules";
import type { DueTimes, SlaClock } from "./sla";

/** One lead as the inbox, the export and the lead page's "earlier leads" show it. */
export interface LeadRow extends LeadClock {
  id: number;
  name: string;
  mobile: string;
  countryCode: string;
  email: string | null;
  city: string | null;
  treatment: string | null;
  leadType: string | null;
  pageType: string | null;
  pageName: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  leadSource: string | null;
  status: LeadStatusName;
  closeReason: CloseReasonName | null;
  assigneeId: string | null;
  assigneeName: string | null;
  nextCallAt: Date | null;
  firstContactAt: Date | null;
  createdAt: Date;
  insurer: string | null;
  /** The language of the page the patient wrote from ("en", "hi"). */
  language: string | null;
  consentCall: boolean;
  consentWhatsapp: boolean;
  erasedAt: Date | null;
  contactRules: ContactRules | null;
}

/** A lead's clock as the console shows it (computed by the server's `withSla`). */
export interface LeadClock {
  sla: SlaClock;
  /** The first call's deadline, counted in the team's and the patient's hours. */
  dueAt: Date;
  /** The call owed now or next, if any (the same rule as the stored due time). */
  nextDue: DueTimes | null;
  /** Whether the care team may contact the patient now, and at all (DP-29). */
  openNow: boolean;
  reachable: boolean;
  /** When the patient's hours open, if they are closed now. */
  opensAt: Date | null;
  /** How long the lead has waited (to its first contact, or to now). */
  age: string;
}
