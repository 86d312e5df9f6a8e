import { JsonLd } from "@/src/ui/page/json-ld";
import { dataIn } from "@/src/lib/i18n/localize-hi";
import type { PageModule } from "@/src/ui/page/page-module";
import type { Locale } from "@/src/lib/i18n";
import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import type { PersonKind } from "@/src/server/catalog/people";
import { loadPeople, loadPerson } from "@/src/server/content/people";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { jsonLd, routeMetadata } from "@/src/ui/page/metadata";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { PeopleIndexView, PersonView } from "@/src/ui/people/people-views";

export type PeopleParams = Promise<{ locale: Locale; slug?: string }>;

const INDEX = {
  author: { routeId: "authors", profileId: "author", path: "/authors" },
  reviewer: { routeId: "reviewers", profileId: "reviewer", path: "/reviewers" },
} as const;

function words(kind: PersonKind, m: ReturnType<typeof getMessages>["people"]) {
  return kind === "author"
    ? {
        title: m.authorsTitle,
        description: m.authorsDescription,
        intro: m.authorsIntro,
        count: m.articlesWritten,
        articles: m.articlesBy,
      }
    : {
        title: m.reviewersTitle,
        description: m.reviewersDescription,
        intro: m.reviewersIntro,
        count: m.articlesReviewed,
        articles: m.reviewedByTitle,
      };
}

export async function peopleIndexMetadata(
  params: PeopleParams,
  kind: PersonKind,
): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, INDEX[kind].routeId);
  const w = words(kind, getMessages(locale).people);
  return { title: w.title, description: w.description, ...routeMetadata(route, locale) };
}

/** /authors (with the two extra lead forms, variants 5 and 6) and /reviewers. */
export async function PeopleIndexRoute({
  params,
  kind,
}: {
  params: PeopleParams;
  kind: PersonKind;
}) {
  const { locale, route } = await resolvePage(params, INDEX[kind].routeId);
  const m = getMessages(locale).people;
  const w = words(kind, m);
  const people = dataIn(await loadPeople(kind), locale);
  return (
    <PageSettings route={route} locale={locale}>
      <PeopleIndexView
        title={w.title}
        intro={w.intro}
        people={people}
        basePath={INDEX[kind].path}
        countLabel={w.count}
        m={m}
        locale={locale}
      >
        {kind === "author" ? (
          <section aria-labelledby="authors-forms" className="mt-12">
            <h2 id="authors-forms" className="text-xl font-bold text-slate-900">
              {m.formsTitle}
            </h2>
            <div className="mt-4 grid gap-5 md:grid-cols-2">
              {(
                [
                  ["5", m.formQueryTitle, m.formQueryBody, m.formQueryButton],
                  ["6", m.formCareTitle, m.formCareBody, m.formCareButton],
                ] as const
              ).map(([variant, title, body, button]) => (
                <div
                  key={variant}
                  className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
                  data-lead-variant={variant}
                >
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-slate-700">{body}</p>
                  <OpenLeadFormButton
                    className="mt-4 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
                    request={{ variant, title }}
                  >
                    {button}
                  </OpenLeadFormButton>
                </div>
              ))}
            </div>
          </section>
        ) : null}
      </PeopleIndexView>
    </PageSettings>
  );
}

export async function personMetadata(params: PeopleParams, kind: PersonKind): Promise<Metadata> {
  const { locale, route } = await resolvePage(params, INDEX[kind].profileId);
  const slug = (await params).slug ?? "";
  const data = dataIn(await loadPerson(kind, slug), locale);
  if (!data) return { title: getMessages(locale).errors.notFound.title };
  return {
    title: data.person.name,
    description: `${data.person.credentials}. ${data.person.bio}`.slice(0, 300),
    ...routeMetadata(route, locale, { slug }),
  };
}

export async function PersonRoute({ params, kind }: { params: PeopleParams; kind: PersonKind }) {
  const { locale, route } = await resolvePage(params, INDEX[kind].profileId);
  const data = dataIn(await loadPerson(kind, (await params).slug ?? ""), locale);
  if (!data) return <NotFoundPage />;
  const m = getMessages(locale);
  const w = words(kind, m.people);
  const { person } = data;
  // A Hindi page shows the person's Hindi articles as cards; their English ones only as two
  // titles marked "(अंग्रेज़ी में)" and a link to the English page that lists them all (titles
  // and excerpts in English would leave the page mostly in English).
  const hindi = locale === "hi";
  const articles = hindi ? data.articles.filter((a) => a.locale === "hi") : data.articles;
  const english = hindi ? data.articles.filter((a) => a.locale !== "hi") : [];
  const ld = jsonLd(route, {
    name: person.name,
    description: person.bio,
    ...(kind === "author"
      ? { jobTitle: person.credentials }
      : { honorificSuffix: person.credentials }),
  });
  return (
    <PageSettings route={route} locale={locale}>
      <JsonLd json={ld} />
      <PersonView
        person={person}
        articles={articles}
        articlesTitle={format(w.articles, { name: person.name })}
        indexHref={INDEX[kind].path}
        indexTitle={w.title}
        locale={locale}
        m={m.people}
        reviewedBy={m.blog.reviewedBy}
        inEnglish={
          english.length > 0
            ? {
                articles: english.slice(0, ENGLISH_TITLES_SHOWN),
                total: english.length,
                href: `${INDEX[kind].path}/${person.slug}`,
              }
            : undefined
        }
      />
    </PageSettings>
  );
}

/** English articles a Hindi person page names by title (the rest: a link to the English page). */
const ENGLISH_TITLES_SHOWN = 2;

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  authors: {
    render: ({ params }) => <PeopleIndexRoute params={params} kind="author" />,
    metadata: ({ params }) => peopleIndexMetadata(params, "author"),
  },
  author: {
    render: ({ params }) => <PersonRoute params={params} kind="author" />,
    metadata: ({ params }) => personMetadata(params, "author"),
  },
  reviewers: {
    render: ({ params }) => <PeopleIndexRoute params={params} kind="reviewer" />,
    metadata: ({ params }) => peopleIndexMetadata(params, "reviewer"),
  },
  reviewer: {
    render: ({ params }) => <PersonRoute params={params} kind="reviewer" />,
    metadata: ({ params }) => personMetadata(params, "reviewer"),
  },
} satisfies PageModule;
