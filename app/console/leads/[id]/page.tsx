import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { callLanguage, formatIst, istInputValue } from "@/src/lib/console/lead-format";
import { can } from "@/src/lib/console/permissions";
import { getMessages } from "@/src/lib/i18n";
import { surveyAnswersText } from "@/src/lib/lead/survey-text";
import type { ContactDecision } from "@/src/lib/privacy/contact-rules";
import {
  assignableStaff,
  getLeadForStaff,
  LeadError,
  leadTimeline,
} from "@/src/server/console/leads";
import { photoLink } from "@/src/server/console/photo-link";
import { requireStaff } from "@/src/server/staff/session";
import { SlaBadge, StatusBadge } from "@/src/ui/console/lead-badges";
import { CareTeamConsentForm } from "@/src/ui/console/care-team-consent";
import { LeadContact, leadContactDecision } from "@/src/ui/console/lead-contact";
import { closeReasonLabel, Facts, NotesList, Panel } from "@/src/ui/console/lead-detail";
import { LeadTimeline } from "@/src/ui/console/lead-timeline";
import { AssignForm, LeadNoteForm, LeadStatusForm } from "@/src/ui/console/lead-work-forms";
import { ConsoleFrame } from "../../_ui/frame";
import {
  addNoteAction,
  assignAction,
  recordTapAction,
  retryCrmAction,
  takeLeadAction,
  updateWorkAction,
} from "../actions";
import { recordConsentAction } from "../consent-actions";

export const metadata: Metadata = { title: "Lead" };

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";

async function load(id: string) {
  const staff = await requireStaff("lead.view");
  if (!/^\d{1,15}$/.test(id)) notFound();
  try {
    return { staff, detail: await getLeadForStaff(getDb(), staff, Number(id)) };
  } catch (e) {
    if (e instanceof LeadError) notFound();
    throw e;
  }
}

export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id: raw } = await params;
  const { staff, detail } = await load(raw);
  const byMobile = (await searchParams).story === "number";
  const { lead, work, crm } = detail;
  const id = lead.id;
  const supervisor = can(staff.role, "lead.assign");
  const [people, story] = await Promise.all([
    supervisor ? assignableStaff(getDb()) : Promise.resolve([]),
    leadTimeline(getDb(), staff, id, { byMobile }),
  ]);
  const mine = work.assigneeId === staff.id;
  const canWork = can(staff.role, "lead.work");
  const now = new Date();
  // The buttons and the due line read one decision, so they cannot disagree (DP-29): the due
  // line asks it at the due time, whether the patient may be contacted then.
  const contactAtDue = leadContactDecision(lead, work.dueAt);
  return (
    <ConsoleFrame staff={staff} section="/console/leads" title={lead.NameData || `Lead ${id}`}>
      <div data-testid="lead-detail" data-lead-id={id} className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={work.status} />
          {work.status === "closed" ? (
            <span className="text-slate-700">({closeReasonLabel(work.closeReason)})</span>
          ) : null}
          <SlaBadge sla={work.sla} age={work.age} />
          <span className="text-slate-600">
            Came in {formatIst(work.createdAt)} · lead {id}
          </span>
          <Link
            href="/console/leads"
            className="ml-auto inline-flex min-h-11 items-center text-teal-800 underline"
          >
            ← Inbox
          </Link>
        </div>
        <LeadContact
          lead={lead}
          now={now}
          recordTap={canWork ? recordTapAction.bind(null, id) : undefined}
        />
        {canWork && !lead.erasedAt ? (
          <CareTeamConsentForm
            action={recordConsentAction.bind(null, id)}
            consents={{
              call: lead.consentCall,
              whatsapp: lead.consentWhatsapp,
              marketing: lead.consentMarketing,
            }}
          />
        ) : null}

        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-4 lg:order-2">
            <Panel title="Work" testId="lead-work">
              {canWork ? (
                <LeadStatusForm
                  action={updateWorkAction.bind(null, id)}
                  status={work.status}
                  closeReason={work.closeReason}
                  nextCall={istInputValue(work.nextCallAt)}
                />
              ) : null}
              <p className="mt-3 text-xs text-slate-600" data-testid="first-call-due">
                {work.firstContactAt
                  ? `First contact ${formatIst(work.firstContactAt)}.`
                  : firstCallLine(work.dueAt, contactAtDue)}
              </p>
              {work.nextDue?.kind === "callback" ? (
                <p className="mt-1 text-xs text-slate-600" data-testid="callback-due">
                  Callback due {formatIst(work.nextDue.from)} IST, late after{" "}
                  {formatIst(work.nextDue.at)} IST (the patient's hours count).
                </p>
              ) : null}
            </Panel>
            <Panel title="Assignee" testId="lead-assignee">
              <p className="mb-3 text-sm text-slate-900">
                {mine ? "You" : (detail.assignee?.name ?? "Nobody yet")}
              </p>
              {!work.assigneeId && can(staff.role, "lead.take") ? (
                <form action={takeLeadAction}>
                  <input type="hidden" name="id" value={id} />
                  <button
                    type="submit"
                    data-testid="take-lead"
                    className={`${BUTTON} w-full bg-teal-800 text-white hover:bg-teal-900`}
                  >
                    Take this lead
                  </button>
                </form>
              ) : null}
              {supervisor ? (
                <div className="mt-3">
                  <AssignForm
                    action={assignAction.bind(null, id)}
                    current={work.assigneeId}
                    people={people}
                  />
                </div>
              ) : null}
            </Panel>
            <Panel title="Story" testId="lead-story">
              <LeadTimeline leadId={id} entries={story} byMobile={byMobile} />
            </Panel>
            <Panel title="Notes">
              {canWork ? (
                <div className="mb-4">
                  <LeadNoteForm action={addNoteAction.bind(null, id)} />
                </div>
              ) : null}
              <NotesList notes={detail.notes} />
            </Panel>
          </div>

          <div className="space-y-4 lg:order-1">
            <Panel title="The patient">
              <Facts
                items={[
                  ["Name", lead.NameData],
                  ["Mobile", `+${lead.countryCode} ${lead.MobileNoData}`],
                  ["Mobile verified", lead.mobileVerified],
                  ["Email", lead.EmailIdData],
                  ["City", lead.CityData],
                  ["Preferred city", lead.Preferred_City],
                  ["Locality", lead.locality],
                  ["Treatment", lead.ProcedureNameData],
                  ["Condition", lead.condition_data],
                  ["Question", lead.QueryData],
                  ["Remark", lead.Remark],
                  ["Insurance", lead.InsuranceNameData],
                  ["Insurance type", lead.insuranceType],
                  ["Has insurance", lead.IsInsurance],
                  ["Wants a doctor's consultation", lead.IsConsultwithDoctor],
                  ["Callback", lead.Callback_Input],
                  ["Next call", work.nextCallAt],
                  ["Flagged: many leads from one address", lead.throttled || null],
                ]}
              />
            </Panel>
            <Panel title="Where it came from">
              <Facts
                items={[
                  ["Form", lead.LeadTypeData],
                  ["Form variant", lead.leadFormVariant],
                  ["Page type", lead.PageTypeData],
                  ["Page", lead.PageNameData],
                  ["Page variant", lead.Page_Variant],
                  ["Language", callLanguage(lead.PageLanguage)],
                  ["Department", lead.PageDepartment],
                  ["Doctor id", lead.docotrid],
                  ["Hospital id", lead.hospitalid],
                  ["Lead source", lead.lead_sourcedata],
                  ["Channel", lead.lead_channeldata],
                ]}
              />
            </Panel>
            <Panel title="Campaign">
              <Facts
                items={[
                  ["utm_source", lead.Zutm_sourcedata],
                  ["utm_medium", lead.Zutm_mediumdata],
                  ["utm_campaign", lead.Zutm_campaigndata],
                  ["utm_term", lead.utm_term ?? lead.Zutm_termdata],
                  ["Campaign id", lead.campaignid],
                  ["Ad set", lead.Adset_Id],
                  ["Keyword", lead.Keyword_Text],
                  ["Match type", lead.Keyword_Match_Type],
                  ["Network", lead.Network],
                  ["Placement", lead.placement],
                  ["GCLID", lead.GCLID],
                  ...Object.entries(lead.attribution ?? {}).map(
                    ([k, v]) => [`Page: ${k}`, v] as [string, string],
                  ),
                ]}
              />
            </Panel>
            <Panel title="Survey answers">
              {lead.survey ? (
                <Facts items={surveyAnswersText(lead.survey, getMessages("en").thankyou.survey)} />
              ) : (
                <p className="text-sm text-slate-600">No survey answers.</p>
              )}
            </Panel>
            <Panel title="Selfie" testId="lead-photo">
              {detail.hasPhoto ? (
                <a
                  href={photoLink(id, staff.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="lead-photo-link"
                  className="inline-flex min-h-11 items-center text-teal-800 underline"
                >
                  Open the selfie (link valid 5 minutes; each view is logged)
                </a>
              ) : (
                <p className="text-sm text-slate-600">No selfie.</p>
              )}
            </Panel>
            <Panel title="CRM delivery" testId="crm-state">
              {crm ? (
                <>
                  <Facts
                    items={[
                      ["State", crm.status],
                      ["Attempts", crm.attempts],
                      ["Last answer", crm.lastStatus],
                      ["Last error", crm.lastError],
                      ["Delivered", crm.deliveredAt],
                      ["Next attempt", crm.status === "pending" ? crm.nextAttemptAt : null],
                    ]}
                  />
                  {crm.status === "dead" && canWork ? (
                    <form action={retryCrmAction} className="mt-3">
                      <input type="hidden" name="id" value={id} />
                      <button
                        type="submit"
                        data-testid="retry-crm"
                        className={`${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
                      >
                        Retry delivery
                      </button>
                    </form>
                  ) : null}
                </>
              ) : (
                <p className="text-sm text-slate-600">No CRM delivery for this lead.</p>
              )}
            </Panel>
            <Panel title="Earlier leads from this number" testId="related-leads">
              {detail.related.length ? (
                <ul className="divide-y divide-slate-200">
                  {detail.related.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                      <Link
                        href={`/console/leads/${r.id}`}
                        className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
                      >
                        {formatIst(r.createdAt)}
                      </Link>
                      <span className="text-slate-700">
                        {[r.treatment, r.city].filter(Boolean).join(" · ")}
                      </span>
                      <StatusBadge status={r.status} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">None.</p>
              )}
            </Panel>
            <details className="rounded-lg border border-slate-200 bg-white p-4">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
                Every field as received
              </summary>
              <div className="mt-2">
                <Facts
                  items={Object.entries(lead)
                    .filter(([k]) => k !== "attribution" && k !== "survey")
                    .map(([k, v]) => [k, v as string | number | boolean | Date | null])}
                />
              </div>
            </details>
          </div>
        </div>
      </div>
    </ConsoleFrame>
  );
}

/**
 * When the first contact is due, as the contact decision allows it (DP-29): none for a patient
 * nobody may contact, and not before their hours open when the service level falls outside them.
 */
function firstCallLine(dueAt: Date, atDue: ContactDecision): string {
  if (!atDue.reachable) return "No first call is due: nobody may contact this patient.";
  if (atDue.opensAt) {
    return `First call due ${formatIst(dueAt)}, outside the patient's hours: contact them from ${formatIst(atDue.opensAt)}.`;
  }
  return `First call due ${formatIst(dueAt)}.`;
}
