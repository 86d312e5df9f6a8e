"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  FUNNEL_STEPS,
  FUNNEL_STORAGE_KEY,
  type FunnelAnswers,
  type FunnelInsurance,
  type FunnelStep,
  funnelLeadFields,
  funnelStep,
  nextStep,
  parseFunnelAnswers,
} from "@/src/lib/funnel";
import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { LazyLeadForm } from "@/src/ui/lead-form/lazy-lead-form";
import { PageSettingsScope, usePageContext } from "@/src/ui/page/page-context";

export interface FunnelTreatment {
  name: string;
  department: string;
}
export interface FunnelCity {
  id: number;
  name: string;
}

type M = Messages["campaign"]["funnel"];

const subscribeNone = () => () => {};

/** The stored answers (null during the server render: the page is static). */
function useStoredAnswers(): [FunnelAnswers | null, (a: FunnelAnswers) => void] {
  const stored = useSyncExternalStore(
    subscribeNone,
    () => {
      try {
        return sessionStorage.getItem(FUNNEL_STORAGE_KEY) ?? "{}";
      } catch {
        return "{}";
      }
    },
    () => null,
  );
  const [answers, setAnswers] = useState<FunnelAnswers | null>(null);
  const current = answers ?? (stored === null ? null : parseFunnelAnswers(stored));
  const save = (a: FunnelAnswers) => {
    setAnswers(a);
    try {
      sessionStorage.setItem(FUNNEL_STORAGE_KEY, JSON.stringify(a));
    } catch {
      // private mode: the answers live as long as the page
    }
  };
  return [current, save];
}

const optionClass =
  "flex min-h-12 w-full items-center rounded-xl border-2 px-4 py-3 text-left font-semibold text-slate-900 hover:border-brand-600";

/**
 * The funnel's screens. A tap answers and moves on with a history entry
 * (`?step=`), so Back returns to the previous question with its answer kept; the last screen is
 * the lead form (name, mobile) that sends every answer through the lead API.
 */
export function SurgeryFunnel({
  treatments,
  popularCities,
  otherCities,
  m,
}: {
  treatments: readonly FunnelTreatment[];
  popularCities: readonly FunnelCity[];
  otherCities: readonly FunnelCity[];
  m: M;
}) {
  const search = useSearchParams();
  const [answers, save] = useStoredAnswers();
  const step: FunnelStep = answers ? funnelStep(search.get("step"), answers) : "treatment";
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const page = usePageContext();

  // After a move (a tap or Back), the new question takes the focus, so it is read out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const go = (to: FunnelStep) => {
    window.history.pushState(null, "", `?step=${to}`);
  };
  const answer = (patch: FunnelAnswers) => {
    save({ ...(answers ?? {}), ...patch });
    go(nextStep(step));
  };
  const index = FUNNEL_STEPS.indexOf(step);
  const a = answers ?? {};

  return (
    <div className="flex flex-col gap-5" data-testid="funnel" data-step={step}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-800" data-testid="funnel-progress">
          {format(m.progress, { step: index + 1, total: FUNNEL_STEPS.length })}
        </p>
        {index > 0 ? (
          <button
            type="button"
            onClick={() => window.history.back()}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {m.back}
          </button>
        ) : null}
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${((index + 1) / FUNNEL_STEPS.length) * 100}%` }}
        />
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
        data-testid="funnel-question"
      >
        {m[step].question}
      </h2>

      {step === "treatment" ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {treatments.map((t) => (
            <li key={t.name}>
              <button
                type="button"
                aria-pressed={a.treatment?.name === t.name}
                className={`${optionClass} ${a.treatment?.name === t.name ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
                onClick={() => answer({ treatment: t })}
              >
                {t.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {step === "city" ? (
        <CityStep
          popular={popularCities}
          others={otherCities}
          chosen={a.city}
          m={m}
          onChoose={(city) => answer({ city })}
        />
      ) : null}

      {step === "insurance" ? (
        <ul className="grid gap-2">
          {(
            [
              ["Private", m.insurance.private],
              ["Govt.", m.insurance.govt],
              ["none", m.insurance.none],
            ] as [FunnelInsurance, string][]
          ).map(([value, label]) => (
            <li key={value}>
              <button
                type="button"
                aria-pressed={a.insurance === value}
                className={`${optionClass} ${a.insurance === value ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
                onClick={() => answer({ insurance: value })}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {step === "contact" && a.treatment && a.city ? (
        <div className="flex flex-col gap-3">
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
            {format(m.contact.summary, { treatment: a.treatment.name, city: a.city.name })}
          </p>
          <PageSettingsScope
            settings={{
              pageType: page.pageType,
              pageVariant: page.pageVariant,
              locale: page.locale,
              tier: page.tier,
              departmentName: a.treatment.department || undefined,
              pageName: page.pageName,
            }}
          >
            <LazyLeadForm
              fallback={<div className="min-h-80" aria-busy="true" />}
              idPrefix="funnel"
              variant="0"
              fieldRequirements={{ city: "off" }}
              answers={funnelLeadFields(a, page.tier ?? 3)}
              campaign="funnel/find-hospital-doctor-for-surgery"
              onClose={() => {
                try {
                  sessionStorage.removeItem(FUNNEL_STORAGE_KEY);
                } catch {
                  // nothing stored
                }
              }}
            />
          </PageSettingsScope>
        </div>
      ) : null}
    </div>
  );
}

function CityStep({
  popular,
  others,
  chosen,
  m,
  onChoose,
}: {
  popular: readonly FunnelCity[];
  others: readonly FunnelCity[];
  chosen: FunnelCity | undefined;
  m: M;
  onChoose: (city: FunnelCity) => void;
}) {
  const [other, setOther] = useState(
    chosen && !popular.some((c) => c.id === chosen.id) ? String(chosen.id) : "",
  );
  const [error, setError] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-2">
        {popular.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={chosen?.id === c.id}
              className={`${optionClass} ${chosen?.id === c.id ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
              onClick={() => onChoose(c)}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const city = others.find((c) => String(c.id) === other);
          if (city) onChoose(city);
          else setError(true);
        }}
      >
        <label htmlFor="funnel-other-city" className="text-sm font-semibold text-slate-800">
          {m.other}
        </label>
        <div className="flex gap-2">
          <select
            id="funnel-other-city"
            value={other}
            onChange={(e) => {
              setOther(e.target.value);
              setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={error ? "funnel-city-error" : undefined}
            className="min-h-12 flex-1 rounded-xl border-2 border-slate-300 bg-white px-3"
          >
            <option value="">—</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="min-h-12 rounded-xl bg-brand-700 px-5 font-semibold text-white"
          >
            {m.next}
          </button>
        </div>
        {error ? (
          <p id="funnel-city-error" className="text-sm text-red-700" role="alert">
            {m.city.error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
