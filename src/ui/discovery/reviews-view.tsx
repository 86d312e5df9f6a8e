import { Breadcrumbs } from "@/src/ui/page/breadcrumbs";
import Link from "next/link";
import type { ReviewListItem } from "@/src/lib/catalog/types";
import type { Locale } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { DropdownNavigation } from "./dropdown-navigation";
import { type Option, Pagination, Select } from "./listing-view";
import { ACCENT, type Crumb, type DiscoveryMessages, PRIMARY, SECONDARY } from "./parts";
import { ReviewItem } from "./profile-parts";

export interface ReviewsViewProps {
  title: string;
  crumbs: Crumb[];
  locale: Locale;
  m: DiscoveryMessages;
  reviews: ReviewListItem[];
  total: number;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  treatments: Option[];
  cities: Option[];
  chosen: { treatment: string; city: string };
}

const LINK = "text-brand-800 underline underline-offset-2";

/** Who a review is about and where: "in Pune · about Dr. …, at … Hospital". */
function ReviewContext({ review: r, m }: { review: ReviewListItem; m: DiscoveryMessages }) {
  const about = r.doctor ?? r.hospital;
  // "about {name}" with the name as a link: the words around it stay in the locale's order.
  const [before = "", after = ""] = m.reviewAbout.split("{name}");
  return (
    <>
      {r.city ? (
        <span className="text-slate-700">{format(m.reviewCity, { city: r.city.name })}</span>
      ) : null}
      {about ? (
        <span className="text-slate-700">
          {before}
          <Link href={about.href} className={`${LINK} inline-block py-1`} prefetch={false}>
            {about.name}
          </Link>
          {after}
        </span>
      ) : null}
    </>
  );
}

/**
 * /reviews: every patient review, newest first, filtered by treatment and city through the
 * path (a GET form, and the dropdowns navigate at once with JavaScript), with numbered pages.
 */
export function ReviewsView(p: ReviewsViewProps) {
  const { m } = p;
  const r = m.reviewsPage;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={p.crumbs} label={m.breadcrumb} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {p.title}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">{r.intro}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{m.verifiedPatientNote}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          <form
            method="get"
            action="/api/listings/filter"
            aria-label={r.filters}
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <input type="hidden" name="kind" value="reviews" />
            {p.locale === "hi" ? <input type="hidden" name="lang" value="hi" /> : null}
            <DropdownNavigation />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <Select
                name="treatment"
                label={r.filterTreatment}
                any={r.allTreatments}
                options={p.treatments}
                value={p.chosen.treatment}
              />
              <Select
                name="city"
                label={r.filterCity}
                any={r.allCities}
                options={p.cities}
                value={p.chosen.city}
              />
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="submit" className={PRIMARY}>
                {r.apply}
              </button>
              {p.chosen.treatment || p.chosen.city ? (
                <Link href="/reviews" className={SECONDARY}>
                  {m.clear}
                </Link>
              ) : null}
            </div>
          </form>
          <OpenLeadFormButton
            className={`${ACCENT} mt-4 w-full`}
            request={{ title: m.findSurgeon }}
          >
            {m.findSurgeon}
          </OpenLeadFormButton>
        </aside>
        <div>
          <p className="font-semibold text-slate-900" data-testid="reviews-count">
            {plural(r.count, p.total, p.locale)}
          </p>
          {p.reviews.length === 0 ? (
            <p className="mt-4 text-slate-700">{r.none}</p>
          ) : (
            <ul className="mt-4 space-y-4" data-testid="reviews">
              {p.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  m={m}
                  locale={p.locale}
                  extra={<ReviewContext review={review} m={m} />}
                />
              ))}
            </ul>
          )}
          <Pagination page={p.page} pages={p.pages} hrefOf={p.hrefOf} m={m} />
          <p className="mt-8 text-sm text-slate-600">{m.sampleNote}</p>
        </div>
      </div>
    </div>
  );
}
