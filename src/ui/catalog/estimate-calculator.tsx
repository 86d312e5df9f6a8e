"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { useEstimateVisitorCity } from "./use-estimate-city";
import {
  type EstimateChoice,
  ESTIMATE_FORM_ACTION,
  estimateHref,
  estimateRemark,
  SUM_INSURED_LAKHS,
  type SumInsuredLakhs,
} from "@/src/lib/catalog/estimate";
import { type EstimateData, estimateFor } from "@/src/lib/catalog/estimate-data";
import { knownPageHref } from "@/src/lib/locale-path";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, formatNumber } from "@/src/lib/i18n/format";
import { YES } from "@/src/lib/lead/fields";
import { LeadFormTrigger } from "@/src/ui/lead-modal/trigger";
import { CoveragePanel } from "./coverage-panel";

type EstimateMessages = Messages["medical"]["estimate"];
type CoverageMessages = Messages["medical"]["coverage"];

const SELECT =
  "mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900";

/**
 * The itemised estimate. Rendered on the server with the URL's choice, so the
 * shared link shows the same figures without JavaScript; without JavaScript the form is a GET to
 * /api/estimate, which redirects to the estimate's URL. With JavaScript each change recomputes in
 * place with the same arithmetic (src/lib/catalog/estimate.ts) and the share link follows. With
 * an insurer, the coverage rules (src/lib/coverage) answer whether and what it pays.
 */
export function EstimateCalculator({
  data,
  initial,
  followVisitorCity = false,
  locale,
  m,
  mc,
  checkedDate,
  lead,
}: {
  data: EstimateData;
  /** Start from the visitor's city (the cost page; a shared estimate keeps its own). */
  followVisitorCity?: boolean;
  initial: EstimateChoice;
  /**
   * The cost-calculator lead button under the result when no insurer is chosen; with
   * one, the coverage panel's insurance-check button replaces it. Either lead carries the
   * estimate as its remark.
   */
  lead: { cost: string };
  /** The date the prices were last checked, formatted on the server. */
  checkedDate: string;
  locale: Locale;
  m: EstimateMessages;
  mc: CoverageMessages;
}) {
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const result = useMemo(() => estimateFor(data, choice), [data, choice]);
  const estimate = result?.estimate ?? null;
  const coverage = result?.coverage ?? null;
  const [copied, setCopied] = useState(false);
  // Copy and print need JavaScript: shown once it runs, never as dead buttons without it.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // The visitor's city replaces the page's default until the patient changes anything.
  const [edited, setEdited] = useState(false);
  const visitorCity = useEstimateVisitorCity(data.cities, followVisitorCity);
  useEffect(() => {
    if (visitorCity && !edited) setChoice((c) => ({ ...c, city: visitorCity }));
  }, [visitorCity, edited]);
  // The shared estimate in the page's language (HI-14).
  const href = knownPageHref(estimateHref(data.treatment.slug, choice), locale);
  const money = (n: number) => `₹${formatNumber(n, locale)}`;
  const name = (o: { name: string; nameHi: string }) => (locale === "hi" ? o.nameHi : o.name);
  const set = (patch: Partial<EstimateChoice>) => {
    setCopied(false);
    setEdited(true);
    setChoice((c) => ({ ...c, ...patch }));
  };
  const field = (key: string, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {control}
    </div>
  );
  const room = data.rooms.find((r) => r.slug === choice.room);
  const city = data.cities.find((c) => c.slug === choice.city);
  const insurer = data.insurers.find((i) => i.slug === choice.insurer);
  const treatmentNames = {
    name: data.treatment.name,
    nameHi: data.treatment.nameHi ?? data.treatment.name,
  };
  const remark =
    estimate && room && city
      ? estimateRemark({
          treatment: data.treatment.name,
          city: city.name,
          hospital: data.hospitals.find((h) => h.slug === choice.hospital)?.name ?? "",
          room: room.name,
          insurer: insurer?.name ?? null,
          sumInsuredLakhs: choice.sumInsuredLakhs,
          total: estimate.total,
          coverage,
        })
      : "";
  return (
    <div className="mt-4" data-testid="estimate">
      <form
        method="get"
        action={ESTIMATE_FORM_ACTION}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3 print:hidden"
        onSubmit={(e) => e.preventDefault()}
      >
        <input type="hidden" name="treatment" value={data.treatment.slug} />
        {field(
          "city",
          m.city,
          <select
            id={`${id}-city`}
            name="city"
            className={SELECT}
            value={choice.city}
            onChange={(e) => set({ city: e.target.value })}
          >
            {data.cities.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          "hospital",
          m.hospital,
          <select
            id={`${id}-hospital`}
            name="hospital"
            className={SELECT}
            value={choice.hospital}
            onChange={(e) => set({ hospital: e.target.value })}
          >
            {data.hospitals.map((h) => (
              <option key={h.slug} value={h.slug}>
                {name(h)}
              </option>
            ))}
          </select>,
        )}
        {field(
          "room",
          m.room,
          <select
            id={`${id}-room`}
            name="room"
            className={SELECT}
            value={choice.room}
            onChange={(e) => set({ room: e.target.value })}
          >
            {data.rooms.map((r) => (
              <option key={r.slug} value={r.slug}>
                {name(r)}
              </option>
            ))}
          </select>,
        )}
        {data.implants.length > 0
          ? field(
              "implant",
              m.implant,
              <select
                id={`${id}-implant`}
                name="implant"
                className={SELECT}
                value={choice.implant ?? ""}
                onChange={(e) => set({ implant: e.target.value })}
              >
                {data.implants.map((i) => (
                  <option key={i.slug} value={i.slug}>
                    {name(i)} ({money(i.price)})
                  </option>
                ))}
              </select>,
            )
          : null}
        {field(
          "insurer",
          m.insurer,
          <select
            id={`${id}-insurer`}
            name="insurer"
            className={SELECT}
            value={choice.insurer ?? "none"}
            onChange={(e) => set({ insurer: e.target.value === "none" ? null : e.target.value })}
          >
            <option value="none">{m.noInsurer}</option>
            {(["Govt.", "Private"] as const).map((type) => (
              <optgroup key={type} label={type === "Govt." ? m.government : m.private}>
                {data.insurers
                  .filter((i) => i.type === type)
                  .map((i) => (
                    <option key={i.slug} value={i.slug}>
                      {i.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>,
        )}
        {field(
          "sum",
          m.sumInsured,
          <select
            id={`${id}-sum`}
            name="sum"
            className={SELECT}
            value={choice.sumInsuredLakhs}
            onChange={(e) => set({ sumInsuredLakhs: Number(e.target.value) as SumInsuredLakhs })}
          >
            {SUM_INSURED_LAKHS.map((n) => (
              <option key={n} value={n}>
                {format(m.lakhs, { amount: n })}
              </option>
            ))}
          </select>,
        )}
        {/* Without JavaScript the form is submitted: the handler redirects to the estimate's URL. */}
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white"
          >
            {m.update}
          </button>
        </noscript>
      </form>

      {estimate && room && city ? (
        <div
          className="mt-5 rounded-2xl border border-slate-200 bg-white px-3 py-4 sm:p-5"
          data-testid="estimate-result"
        >
          <h3 className="text-lg font-semibold text-slate-900">
            {m.title} · {city.name}
          </h3>
          <table className="mt-3 w-full text-left text-sm" data-testid="estimate-table">
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  {m.item}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {m.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {estimate.lines
                .filter((l) => l.key !== "implant" || data.implants.length > 0)
                .map((l) => (
                  <tr key={l.key} data-line={l.key}>
                    <th scope="row" className="py-2 font-normal text-slate-800">
                      {l.key === "room"
                        ? data.items.nights === 0
                          ? m.dayCare
                          : format(m.lines.room, {
                              nights: data.items.nights,
                              rate: formatNumber(Math.round(l.amount / data.items.nights), locale),
                            })
                        : m.lines[l.key]}
                      {l.roomLinked ? (
                        <span className="ml-2 text-xs text-slate-500">({m.roomLinked})</span>
                      ) : null}
                    </th>
                    <td className="py-2 text-right tabular-nums">{money(l.amount)}</td>
                  </tr>
                ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-200">
              <tr>
                <th scope="row" className="py-2 font-bold text-slate-900">
                  {m.total}
                </th>
                <td
                  className="py-2 text-right text-lg font-bold tabular-nums"
                  data-testid="estimate-total"
                >
                  {money(estimate.total)}
                </td>
              </tr>
              {insurer ? null : (
                <tr>
                  <th scope="row" className="py-2 font-semibold text-slate-900">
                    {m.patientPays}
                  </th>
                  <td
                    className="py-2 text-right font-semibold tabular-nums"
                    data-testid="estimate-patient"
                  >
                    {money(estimate.patientPays)}
                  </td>
                </tr>
              )}
            </tfoot>
          </table>
          {insurer && coverage ? (
            <CoveragePanel
              coverage={coverage}
              network={result?.network ?? null}
              insurer={insurer}
              names={{ treatment: name(treatmentNames), room: name(room) }}
              city={city}
              locale={locale}
              m={mc}
              leadOptions={{
                treatment: data.treatment.name,
                city: city.name,
                answers: {
                  IsInsurance: YES,
                  insuranceType: insurer.type,
                  InsuranceNameData: insurer.name,
                },
                calculation: { Remark: remark },
              }}
            />
          ) : null}
          <p className="mt-4 font-semibold text-slate-900">{m.notAQuote}</p>
          <p className="mt-1 text-sm text-slate-600">
            {format(m.checked, { date: checkedDate })} {m.sample}
          </p>
          {insurer ? null : (
            <div className="mt-4 print:hidden">
              <LeadFormTrigger
                mode="costCalculator"
                modalTitle={lead.cost}
                buttonText={lead.cost}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                options={{
                  // The form starts from the estimate's choices: the patient named them already.
                  treatment: data.treatment.name,
                  city: city.name,
                  calculation: { Remark: remark },
                }}
              />
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
            <a
              href={href}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
              data-testid="estimate-link"
            >
              {m.share}
            </a>
            {scripted ? (
              <>
                <button
                  type="button"
                  className="min-h-11 rounded-xl px-4 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  onClick={() => {
                    void navigator.clipboard
                      ?.writeText(new URL(href, window.location.href).toString())
                      .then(() => setCopied(true));
                  }}
                >
                  {copied ? m.copied : m.copy}
                </button>
                <button
                  type="button"
                  className="min-h-11 rounded-xl px-4 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  onClick={() => window.print()}
                >
                  {m.print}
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
