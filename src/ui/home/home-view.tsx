"use client";

// Links in long lists are not prefetched: on a phone, fetching every card's page on sight costs
// data and main-thread time that the visible page needs (Lighthouse TBT).

import Link from "next/link";
import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { Faq } from "@/src/lib/catalog/types";
import type { Messages } from "@/src/lib/i18n";
import {
  CalendarIcon,
  CheckCircleIcon,
  ChevronRightIcon,
  Icon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
} from "@/src/ui/icons";
import type { GlyphName } from "@/src/ui/icons/glyphs";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";

/** What the home page shows, already in words (built on the server by ./home-page.tsx). */
export interface HomeView {
  stats: { icon: GlyphName; text: string }[];
  treatmentsSubtitle: string;
  treatments: {
    href: string;
    name: string;
    department: string;
    summary: string;
    from: string;
    stay: string;
  }[];
  departments: { href: string; name: string }[];
  popularCities: { id: number; name: string; icon: string | null }[];
  moreCities: string;
  faqs: Faq[];
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-6 md:mb-8">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

//----
export function HomeViewSections({
  view,
  m: h,
  bookAppointment,
}: {
  view: HomeView;
  m: Messages["home"];
  bookAppointment: string;
}) {
  return (
    <>
      {/* Hero */}
      <section
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
        aria-labelledby="hero-title"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 pt-8 md:pt-14 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              <ShieldIcon size={14} /> {h.hero.eyebrow}
            </p>
            <h1
              id="hero-title"
              className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 md:text-5xl"
            >
              {h.hero.title}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-7 text-slate-700 md:text-lg">
              {h.hero.subtitle}
            </p>
            <ul className="mt-5 space-y-2">
              {h.hero.points.map((point) => (
                <li
                  key={point}
                  className="flex items-center gap-2 text-sm font-medium text-slate-800 md:text-base"
                >
                  <CheckCircleIcon size={18} className="shrink-0 text-brand-700" /> {point}
                </li>
              ))}
            </ul>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <OpenLeadFormButton
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-700 px-6 py-3.5 text-base font-semibold text-white shadow-md hover:bg-accent-800"
                request={{ variant: "3" }}
              >
                <CalendarIcon size={20} /> {bookAppointment}
              </OpenLeadFormButton>
              <a
                href={telHref(siteConfig.phones.main)}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                <PhoneIcon size={20} /> {displayPhone(siteConfig.phones.main)}
              </a>
            </div>
          </div>
          <ul className="grid grid-cols-3 gap-3 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-slate-100 md:p-6 lg:grid-cols-1">
            {view.stats.map((stat) => (
              <li
                key={stat.text}
                className="flex flex-col items-center gap-2 rounded-2xl bg-brand-50 p-3 text-center lg:flex-row lg:p-4 lg:text-left"
              >
                <span className="text-brand-700">
                  <Icon name={stat.icon} />
                </span>
                <span className="text-sm font-semibold text-slate-800 md:text-base">
                  {stat.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Popular treatments */}
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="treatments-title">
        <SectionHeading
          id="treatments-title"
          title={h.popularTreatments.title}
          subtitle={view.treatmentsSubtitle}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {view.treatments.map((t) => (
            <li key={t.href}>
              <Link prefetch={false} href={t.href} className="card-link">
                <span className="eyebrow">{t.department}</span>
                <span className="mt-1 text-lg font-bold text-slate-900">{t.name}</span>
                <span className="mt-2 line-clamp-2 text-sm text-slate-600">{t.summary}</span>
                <span className="mt-auto flex items-end justify-between pt-4">
                  <span className="text-base font-bold text-slate-900">{t.from}</span>
                  <span className="text-xs text-slate-500">{t.stay}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* Departments */}
      <section className="bg-slate-50" aria-labelledby="departments-title">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <SectionHeading
            id="departments-title"
            title={h.departments.title}
            subtitle={h.departments.subtitle}
          />
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {view.departments.map((d) => (
              <li key={d.href}>
                <Link prefetch={false} href={d.href} className="tile-link">
                  {d.name}
                  <ChevronRightIcon size={16} className="shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Popular cities */}
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="cities-title">
        <SectionHeading id="cities-title" title={h.cities.title} subtitle={h.cities.subtitle} />
        <ul className="grid grid-cols-3 gap-3 md:grid-cols-6">
          {view.popularCities.map((city) => (
            <li
              key={city.id}
              className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 p-4 text-center"
            >
              {city.icon ? (
                // biome-ignore lint/performance/noImgElement: tiny static SVG icons need no optimisation
                <img src={city.icon} alt="" width={48} height={48} className="text-brand-700" />
              ) : (
                <MapPinIcon size={40} className="text-brand-700" />
              )}
              <span className="text-sm font-semibold text-slate-800">{city.name}</span>
            </li>
          ))}
        </ul>
        {view.moreCities ? <p className="mt-4 text-sm text-slate-600">{view.moreCities}</p> : null}
      </section>

      {/* How it works */}
      <section className="bg-brand-50" aria-labelledby="how-title">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <SectionHeading id="how-title" title={h.howItWorks.title} />
          <ol className="grid gap-4 md:grid-cols-4">
            {h.howItWorks.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-base font-bold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex justify-center">
            <OpenLeadFormButton
              className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              request={{ variant: "3" }}
            >
              <CalendarIcon size={20} /> {bookAppointment}
            </OpenLeadFormButton>
          </div>
        </div>
      </section>

      {/* FAQ */}
      {view.faqs.length > 0 ? (
        <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-title">
          <SectionHeading id="faq-title" title={h.faq.title} />
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {view.faqs.map((faq) => (
              <details key={faq.question} className="faq-row group px-5 py-4">
                <summary>
                  {faq.question}
                  <span
                    aria-hidden
                    className="text-xl text-brand-700 group-open:rotate-45 transition-transform"
                  >
                    +
                  </span>
                </summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
