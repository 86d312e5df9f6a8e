import type { ReactNode } from "react";
import { displayPhone, telHref, whatsAppHref } from "@/src/config/site";
import type { DoctorSummary, HospitalSummary } from "@/src/lib/catalog/types";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { type FaqItem, FaqItems } from "@/src/ui/page/faq-items";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import type { LeadModalRequest } from "@/src/ui/lead-modal/context";

export type DiscoveryMessages = Messages["discovery"];

const CARD_KEYS = [
  "noReviews",
  "rating",
  "reviewsCount",
  "experienceYears",
  "languages",
  "feeAmount",
  "registrationVerified",
  "registrationPending",
  "sponsored",
  "sample",
  "photoOf",
  "beds",
  "departmentsCount",
  "cashless",
  "cashlessMore",
  "pmjay",
] as const;

/** The words the doctor and hospital cards show (client components get only these). */
export type CardWords = Pick<DiscoveryMessages, (typeof CARD_KEYS)[number]>;

/** A profile's doctor as its card shows it: the client card gets the summary, not the profile. */
export function doctorCard(d: DoctorSummary): DoctorSummary {
  const { id, name, slug, href, city, department, primaryHospital, qualifications } = d;
  const { experienceYears, practiceSince, consultationFee, languages, rating, gender } = d;
  const { photoUrl, verification, sponsored, isSample, reviewCount } = d;
  return {
    ...{ id, name, slug, href, city, department, primaryHospital, qualifications },
    ...{ experienceYears, practiceSince, consultationFee, languages, rating, gender },
    ...{ photoUrl, verification, sponsored, isSample, reviewCount },
  };
}

/** A profile's hospital as its card shows it. */
export function hospitalCard(h: HospitalSummary): HospitalSummary {
  const { id, name, slug, href, city, locality, address, coordinates, beds } = h;
  const { establishedYear, rating, accreditationBodies, ayushmanEmpanelled, sponsored } = h;
  const { isSample, reviewCount, departmentCount, cashlessInsurers } = h;
  return {
    ...{ id, name, slug, href, city, locality, address, coordinates, beds },
    ...{ establishedYear, rating, accreditationBodies, ayushmanEmpanelled, sponsored },
    ...{ isSample, reviewCount, departmentCount, cashlessInsurers },
  };
}

export function cardWords(m: DiscoveryMessages): CardWords {
  return Object.fromEntries(CARD_KEYS.map((k) => [k, m[k]])) as CardWords;
}

/** The words of 'near me' (src/ui/discovery/near-me.tsx), picked so the page data carries only these. */
export function nearMeWords(m: DiscoveryMessages) {
  const {
    nearMe,
    nearMeBusy,
    nearMeSorted,
    nearMeDenied,
    nearMeFailed,
    nearMeUnsupported,
    kmAway,
  } = m;
  return {
    nearMe,
    nearMeBusy,
    nearMeSorted,
    nearMeDenied,
    nearMeFailed,
    nearMeUnsupported,
    kmAway,
  };
}

export const BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold";
export const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY = `${BUTTON} bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`;
export const ACCENT = `${BUTTON} bg-accent-700 text-white hover:bg-accent-800`;
export const H2 = "text-xl font-bold text-slate-900";
export const SECTION = "mt-10";

export type { Crumb } from "@/src/ui/page/breadcrumbs";

/** Small labels on cards and profiles: sponsored, sample data, verified. */
export function Badge({
  tone,
  children,
}: {
  tone: "sponsored" | "sample" | "ok";
  children: ReactNode;
}) {
  const tones = {
    sponsored: "bg-amber-100 text-amber-900 ring-amber-300",
    sample: "bg-slate-100 text-slate-700 ring-slate-300",
    ok: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  } as const;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** "Rated 4.5 of 5 · 12 reviews", or "No reviews yet". */
export function RatingLine({
  rating,
  reviews,
  m,
  locale,
}: {
  rating: number | null;
  reviews: number;
  m: Pick<DiscoveryMessages, "noReviews" | "rating" | "reviewsCount">;
  locale: Locale;
}) {
  if (reviews === 0 || rating === null)
    return (
      <span className="text-slate-600" data-testid="rating">
        {m.noReviews}
      </span>
    );
  return (
    <span className="text-slate-800" data-testid="rating">
      <span aria-hidden className="text-amber-600">
        ★{" "}
      </span>
      {format(m.rating, { rating: rating.toFixed(1) })} · {plural(m.reviewsCount, reviews, locale)}
    </span>
  );
}

/** Call, WhatsApp and the lead form: the ways to act on a profile or an empty listing. */
export function CareActions({
  phone,
  m,
  request,
  bookLabel,
}: {
  phone: string;
  m: DiscoveryMessages;
  request: LeadModalRequest;
  bookLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <OpenLeadFormButton className={ACCENT} request={request}>
        {bookLabel}
      </OpenLeadFormButton>
      <a href={telHref(phone)} className={PRIMARY}>
        {format(m.call, { phone: displayPhone(phone) })}
      </a>
      <a href={whatsAppHref()} className={SECONDARY}>
        {m.whatsApp}
      </a>
    </div>
  );
}

/** Questions and answers, open on tap without JavaScript. */
export function FaqList({ items, title }: { items: readonly FaqItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq" className={SECTION}>
      <h2 id="faq" className={H2}>
        {title}
      </h2>
      <div className="mt-4">
        <FaqItems items={items} />
      </div>
    </section>
  );
}
