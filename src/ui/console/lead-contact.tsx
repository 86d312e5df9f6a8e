import { telHref, whatsappHref } from "@/src/lib/console/lead-format";
import { type CallBlock, callBlock, type ContactRules } from "@/src/lib/privacy/contact-rules";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

const CHANNEL = { call: "Phone call", whatsapp: "WhatsApp only", sms: "SMS only" } as const;

const WHY_NO_CALL: Record<CallBlock, string> = {
  erased: "Erased by the patient: no contact.",
  stopped: "The patient stopped all contact about this request (stop link or My data).",
  do_not_contact: "The patient asked not to be contacted.",
  other_channel: "The patient does not want calls.",
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

/**
 * The lead's call and WhatsApp buttons with the patient's contact rules beside them. The call
 * button is hidden when the patient's rules or a withdrawn consent forbid a call now (outside
 * their hours, WhatsApp or SMS only, do not contact, stopped, erased), with the reason instead.
 */
export function LeadContact({ lead, now }: { lead: LeadContactState; now: Date }) {
  const rules = lead.contactRules;
  const erased = lead.erasedAt !== null;
  const block = callBlock({ consentCall: lead.consentCall, erased, rules }, now);
  const noContact =
    erased || !lead.consentCall || rules?.doNotContact === true || rules?.channel === "sms";
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
      <div className="flex flex-wrap gap-2">
        {block === undefined ? (
          <a
            href={telHref(lead.countryCode, lead.MobileNoData)}
            data-testid="call-lead"
            aria-label={`Call +${lead.countryCode} ${lead.MobileNoData}`}
            className={`${BUTTON} flex-1 whitespace-nowrap bg-teal-800 text-white hover:bg-teal-900 sm:flex-none`}
          >
            Call
            <span className="hidden tabular-nums sm:inline">
              +{lead.countryCode} {lead.MobileNoData}
            </span>
          </a>
        ) : (
          <p
            className="text-sm font-semibold text-amber-900"
            data-testid="call-hidden"
            data-why={block}
          >
            {WHY_NO_CALL[block]}
          </p>
        )}
        {noContact ? null : (
          <a
            href={whatsappHref(lead.countryCode, lead.MobileNoData)}
            data-testid="whatsapp-lead"
            target="_blank"
            rel="noopener noreferrer"
            className={`${BUTTON} flex-1 border border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-50 sm:flex-none`}
          >
            WhatsApp
          </a>
        )}
      </div>
      {!erased ? (
        <p className="text-sm text-slate-700" data-testid="contact-rules-summary">
          {rules
            ? [
                rules.doNotContact ? "Do not contact" : CHANNEL[rules.channel],
                rules.from && rules.to ? `${rules.from}-${rules.to} IST` : "any time",
                rules.language === "hi" ? "Hindi" : "English",
              ].join(" · ")
            : "No contact rules given."}{" "}
          Consents: call {lead.consentCall ? "yes" : "no"}, WhatsApp{" "}
          {lead.consentWhatsapp ? "yes" : "no"}, tips {lead.consentMarketing ? "yes" : "no"}.
        </p>
      ) : null}
    </div>
  );
}
