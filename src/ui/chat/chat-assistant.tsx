"use client";

import { useEffect, useId, useRef, useState } from "react";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { CHAT_QUESTION_MAX, type ChatAnswer } from "@/src/lib/chat/answer";
import {
  CHAT_INSURANCE,
  CHAT_NEEDS,
  type ChatAnswers,
  type ChatLine,
  type ChatMode,
  type ChatNeed,
  chatLeadBody,
  cityInQuestion,
  nextStep,
  transcriptOf,
} from "@/src/lib/chat/conversation";
import type { Messages } from "@/src/lib/i18n";
import { format, rupees } from "@/src/lib/i18n/format";
import { CALLBACK_TIMINGS } from "@/src/lib/lead/fields";
import { INDIA_DIAL_CODE, isValidMobile, normaliseMobileInput } from "@/src/lib/lead/mobile";
import type { CityOption } from "@/src/lib/lead/options";
import { LEAD_SESSION } from "@/src/lib/lead/session";
import { useStoredCity } from "@/src/ui/account/selected-city";
import {
  type CoverageSummaryMessages,
  coverageSummaryText,
} from "@/src/ui/catalog/coverage-summary";
import { readStoredAttribution } from "@/src/ui/lead-form/attribution-store";
import { loadOnce } from "@/src/ui/lead-form/remote";
import { describedBy, FieldShell, inputClass } from "@/src/ui/lead-form/field-shell";
import { ConsentLine } from "@/src/ui/lead-form/form-footer";
import { fireCreateLeadCrm, submitLead } from "@/src/ui/lead-form/submit";

type ChatMessages = Messages["chat"];
type Locale = "en" | "hi";

/** A line of the log; the assistant's may carry links to our pages. */
interface LogLine extends ChatLine {
  links?: { href: string; label: string }[];
  /**
   * An answer that could not use the patient's words carries them here (CH-6): the line offers
   * the care expert by call, by WhatsApp with the question written in, or by a call back whose
   * request carries the question (the chat's lead holds the transcript, CH-3).
   */
  expert?: string;
}

/** The patient's words as a line quotes them: long questions cut, the whole one goes on. */
function quoted(question: string): string {
  const chars = [...question];
  return chars.length > 120 ? `${chars.slice(0, 119).join("")}…` : question;
}

export interface ChatLeadTexts {
  consent: string;
  terms: string;
  privacy: string;
  /** The itemised notice's link, as the lead form's consent line has it. */
  notice: string;
  noticeHref: string;
  /** The terms and privacy pages in the chat's language. */
  termsHref: string;
  privacyHref: string;
  nameError: string;
  mobileError: string;
}

const chip =
  "inline-flex min-h-11 items-center rounded-full border border-brand-600 bg-white px-4 py-2 text-left text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 disabled:opacity-60";
const primary = "btn-accent text-base shadow-sm";

/**
 * The care assistant: asks what the patient needs, the city, insurance and
 * when to call, one question at a time with tappable answers; answers the treatment question
 * from our catalogue (GET /api/chat/answer: cost in the city, stay, recovery, insurance, links);
 * ends in a lead (variant 0, LeadTypeData "Chat") whose QueryData is the transcript. `/chat/ai`
 * starts with the patient's own question and answers more of them before the call is arranged.
 * The log is a live region: a screen reader hears each new line.
 */
export function ChatAssistant({
  m,
  lead,
  coverageWords,
  locale,
  mode,
  pageName,
}: {
  m: ChatMessages;
  lead: ChatLeadTexts;
  /** The insurance line of a treatment's answer, by its coverage category. */
  coverageWords: CoverageSummaryMessages;
  locale: Locale;
  mode: ChatMode;
  pageName: string;
}) {
  const base = useId();
  const storedCity = useStoredCity();
  const [answers, setAnswers] = useState<ChatAnswers>({});
  const [lines, setLines] = useState<LogLine[]>([
    { from: "assistant", text: mode === "assistant" ? m.greetingAi : m.greeting },
  ]);
  const [busy, setBusy] = useState(false);
  /** /chat/ai: questions are answered until the patient asks for the call. */
  const [arranging, setArranging] = useState(mode === "guided");
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cities, setCities] = useState<CityOption[]>([]);
  const logEnd = useRef<HTMLLIElement>(null);
  const say = (...added: LogLine[]) => setLines((l) => [...l, ...added]);

  const step = sent
    ? "sent"
    : answers.city && !arranging
      ? "ask"
      : nextStep(answers, mode === "assistant" && !arranging ? "assistant" : mode);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line or the reply changes
  useEffect(() => {
    // The newest line in view; the log itself scrolls, not the page.
    logEnd.current?.scrollIntoView({ block: "nearest" });
  }, [lines.length, step]);

  useEffect(() => {
    if (step !== "city" || cities.length) return;
    fetch("/api/cities")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`cities answered ${r.status}`))))
      .then((body: { data: CityOption[] }) => setCities(body.data))
      .catch((error: unknown) => console.warn("chat: cities failed", error));
  }, [step, cities.length]);

  /** The site's cities, to read a city out of the question; none when the list fails. */
  const citiesForQuestion = async (): Promise<CityOption[]> => {
    try {
      return await loadOnce<CityOption[]>("/api/cities");
    } catch (error) {
      console.warn("chat: cities failed", error);
      return [];
    }
  };

  /** The catalogue's answer to `text` in `city`, said as lines of the log. */
  const answer = async (text: string, city: { id: number; name: string }) => {
    setBusy(true);
    try {
      const params = new URLSearchParams({ q: text, city: String(city.id) });
      const response = await fetch(`/api/chat/answer?${params}`);
      if (!response.ok) throw new Error(`chat answer ${response.status}`);
      const { data } = (await response.json()) as { data: ChatAnswer };
      say(...answerLines(data, text, city.name, m, coverageWords, locale));
      setAnswers((a) => ({
        ...a,
        match: data.match && { kind: data.match.kind, name: data.match.name },
      }));
    } catch (error) {
      console.warn("chat: answer failed", error);
      say({ from: "assistant", text: m.answerFailed });
    } finally {
      setBusy(false);
    }
  };

  const chooseNeed = (need: ChatNeed) => {
    say({ from: "patient", text: m.needs[need] }, { from: "assistant", text: m.askTopic[need] });
    setAnswers((a) => ({ ...a, need }));
  };

  const sendTopic = async (text: string) => {
    say({ from: "patient", text });
    if (answers.city) {
      setAnswers((a) => ({ ...a, topic: a.topic ?? text }));
      await answer(text, answers.city);
      if (!arranging) say({ from: "assistant", text: m.askMore });
      return;
    }
    // A city named in the question is the answer to "which city?": not asked again.
    const named = cityInQuestion(text, await citiesForQuestion());
    if (named) {
      setAnswers((a) => ({ ...a, topic: text, city: named }));
      say({ from: "assistant", text: format(m.cityFromQuestion, { city: named.name }) });
      await answer(text, named);
      say({ from: "assistant", text: arranging ? m.askInsurance : m.askMore });
      return;
    }
    setAnswers((a) => ({ ...a, topic: text }));
    say({ from: "assistant", text: m.askCity });
  };

  const chooseCity = async (city: { id: number; name: string }) => {
    say({ from: "patient", text: city.name });
    setAnswers((a) => ({ ...a, city }));
    await answer(answers.topic ?? "", city);
    say({ from: "assistant", text: arranging ? m.askInsurance : m.askMore });
  };

  const arrange = () => {
    setArranging(true);
    say({ from: "patient", text: m.goOn }, { from: "assistant", text: m.askInsurance });
  };

  const chooseInsurance = (insurance: (typeof CHAT_INSURANCE)[number]) => {
    say(
      { from: "patient", text: m.insuranceAnswers[insurance] },
      { from: "assistant", text: m.askCallTime },
    );
    setAnswers((a) => ({ ...a, insurance }));
  };

  const chooseCallTime = (callTime: (typeof CALLBACK_TIMINGS)[number]) => {
    say(
      { from: "patient", text: m.callTimes[callTime] },
      { from: "assistant", text: m.askContact },
    );
    setAnswers((a) => ({ ...a, callTime }));
  };

  const sendContact = async (name: string, mobile: string) => {
    setBusy(true);
    setFailed(false);
    const body = chatLeadBody({
      answers,
      name,
      mobile,
      // The patient's name and number are in the lead's own fields, not in the transcript.
      transcript: transcriptOf(lines),
      locale,
      pageName,
      path: window.location.pathname,
      attribution: readStoredAttribution(),
    });
    const result = await submitLead(body);
    setBusy(false);
    if (!result.ok) {
      console.warn("chat lead failed", result.status ?? "network", result.error);
      setFailed(true);
      return;
    }
    try {
      sessionStorage.setItem(LEAD_SESSION.leadId, String(result.id));
      sessionStorage.setItem(LEAD_SESSION.mobile, mobile);
      sessionStorage.setItem(LEAD_SESSION.name, name);
    } catch {
      // private mode without storage: nothing else needs it here
    }
    fireCreateLeadCrm(result.id, result.surveyToken, body);
    setSent(true);
    say({
      from: "assistant",
      text: format(m.sent, { name: name.trim(), id: result.id, mobile }),
    });
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="log"
        aria-label={m.log}
        aria-live="polite"
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
        data-testid="chat-log"
      >
        <ol className="flex flex-col gap-3">
          {lines.map((line, i) => (
            <li
              // Lines are only ever appended: the index is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only log
              key={i}
              className={line.from === "patient" ? "flex justify-end" : "flex justify-start"}
              data-from={line.from}
            >
              <div
                className={
                  line.from === "patient"
                    ? "max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2.5 text-white"
                    : "max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-4 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-200"
                }
              >
                <span className="sr-only">{line.from === "patient" ? m.you : m.assistant}: </span>
                <span className="whitespace-pre-line">{line.text}</span>
                {line.links?.length ? (
                  <span className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
                    {line.links.map((l) => (
                      <a
                        key={l.href}
                        href={l.href}
                        className="font-semibold text-brand-800 underline underline-offset-2"
                      >
                        {l.label}
                      </a>
                    ))}
                  </span>
                ) : null}
                {line.expert !== undefined ? (
                  <ExpertOffer
                    question={line.expert}
                    m={m}
                    onCallback={!arranging && !sent ? arrange : undefined}
                  />
                ) : null}
              </div>
            </li>
          ))}
          {busy ? (
            <li className="text-sm text-slate-600" data-testid="chat-busy">
              {m.thinking}
            </li>
          ) : null}
          <li ref={logEnd} aria-hidden="true" />
        </ol>
      </div>
      <div
        className="border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        data-testid="chat-reply"
      >
        {step === "need" ? (
          <Choices
            options={CHAT_NEEDS.map((n) => ({ key: n, label: m.needs[n] }))}
            onChoose={chooseNeed}
          />
        ) : step === "topic" || step === "ask" ? (
          <TextReply
            id={`${base}-topic`}
            label={m.topicLabel}
            placeholder={m.topicPlaceholder}
            send={m.send}
            limit={m.questionLimit}
            disabled={busy}
            onSend={sendTopic}
            extra={
              step === "ask" ? (
                <button type="button" className={chip} onClick={arrange} disabled={busy}>
                  {m.goOn}
                </button>
              ) : null
            }
          />
        ) : step === "city" ? (
          <CityReply
            id={`${base}-city`}
            m={m}
            cities={cities}
            preferred={storedCity ? { id: storedCity.cityid, name: storedCity.cityname } : null}
            disabled={busy}
            onChoose={chooseCity}
          />
        ) : step === "insurance" ? (
          <Choices
            options={CHAT_INSURANCE.map((k) => ({ key: k, label: m.insuranceAnswers[k] }))}
            onChoose={chooseInsurance}
            disabled={busy}
          />
        ) : step === "callTime" ? (
          <Choices
            options={CALLBACK_TIMINGS.map((k) => ({ key: k, label: m.callTimes[k] }))}
            onChoose={chooseCallTime}
          />
        ) : step === "contact" ? (
          <ContactReply
            id={`${base}-contact`}
            m={m}
            lead={lead}
            busy={busy}
            failed={failed}
            onSend={sendContact}
          />
        ) : (
          <a href={window.location.pathname} className={chip}>
            {m.restart}
          </a>
        )}
      </div>
    </div>
  );
}

/** What the catalogue said, as the assistant's lines (facts and links in the patient's language). */
function answerLines(
  data: ChatAnswer,
  question: string,
  cityName: string,
  m: ChatMessages,
  coverageWords: CoverageSummaryMessages,
  locale: Locale,
): LogLine[] {
  const named = (x: { name: string; nameHi: string | null }) =>
    locale === "hi" && x.nameHi ? x.nameHi : x.name;
  // Nothing the guides could use: say what was not understood, and offer the care expert (CH-6).
  const notUnderstood: LogLine = {
    from: "assistant",
    text: format(m.notFound, { question: quoted(question) }),
    expert: question,
  };
  if (!data.match) return [notUnderstood];
  if (data.match.kind === "department") {
    return [
      {
        from: "assistant",
        text: format(m.department, { name: named(data.match) }),
        links: [{ href: data.match.url, label: m.readMore }],
      },
    ];
  }
  const out: LogLine[] = [];
  if (data.match.kind === "condition" && data.related.length) {
    out.push({
      from: "assistant",
      text: format(m.foundCondition, {
        name: named(data.match),
        treatments: data.related.map(named).join(", "),
      }),
      links: [{ href: data.match.url, label: m.readMore }],
    });
  }
  const t = data.treatment;
  if (t) {
    const facts = [
      format(m.found, { name: named(t) }),
      t.cost
        ? format(m.cost, {
            city: cityName,
            min: rupees(t.cost.minCost, locale),
            max: rupees(t.cost.maxCost, locale),
          })
        : format(m.costUnknown, { city: cityName }),
      t.hospitalStayDays === null
        ? ""
        : t.hospitalStayDays === 0
          ? m.stayNone
          : format(m.stay, { days: t.hospitalStayDays }),
      t.recoveryDays !== null ? format(m.recovery, { days: t.recoveryDays }) : "",
      coverageSummaryText(t.coverage, coverageWords),
    ].filter(Boolean);
    out.push({
      from: "assistant",
      // One fact per line (the bubble keeps line breaks).
      text: facts.join("\n"),
      links: [
        { href: t.url, label: m.readMore },
        { href: t.costUrl, label: m.seeCost },
      ],
    });
  }
  return out.length ? out : [notUnderstood];
}

/** The care expert, offered where the assistant could not help (CH-6). */
function ExpertOffer({
  question,
  m,
  onCallback,
}: {
  question: string;
  m: ChatMessages;
  /** Goes on to the chat's call-back request (absent once the call is being arranged). */
  onCallback?: () => void;
}) {
  const phone = pagePhone("Chat", undefined);
  const link =
    "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2";
  return (
    <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="chat-expert">
      <a href={telHref(phone)} className={link}>
        {format(m.call, { phone: displayPhone(phone) })}
      </a>
      <a
        href={whatsAppHref(format(m.whatsAppQuestion, { question }))}
        target="_blank"
        rel="noopener"
        className={link}
        data-testid="chat-expert-whatsapp"
      >
        {m.expertWhatsApp}
      </a>
      {onCallback ? (
        <button
          type="button"
          className={chip}
          onClick={onCallback}
          data-testid="chat-expert-callback"
        >
          {m.expertCallback}
        </button>
      ) : null}
    </span>
  );
}

function Choices<K extends string>({
  options,
  onChoose,
  disabled,
}: {
  options: { key: K; label: string }[];
  onChoose: (key: K) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="chat-choices">
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={chip}
          disabled={disabled}
          onClick={() => onChoose(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function TextReply({
  id,
  label,
  placeholder,
  send,
  disabled,
  onSend,
  extra,
  limit,
}: {
  id: string;
  label: string;
  placeholder: string;
  send: string;
  /** "Up to {max} characters ({used} used)" */
  limit: string;
  disabled: boolean;
  onSend: (text: string) => void;
  extra?: React.ReactNode;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => input.current?.focus(), []);
  const hintId = `${id}-limit`;
  return (
    <form
      ref={form}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = text.replace(/\s+/g, " ").trim();
        if (!value || disabled) return;
        setText("");
        // The field stops at the limit; a pasted longer text is cut there, and the hint said so.
        onSend([...value].slice(0, CHAT_QUESTION_MAX).join(""));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        {/* Two lines for a question of up to 500 characters (CH-5); Enter sends, Shift+Enter
            breaks the line. */}
        <textarea
          ref={input}
          id={id}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              form.current?.requestSubmit();
            }
          }}
          placeholder={placeholder}
          maxLength={CHAT_QUESTION_MAX}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="send"
          className={`${inputClass(false)} resize-none`}
        />
        <button type="submit" className={primary} disabled={disabled}>
          {send}
        </button>
      </div>
      <p id={hintId} className="text-xs text-slate-600" data-testid="chat-limit">
        {format(limit, { max: CHAT_QUESTION_MAX, used: [...text].length })}
      </p>
      {extra ? <div>{extra}</div> : null}
    </form>
  );
}

function CityReply({
  id,
  m,
  cities,
  preferred,
  disabled,
  onChoose,
}: {
  id: string;
  m: ChatMessages;
  cities: CityOption[];
  preferred: { id: number; name: string } | null;
  disabled: boolean;
  onChoose: (city: { id: number; name: string }) => void;
}) {
  const popular = cities.filter((c) => c.Type === "popular").slice(0, 6);
  const quick = preferred
    ? [preferred, ...popular.map(cityOf).filter((c) => c.id !== preferred.id)].slice(0, 6)
    : popular.map(cityOf);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" data-testid="chat-choices">
        {quick.map((c) => (
          <button
            key={c.id}
            type="button"
            className={chip}
            disabled={disabled}
            onClick={() => onChoose(c)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {m.cityLabel}
      </label>
      <select
        id={id}
        className={inputClass(false)}
        disabled={disabled || cities.length === 0}
        defaultValue=""
        onChange={(e) => {
          const city = cities.find((c) => String(c.CityId) === e.target.value);
          if (city) onChoose(cityOf(city));
        }}
      >
        <option value="" disabled>
          {m.cityChoose}
        </option>
        {cities.map((c) => (
          <option key={c.CityId} value={c.CityId}>
            {c.CityName}
          </option>
        ))}
      </select>
    </div>
  );
}

const cityOf = (c: CityOption) => ({ id: c.CityId, name: c.CityName });

function ContactReply({
  id,
  m,
  lead,
  busy,
  failed,
  onSend,
}: {
  id: string;
  m: ChatMessages;
  lead: ChatLeadTexts;
  busy: boolean;
  failed: boolean;
  onSend: (name: string, mobile: string) => void;
}) {
  const [name, setName] = useState("");
  const [mobile, setMobile] = useState("");
  const [errors, setErrors] = useState<{ name?: string; mobile?: string }>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);
  const nameId = `${id}-name`;
  const mobileId = `${id}-mobile`;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        // The lead form's rule: a leading 0, a pasted 91 or +91 and any non-digit go.
        const { digits } = normaliseMobileInput(mobile, INDIA_DIAL_CODE);
        const found = {
          name: name.trim() ? undefined : lead.nameError,
          mobile: isValidMobile(digits, INDIA_DIAL_CODE) ? undefined : lead.mobileError,
        };
        setErrors(found);
        if (found.name) return nameInput.current?.focus();
        if (found.mobile) return mobileInput.current?.focus();
        onSend(name.trim(), digits);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldShell id={nameId} label={m.nameLabel} required error={errors.name}>
          <input
            ref={nameInput}
            id={nameId}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            autoComplete="name"
            maxLength={100}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(nameId, errors.name)}
            className={inputClass(Boolean(errors.name))}
          />
        </FieldShell>
        <FieldShell id={mobileId} label={m.mobileLabel} required error={errors.mobile}>
          <input
            ref={mobileInput}
            id={mobileId}
            type="tel"
            inputMode="numeric"
            value={mobile}
            onChange={(e) => {
              setMobile(e.target.value);
              setErrors((x) => ({ ...x, mobile: undefined }));
            }}
            autoComplete="tel-national"
            maxLength={14}
            aria-invalid={errors.mobile ? true : undefined}
            aria-describedby={describedBy(mobileId, errors.mobile)}
            className={inputClass(Boolean(errors.mobile))}
          />
        </FieldShell>
      </div>
      <button type="submit" className={primary} disabled={busy} data-testid="chat-submit">
        {busy ? m.submitting : m.submit}
      </button>
      {failed && !busy ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {m.failed}
        </p>
      ) : null}
      <p className="text-xs leading-5 text-slate-600" data-testid="chat-consent">
        <ConsentLine
          template={lead.consent}
          terms={lead.terms}
          privacy={lead.privacy}
          notice={{ text: lead.notice, href: lead.noticeHref }}
          hrefs={{ terms: lead.termsHref, privacy: lead.privacyHref }}
        />
      </p>
    </form>
  );
}
