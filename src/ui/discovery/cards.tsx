"use client";

import Link from "next/link";
import type { DoctorSummary, HospitalSummary } from "@/src/lib/catalog/types";
import { photoSrcSet } from "@/src/lib/content-editing/images";
import type { Locale } from "@/src/lib/i18n";
import { format, formatNumber, plural } from "@/src/lib/i18n/format";
import { personInitials as initials } from "@/src/lib/catalog/names";
import { type ComparePickWords, CompareToggle } from "./compare-pick";
import { Badge, type CardWords, RatingLine } from "./parts";

export function DoctorPhoto({
  doctor,
  m,
  size,
}: {
  doctor: DoctorSummary;
  m: CardWords;
  size: number;
}) {
  const box = { width: size, height: size };
  return doctor.photoUrl ? (
    // biome-ignore lint/performance/noImgElement: photos come from the catalogue's own host
    <img
      src={doctor.photoUrl}
      srcSet={photoSrcSet("doctor", doctor.photoUrl)}
      sizes={`${size}px`}
      alt={format(m.photoOf, { name: doctor.name })}
      width={size}
      height={size}
      style={box}
      className="shrink-0 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden
      style={box}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
    >
      {initials(doctor.name)}
    </span>
  );
}

export function DoctorFacts({
  doctor,
  m,
  locale,
  specialityName,
}: {
  doctor: DoctorSummary;
  m: CardWords;
  locale: Locale;
  specialityName: string;
}) {
  const verified = doctor.verification.status === "verified";
  return (
    <>
      <p className="text-brand-800">{specialityName}</p>
      {doctor.qualifications ? (
        <p className="text-sm text-slate-700">{doctor.qualifications}</p>
      ) : null}
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        <li>{plural(m.experienceYears, doctor.experienceYears, locale)}</li>
        {doctor.languages.length > 0 ? (
          <li>{format(m.languages, { languages: doctor.languages.join(", ") })}</li>
        ) : null}
        {doctor.primaryHospital ? (
          <li>
            {doctor.primaryHospital.name}, {doctor.primaryHospital.locality}
          </li>
        ) : null}
        {doctor.consultationFee !== null ? (
          <li>{format(m.feeAmount, { fee: formatNumber(doctor.consultationFee, locale) })}</li>
        ) : null}
        <li>
          <RatingLine rating={doctor.rating} reviews={doctor.reviewCount} m={m} locale={locale} />
        </li>
      </ul>
      <p className="mt-2 flex flex-wrap gap-2">
        <Badge tone={verified ? "ok" : "sample"}>
          {verified ? m.registrationVerified : m.registrationPending}
        </Badge>
        {doctor.sponsored ? <Badge tone="sponsored">{m.sponsored}</Badge> : null}
        {doctor.isSample ? <Badge tone="sample">{m.sample}</Badge> : null}
      </p>
    </>
  );
}

/**
 * A doctor on a listing: what a patient compares, and the whole card links to the profile. The
 * cards are client components fed with data: their markup is sent once in the HTML, and the page
 * data carries the doctors and a few words instead of the markup again (first-load weight).
 */
export function DoctorCard({
  doctor,
  m,
  locale,
  away,
  compare,
}: {
  doctor: DoctorSummary;
  m: CardWords;
  locale: Locale;
  /** 'Near me': "2.3 km away (straight line)" (DS-37). */
  away?: string;
  /** On listings: the "Compare" checkbox's words (DS-32); elsewhere no checkbox. */
  compare?: ComparePickWords;
}) {
  const speciality = (locale === "hi" ? doctor.department.nameHi : null) ?? doctor.department.name;
  return (
    <li className="card-link relative" data-doctor-id={doctor.id}>
      <div className="flex gap-4">
        <DoctorPhoto doctor={doctor} m={m} size={64} />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link href={doctor.href} className="after:absolute after:inset-0">
              {doctor.name}
            </Link>
          </h2>
          <DoctorFacts doctor={doctor} m={m} locale={locale} specialityName={speciality} />
          <Away text={away} />
          {compare ? (
            <CompareToggle kind="doctors" slug={doctor.slug} name={doctor.name} words={compare} />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The cashless insurers of a card, the first three by name and a count of the rest. */
function cashlessLine(names: string[], m: CardWords, locale: Locale): string {
  const shown = names.slice(0, 3).join(", ");
  const more = names.length > 3 ? ` ${plural(m.cashlessMore, names.length - 3, locale)}` : "";
  return format(m.cashless, { insurers: `${shown}${more}` });
}

export function HospitalFacts({
  hospital,
  m,
  locale,
}: {
  hospital: HospitalSummary;
  m: CardWords;
  locale: Locale;
}) {
  return (
    <>
      <p className="text-sm text-slate-700">
        {hospital.locality?.name ?? ""}
        {hospital.locality ? ", " : ""}
        {hospital.city.name}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {hospital.accreditationBodies.length > 0 ? (
          <li className="font-semibold text-emerald-800">
            {hospital.accreditationBodies.join(" · ")}
          </li>
        ) : null}
        <li>
          {[
            hospital.beds !== null ? plural(m.beds, hospital.beds, locale) : null,
            plural(m.departmentsCount, hospital.departmentCount, locale),
          ]
            .filter(Boolean)
            .join(" · ")}
        </li>
        {hospital.cashlessInsurers.length > 0 ? (
          <li>{cashlessLine(hospital.cashlessInsurers, m, locale)}</li>
        ) : null}
        {hospital.ayushmanEmpanelled ? <li>{m.pmjay}</li> : null}
        <li>
          <RatingLine
            rating={hospital.rating}
            reviews={hospital.reviewCount}
            m={m}
            locale={locale}
          />
        </li>
      </ul>
      <p className="mt-2 flex flex-wrap gap-2">
        {hospital.sponsored ? <Badge tone="sponsored">{m.sponsored}</Badge> : null}
        {hospital.isSample ? <Badge tone="sample">{m.sample}</Badge> : null}
      </p>
    </>
  );
}

/** A hospital on a listing. */
export function HospitalCard({
  hospital,
  m,
  locale,
  away,
  compare,
}: {
  hospital: HospitalSummary;
  m: CardWords;
  locale: Locale;
  /** 'Near me': "2.3 km away (straight line)" (DS-37). */
  away?: string;
  /** On listings: the "Compare" checkbox's words (DS-32); elsewhere no checkbox. */
  compare?: ComparePickWords;
}) {
  return (
    <li className="card-link relative" data-hospital-id={hospital.id}>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link href={hospital.href} className="after:absolute after:inset-0">
          {hospital.name}
        </Link>
      </h2>
      <HospitalFacts hospital={hospital} m={m} locale={locale} />
      <Away text={away} />
      {compare ? (
        <CompareToggle kind="hospitals" slug={hospital.slug} name={hospital.name} words={compare} />
      ) : null}
    </li>
  );
}

/** A card's distance from the visitor, once 'near me' has a position. */
function Away({ text }: { text: string | undefined }) {
  return text ? (
    <p className="mt-2 text-sm font-semibold text-brand-800" data-testid="card-distance">
      {text}
    </p>
  ) : null;
}
