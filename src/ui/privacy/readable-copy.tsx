import { format, getMessages, type Locale, localePrefix } from "@/src/lib/i18n";
import { surveyAnswersText } from "@/src/lib/lead/survey-text";
import type { ContactRules } from "@/src/lib/privacy/contact-rules";
import { MY_DATA_PATH, PURPOSES } from "@/src/lib/privacy/purposes";
import type { RequestView } from "./my-data-panel";
import { PrintButton } from "./print-button";

/** The download's data (src/server/privacy/my-data.ts exportMyData). */
export interface CopyData {
  exportedAt: string;
  mobile: string;
  requests: RequestView[];
  consentHistory: {
    leadId: number | null;
    purpose: string;
    action: string;
    channel: string;
    noticeVersion: string;
    at: string;
  }[];
}

function when(iso: string, locale: Locale, time = false) {
  return new Date(iso).toLocaleString(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(time ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone: "Asia/Kolkata",
  });
}

/**
 * Everything we hold for the logged-in number as one readable page (the JSON download's twin):
 * plain HTML the patient can save, print or save as PDF from the browser's print dialog.
 */
export function ReadableCopy({ locale, data }: { locale: Locale; data: CopyData }) {
  const all = getMessages(locale).privacy;
  const m = all.myData;
  const c = m.copy;
  const rulesText = (rules: ContactRules | null) =>
    rules
      ? [
          rules.doNotContact ? m.doNotContact : m.channels[rules.channel],
          rules.from && rules.to ? `${rules.from}-${rules.to}` : c.anyTime,
          m.languages[rules.language],
        ].join(" · ")
      : c.rulesNone;
  const row = "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 py-1 text-sm";
  return (
    <div className="mt-3 flex flex-col gap-5" data-testid="readable-copy">
      <p className="text-slate-700">
        {format(c.intro, { mobile: data.mobile, date: when(data.exportedAt, locale, true) })}
      </p>
      <div className="flex flex-wrap gap-3 print:hidden">
        <PrintButton label={c.print} />
        <a
          href={`${localePrefix(locale)}${MY_DATA_PATH}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          {c.back}
        </a>
      </div>
      {data.requests.length === 0 ? <p>{m.none}</p> : null}
      {data.requests.map((r) => (
        <section
          key={r.id}
          className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4"
          data-testid={`copy-request-${r.id}`}
        >
          <h2 className="text-lg font-semibold">{format(m.request, { id: r.id })}</h2>
          <p className="text-sm text-slate-600">
            {format(m.madeOn, { date: when(r.createdAt, locale) })}
          </p>
          <dl className="mt-2 divide-y divide-slate-100">
            <div className={row}>
              <dt className="text-slate-600">{m.status}</dt>
              <dd>{m.statuses[r.status]}</dd>
            </div>
            {Object.entries(r.stored).map(([k, v]) => (
              <div key={k} className={row}>
                <dt className="text-slate-600">{m.fields[k as keyof typeof m.fields] ?? k}</dt>
                <dd className="break-words">{String(v)}</dd>
              </div>
            ))}
            <div className={row}>
              <dt className="text-slate-600">{c.photo}</dt>
              <dd>{r.photo ? c.photoYes : c.photoNo}</dd>
            </div>
            <div className={row}>
              <dt className="text-slate-600">{m.sharedWith}</dt>
              <dd>
                {r.sharedWith.length === 0
                  ? "—"
                  : r.sharedWith.map((s) => m.recipients[s]).join(", ")}
              </dd>
            </div>
            {PURPOSES.map((p) => (
              <div key={p} className={row}>
                <dt className="text-slate-600">{all.purposes[p]}</dt>
                <dd>{r.consents[p] ? c.yes : c.no}</dd>
              </div>
            ))}
            <div className={row}>
              <dt className="text-slate-600">{c.rules}</dt>
              <dd>{rulesText(r.contactRules)}</dd>
            </div>
          </dl>
          {r.survey ? (
            <>
              <h3 className="mt-3 font-semibold">{c.survey}</h3>
              <dl className="divide-y divide-slate-100">
                {surveyAnswersText(r.survey, getMessages(locale).thankyou.survey).map(([k, v]) => (
                  <div key={k} className={row}>
                    <dt className="text-slate-600">{k}</dt>
                    <dd className="break-words">{v}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {r.eraseDueAt ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm">
              {format(c.eraseDue, { date: when(r.eraseDueAt, locale) })}
            </p>
          ) : null}
        </section>
      ))}
      <section>
        <h2 className="text-lg font-semibold">{c.history}</h2>
        {data.consentHistory.length === 0 ? (
          <p className="text-sm">{c.historyNone}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100 text-sm" data-testid="copy-history">
            {data.consentHistory.map((h, i) => (
              // The ledger's rows carry no id in the download; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list
              <li key={i} className="py-2">
                <span className="block text-slate-600">
                  {when(h.at, locale, true)} · {c.columns.request} {h.leadId ?? "—"}
                </span>
                <span className="block">
                  {all.purposes[h.purpose as keyof typeof all.purposes] ?? h.purpose}:{" "}
                  <strong>{c.actions[h.action as keyof typeof c.actions] ?? h.action}</strong>
                </span>
                <span className="block text-slate-600">
                  {c.columns.channel}:{" "}
                  {c.channels[h.channel as keyof typeof c.channels] ?? h.channel} ·{" "}
                  {c.columns.notice} {h.noticeVersion}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="text-sm text-slate-700">{all.grievance}</p>
    </div>
  );
}
