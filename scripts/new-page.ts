/**
 * Scaffolds a page type: `npm run new:page NAME [--data] [--title TEXT] [--title-hi TEXT]
 * [--dry-run]`. NAME is kebab-case (`vaccines`, `health-packages`) and becomes the list page
 * `/NAME` and the item page `/NAME/{slug}`, each in English and, under /hi, in Hindi.
 *
 * It writes what every page type needs (docs/architecture.md "Adding a page type"): the registry
 * entry (src/lib/page-registry.ts, at its marked places), the route module under app/_routes/, the
 * views under src/ui/, the English and Hindi messages (registered in src/lib/i18n/index.ts), a
 * unit test under tests/unit/, and the item page's Hindi sample URL in the Hindi walk
 * (tests/e2e/hindi-walk.spec.ts: the page is in no sitemap until its slugs come from a sitemap
 * source). Then it runs `npm run routes` for the page files and prints what is left to do; with
 * `--data` that is the list of a page type backed by database rows (schema, migration, seed,
 * reads with tags, sitemap source, search), which a generator cannot decide for you.
 *
 * The items start as one placeholder, `sample`, in the messages: `sample` is the slug the page
 * platform's browser test (tests/e2e/page-platform.spec.ts) asks for when it knows none, so the
 * new routes pass the repository's checks as written. The Hindi placeholders are real Hindi, but
 * written by this script: the printed to-do asks for a translator's reading (the generated test
 * carries no todo or skip, which the repository's checks refuse without a reason).
 *
 * `--dry-run` (and `planPage()`, which tests/unit/new-page.test.ts calls) writes nothing: it
 * returns every planned file with its full text.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PAGE_REGISTRY, routeById, routeFor } from "../src/lib/page-registry";

const root = path.resolve(import.meta.dirname, "..");

/** A name or a situation the scaffolder refuses, with the reason in words. */
export class NewPageError extends Error {}

export interface NewPageOptions {
  /** Items from database rows: the command prints `dataTodo` as part of what is left to do. */
  data?: boolean;
  /** The English page title; default: the name in sentence case. */
  title?: string;
  /** The Hindi page title; default a Hindi placeholder title. */
  titleHi?: string;
}

export interface PlannedFile {
  /** From the repository root, with forward slashes. */
  path: string;
  text: string;
  change: "create" | "edit";
}

export interface PagePlan {
  names: PageNames;
  files: PlannedFile[];
  /** What a person still has to do, each line naming its files. */
  todo: string[];
  /**
   * What a page type whose items are database rows needs besides, each line naming its files:
   * part of the to-do with `--data`, printed as the way there without.
   */
  dataTodo: string[];
}

/** What the scaffolder reads: the repository, or a stand-in in tests. */
export interface Repo {
  read(file: string): string | null;
  exists(file: string): boolean;
}

export const repoOnDisk: Repo = {
  read: (file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : null;
  },
  exists: (file) => fs.existsSync(path.join(root, file)),
};

export interface PageNames {
  /** `health-packages`: the URL segment, the list route's id, the folders' names. */
  name: string;
  /** `health-packages-item`: the item route's id. */
  itemId: string;
  /** `Health_Packages`: the registry's page type (also the route group, lower-cased). */
  pageType: string;
  /** `HealthPackages`: component names. */
  pascal: string;
  /** `healthPackages`: the messages' key. */
  camel: string;
  /** `health-packages/health-packages-routes`: the route module under app/_routes. */
  module: string;
}

/** Lower-case words joined by single dashes, starting with a letter. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME = 40;
/** The placeholder item's slug: the one the page-platform test asks for when it knows none. */
export const SAMPLE_SLUG = "sample";

export const MARKERS = {
  pageTypes: "  // `npm run new:page` adds page types above this line (scripts/new-page.ts).",
  entries: "  // `npm run new:page` adds entries above this line (scripts/new-page.ts).",
};

export function namesOf(name: string): PageNames {
  const words = name.split("-");
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    name,
    itemId: `${name}-item`,
    pageType: words.map(cap).join("_"),
    pascal: words.map(cap).join(""),
    camel: words[0] + words.slice(1).map(cap).join(""),
    module: `${name}/${name}-routes`,
  };
}

const FILES = (n: PageNames) => ({
  routes: `app/_routes/${n.module}.tsx`,
  views: `src/ui/${n.name}/${n.name}-views.tsx`,
  en: `src/lib/i18n/messages/en/${n.name}.json`,
  hi: `src/lib/i18n/messages/hi/${n.name}.json`,
  test: `tests/unit/${n.name}-page.test.ts`,
  registry: "src/lib/page-registry.ts",
  i18n: "src/lib/i18n/index.ts",
  hindiWalk: "tests/e2e/hindi-walk.spec.ts",
});

/** Refuses a malformed name, or one some route, page type, folder or message key has already. */
function checkName(name: string, repo: Repo): PageNames {
  if (!NAME.test(name) || name.length > MAX_NAME) {
    throw new NewPageError(
      `"${name}" is not a page type name: use lower-case words joined by dashes, starting with a letter, at most ${MAX_NAME} characters (e.g. vaccines, health-packages).`,
    );
  }
  if (name === "hi") throw new NewPageError('"hi" is the Hindi pages\' prefix, not a page type.');
  const n = namesOf(name);
  const taken = (what: string) =>
    new NewPageError(`"${name}" is taken: ${what}. Choose another name.`);
  for (const id of [n.name, n.itemId]) {
    if (routeById(id)) throw taken(`the registry has a route "${id}"`);
  }
  for (const url of [`/${name}`, `/${name}/${SAMPLE_SLUG}`]) {
    const route = routeFor(url);
    if (route.id !== "error") throw taken(`${url} is the route "${route.id}" already`);
  }
  const sameType = PAGE_REGISTRY.find((e) => e.pageType.toLowerCase() === n.pageType.toLowerCase());
  if (sameType) throw taken(`the registry has the page type ${sameType.pageType}`);
  const files = FILES(n);
  const folders = [
    `app/${name}`,
    // The route group of another page type's shell variant (`(hospitals-simple)`).
    `app/(en)/(${name})`,
    `app/_routes/${name}`,
    `src/ui/${name}`,
    `public/${name}`,
    files.en,
    files.hi,
    files.test,
  ];
  for (const file of folders) if (repo.exists(file)) throw taken(`${file} exists`);
  const i18n = repo.read(files.i18n) ?? "";
  if (new RegExp(`^\\s+${n.camel}: en\\w+,$`, "m").test(i18n)) {
    throw taken(`the messages have a "${n.camel}" catalogue (src/lib/i18n/index.ts)`);
  }
  return n;
}

/** `text` with `insert` put before the line `marker`, which must be there exactly once. */
function beforeMarker(text: string, marker: string, insert: string, file: string): string {
  const at = text.indexOf(`${marker}\n`);
  if (at < 0 || text.indexOf(`${marker}\n`, at + 1) >= 0) {
    throw new NewPageError(`${file} must hold the line\n${marker}\nexactly once; put it back.`);
  }
  return text.slice(0, at) + insert + text.slice(at);
}

/** `text` with `insert` put before the first line `close` after the line `open`. */
function beforeClose(
  text: string,
  open: string,
  close: string,
  insert: string,
  file: string,
): string {
  const start = text.indexOf(`${open}\n`);
  const end = start < 0 ? -1 : text.indexOf(`\n${close}\n`, start);
  if (end < 0) throw new NewPageError(`${file}: no "${open}" … "${close}" block to add to.`);
  return text.slice(0, end + 1) + insert + text.slice(end + 1);
}

/** `text` with `insert` put after the last line matching `line`. */
function afterLast(text: string, line: RegExp, insert: string, file: string): string {
  const matches = [...text.matchAll(new RegExp(line.source, "gm"))];
  const last = matches.at(-1);
  if (!last) throw new NewPageError(`${file}: found no line like ${line.source} to add after.`);
  const end = (last.index ?? 0) + last[0].length + 1;
  return text.slice(0, end) + insert + text.slice(end);
}

const q = JSON.stringify;

function registryEntry(n: PageNames): string {
  return `  // Written by \`npm run new:page ${n.name}\`: check each value against what the page type is.
  entry({
    pageType: ${q(n.pageType)},
    module: ${q(n.module)},
    // Information pages: the lead form's variant 0, re-rendered at most once a day.
    ...INFO,
    routes: [
      { id: ${q(n.name)}, pattern: ${q(`/${n.name}`)}, locales: EN_HI },
      {
        id: ${q(n.itemId)},
        pattern: ${q(`/${n.name}/{slug}`)},
        // In no sitemap until its slugs come from a sitemap source (SitemapSource above).
        sitemap: null,
        breadcrumb: [${q(n.name)}],
        locales: EN_HI,
      },
    ],
  }),
`;
}

interface ItemTexts {
  title: string;
  summary: string;
  body: string;
}
interface PageTexts {
  title: string;
  description: string;
  intro: string;
  home: string;
  breadcrumb: string;
  ctaTitle: string;
  ctaBody: string;
  ctaButton: string;
  items: Record<string, ItemTexts>;
}

function sentenceCase(name: string): string {
  const text = name.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function messages(options: NewPageOptions, name: string): { en: PageTexts; hi: PageTexts } {
  const title = options.title ?? sentenceCase(name);
  // "Information" when no Hindi title is given: real Hindi, and obviously a placeholder.
  const titleHi = options.titleHi ?? "जानकारी";
  return {
    en: {
      title,
      description: `${title}, explained in plain words by our care team.`,
      intro:
        "Each topic below is explained in plain words. A care expert can answer questions about your own case, free of charge.",
      home: "Home",
      breadcrumb: "Breadcrumb",
      ctaTitle: "Questions about your own treatment?",
      ctaBody:
        "A care expert can explain costs, hospitals and insurance for your case, free of charge.",
      ctaButton: "Talk to a care expert",
      items: {
        [SAMPLE_SLUG]: {
          title: "A sample topic",
          summary: "This sample will be replaced by the page's real information.",
          body: "Full information on this topic will be here soon. Until then, a care expert can answer your questions free of charge.",
        },
      },
    },
    hi: {
      title: titleHi,
      description: `${titleHi}, हमारी केयर टीम की ओर से आसान शब्दों में।`,
      intro:
        "नीचे हर विषय आसान शब्दों में समझाया गया है। केयर एक्सपर्ट आपके अपने मामले के सवालों के जवाब मुफ़्त में देते हैं।",
      home: "होम",
      breadcrumb: "ब्रेडक्रंब",
      ctaTitle: "अपने इलाज के बारे में सवाल हैं?",
      ctaBody: "केयर एक्सपर्ट आपके मामले के लिए खर्च, अस्पताल और बीमा मुफ़्त में समझा सकते हैं।",
      ctaButton: "केयर एक्सपर्ट से बात करें",
      items: {
        [SAMPLE_SLUG]: {
          title: "एक नमूना विषय",
          summary: "इस नमूने की जगह इस पृष्ठ की असली जानकारी लिखी जाएगी।",
          body: "इस विषय पर पूरी जानकारी जल्द ही यहाँ होगी। तब तक केयर एक्सपर्ट आपके सवालों के जवाब मुफ़्त में देते हैं।",
        },
      },
    },
  };
}

function routeModule(n: PageNames): string {
  const list = q(n.name);
  const item = q(n.itemId);
  const key = (id: string) => (/^[a-z][a-z0-9]*$/i.test(id) ? id : q(id));
  return `/**
 * The ${n.pageType} page type (src/lib/page-registry.ts): \`/${n.name}\` lists its items and
 * \`/${n.name}/{slug}\` shows one, in English and under /hi in Hindi. Written by
 * \`npm run new:page ${n.name}\`.
 *
 * Its items are placeholders in its messages (src/lib/i18n/messages/en/${n.name}.json and
 * src/lib/i18n/messages/hi/${n.name}.json) until they come from the database through a cached read
 * with tags (docs/architecture.md "Adding a page type"). Each page is a definePage
 * (app/_routes/page-kit.tsx): a slug with no item loads null, which the kit answers with the
 * not-found page in the shell (status 404); canonical, hreflang, the breadcrumb trail and its
 * BreadcrumbList and the page settings come from the registry.
 */
import { collectionPage, entityNode } from "@/app/_routes/catalog/ld";
import { definePage } from "@/app/_routes/page-kit";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { LANGUAGE_TAGS } from "@/src/lib/i18n/locale";
import { hrefFor } from "@/src/lib/page-registry";
import {
  ${n.pascal}IndexView,
  type ${n.pascal}Item,
  ${n.pascal}ItemView,
} from "@/src/ui/${n.name}/${n.name}-views";

/** The items in the page's language, each with its link in that language. */
function itemsIn(locale: Locale): ${n.pascal}Item[] {
  return Object.entries(getMessages(locale).${n.camel}.items).map(([slug, texts]) => ({
    slug,
    href: hrefFor(${item}, { slug }, locale),
    ...texts,
  }));
}

/** /${n.name}: every item. */
const index = definePage({
  route: ${list},
  load: ({ locale }) => itemsIn(locale),
  meta: (_, { locale }) => {
    const m = getMessages(locale).${n.camel};
    return { title: m.title, description: m.description };
  },
  breadcrumb: (_, { locale }) => {
    const m = getMessages(locale).${n.camel};
    return { home: m.home, ${key(n.name)}: m.title };
  },
  jsonLd: (_, { locale }) => [
    [collectionPage(getMessages(locale).${n.camel}.title, hrefFor(${list}, {}, locale))],
  ],
  view: (items, { locale, trail }) => (
    <${n.pascal}IndexView items={items} trail={trail} m={getMessages(locale).${n.camel}} />
  ),
});

/** /${n.name}/{slug}: one item. */
const item = definePage({
  route: ${item},
  load: ({ params, locale }) => itemsIn(locale).find((i) => i.slug === params.slug) ?? null,
  meta: (item) => ({ title: item.title, description: item.summary }),
  breadcrumb: (item, { locale }) => {
    const m = getMessages(locale).${n.camel};
    return { home: m.home, ${key(n.name)}: m.title, ${key(n.itemId)}: item.title };
  },
  // Tracking names pages in English, whatever the page's language.
  settings: (item) => ({
    pageName: itemsIn("en").find((i) => i.slug === item.slug)?.title ?? item.title,
  }),
  jsonLd: (item, { route, locale, absolute }) => [
    [
      entityNode(route, {
        name: item.title,
        description: item.summary,
        url: absolute(item.href),
        inLanguage: LANGUAGE_TAGS[locale],
      }),
    ],
  ],
  view: (item, { locale, trail }) => (
    <${n.pascal}ItemView item={item} trail={trail} m={getMessages(locale).${n.camel}} />
  ),
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { ${key(n.name)}: index, ${key(n.itemId)}: item };
`;
}

function views(n: PageNames): string {
  return `import Link from "next/link";
import type { Messages } from "@/src/lib/i18n";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { Breadcrumbs, type Crumb } from "@/src/ui/page/breadcrumbs";

type M = Messages[${q(n.camel)}];

/** One item as the pages show it: its texts in the page's language, its link in that language. */
export interface ${n.pascal}Item {
  slug: string;
  href: string;
  title: string;
  summary: string;
  body: string;
}

/** The lead form's way in, at the end of both pages. */
function CareExpert({ m }: { m: M }) {
  return (
    <aside className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 className="text-xl font-bold text-slate-900">{m.ctaTitle}</h2>
      <p className="mt-2 text-slate-700">{m.ctaBody}</p>
      <OpenLeadFormButton className="btn-accent mt-4 px-6 text-base shadow-md">
        {m.ctaButton}
      </OpenLeadFormButton>
    </aside>
  );
}

/** /${n.name}: every item as a card. */
export function ${n.pascal}IndexView({
  items,
  trail,
  m,
}: {
  items: readonly ${n.pascal}Item[];
  trail: readonly Crumb[];
  m: M;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={trail} label={m.breadcrumb} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {m.title}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">{m.intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.slug} className="rounded-2xl bg-white ring-1 ring-slate-200">
            <Link href={item.href} className="block p-5 hover:bg-slate-50">
              <span className="block text-lg font-semibold text-slate-900">{item.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{item.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <CareExpert m={m} />
    </div>
  );
}

/** /${n.name}/{slug}: one item. */
export function ${n.pascal}ItemView({
  item,
  trail,
  m,
}: {
  item: ${n.pascal}Item;
  trail: readonly Crumb[];
  m: M;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumbs trail={trail} label={m.breadcrumb} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {item.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{item.summary}</p>
      <p className="mt-6 text-slate-800">{item.body}</p>
      <CareExpert m={m} />
    </article>
  );
}
`;
}

function unitTest(n: PageNames): string {
  const list = q(n.name);
  const item = q(n.itemId);
  const s = SAMPLE_SLUG;
  return `import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import {
  breadcrumbTrail,
  hrefFor,
  pageTypeEntry,
  routeById,
  routeFor,
} from "@/src/lib/page-registry";

// Written by \`npm run new:page ${n.name}\` (scripts/new-page.ts).
describe("the ${n.pageType} page type", () => {
  it("has its list and item routes in the registry, each in English and Hindi", () => {
    expect(pageTypeEntry(${q(n.pageType)})?.routes.map((r) => r.id)).toEqual([${list}, ${item}]);
    expect(routeFor(${q(`/${n.name}`)}).id).toBe(${list});
    expect(routeFor(${q(`/${n.name}/${s}`)}).id).toBe(${item});
    expect(routeById(${list})?.locales).toEqual(["en", "hi"]);
    expect(routeById(${item})?.locales).toEqual(["en", "hi"]);
  });

  it("links and breadcrumbs of a Hindi page lead to /hi pages", () => {
    expect(hrefFor(${list}, {}, "hi")).toBe(${q(`/hi/${n.name}`)});
    expect(hrefFor(${item}, { slug: ${q(s)} }, "hi")).toBe(${q(`/hi/${n.name}/${s}`)});
    const m = getMessages("hi").${n.camel};
    const trail = breadcrumbTrail(
      ${item},
      { home: m.home, ${list}: m.title, ${item}: m.items.${s}.title },
      { slug: ${q(s)} },
      "hi",
    );
    expect(trail.map((c) => c.href)).toEqual(["/hi", ${q(`/hi/${n.name}`)}, ${q(`/hi/${n.name}/${s}`)}]);
  });

  it("has its texts in Hindi (Devanagari) on Hindi pages", () => {
    const m = getMessages("hi").${n.camel};
    for (const text of [m.title, m.description, m.intro, m.items.${s}.title]) {
      expect(text).toMatch(/[\\u0900-\\u097F]/);
    }
  });
});
`;
}

/** Every file the scaffolder would write for NAME, with its full text; writes nothing. */
export function planPage(
  name: string,
  options: NewPageOptions = {},
  repo: Repo = repoOnDisk,
): PagePlan {
  const n = checkName(name, repo);
  const files = FILES(n);
  const read = (file: string) => {
    const text = repo.read(file);
    if (text === null) throw new NewPageError(`${file} is missing.`);
    return text;
  };

  let registry = read(files.registry);
  registry = beforeMarker(registry, MARKERS.pageTypes, `  ${q(n.pageType)},\n`, files.registry);
  registry = beforeMarker(registry, MARKERS.entries, registryEntry(n), files.registry);

  let i18n = read(files.i18n);
  const en = `en${n.pascal}`;
  const hi = `hi${n.pascal}`;
  i18n = afterLast(
    i18n,
    /^import en\w+ from "\.\/messages\/en\/[\w-]+\.json";$/,
    `import ${en} from "./messages/en/${n.name}.json";\n`,
    files.i18n,
  );
  i18n = afterLast(
    i18n,
    /^import hi\w+ from "\.\/messages\/hi\/[\w-]+\.json";$/,
    `import ${hi} from "./messages/hi/${n.name}.json";\n`,
    files.i18n,
  );
  i18n = beforeClose(i18n, "const en = {", "};", `  ${n.camel}: ${en},\n`, files.i18n);
  i18n = beforeClose(
    i18n,
    "const hi: SameShape<Messages> = {",
    "};",
    `  ${n.camel}: ${hi},\n`,
    files.i18n,
  );

  const walk = beforeClose(
    read(files.hindiWalk),
    "const UNLISTED = [",
    "];",
    `  ${q(`/hi/${n.name}/${SAMPLE_SLUG}`)},\n`,
    files.hindiWalk,
  );

  const texts = messages(options, name);
  const planned: PlannedFile[] = [
    { path: files.registry, text: registry, change: "edit" },
    { path: files.routes, text: routeModule(n), change: "create" },
    { path: files.views, text: views(n), change: "create" },
    { path: files.en, text: `${JSON.stringify(texts.en, null, 2)}\n`, change: "create" },
    { path: files.hi, text: `${JSON.stringify(texts.hi, null, 2)}\n`, change: "create" },
    { path: files.i18n, text: i18n, change: "edit" },
    { path: files.test, text: unitTest(n), change: "create" },
    { path: files.hindiWalk, text: walk, change: "edit" },
  ];
  return {
    names: n,
    files: planned,
    todo: todoOf(n, options, files),
    dataTodo: dataTodoOf(n, files),
  };
}

function todoOf(n: PageNames, options: NewPageOptions, files: ReturnType<typeof FILES>): string[] {
  return [
    `Write the page's texts and items in ${files.en} and ${files.hi} (the \`${SAMPLE_SLUG}\` item is a placeholder${options.titleHi ? "" : '; the Hindi title "जानकारी" too'}); a translator reviews the Hindi.`,
    `Check the entry's values in ${files.registry} (tier, variant, phone, revalidate, jsonLd, chrome): they are those of an information page.`,
    `When the \`${SAMPLE_SLUG}\` item goes: name a real slug for "${n.itemId}" in SLUGS of tests/e2e/page-platform.spec.ts, and replace /hi/${n.name}/${SAMPLE_SLUG} in UNLISTED of ${files.hindiWalk}.`,
    `Run: npx tsc --noEmit; npx vitest run --project unit ${files.test} tests/unit/page-registry.test.ts tests/unit/i18n.test.ts; npx biome check ${files.routes} ${files.views} ${files.test}; npm run lint.`,
  ];
}

function dataTodoOf(n: PageNames, files: ReturnType<typeof FILES>): string[] {
  return [
    `Table: in src/db/schema/content.ts or src/db/schema/catalog.ts (id, unique slug, English and Hindi texts, updated_at), exported through src/db/schema/index.ts.`,
    `Migration: npm run db:generate -- --name ${n.name.replace(/-/g, "_")} writes src/db/migrations/NNNN_${n.name.replace(/-/g, "_")}.sql, its snapshot and its line in src/db/migrations/meta/_journal.json; commit all three.`,
    `Seed: the sample rows in src/db/seed/data/${n.name}.ts, loaded by src/db/seed/index.ts (seededTables and an upsert).`,
    `Reads: (db, …) functions in src/server/catalog/${n.name}.ts (exported from src/server/catalog/index.ts) returning a type of src/lib/catalog/types.ts; their cachedRead wrappers in src/server/catalog/cached.ts, each with its tags in READ_TAGS of src/server/catalog/tags.ts (a new kind: CatalogEntity in src/lib/catalog/types.ts and PLURAL in tags.ts; tests/unit/catalog-tags.test.ts). Then ${files.routes} reads through them instead of the messages' items.`,
    "Edited in the console? A kind in src/server/content-editing/kinds.ts (CONTENT_KINDS in src/db/schema/content-editing.ts) whose publish drops tagsToRevalidate(kind, slug), and the seed keeping published rows (src/db/seed/edited.ts).",
    `Sitemap: a SitemapSource in ${files.registry} set on "${n.itemId}" (instead of sitemap: null), SitemapEntity in src/lib/catalog/types.ts, ENTITY_OF_SOURCE in src/server/sitemap.ts, SOURCES in src/server/catalog/sitemap.ts, sitemapKind in src/server/catalog/tags.ts; then drop /hi/${n.name}/${SAMPLE_SLUG} from UNLISTED of ${files.hindiWalk}. tests/integration/sitemap.test.ts fails for a source it cannot list.`,
    "Search: an ArticleType in src/lib/search/query.ts, a SELECT in rebuildSearchIndex (src/db/search-index.ts), its page in ROUTE_OF of src/server/search/index.ts; tests/integration/search-api.test.ts.",
    `Tests: the reads against PGlite (tests/integration/, e.g. tests/integration/catalog-cached.test.ts for the tags), and a sample-data slug for "${n.itemId}" in SLUGS of tests/e2e/page-platform.spec.ts.`,
  ];
}

function parseArgs(argv: readonly string[]): {
  name: string | undefined;
  options: NewPageOptions;
  dryRun: boolean;
} {
  const options: NewPageOptions = {};
  let name: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--data") options.data = true;
    else if (arg === "--dry-run") dryRun = true;
    else if (arg === "--title" || arg === "--title-hi") {
      const value = argv[++i];
      if (!value?.trim()) throw new NewPageError(`${arg} needs a text after it.`);
      if (arg === "--title") options.title = value.trim();
      else options.titleHi = value.trim();
    } else if (arg.startsWith("-")) throw new NewPageError(`Unknown option ${arg}.`);
    else if (name === undefined) name = arg;
    else throw new NewPageError(`One name only: "${name}" and "${arg}" given.`);
  }
  if (options.titleHi !== undefined && !/[\u0900-\u097F]/.test(options.titleHi)) {
    throw new NewPageError("--title-hi must be Hindi, in Devanagari.");
  }
  return { name, options, dryRun };
}

const USAGE =
  "Usage: npm run new:page NAME [--data] [--title TEXT] [--title-hi TEXT] [--dry-run]\n" +
  "  NAME: kebab-case, e.g. vaccines → /vaccines, /vaccines/{slug} and /hi/… in Hindi.";

function main(argv: readonly string[]): number {
  let plan: PagePlan;
  let dryRun: boolean;
  let data: boolean;
  try {
    const args = parseArgs(argv);
    if (!args.name) {
      console.error(USAGE);
      return 1;
    }
    dryRun = args.dryRun;
    data = args.options.data === true;
    plan = planPage(args.name, args.options);
  } catch (error) {
    if (!(error instanceof NewPageError)) throw error;
    console.error(`new:page: ${error.message}\n${USAGE}`);
    return 1;
  }
  const list = plan.files.map((f) => `  ${f.change === "create" ? "new " : "edit"} ${f.path}`);
  if (dryRun) {
    console.log(`Would write (nothing written), then run npm run routes:\n${list.join("\n")}`);
    printTodo(plan, data);
    return 0;
  }
  for (const file of plan.files) {
    const full = path.join(root, file.path);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.text);
  }
  console.log(`Wrote:\n${list.join("\n")}`);
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: "inherit" });
  // The house format (line width, wrapping) for what was generated; --write never reorders imports here.
  run("npx", ["biome", "format", "--write", ...plan.files.map((f) => f.path)]);
  run("npm", ["run", "--silent", "routes"]);
  console.log("\nThe page files under app/(en) and app/(hi)/hi are written (npm run routes).");
  printTodo(plan, data);
  return 0;
}

function printTodo(plan: PagePlan, data: boolean): void {
  const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join("\n");
  if (data) {
    console.log(`\nLeft to do:\n${numbered([...plan.todo, ...plan.dataTodo])}`);
  } else {
    console.log(`\nLeft to do:\n${numbered(plan.todo)}`);
    console.log(
      `\nIf its items are to come from the database instead of the messages (--data lists this as to-do; docs/architecture.md "Adding a page type"):\n${numbered(plan.dataTodo)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = main(process.argv.slice(2));
}
