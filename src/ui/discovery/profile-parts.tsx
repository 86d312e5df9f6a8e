import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import type { ReactNode } from "react";
import type { PatientRating, Review } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import { Badge, type Crumb, type DiscoveryMessages, H2, RatingLine, SECTION } from "./parts";

/** A titled section of a profile. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

/** One patient review: name, rating, date, treatment, the verified and sample labels, the text. */
export function ReviewItem({
  review: r,
  m,
  locale,
  extra,
}: {
  review: Review;
  m: DiscoveryMessages;
  locale: Locale;
  /** More about the review (its city, whom it is about), after the treatment. */
  extra?: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="review">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{r.patientName}</span>
        <span className="text-amber-700">{format(m.reviewOf, { rating: r.rating })}</span>
        <time dateTime={r.createdAt} className="text-slate-600">
          {formatUpdated(r.createdAt, locale)}
        </time>
        {r.treatment ? (
          <span className="text-slate-700">
            {format(m.reviewFor, {
              treatment: (locale === "hi" ? r.treatment.nameHi : null) ?? r.treatment.name,
            })}
          </span>
        ) : null}
        {extra}
        {r.verified ? <Badge tone="ok">{m.verifiedPatient}</Badge> : null}
        {r.isSample ? <Badge tone="sample">{m.sampleReview}</Badge> : null}
      </p>
      <p className="mt-2 text-slate-800">{r.body}</p>
    </li>
  );
}

/**
 * Patient reviews, newest first, under the doctor's or hospital's own rating and number of
 * reviews: the figure its header shows, never a second average.
 */
export function ReviewsSection({
  rated,
  reviews,
  m,
  locale,
}: {
  rated: PatientRating;
  reviews: Review[];
  m: DiscoveryMessages;
  locale: Locale;
}) {
  return (
    <Section id="reviews" title={m.reviews}>
      <p data-testid="reviews-rating">
        <RatingLine rating={rated.rating} reviews={rated.reviewCount} m={m} locale={locale} />
      </p>
      {reviews.some((r) => r.verified) ? (
        <p className="mt-1 text-sm text-slate-600">{m.verifiedPatientNote}</p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {reviews.map((r) => (
          <ReviewItem key={r.id} review={r} m={m} locale={locale} />
        ))}
      </ul>
    </Section>
  );
}

/** Short facts as a list of labelled lines: education, memberships, facilities. */
export function FactList({
  items,
  columns = false,
}: {
  items: { key: string; text: string; note?: string }[];
  /** Short items side by side on wider screens (facilities). */
  columns?: boolean;
}) {
  return (
    <ul className={columns ? "grid gap-2 sm:grid-cols-2 lg:grid-cols-3" : "space-y-2"}>
      {items.map((item) => (
        <li key={item.key}>
          <span className="text-slate-900">{item.text}</span>
          {item.note ? <span className="text-sm text-slate-600"> · {item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The head of a profile: breadcrumb, then the page's own header, actions and "last checked". */
export function ProfileFrame({
  crumbs,
  m,
  checkedAt,
  locale,
  header,
  actions,
  report,
  children,
}: {
  crumbs: Crumb[];
  m: DiscoveryMessages;
  checkedAt: string;
  locale: Locale;
  header: ReactNode;
  actions: ReactNode;
  /** The "report an error" control. */
  report?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={crumbs} label={m.breadcrumb} />
      <header className="mt-3">{header}</header>
      <div className="mt-6">{actions}</div>
      <p className="mt-4 text-sm text-slate-600" data-testid="facts-checked">
        {format(m.factsChecked, { date: formatUpdated(checkedAt, locale) })}
      </p>
      {report}
      {children}
      <p className="mt-10 text-sm text-slate-600">{m.sampleNote}</p>
    </div>
  );
}
