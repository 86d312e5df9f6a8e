import Link from "next/link";
import { format, type Locale } from "@/src/lib/i18n";
import { hrefInLocale } from "@/src/lib/locale-switch";
import { NOT_COVERED_ARTICLE_TYPE, type SearchPageData } from "@/src/lib/search/query";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { SearchBox, type SearchMessages } from "./search-box";

const ACCENT =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-800";

/**
 * /search: the search box again, then every group of results with links to the
 * pages, the listings worth browsing, and, when nothing matched, the lead form ("tell us what
 * you need") instead of an empty page. Works without JavaScript: the header form GETs here.
 */
export function SearchPageView({
  data,
  locale,
  m,
}: {
  data: SearchPageData;
  locale: Locale;
  m: SearchMessages;
}) {
  const { query, groups, city, listings } = data;
  const listingLabel = (l: SearchPageData["listings"][number]) => {
    const cityName = city?.name ?? "";
    if (l.kind === "speciality")
      return format(m.specialityDoctors, { speciality: l.name ?? "", city: cityName });
    if (l.kind === "doctors")
      return city ? format(m.allDoctorsIn, { city: cityName }) : m.allDoctors;
    return city ? format(m.allHospitalsIn, { city: cityName }) : m.allHospitals;
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {query ? format(m.resultsFor, { query }) : m.pageTitle}
      </h1>
      <SearchBox
        m={m}
        locale={locale}
        initialQuery={query}
        // Only an empty box takes the focus: with a query, focus would open its panel over the
        // results, and a phone's keyboard over the rest.
        autoFocus={!query}
        className="mt-5"
        testId="search-page-box"
      />
      {!query ? <p className="mt-4 text-slate-700">{m.startBody}</p> : null}
      {query && groups.length === 0 ? (
        <section
          aria-labelledby="search-nothing"
          className="mt-8 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
          data-testid="search-nothing"
        >
          <h2 id="search-nothing" className="text-xl font-bold text-slate-900">
            {m.nothingTitle}
          </h2>
          <p className="mt-2 text-slate-700">{format(m.nothingBody, { query })}</p>
          <OpenLeadFormButton className={`${ACCENT} mt-5`} request={{ title: m.nothingTitle }}>
            {m.nothingCta}
          </OpenLeadFormButton>
        </section>
      ) : null}
      {groups.map((group) =>
        group.ArticleType === NOT_COVERED_ARTICLE_TYPE ? (
          // What the catalogue lacks (SR-34) is said, with the care expert, not linked to.
          <section
            key={group.ArticleType}
            aria-labelledby="search-not-covered"
            className="mt-8 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
            data-testid="search-not-covered"
          >
            <h2 id="search-not-covered" className="text-xl font-bold text-slate-900">
              {m.groups[String(group.ArticleType) as keyof SearchMessages["groups"]]}
            </h2>
            <ul className="mt-2 list-disc ps-5 font-semibold text-slate-900">
              {group.results.map((r) => (
                <li key={r.slug}>{(locale === "hi" && r.titleHi) || r.title}</li>
              ))}
            </ul>
            <p className="mt-2 text-slate-700">{m.notCoveredBody}</p>
            <OpenLeadFormButton className={`${ACCENT} mt-5`} request={{ title: m.nothingTitle }}>
              {m.nothingCta}
            </OpenLeadFormButton>
          </section>
        ) : (
          <section
            key={group.ArticleType}
            aria-labelledby={`search-group-${group.ArticleType}`}
            className="mt-8"
            data-testid="search-group"
          >
            <h2
              id={`search-group-${group.ArticleType}`}
              className="text-xl font-bold text-slate-900"
            >
              {m.groups[String(group.ArticleType) as keyof SearchMessages["groups"]]}
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.results.map((r) => (
                <li key={`${r.articleType}-${r.id}`}>
                  <Link
                    href={hrefInLocale(r.url, locale)}
                    className="block min-h-11 px-4 py-3 hover:bg-slate-50"
                  >
                    <span className="block font-semibold text-brand-800">
                      {(locale === "hi" && r.titleHi) || r.title}
                    </span>
                    {r.subtitle ? (
                      <span className="block text-sm text-slate-600">
                        {(locale === "hi" && r.subtitleHi) || r.subtitle}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {listings.length > 0 ? (
        <section aria-labelledby="search-listings" className="mt-8">
          <h2 id="search-listings" className="text-xl font-bold text-slate-900">
            {m.listingsTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {listings.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {listingLabel(l)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
