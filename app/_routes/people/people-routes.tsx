import { hrefInLocale } from "@/src/lib/locale-switch";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import type { PersonKind } from "@/src/server/catalog/people";
import { loadPeople, loadPerson } from "@/src/server/content/people";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { PeopleIndexView, PersonView } from "@/src/ui/people/people-views";
import { definePage, registryNode } from "../page-kit";

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

/** /authors (with the two extra lead forms, variants 5 and 6) and /reviewers. */
function peopleIndex<R extends "authors" | "reviewers">(routeId: R, kind: PersonKind) {
  return definePage({
    route: routeId,
    load: () => loadPeople(kind),
    meta: (_, { locale }) => {
      const w = words(kind, getMessages(locale).people);
      return { title: w.title, description: w.description };
    },
    view: (people, { locale }) => {
      const m = getMessages(locale).people;
      const w = words(kind, m);
      return (
        <PeopleIndexView
          title={w.title}
          intro={w.intro}
          people={people}
          basePath={INDEX[kind].path}
          countLabel={w.count}
          m={m}
          locale={locale}
        >
          {kind === "author" ? <AuthorForms m={m} /> : null}
        </PeopleIndexView>
      );
    },
  });
}

/** The two extra lead forms of /authors (variants 5 and 6). */
function AuthorForms({ m }: { m: ReturnType<typeof getMessages>["people"] }) {
  return (
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
  );
}

/** /authors/{slug} and /reviewers/{slug}. */
function personPage<R extends "author" | "reviewer">(routeId: R, kind: PersonKind) {
  return definePage({
    route: routeId,
    load: ({ params }) => loadPerson(kind, params.slug),
    meta: ({ person }) => ({
      title: person.name,
      description: `${person.credentials}. ${person.bio}`.slice(0, 300),
    }),
    jsonLd: ({ person }, { route }) => [
      registryNode(route, {
        name: person.name,
        description: person.bio,
        ...(kind === "author"
          ? { jobTitle: person.credentials }
          : { honorificSuffix: person.credentials }),
      }),
    ],
    view: (data, { locale }) => {
      const m = getMessages(locale);
      const w = words(kind, m.people);
      const { person } = data;
      // A Hindi page shows the person's Hindi articles as cards; their English ones only as two
      // titles marked "(अंग्रेज़ी में)" and a link to the English page that lists them all
      // (titles and excerpts in English would leave the page mostly in English).
      const hindi = locale === "hi";
      const articles = hindi ? data.articles.filter((a) => a.locale === "hi") : data.articles;
      const english = hindi ? data.articles.filter((a) => a.locale !== "hi") : [];
      return (
        <PersonView
          person={person}
          articles={articles}
          articlesTitle={format(w.articles, { name: person.name })}
          indexHref={hrefInLocale(INDEX[kind].path, locale)}
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
      );
    },
  });
}

/** English articles a Hindi person page names by title (the rest: a link to the English page). */
const ENGLISH_TITLES_SHOWN = 2;

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  authors: peopleIndex("authors", "author"),
  author: personPage("author", "author"),
  reviewers: peopleIndex("reviewers", "reviewer"),
  reviewer: personPage("reviewer", "reviewer"),
};
