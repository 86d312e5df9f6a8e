import { formatIst, telHref, whatsappHref } from "@/src/lib/console/lead-format";
import {
  type ContactDecision,
  type ContactRefusal,
  type ContactRules,
  contactDecision,
  contactRulesText,
} from "@/src/lib/privacy/contact-rules";
import { LeadTapLink } from "./lead-tap";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

/** Why a call is not possible now, in the care team's words. */
const WHY_NO_CALL: Record<ContactRefusal, string> = {
  erased: "Erased by the patient: no contact.",
  stopped: "The patient stopped all contact about this request (stop link or My data).",
  do_not_contact: "The patient asked not to be contacted.",
  other_channel: "The patient does not want calls.",
  no_consent: "The patient does not want calls.",
  outside_hours: "Outside the patient's hours: call later.",
};

export interface LeadContactState {
  id: number;
  countryCode: string;
  MobileNoData: string;
  consentCall: boolean;
  consentWhatsapp: boolean;
  consentMarketing: boolean;
  contactRules: ContactRules | null;
  erasedAt: Date | null;
  erasedBy: "patient" | "retention" | null;
}

/** The one contact decision for a lead's stored state (DP-29). */
export function leadContactDecision(lead: LeadContactState, now: Date): ContactDecision {
  return contactDecision(
    {
      consentCall: lead.consentCall,
      consentWhatsapp: lead.consentWhatsapp,
      erased: lead.erasedAt !== null,
      rules: lead.contactRules,
    },
    now,
  );
}

/**
 * The lead's call and WhatsApp buttons with the patient's contact rules beside them, both from
 * the one contact decision (DP-29): a button shows only when that action is allowed now, and
 * otherwise the reason does; a patient nobody may reach is said to be so in one line, instead of
 * rules and consents that seem to disagree.
 */
export function LeadContact({
  lead,
  now,
  recordTap,
}: {
  lead: LeadContactState;
  now: Date;
  /** Records a tap in the lead's story (CS-110); without it the buttons are plain links. */
  recordTap?: (via: "call" | "whatsapp") => Promise<unknown>;
}) {
  const rules = lead.contactRules;
  const erased = lead.erasedAt !== null;
  const decision = leadContactDecision(lead, now);
  const callRefusal = decision.refusals.call;
  const unreachable = !erased && !decision.reachable;
  return (
    <div className="space-y-2" data-testid="lead-contact-rules">
      {erased ? (
        <p
          className="rounded-md bg-slate-100 p-3 font-semibold text-slate-900"
          data-testid="lead-erased"
        >
          {lead.erasedBy === "patient"
            ? "Erased by the patient"
            : "Anonymised by the retention schedule"}
        </p>
      ) : null}
      {unreachable ? (
        <p
          className="rounded-md bg-amber-50 p-3 text-sm font-semibold text-amber-900"
          data-testid="lead-unreachable"
        >
          Nobody may contact this patient now or later: {unreachableReason(lead)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {callRefusal === undefined ? (
          <LeadTapLink
            via="call"
            record={recordTap}
            href={telHref(lead.countryCode, lead.MobileNoData)}
            data-testid="call-lead"
            aria-label={`Call +${lead.countryCode} ${lead.MobileNoData}`}
            className={`${BUTTON} flex-1 whitespace-nowrap bg-teal-800 text-white hover:bg-teal-900 sm:flex-none`}
          >
            Call
            <span className="hidden tabular-nums sm:inline">
              +{lead.countryCode} {lead.MobileNoData}
            </span>
          </LeadTapLink>
        ) : (
          // CS-113: the button stays where the agent expects it, disabled, with the reason
          // beside it (read out with it), instead of vanishing.
          <div className="flex w-full flex-wrap items-center gap-2">
            <button
              type="button"
              disabled
              data-testid="call-disabled"
              aria-describedby="call-why"
              className={`${BUTTON} cursor-not-allowed bg-slate-200 text-slate-600`}
            >
              Call
            </button>
            <p
              id="call-why"
              className="min-w-0 flex-1 text-sm font-semibold text-amber-900"
              data-testid="call-hidden"
              data-why={callRefusal}
            >
              {WHY_NO_CALL[callRefusal]}
              {decision.opensAt ? ` Their hours open ${formatIst(decision.opensAt)} IST.` : ""}
            </p>
          </div>
        )}
        {decision.refusals.whatsapp === undefined ? (
          <LeadTapLink
            via="whatsapp"
            record={recordTap}
            href={whatsappHref(lead.countryCode, lead.MobileNoData)}
            data-testid="whatsapp-lead"
            target="_blank"
            rel="noopener noreferrer"
            className={`${BUTTON} flex-1 border border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-50 sm:flex-none`}
          >
            WhatsApp
          </LeadTapLink>
        ) : null}
      </div>
      {!erased ? (
        <p className="text-sm text-slate-700" data-testid="contact-rules-summary">
          {contactRulesText(rules)} Consents: call {lead.consentCall ? "yes" : "no"}, WhatsApp{" "}
          {lead.consentWhatsapp ? "yes" : "no"}, tips {lead.consentMarketing ? "yes" : "no"}.
        </p>
      ) : null}
    </div>
  );
}

/** Why no action is ever allowed, for a lead that is not erased. */
function unreachableReason(lead: LeadContactState): string {
  if (!lead.consentCall) return "they stopped all contact about this request.";
  if (lead.contactRules?.doNotContact) return 'they asked "do not contact".';
  if (lead.contactRules?.channel === "whatsapp")
    return "they chose WhatsApp only, and WhatsApp messages are not allowed.";
  return "their rules and consents leave no way.";
}
