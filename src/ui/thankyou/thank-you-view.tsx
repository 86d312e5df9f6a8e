"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useMemo, useSyncExternalStore } from "react";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { LEAD_SESSION } from "@/src/lib/lead/session";
import { thankYouView } from "@/src/lib/lead/thankyou";
import { treatmentDisplayName } from "@/src/lib/lead/treatment-names";
import { CheckCircleIcon, PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { ThankYouGreeting } from "./greeting";
import { QuickSurvey } from "./quick-survey";

interface SessionLead {
  id?: number;
  name?: string;
  mobile?: string;
  token?: string;
}

const SESSION_KEYS = [
  LEAD_SESSION.leadId,
  LEAD_SESSION.name,
  LEAD_SESSION.mobile,
  LEAD_SESSION.surveyToken,
] as const;

/** The session's lead values as one string (a stable snapshot: equal when nothing changed). */
function sessionSnapshot(): string {
  try {
    return JSON.stringify(SESSION_KEYS.map((key) => sessionStorage.getItem(key)));
  } catch {
    return "[]";
  }
}

function parseSession(snapshot: string): SessionLead {
  const [id, name, mobile, token] = JSON.parse(snapshot) as (string | null)[];
  const leadId = Number(id);
  return {
    id: Number.isSafeInteger(leadId) && leadId > 0 ? leadId : undefined,
    name: name ?? undefined,
    mobile: mobile ?? undefined,
    token: token ?? undefined,
  };
}

const noSubscription = () => () => {};

/**
 * The lead this browser tab sent (LF-62, LF-63), or null while unknown: the page is
 * static, so its server HTML cannot know; a client-side visit (the form's redirect) reads the
 * session in its first render, a full load right after hydration.
 */
function useSessionLead(): SessionLead | null {
  const snapshot = useSyncExternalStore(noSubscription, sessionSnapshot, () => null);
  return useMemo(() => (snapshot === null ? null : parseSession(snapshot)), [snapshot]);
}

/**
 * The thank-you page body: what happens next, call and WhatsApp buttons, the quick survey
 * (isquicksurvey=1) and the marketing variant (isplanfeature=1, with the PDF message).
 */
export function ThankYouView({ m, homeHref }: { m: Messages["thankyou"]; homeHref: string }) {
  return <ThankYouContent m={m} homeHref={homeHref} view={thankYouView(useSearchParams())} />;
}

/** The page as served before the query is read (static HTML): the plain variant. */
export function ThankYouStatic({ m, homeHref }: { m: Messages["thankyou"]; homeHref: string }) {
  return <ThankYouContent m={m} homeHref={homeHref} view={thankYouView(new URLSearchParams())} />;
}

/**
 * With a lead in this tab's session: thanks, what happens next, the survey. Without one (the page
 * opened directly) nothing claims a request: it says none is visible from this visit,
 * and how to send one or talk to us. While unknown (server HTML) it shows only what is true either
 * way.
 */
function ThankYouContent({
  m,
  homeHref,
  view,
}: {
  m: Messages["thankyou"];
  homeHref: string;
  view: ReturnType<typeof thankYouView>;
}) {
  const session = useSessionLead();
  const lead = session ?? {};
  const hasLead = lead.id !== undefined;
  const phone = pagePhone(view.marketing ? "Marketing" : undefined, undefined);
  const mobile =
    lead.mobile && /^\d{10}$/.test(lead.mobile) ? displayPhone(lead.mobile) : lead.mobile;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 md:py-14">
      <section
        className="rounded-3xl bg-gradient-to-b from-brand-50 to-white p-6 text-center ring-1 ring-brand-100 md:p-10"
        aria-labelledby="thankyou-title"
      >
        <CheckCircleIcon size={56} className="mx-auto text-brand-700" />
        <h1 id="thankyou-title" className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">
          {!hasLead ? (
            m.noLead.title
          ) : lead.name ? (
            <ThankYouGreeting name={lead.name} template={m.greeting} />
          ) : (
            m.title
          )}
        </h1>
        {!hasLead ? (
          session ? (
            <p className="mt-3 text-base leading-7 text-slate-700" data-testid="thankyou-no-lead">
              {m.noLead.body}
            </p>
          ) : null
        ) : view.pdf ? (
          <p className="mt-3 text-base leading-7 text-slate-700" data-testid="pdf-message">
            {format(m.marketing.pdf, { phone: displayPhone(phone) })}
          </p>
        ) : (
          <p className="mt-3 text-base leading-7 text-slate-700">
            {mobile ? format(m.bodyMobile, { mobile }) : m.body}
          </p>
        )}
        {hasLead && view.marketing && view.department ? (
          <p
            className="mt-3 text-sm font-semibold text-brand-800"
            data-testid="marketing-department"
          >
            {format(m.marketing.department, { department: treatmentDisplayName(view.department) })}
          </p>
        ) : null}
        {lead.id ? (
          <p className="mt-2 text-xs text-slate-500" data-testid="lead-reference">
            {format(m.reference, { id: lead.id })}
          </p>
        ) : null}
      </section>

      {view.marketing ? (
        <section
          className="rounded-3xl border border-slate-200 p-6"
          aria-labelledby="claims-title"
          data-testid="marketing-claims"
        >
          <h2 id="claims-title" className="text-lg font-bold text-slate-900">
            {m.marketing.claimsTitle}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {m.marketing.claims.map((claim) => (
              <li key={claim} className="flex items-start gap-2 text-sm text-slate-800">
                <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
                {claim}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="rounded-3xl border border-slate-200 p-6" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-lg font-bold text-slate-900">
          {hasLead ? m.stepsTitle : m.noLead.stepsTitle}
        </h2>
        <ol className="mt-4 flex flex-col gap-4">
          {m.steps.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-0.5 text-sm leading-6 text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {view.quickSurvey && lead.id && lead.token ? (
        <section className="rounded-3xl border border-slate-200 p-6">
          <QuickSurvey leadId={lead.id} token={lead.token} m={m.survey} />
        </section>
      ) : null}

      <section className="flex flex-col gap-3" aria-labelledby="talk-title">
        <h2 id="talk-title" className="text-center text-base font-semibold text-slate-800">
          {m.talkNow}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <a href={telHref(phone)} className="btn-accent" data-testid="thankyou-call">
            <PhoneIcon size={20} /> {format(m.call, { phone: displayPhone(phone) })}
          </a>
          <a
            href={whatsAppHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-[#1a7f3c] px-5 py-3 font-semibold text-white hover:bg-[#156b32]"
            data-testid="thankyou-whatsapp"
          >
            <WhatsAppIcon size={20} /> {m.whatsapp}
          </a>
        </div>
        <Link
          href={homeHref}
          className="mx-auto mt-2 inline-flex min-h-11 items-center px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {m.home}
        </Link>
      </section>
    </div>
  );
}
