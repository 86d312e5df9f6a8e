"use client";

import type { Coverage, CoverageStatus } from "@/src/lib/coverage/coverage";
import type { InsurerType } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, formatNumber, plural } from "@/src/lib/i18n/format";
import { CITY_SLOT } from "@/src/lib/catalog/cities";
import type { NetworkAnswer } from "@/src/lib/catalog/estimate-data";
import { NearbyCities } from "./nearby-cities";
import { cityNameIn } from "@/src/lib/catalog/city-names";
import { cityInsurerPath } from "@/src/lib/catalog/listing-filters";
import { knownPageHref } from "@/src/lib/locale-path";
import { LeadFormTrigger } from "@/src/ui/lead-modal/trigger";
import type { LeadFormOptions } from "@/src/ui/lead-form/lead-form";

type CoverageMessages = Messages["medical"]["coverage"];

const TONE: Record<CoverageStatus, { box: string; badge: string }> = {
  covered: { box: "border-emerald-200 bg-emerald-50", badge: "bg-emerald-700 text-white" },
  notCovered: { box: "border-rose-200 bg-rose-50", badge: "bg-rose-700 text-white" },
  depends: { box: "border-amber-200 bg-amber-50", badge: "bg-amber-800 text-white" },
};

/**
 * The insurer's answer under the estimate: covered, not covered or depends, the rule in one
 * plain line, what must hold and what the terms leave to the patient, what each side pays
 * under the rule, what it rests on (sample terms, a scheme's rules) and the next step: a care
 * expert checks the policy. Figures and lines come from the coverage rules (src/lib/coverage).
 */
export function CoveragePanel({
  coverage,
  network,
  insurer,
  names,
  city,
  leadOptions,
  locale,
  m,
}: {
  coverage: Coverage;
  /** The insurer's hospitals in the city and the nearest cities with one (MD-12). */
  network: NetworkAnswer | null;
  insurer: { slug: string; name: string; type: InsurerType };
  /** The names the lines show, in the page's language. */
  names: { treatment: string; room: string };
  city: { slug: string; name: string };
  /** The insurance-check form's preselection and the estimate as its remark. */
  leadOptions: LeadFormOptions;
  locale: Locale;
  m: CoverageMessages;
}) {
  const money = (n: number) => `₹${formatNumber(n, locale)}`;
  const text = (template: string, values: Record<string, number>) =>
    format(template, {
      insurer: insurer.name,
      treatment: names.treatment,
      room: names.room,
      city: city.name,
      state: coverage.state
        ? (m.states[coverage.state as keyof CoverageMessages["states"]] ?? coverage.state)
        : "",
      ...Object.fromEntries(Object.entries(values).map(([k, n]) => [k, formatNumber(n, locale)])),
    });
  const tone = TONE[coverage.status];
  const scheme = insurer.type === "Govt.";
  const conditional = coverage.otherwisePays !== null;
  const headingId = `coverage-${insurer.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-5 rounded-2xl border p-3 sm:p-5 ${tone.box}`}
      data-testid="coverage"
      data-status={coverage.status}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {format(m.title, { insurer: insurer.name })}
        </h4>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${tone.badge}`}
          data-testid="coverage-status"
        >
          {m.status[coverage.status]}
        </span>
      </div>
      {network && coverage.status !== "notCovered" ? (
        <NetworkNotice
          network={network}
          words={m.network}
          values={{ insurer: insurer.name, treatment: names.treatment, city: city.name }}
          hrefPattern={knownPageHref(cityInsurerPath(CITY_SLOT, insurer.slug), locale)}
          locale={locale}
        />
      ) : null}
      <p className="mt-3 font-medium text-slate-900" data-testid="coverage-rule">
        {text(m.rules[coverage.rule.key], coverage.rule.values)}
      </p>
      {coverage.conditions.length > 0 ? (
        <ul
          className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800"
          data-testid="coverage-conditions"
        >
          {coverage.conditions.map((c) => (
            <li key={c.key} data-condition={c.key}>
              {text(m.conditions[c.key], c.values)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 rounded-xl bg-white p-3 ring-1 ring-slate-200">
        {conditional ? (
          <p className="mb-2 text-sm font-semibold text-slate-700">{m.ifAllHolds}</p>
        ) : null}
        {/* No column gap: the line above "if not" runs unbroken; the figures keep their own pl-4. */}
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-y-2">
          <dt className="text-slate-800">{format(m.insurerPays, { insurer: insurer.name })}</dt>
          <dd className="pl-4 text-right font-semibold tabular-nums" data-testid="estimate-insurer">
            {coverage.insurerPays === null ? m.insurerPaysRates : money(coverage.insurerPays)}
          </dd>
          <dt className="font-bold text-slate-900">{m.youPay}</dt>
          <dd
            className="pl-4 text-right text-lg font-bold tabular-nums"
            data-testid="estimate-patient"
          >
            {money(coverage.patientPays)}
          </dd>
          {coverage.otherwisePays !== null ? (
            <>
              <dt className="border-t border-slate-200 pt-2 text-slate-800">{m.otherwise}</dt>
              <dd
                className="border-t border-slate-200 pt-2 pl-4 text-right font-semibold tabular-nums"
                data-testid="estimate-otherwise"
              >
                {money(coverage.otherwisePays)}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="coverage-basis">
        {coverage.basis === "sampleTerms"
          ? m.sampleTerms
          : coverage.basis === "schemeRules"
            ? m.schemeRules
            : m.unknownBasis}
      </p>
      {scheme && coverage.status !== "notCovered" ? (
        <p className="mt-2 text-sm">
          <a
            href={knownPageHref(cityInsurerPath(city.slug, insurer.slug), locale)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {format(m.hospitalsLink, { city: city.name, insurer: insurer.name })}
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-slate-800">
        {coverage.status === "notCovered"
          ? m.nextStepNotCovered
          : scheme
            ? m.nextStepScheme
            : m.nextStep}
      </p>
      <div className="mt-3 print:hidden">
        <LeadFormTrigger
          mode="insuranceCheck"
          modalTitle={m.expertButton}
          buttonText={m.expertButton}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 text-left font-semibold text-white hover:bg-brand-800"
          options={leadOptions}
        />
      </div>
    </section>
  );
}

/**
 * How many hospitals of the insurer's network the city has; with none, what that means (pay
 * first and claim back, or no scheme money in this city) and the nearest cities with one, each
 * linking its hospitals for the insurer.
 */
function NetworkNotice({
  network,
  words,
  values,
  hrefPattern,
  locale,
}: {
  network: NetworkAnswer;
  words: CoverageMessages["network"];
  values: { insurer: string; treatment: string; city: string };
  hrefPattern: string;
  locale: Locale;
}) {
  const cashless = network.kind === "cashless";
  if (network.here > 0) {
    return (
      <p className="mt-3 text-slate-900" data-testid="coverage-network" data-here={network.here}>
        {plural(cashless ? words.cashlessHere : words.empanelledHere, network.here, locale, values)}
      </p>
    );
  }
  return (
    <div
      className="mt-3 rounded-xl bg-white p-3 ring-1 ring-amber-300"
      data-testid="coverage-network"
      data-here={0}
    >
      <p className="font-semibold text-slate-900">
        {format(cashless ? words.noCashlessHere : words.noEmpanelledHere, values)}
      </p>
      <NearbyCities
        cities={network.nearest}
        // Computed in the server's HTML too (no JavaScript on the cost page): named here.
        nameOf={(c) => cityNameIn(locale, c)}
        hrefPattern={hrefPattern}
        words={{
          heading: format(cashless ? words.cashlessNearest : words.empanelledNearest, values),
          distance: words.distance,
          count: words.hospitals,
        }}
        locale={locale}
        testId="coverage-nearest"
      />
    </div>
  );
}
