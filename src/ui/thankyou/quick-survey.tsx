"use client";

import { type FormEvent, useState } from "react";
import type { Messages } from "@/src/lib/i18n";
import { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN } from "@/src/lib/lead/survey-options";
import { apiFetch } from "@/src/ui/api-client";
import { RadioGroup } from "@/src/ui/lead-form/radio-group";

type SurveyMessages = Messages["thankyou"]["survey"];
type Answers = { whenTreatment?: string; contactChannel?: string; contactTime?: string };

/**
 * The quick survey (when, how, what time), saved onto the lead with the per-lead secret that
 * webleadcreate issued to this browser (never the lead id alone). Every question is optional, as
 * the survey says: whatever is answered is saved; saving with none answered shows one
 * hint instead of an error on each question.
 */
export function QuickSurvey({
  leadId,
  token,
  m,
}: {
  leadId: number;
  token: string;
  m: SurveyMessages;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const [status, setStatus] = useState<"idle" | "empty" | "saving" | "saved" | "failed">("idle");

  const set = (key: keyof Answers, value: string) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    if (status === "empty") setStatus("idle");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "saving") return;
    if (!answers.whenTreatment && !answers.contactChannel && !answers.contactTime) {
      setStatus("empty");
      return;
    }
    setStatus("saving");
    try {
      const envelope = await apiFetch("/api/lead/survey", {
        body: { leadId, token, ...answers },
      });
      setStatus(envelope.status.code === 200 ? "saved" : "failed");
    } catch {
      setStatus("failed");
    }
  };

  if (status === "saved") {
    return (
      <p
        role="status"
        className="rounded-2xl bg-brand-50 p-5 text-base font-medium text-brand-900"
        data-testid="survey-saved"
      >
        {m.saved}
      </p>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="survey-title"
      data-testid="quick-survey"
    >
      <div>
        <h2 id="survey-title" className="text-lg font-bold text-slate-900">
          {m.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.subtitle}</p>
      </div>
      <RadioGroup
        id="survey-when"
        name="whenTreatment"
        title={m.when}
        options={SURVEY_WHEN.map((value) => ({ value, label: m.whenOptions[value] }))}
        value={answers.whenTreatment}
        onChange={(v) => set("whenTreatment", v)}
      />
      <RadioGroup
        id="survey-channel"
        name="contactChannel"
        title={m.channel}
        columns={3}
        options={SURVEY_CHANNELS.map((value) => ({ value, label: m.channelOptions[value] }))}
        value={answers.contactChannel}
        onChange={(v) => set("contactChannel", v)}
      />
      <RadioGroup
        id="survey-time"
        name="contactTime"
        title={m.time}
        options={SURVEY_TIMES.map((value) => ({ value, label: m.timeOptions[value] }))}
        value={answers.contactTime}
        onChange={(v) => set("contactTime", v)}
      />
      {status === "failed" || status === "empty" ? (
        <p
          role="alert"
          className={`text-sm font-medium ${status === "failed" ? "text-red-700" : "text-slate-800"}`}
          data-testid="survey-message"
        >
          {status === "failed" ? m.failed : m.empty}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={status === "saving"}
        className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-75 sm:self-start"
        data-testid="survey-submit"
      >
        {status === "saving" ? m.saving : m.submit}
      </button>
    </form>
  );
}
