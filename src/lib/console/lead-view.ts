import type { CloseReasonName, LeadStatusName } from "./lead-filters";
import type { ContactRules } from "../privacy/contact-rules";
import type { DueTimes, SlaClock } from "./sla";

/** One lead as the inbox, the export and the lead page's "earlier leads" show it. */
export interface LeadRow {
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
  sla: SlaClock;
  /** The first call's deadline (in the team's and the patient's hours). */
  dueAt: Date;
  nextDue: DueTimes | null;
  openNow: boolean;
  reachable: boolean;
  opensAt: Date | null;
  /** How long the lead has waited (to its first contact, or to now). */
  age: string;
}
