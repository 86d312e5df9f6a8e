import Link from "next/link";
import { displayPhone, siteConfig, telHref } from "@/src/config/site";
import type { HomeData } from "@/src/lib/catalog/types";
import { format, formatNumber, type Locale, type Messages } from "@/src/lib/i18n";
import {
  CalendarIcon,
  CheckCircleIcon,
  ChevronRightIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  StethoscopeIcon,
} from "@/src/ui/icons";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";

interface HomePageProps {
  data: HomeData;
  m: Messages;
  locale: Locale;
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

export function HomePage({ data, m, locale }: HomePageProps) {
  const h = m.home;
  const n = (value: number) => formatNumber(value, locale);
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
                <CalendarIcon size={20} /> {m.common.bookAppointment}
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
            {[
              {
                icon: <MapPinIcon />,
                text: format(h.stats.cities, { count: n(data.counts.cities) }),
              },
              {
                icon: <ShieldIcon />,
                text: format(h.stats.hospitals, { count: n(data.counts.hospitals) }),
              },
              {
                icon: <StethoscopeIcon />,
                text: format(h.stats.doctors, { count: n(data.counts.doctors) }),
              },
            ].map((stat) => (
              <li
                key={stat.text}
                className="flex flex-col items-center gap-2 rounded-2xl bg-brand-50 p-3 text-center lg:flex-row lg:p-4 lg:text-left"
              >
                <span className="text-brand-700">{stat.icon}</span>
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
          subtitle={format(h.popularTreatments.subtitle, { city: data.defaultCity.name })}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.treatments.map((t) => (
            <li key={t.id}>
              <Link href={t.href} className="card-link">
                <span className="eyebrow">{t.departmentName}</span>
                <span className="mt-1 text-lg font-bold text-slate-900">{t.name}</span>
                <span className="mt-2 line-clamp-2 text-sm text-slate-600">{t.summary}</span>
                <span className="mt-auto flex items-end justify-between pt-4">
                  <span className="text-base font-bold text-slate-900">
                    {t.minCost !== null
                      ? format(h.popularTreatments.from, { amount: n(t.minCost) })
                      : ""}
                  </span>
                  <span className="text-xs text-slate-500">
                    {t.hospitalStayDays
                      ? format(h.popularTreatments.stay, { days: t.hospitalStayDays })
                      : h.popularTreatments.dayCare}
                  </span>
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
            {data.departments.map((d) => (
              <li key={d.id}>
                <Link href={d.href} className="tile-link">
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
          {data.popularCities.map((city) => (
            <li
              key={city.id}
              className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 p-4 text-center"
            >
              {city.iconPrimary ? (
                // biome-ignore lint/performance/noImgElement: tiny static SVG icons need no optimisation
                <img
                  src={city.iconPrimary}
                  alt=""
                  width={48}
                  height={48}
                  className="text-brand-700"
                />
              ) : (
                <MapPinIcon size={40} className="text-brand-700" />
              )}
              <span className="text-sm font-semibold text-slate-800">{city.name}</span>
            </li>
          ))}
        </ul>
        {data.otherCities.length > 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            {format(h.cities.more, {
              list: data.otherCities
                .slice(0, 8)
                .map((c) => c.name)
                .join(", "),
            })}
          </p>
        ) : null}
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
              <CalendarIcon size={20} /> {m.common.bookAppointment}
            </OpenLeadFormButton>
          </div>
        </div>
      </section>

      {/* FAQ */}
      {data.faqs.length > 0 ? (
        <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-title">
          <SectionHeading id="faq-title" title={h.faq.title} />
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {data.faqs.map((faq) => (
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
