"use client";

import { useState } from "react";
import { format, plural } from "@/src/lib/i18n/format";
import { type ContactRules, newlyUnreachable } from "@/src/lib/privacy/contact-rules";
import { MY_DATA_PATH, PURPOSES, type Purpose } from "@/src/lib/privacy/purposes";
import type { Messages } from "@/src/lib/i18n";
import { DigitsField } from "./digits-field";

type M = Messages["privacy"]["myData"];
type PurposeNames = Messages["privacy"]["purposes"];

/** A request as the page shows it (src/server/privacy/my-data.ts MyRequest). */
export interface RequestView {
  id: number;
  createdAt: string;
  stored: Record<string, string | number>;
  /** The stored values in the page's language, for display (catalogue names in Hindi). */
  shown?: Record<string, string | number>;
  photo: boolean;
  survey: Record<string, string> | null;
  status: keyof M["statuses"];
  consents: Record<Purpose, boolean>;
  contactRules: ContactRules | null;
  sharedWith: ("crm" | "hospital")[];
  eraseDueAt: string | null;
}

async function send(path: string, body: unknown, locale: string) {
  const response = await fetch(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      applicationtype: "website",
      "accept-language": locale,
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as {
    data: unknown;
    error?: string[];
  } | null;
  return { ok: response.ok, data: envelope?.data, error: envelope?.error?.[0] };
}

const box = "rounded-xl border border-slate-200 bg-white p-4";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold";
const input = "min-h-11 w-full rounded-lg border border-slate-300 px-3";

function dateOf(iso: string, locale: string) {
  return new Date(iso).toLocaleDateString(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** My data after login: requests, consents, corrections, contact rules, download, erasure. */
export function MyDataPanel({
  locale,
  mobile,
  requests: initial,
  m,
  purposes,
  erasureDays,
}: {
  locale: "en" | "hi";
  mobile: string;
  requests: RequestView[];
  m: M;
  purposes: PurposeNames;
  erasureDays: number;
}) {
  const [requests, setRequests] = useState(initial);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const live = requests.filter((r) => r.status !== "erased");
  const first = live[0];
  const rules0: ContactRules = first?.contactRules ?? {
    channel: "call",
    language: locale,
    doNotContact: false,
  };
  const [name, setName] = useState(String(first?.stored.name ?? ""));
  const [city, setCity] = useState(String(first?.stored.city ?? ""));
  const [rules, setRules] = useState<ContactRules>(rules0);
  // The rules as last saved: a change is judged against them, not against the edited form.
  const [savedRules, setSavedRules] = useState<ContactRules>(rules0);
  const [erase, setErase] = useState<"idle" | "code" | "done">(
    live.length > 0 && live.every((r) => r.eraseDueAt) ? "done" : "idle",
  );
  const [code, setCode] = useState("");
  const [dueAt, setDueAt] = useState(first?.eraseDueAt ?? null);

  const report = (ok: boolean, error?: string) =>
    setNote({ ok, text: ok ? m.saved : (error ?? m.error) });

  /** Posts one change; on success applies the answer to the page, then says how it went. */
  const save = async (path: string, body: unknown, apply?: (data: unknown) => void) => {
    const r = await send(path, body, locale);
    if (r.ok) apply?.(r.data);
    report(r.ok, r.error);
  };

  // A change that would leave a request with no way to reach the patient waits for a confirm
  // (DP-30): the one contact decision (DP-29) says which, before and after the change.
  const [confirming, setConfirming] = useState<{ count: number; run: () => void } | null>(null);
  const confirmFirst = (
    next: { requests: RequestView[]; rules: ContactRules },
    run: () => void,
  ) => {
    const lost = newlyUnreachable(
      requests.map(contactOf),
      savedRules,
      next.requests.map(contactOf),
      next.rules,
    );
    if (lost === 0) run();
    else setConfirming({ count: lost, run });
  };

  const sendToggle = (id: number, purpose: Purpose, given: boolean) =>
    save("/api/privacy/consent", { leadId: id, purpose, given }, (data) => {
      const { consents } = data as { consents: Record<Purpose, boolean> };
      setRequests((all) => all.map((q) => (q.id === id ? { ...q, consents } : q)));
    });
  const toggle = (id: number, purpose: Purpose, given: boolean) =>
    confirmFirst(
      {
        requests: requests.map((q) =>
          q.id === id ? { ...q, consents: { ...q.consents, [purpose]: given } } : q,
        ),
        rules: savedRules,
      },
      () => void sendToggle(id, purpose, given),
    );

  const saveDetails = () => save("/api/privacy/details", { name, city });

  const saveRules = () => confirmFirst({ requests, rules }, () => void sendRules());
  const sendRules = () => {
    const sent = {
      channel: rules.channel,
      language: rules.language,
      doNotContact: rules.doNotContact,
      ...(rules.from && rules.to ? { from: rules.from, to: rules.to } : {}),
    } satisfies ContactRules;
    return save("/api/privacy/rules", { rules: sent }, () => setSavedRules(sent));
  };

  const askErasure = async () => {
    const r = await send(
      "/users/v1/user/signup",
      { mobileNo: mobile, resend: 0, countryCode: "91" },
      locale,
    );
    if (r.ok) setErase("code");
    else report(false, r.error);
  };

  const confirmErasure = async () => {
    const r = await send("/api/privacy/erase", { otp: code }, locale);
    if (r.ok) {
      const due = (r.data as { dueAt: string }).dueAt;
      setDueAt(due);
      // The erasure withdrew every consent at once: the page shows it without a reload.
      const none = { call: false, whatsapp: false, marketing: false };
      setRequests((all) =>
        all.map((q) =>
          q.status === "erased"
            ? q
            : {
                ...q,
                consents: none,
                status: q.status === "new" ? "stopped" : q.status,
                eraseDueAt: due,
              },
        ),
      );
      setErase("done");
      setNote(null);
    } else report(false, r.error);
  };

  return (
    <div className="mt-4 flex flex-col gap-5" data-testid="my-data">
      <p className="text-slate-700">{m.intro}</p>
      {note ? (
        <p
          role="status"
          className={`rounded-lg p-3 ${note.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
          data-testid="my-data-note"
        >
          {note.text}
        </p>
      ) : null}
      {confirming ? (
        // A sheet at the bottom of the screen: seen wherever on the page the change was made.
        <div
          role="alertdialog"
          aria-labelledby="unreachable-warning"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 p-4 shadow-lg"
          data-testid="unreachable-confirm"
        >
          <p id="unreachable-warning" className="mx-auto max-w-2xl text-amber-950">
            {plural(m.unreachableWarning, confirming.count, locale)}
          </p>
          <div className="mx-auto mt-3 flex max-w-2xl flex-wrap gap-2">
            <button
              type="button"
              className={secondary}
              // biome-ignore lint/a11y/noAutofocus: the sheet asks a question; focus goes to its safe answer
              autoFocus
              onClick={() => {
                setConfirming(null);
                setRules(savedRules);
              }}
              data-testid="unreachable-keep"
            >
              {m.keepAsWas}
            </button>
            <button
              type="button"
              className={button}
              onClick={() => {
                confirming.run();
                setConfirming(null);
              }}
              data-testid="unreachable-save"
            >
              {m.saveAnyway}
            </button>
          </div>
        </div>
      ) : null}
      {requests.length === 0 ? <p>{m.none}</p> : null}
      {requests.map((r) => (
        <section key={r.id} className={box} data-testid={`my-request-${r.id}`}>
          <h2 className="text-lg font-semibold">{format(m.request, { id: r.id })}</h2>
          <p className="text-sm text-slate-600">
            {format(m.madeOn, { date: dateOf(r.createdAt, locale) })}
          </p>
          <p className="mt-2">
            <span className="font-semibold">{m.status}: </span>
            <span data-testid="my-request-status">{m.statuses[r.status]}</span>
          </p>
          <h3 className="mt-3 font-semibold">{m.stored}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {Object.entries(r.shown ?? r.stored).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-600">{m.fields[k as keyof typeof m.fields] ?? k}</dt>
                <dd className="break-words">{String(v)}</dd>
              </div>
            ))}
          </dl>
          {r.photo ? <p className="mt-1 text-sm">{m.photoKept}</p> : null}
          {r.survey ? <p className="mt-1 text-sm">{m.surveyKept}</p> : null}
          <p className="mt-2 text-sm">
            <span className="font-semibold">{m.sharedWith}: </span>
            {r.sharedWith.length === 0 ? "—" : r.sharedWith.map((s) => m.recipients[s]).join(", ")}
          </p>
          {r.status !== "erased" ? (
            <>
              <h3 className="mt-3 font-semibold">{m.consents}</h3>
              <ul className="mt-1 flex flex-col gap-2">
                {PURPOSES.map((p) => (
                  <li key={p} className="flex items-center justify-between gap-3">
                    <span>
                      {purposes[p]}: <strong>{r.consents[p] ? "✓" : "✗"}</strong>
                    </span>
                    <button
                      type="button"
                      className={secondary}
                      onClick={() => void toggle(r.id, p, !r.consents[p])}
                      data-testid={`consent-${r.id}-${p}`}
                    >
                      {r.consents[p] ? m.withdraw : m.give}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href="/api/privacy/export"
          download="vaidya-my-data.json"
          className={secondary}
          data-testid="my-data-download"
        >
          {m.download}
        </a>
        <a
          href={`${locale === "hi" ? "/hi" : ""}${MY_DATA_PATH}/copy`}
          className={secondary}
          data-testid="my-data-readable"
        >
          {m.readable}
        </a>
      </div>
      {live.length > 0 ? (
        <>
          <section className={box}>
            <h2 className="text-lg font-semibold">{m.correctTitle}</h2>
            <label className="mt-2 block text-sm font-medium" htmlFor="md-name">
              {m.name}
            </label>
            <input
              id="md-name"
              className={input}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <label className="mt-2 block text-sm font-medium" htmlFor="md-city">
              {m.city}
            </label>
            <input
              id="md-city"
              className={input}
              value={city}
              onChange={(e) => setCity(e.target.value)}
            />
            <button
              type="button"
              className={`${button} mt-3`}
              onClick={() => void saveDetails()}
              data-testid="details-save"
            >
              {m.save}
            </button>
          </section>
          <section className={box} data-testid="contact-rules">
            <h2 className="text-lg font-semibold">{m.rulesTitle}</h2>
            <fieldset className="mt-2">
              <legend className="text-sm font-medium">{m.channel}</legend>
              {(["call", "whatsapp", "sms"] as const).map((c) => (
                <label key={c} className="flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name="md-channel"
                    value={c}
                    checked={rules.channel === c}
                    onChange={() => setRules({ ...rules, channel: c })}
                    data-testid={`rules-channel-${c}`}
                  />
                  {m.channels[c]}
                </label>
              ))}
            </fieldset>
            <p className="mt-2 text-sm font-medium">{m.hours}</p>
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-1 text-sm">
                {m.from}
                <input
                  type="time"
                  className={input}
                  value={rules.from ?? ""}
                  onChange={(e) => setRules({ ...rules, from: e.target.value || undefined })}
                  data-testid="rules-from"
                />
              </label>
              <label className="flex items-center gap-1 text-sm">
                {m.to}
                <input
                  type="time"
                  className={input}
                  value={rules.to ?? ""}
                  onChange={(e) => setRules({ ...rules, to: e.target.value || undefined })}
                  data-testid="rules-to"
                />
              </label>
            </div>
            <label className="mt-2 block text-sm font-medium" htmlFor="md-language">
              {m.language}
            </label>
            <select
              id="md-language"
              className={input}
              value={rules.language}
              onChange={(e) =>
                setRules({ ...rules, language: e.target.value === "hi" ? "hi" : "en" })
              }
            >
              <option value="en">{m.languages.en}</option>
              <option value="hi">{m.languages.hi}</option>
            </select>
            <label className="mt-3 flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                checked={rules.doNotContact}
                onChange={(e) => setRules({ ...rules, doNotContact: e.target.checked })}
                data-testid="rules-dnc"
              />
              {m.doNotContact}
            </label>
            <button
              type="button"
              className={`${button} mt-3`}
              onClick={() => void saveRules()}
              data-testid="rules-save"
            >
              {m.save}
            </button>
          </section>
          <section className={box} data-testid="erasure">
            <h2 className="text-lg font-semibold">{m.eraseTitle}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {format(m.eraseIntro, { days: erasureDays })}
            </p>
            {erase === "idle" ? (
              <button
                type="button"
                className={`${secondary} mt-3 border-red-300 text-red-800`}
                onClick={() => void askErasure()}
                data-testid="erase-ask"
              >
                {m.eraseAsk}
              </button>
            ) : null}
            {erase === "code" ? (
              <div className="mt-3">
                <DigitsField
                  id="md-code"
                  label={m.eraseCode}
                  value={code}
                  onChange={setCode}
                  maxLength={6}
                  autoComplete="one-time-code"
                  button={m.eraseConfirm}
                  onSubmit={() => void confirmErasure()}
                  testId="erase-code"
                  buttonTestId="erase-confirm"
                />
              </div>
            ) : null}
            {erase === "done" && dueAt ? (
              <p className="mt-3 rounded-lg bg-amber-50 p-3" data-testid="erase-pending">
                {format(m.erasePending, { date: dateOf(dueAt, locale) })}
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** A request's consents and state as the contact decision reads them. */
function contactOf(r: RequestView) {
  return {
    id: r.id,
    consentCall: r.consents.call,
    consentWhatsapp: r.consents.whatsapp,
    erased: r.status === "erased",
  };
}
