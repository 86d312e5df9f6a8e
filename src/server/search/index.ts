import "server-only";
import type { Database } from "@/src/db";
import { searchSynonyms } from "@/src/db/schema";
import { listCities, listDepartments } from "@/src/server/catalog";
import { cityNameIn } from "@/src/lib/catalog/city-names";
import { hindiName } from "@/src/lib/i18n/localize-hi";
import type { ApiRateLimit } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";
import { hrefFor } from "@/src/lib/page-registry";
import { type Intent, readIntent } from "@/src/lib/search/intent";
import { getMessages } from "@/src/lib/i18n";
import {
  answersIn,
  ARTICLE_TYPES,
  cityInQuery,
  collapseSpaces,
  DEFAULT_SEARCH_CITY,
  expandQuery,
  type GroupedResults,
  groupOf,
  INSURER_ARTICLE_TYPE,
  isSearchable,
  MAX_PER_GROUP,
  MAX_QUERY_CHARS,
  mayHoldPersonalData,
  NOT_COVERED_ARTICLE_TYPE,
  normaliseQuery,
  parseSearchParams,
  type QueryAnswers,
  type SearchListingLink,
  type SearchPageData,
  type SearchParams,
  type SearchResult,
  SERVICE_ARTICLE_TYPE,
} from "@/src/lib/search/query";
import { closenessTo, paddedWords, trigrams } from "@/src/lib/search/similarity";
import { soundKeyQuery } from "@/src/lib/search/variants";
import type { Scope, SearchDocument } from "./engine";
import { searchIndexOf } from "./live-index";
import { countMiss } from "./misses";

/** The page route of each ArticleType (src/lib/page-registry.ts) and the locale of its page. */
const ROUTE_OF: Record<number, { route: string; locale: "en" | "hi" }> = {
  [ARTICLE_TYPES.doctor]: { route: "doctor", locale: "en" },
  [ARTICLE_TYPES.hospital]: { route: "hospital", locale: "en" },
  [ARTICLE_TYPES.treatment]: { route: "treatment", locale: "en" },
  [ARTICLE_TYPES.condition]: { route: "condition", locale: "en" },
  [ARTICLE_TYPES.blogEnglish]: { route: "blog-post", locale: "en" },
  [ARTICLE_TYPES.blogHindi]: { route: "blog-post", locale: "hi" },
  [ARTICLE_TYPES.department]: { route: "department", locale: "en" },
  [ARTICLE_TYPES.test]: { route: "test", locale: "en" },
};

export function urlOf(articleType: number, slug: string): string {
  if (articleType === INSURER_ARTICLE_TYPE) return hrefFor("insurer", { insurer: slug });
  const target = ROUTE_OF[articleType];
  if (!target) throw new Error(`No page for ArticleType ${articleType}`);
  return hrefFor(target.route, { slug }, target.locale);
}

/**
 * Reference data a query needs (synonyms, city names), read at most once every few minutes per
 * process: it changes with a seed or a deploy, and a search should cost no statement. A published
 * vocabulary change forgets the synonyms at once (forgetSynonyms, SYNONYMS_TAG).
 */
const REFERENCE_TTL_MS = 5 * 60_000;
function refreshed<T>(load: (db: Database) => Promise<T>): {
  get: (db: Database) => Promise<T>;
  forget: () => void;
} {
  let kept: { at: number; value: Promise<T> } | undefined;
  return {
    get(db) {
      if (!kept || Date.now() - kept.at > REFERENCE_TTL_MS) {
        const value = load(db);
        kept = { at: Date.now(), value };
        value.catch(() => {
          kept = undefined;
        });
      }
      return kept.value;
    },
    forget() {
      kept = undefined;
    },
  };
}

const synonyms = refreshed(async (db) => {
  const rows = await db.select().from(searchSynonyms);
  return new Map(rows.map((r) => [r.term, r.expansions]));
});
const cityNames = refreshed((db) => listCities(db));

/** How much clearer an article's match must be for its group to come first. */
const ARTICLE_HANDICAP = 0.15;
/** What a group the query's intent asks for ("knee surgeon": doctors) adds to its strength. */
const INTENT_LEAD = 30;

/**
 * Candidates per query variant and class of entity before ranking: the nearest names of the
 * catalogue, doctors and hospitals each (so that 40,000 doctors cannot crowd out the few
 * treatments a query means), the most popular documents holding every word, and of those the
 * chosen city's doctors and hospitals and the articles.
 */
const CANDIDATES = 20;
const WORD_CANDIDATES = 100;
/**
 * Documents holding every word read per variant, at most, to fill the city's and the articles'
 * places: past it a query's words are too common for the city to matter.
 */
const WORD_SCAN = 20_000;
/** Looked for in the chosen city apart: a doctor's words hold his hospital's name. */
const CITY_TYPES: readonly number[] = [ARTICLE_TYPES.doctor, ARTICLE_TYPES.hospital];

/** Near ties between groups go to the one a patient most often means. */
const GROUP_PRIORITY = [3, 4, 1, 2, 7, 8, INSURER_ARTICLE_TYPE, 0];

/** Which groups lead for an intent: a cost or a treatment page, a city's specialists. */
const INTENT_GROUPS: Record<Intent, readonly number[]> = {
  cost: [ARTICLE_TYPES.treatment],
  doctor: [ARTICLE_TYPES.department, ARTICLE_TYPES.doctor],
  hospital: [ARTICLE_TYPES.hospital],
  treatment: [],
};

/**
 * The vocabulary changed (a signed-off `search_term` published here or on another instance):
 * the next search reads the synonyms again rather than after the reference data's few minutes.
 */
export function forgetSynonyms(): void {
  synonyms.forget();
}

/** Tests load other reference data into a fresh database. */
export function forgetSearchReferenceData(): void {
  synonyms.forget();
  cityNames.forget();
}

/**
 * Searches per client (IPv4 address, IPv6 /64) a minute, counted on every API request, answered
 * from memory or not. The search box asks at most every 250 ms while a patient types
 * (src/ui/search/search-box.tsx), 240 a minute of non-stop typing; 300 leaves room for a few
 * people behind one address and stops a script sending hundreds a second. Past it: 429 with
 * Retry-After and this message.
 */
export const SEARCH_RATE_LIMIT: ApiRateLimit = {
  name: "search-1m",
  // Search reads only this instance's index: each instance guards its own CPU, with no write.
  perInstance: true,
  points: 300,
  durationMs: 60_000,
  message: (seconds) => apiText("tooManySearches", { seconds }),
};

/**
 * What the API and the /search page call: searchIndex, and a query that finds nothing counted
 * (./misses: in memory, written every few seconds). Answers come from the in-memory index in
 * about a millisecond, so no memo of answers is kept here (the API's own memo answers a repeated
 * URL for a minute).
 */
export async function searchEntities(
  db: Database,
  params: SearchParams,
): Promise<GroupedResults<SearchResult>[]> {
  const normalised = normaliseQuery(params.query);
  const groups = withHindiSubtitles(await searchIndex(db, params), await listDepartments(db));
  // The personal-data check reads the query as typed: normalising turns "asha.sharma@gmail.com"
  // into "asha sharma gmail com" and would hide it.
  if (groups.length === 0 && isSearchable(normalised) && !mayHoldPersonalData(params.query))
    countMiss(db, normalised);
  return groups;
}

interface Hit {
  doc: number;
  nameMatch: number;
  everyWord: boolean;
  closeness: number;
  /** The department page stands for "that city's specialists" (a doctor intent). */
  asSpecialists?: boolean;
}

/**
 * Searches the in-memory index (docs/architecture.md "Search"). The query is read as patients
 * mean it: a city named in it is taken out and ranks first; words of intent ("cost", "surgeon",
 * "ka ilaj") are taken out and pick the groups that lead; synonyms widen what is left. Within
 * each ArticleType group, exact and prefix name matches come first, then those holding every word
 * of the query (so that "dr mishra ortho" finds the orthopaedic Dr Mishra of another city before
 * any surgeon of this one), then entities of the chosen city, then the closest names (trigrams:
 * typos), popularity breaking ties; at most 6 per group, blog types 5 and 6 as group 0. A
 * treatment, condition or department found with a city's doctors or hospitals also brings that
 * city's doctors and hospitals of its department ("knee replacement" in Pune: Pune's orthopaedic
 * surgeons).
 */
export async function searchIndex(
  db: Database,
  { query, city, type }: SearchParams,
): Promise<GroupedResults<SearchResult>[]> {
  if (!isSearchable(query)) return [];
  const normalised = normaliseQuery(query);
  if (!isSearchable(normalised)) return [];
  const [index, cities, synonymMap] = await Promise.all([
    searchIndexOf(db),
    cityNames.get(db),
    synonyms.get(db),
  ]);
  const { documents, engine } = index;
  const padded = paddedNamesOf(documents);
  // "cataract surgery in pune": Pune ranks first, and "pune" is not matched against names.
  const named = cityInQuery(normalised, cities);
  const cityId = named?.cityId ?? city;
  const rest = named?.rest ?? normalised;
  const { core, intents } = readIntent(rest);
  const answers = answersIn(rest, synonymMap);
  // A query that is a term of the vocabulary as a whole ("back pain", "pet ka operation") is
  // searched as the vocabulary reads it, not as typed as well: "back pain" among a heart
  // attack's symptoms must not bring the heart attack (SR-32).
  const wholeTerm = searchedMeanings(synonymMap.get(rest) ?? synonymMap.get(core));
  const variants = (
    wholeTerm
      ? [...new Set([...wholeTerm, core])]
      : [...new Set([...expandQuery(rest, synonymMap), ...expandQuery(core, synonymMap)])]
  ).slice(0, MAX_VARIANTS);
  // As typed, such a query still finds the names that hold it ("heart": Heart Failure), not the
  // symptom lists that do.
  const namesOnly = wholeTerm ? core : undefined;
  // A name typed by ear or in the other script ("गायनेकोलॉजिस्ट", "bachedani"): its words'
  // sound keys meet the keys indexed beside each catalogue name (SR-30).
  const keyed = soundKeyQuery(core);
  if (keyed) variants.push(keyed);
  // Typos are looked for in what is sought as the patient typed it, not in the words of intent
  // around it nor in the synonyms' words (each fuzzy look-up costs more than all the rest).
  const typed = new Set(expandQuery(core, NO_SYNONYMS));
  // A medical word of the vocabulary is not a misspelt person's name: "kaan" is an ear, not
  // Dr Khan (SR-36). Doctors and hospitals are then found by their words, not by typos.
  const namesTypos = !answers.vocabulary;

  const hits = new Map<number, Hit>();
  const hitOf = (doc: number): Hit => {
    let hit = hits.get(doc);
    if (!hit) {
      hit = { doc, nameMatch: 0, everyWord: false, closeness: 0 };
      hits.set(doc, hit);
    }
    return hit;
  };
  /** The `n` most popular documents holding every word of `v` within `scope` that `keep`. */
  const mostPopular = (
    v: string,
    n: number,
    scope?: Scope,
    keep?: (d: SearchDocument) => boolean,
  ) => {
    const found: number[] = [];
    let scanned = 0;
    for (const i of engine.everyWord(v, scope)) {
      if (found.length >= n || ++scanned > WORD_SCAN) break;
      if (!keep || keep(documents[i] as SearchDocument)) found.push(i);
    }
    return found;
  };

  const departmentKeys = departmentKeysOf(documents);
  for (const v of variants) {
    for (const { doc } of engine.nearNames(v, typed.has(v), CANDIDATES, namesTypos)) hitOf(doc);
    if (v === namesOnly) continue;
    // A department's name ("gastroenterology", a symptom's meaning) finds the department and
    // its specialists, not every condition it treats: "acidity" is not liver cirrhosis.
    if (departmentKeys.has(v)) {
      for (const i of mostPopular(v, WORD_CANDIDATES, undefined, isPlace)) hitOf(i);
      for (const group of CITY_TYPES)
        for (const i of mostPopular(v, CANDIDATES, { group, cityId })) hitOf(i);
      continue;
    }
    for (const i of mostPopular(v, WORD_CANDIDATES)) hitOf(i);
    for (const group of CITY_TYPES)
      for (const i of mostPopular(v, CANDIDATES, { group, cityId })) hitOf(i);
    for (const i of mostPopular(v, CANDIDATES, { group: 0 })) hitOf(i);
  }

  // Name matches, every word and closeness, the best over the variants.
  const variantTrigrams = variants.map((v) => ({ v, t: trigrams(v) }));
  const holdEveryWord = variants.map((v) => engine.holdsEveryWord(v));
  for (const hit of hits.values()) {
    const d = documents[hit.doc] as SearchDocument;
    hit.everyWord ||= holdEveryWord.some((holds) => holds(hit.doc));
    let name = padded[hit.doc];
    if (name === undefined) {
      name = paddedWords(d.titleHi ? `${d.title} ${d.titleHi}` : d.title);
      padded[hit.doc] = name;
    }
    for (const { v, t } of variantTrigrams) {
      const m =
        d.nameKey === v || d.nameKeyHi === v
          ? 2
          : d.nameKey.startsWith(v) || d.nameKeyHi?.startsWith(v)
            ? 1
            : 0;
      hit.nameMatch = Math.max(hit.nameMatch, m);
      // An entity's own name counts more than the words around it (a doctor's hospital).
      hit.closeness = Math.max(hit.closeness, closenessTo(t, name) + 0.2);
    }
  }

  // The page that answers a compound query: the best treatment, condition or department brings
  // its department's doctors and hospitals of the city ("knee replacement" with Pune chosen),
  // and with a doctor intent its department page, as that city's specialists ("knee surgeon").
  const lead = bestCatalogueHit(hits, documents);
  if (lead) {
    const leadDoc = documents[lead.doc] as SearchDocument;
    const department =
      leadDoc.articleType === ARTICLE_TYPES.department ? leadDoc.title : leadDoc.subtitle;
    if (department) {
      // The city's doctors of that department (their subtitle starts with it) and hospitals
      // that have it (their words hold their departments).
      const ofDepartment = normaliseQuery(department);
      const related = [
        ...mostPopular(ofDepartment, CANDIDATES, { group: ARTICLE_TYPES.doctor, cityId }, (d) =>
          d.subtitle.startsWith(department),
        ),
        ...mostPopular(ofDepartment, CANDIDATES, { group: ARTICLE_TYPES.hospital, cityId }),
      ];
      for (const i of related) {
        if (hits.has(i)) continue;
        hits.set(i, { doc: i, nameMatch: 0, everyWord: true, closeness: 0.2 });
      }
      if (intents.has("doctor")) {
        const depIndex = departmentsOf(documents).get(department) ?? -1;
        if (depIndex >= 0) {
          const hit = hitOf(depIndex);
          hit.nameMatch = Math.max(hit.nameMatch, lead.nameMatch);
          hit.closeness = Math.max(hit.closeness, lead.closeness);
          hit.asSpecialists = true;
        }
      }
    }
  }
  if (intents.has("doctor"))
    for (const hit of hits.values()) {
      if ((documents[hit.doc] as SearchDocument).articleType === ARTICLE_TYPES.department)
        hit.asSpecialists = true;
    }

  // Within a group: name match, every word, the chosen city, closeness (to 0.1), popularity.
  const inCity = (h: Hit) => (documents[h.doc] as SearchDocument).cityId === cityId;
  const rounded = (h: Hit) => Math.round(h.closeness * 10);
  // Documents are numbered most popular first.
  const ranked = [...hits.values()].sort(
    (a, b) =>
      b.nameMatch - a.nameMatch ||
      Number(b.everyWord) - Number(a.everyWord) ||
      Number(inCity(b)) - Number(inCity(a)) ||
      rounded(b) - rounded(a) ||
      a.doc - b.doc,
  );
  const wanted = type === "R" ? null : groupOf(type);
  const perGroup = new Map<number, Hit[]>();
  for (const hit of ranked) {
    const d = documents[hit.doc] as SearchDocument;
    const g = groupOf(d.articleType);
    if (wanted !== null && g !== wanted) continue;
    // The vocabulary names the departments a term means: others, near by a shared word
    // ("spine surgery": General Surgery), are not offered.
    if (wholeTerm && g === ARTICLE_TYPES.department && !wholeTerm.includes(d.nameKey)) continue;
    const list = perGroup.get(g) ?? [];
    if (list.length < MAX_PER_GROUP) list.push(hit);
    perGroup.set(g, list);
  }

  // Groups in the order of how well their best result matches (to 0.1), the groups the intent
  // asks for first, near ties in the order a patient most often means: treatments, conditions,
  // doctors, hospitals, departments, tests, insurers, articles. Articles yield to the entity
  // pages they are about unless they match clearly better.
  const leading = new Set([...intents].flatMap((i) => INTENT_GROUPS[i]));
  const strength = (g: number, h: Hit) =>
    h.nameMatch * 10 +
    (h.everyWord ? 2 : 0) +
    h.closeness -
    (g === 0 ? ARTICLE_HANDICAP : 0) +
    (leading.has(g) && (h.nameMatch > 0 || h.everyWord) ? INTENT_LEAD : 0);
  const best = new Map<number, number>();
  for (const [g, list] of perGroup)
    best.set(g, Math.max(...list.map((h) => Math.round(strength(g, h) * 10))));
  // The vocabulary's meanings are in the order the review chose ("loose motion": the
  // gastroenterologists, then irritable bowel): the group holding the first meaning by name
  // leads, then the next one's. A group the query's intent asks for ("kidney stone treatment cost": the treatment's cost
  // page) still leads.
  if (wholeTerm && leading.size === 0)
    wholeTerm.forEach((meaning, i) => {
      for (const [g, list] of perGroup) {
        const named = list.some((h) => {
          const d = documents[h.doc] as SearchDocument;
          return d.nameKey === meaning || d.nameKeyHi === meaning;
        });
        if (named && (best.get(g) ?? 0) < MEANING_LEAD)
          best.set(g, (best.get(g) ?? 0) + MEANING_LEAD * (wholeTerm.length - i));
      }
    });
  const priority = (g: number) => GROUP_PRIORITY.indexOf(g);
  const order = [...perGroup.keys()].sort(
    (a, b) => (best.get(b) ?? 0) - (best.get(a) ?? 0) || priority(a) - priority(b),
  );
  const citySlug = named ? cities.find((c) => c.id === named.cityId)?.slug : undefined;
  const chosenSlug = cities.find((c) => c.id === cityId)?.slug;
  const answered = type === "R" ? answerGroups(answers, query) : [];
  const found = order.map((g) => ({
    ArticleType: g,
    results: (perGroup.get(g) ?? []).map((h) => {
      const d = documents[h.doc] as SearchDocument;
      return {
        articleType: d.articleType,
        id: d.entityId,
        slug: d.slug,
        title: d.title,
        titleHi: d.titleHi,
        subtitle: d.subtitle,
        url: answeringUrl(d, h, intents, citySlug, chosenSlug),
        cityId: d.cityId,
      };
    }),
  }));
  return [...answered, ...found];
}

/** Far above any group's strength (tens): a meaning's group leads by the vocabulary's order. */
const MEANING_LEAD = 10_000;

/** A vocabulary term's meanings that are searched (not the answers it names), if it has any. */
function searchedMeanings(meanings: readonly string[] | undefined): string[] | undefined {
  const searched = (meanings ?? []).filter((m) => !m.includes(":") && isSearchable(m));
  return searched.length > 0 ? searched : undefined;
}

/** The service pages a search answers with, by the vocabulary's `service:` names. */
const SERVICE_ROUTES: Record<string, string> = {
  "second-opinion": "second-opinion",
  "medical-loan": "medical-loan",
};

/**
 * What the vocabulary answers before the catalogue (SR-34, SR-35): the service pages a query asks
 * for ("second opinion", "emi"), then what the catalogue does not cover ("dentist"), said in
 * English and Hindi, leading to /search for the query, where a care expert is offered.
 */
function answerGroups(answers: QueryAnswers, query: string): GroupedResults<SearchResult>[] {
  const en = getMessages("en").shell.search;
  const hi = getMessages("hi").shell.search;
  // One group of answers: each slug titled by its words in both languages, all leading to `url`.
  const group = (
    articleType: number,
    slugs: string[],
    titles: { en: Record<string, string>; hi: Record<string, string> },
    url: (slug: string) => string,
  ): GroupedResults<SearchResult> => ({
    ArticleType: articleType,
    results: slugs.map((slug, i) => ({
      articleType,
      id: i + 1,
      slug,
      title: titles.en[slug] ?? slug,
      titleHi: titles.hi[slug] ?? slug,
      subtitle: "",
      url: url(slug),
      cityId: null,
    })),
  });
  const groups: GroupedResults<SearchResult>[] = [];
  const services = answers.services.filter((s) => s in SERVICE_ROUTES);
  if (services.length > 0)
    groups.push(
      group(SERVICE_ARTICLE_TYPE, services, { en: en.services, hi: hi.services }, (slug) =>
        hrefFor(SERVICE_ROUTES[slug] as string),
      ),
    );
  const gaps = answers.notCovered.filter((t) => t in en.notCovered);
  if (gaps.length > 0)
    groups.push(
      group(
        NOT_COVERED_ARTICLE_TYPE,
        gaps,
        { en: en.notCovered, hi: hi.notCovered },
        () => `${hrefFor("search")}?${new URLSearchParams({ query })}`,
      ),
    );
  return groups;
}

/**
 * Per list of documents (one per index build): the names as closeness reads them, filled as
 * documents become candidates (a few thousand of 100,000 in practice), and the departments by name.
 */
const paddedNames = new WeakMap<readonly SearchDocument[], string[]>();
function paddedNamesOf(documents: readonly SearchDocument[]): string[] {
  let list = paddedNames.get(documents);
  if (!list) {
    list = [];
    paddedNames.set(documents, list);
  }
  return list;
}
const departments = new WeakMap<readonly SearchDocument[], Map<string, number>>();
function departmentsOf(documents: readonly SearchDocument[]): Map<string, number> {
  let map = departments.get(documents);
  if (!map) {
    map = new Map();
    documents.forEach((d, i) => {
      if (d.articleType === ARTICLE_TYPES.department) map?.set(d.title, i);
    });
    departments.set(documents, map);
  }
  return map;
}

/** Doctors and hospitals: whom a department's name finds besides itself. */
const isPlace = (d: SearchDocument) => CITY_TYPES.includes(d.articleType);

const departmentKeys = new WeakMap<readonly SearchDocument[], Set<string>>();
/** The departments' names as a normalised query reads them ("cosmetic plastic surgery"). */
function departmentKeysOf(documents: readonly SearchDocument[]): Set<string> {
  let keys = departmentKeys.get(documents);
  if (!keys) {
    keys = new Set([...departmentsOf(documents).keys()].map(normaliseQuery));
    departmentKeys.set(documents, keys);
  }
  return keys;
}

const NO_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map();

/** Query variants searched at most (each costs two look-ups in the index). */
const MAX_VARIANTS = 8;

/** The treatment, condition or department that answers best (a name match or a close name). */
function bestCatalogueHit(
  hits: ReadonlyMap<number, Hit>,
  documents: readonly SearchDocument[],
): Hit | undefined {
  let best: Hit | undefined;
  for (const hit of hits.values()) {
    const t = (documents[hit.doc] as SearchDocument).articleType;
    if (
      t !== ARTICLE_TYPES.treatment &&
      t !== ARTICLE_TYPES.condition &&
      t !== ARTICLE_TYPES.department
    )
      continue;
    if (hit.nameMatch === 0 && hit.closeness < 1.1) continue;
    if (
      !best ||
      hit.nameMatch > best.nameMatch ||
      (hit.nameMatch === best.nameMatch && hit.closeness > best.closeness)
    )
      best = hit;
  }
  return best;
}

/**
 * The page a result links: its own, or the one that answers the query's intent: a treatment with
 * a city named in the query, its page in that city (the cost there); with a cost intent, its cost
 * page; a department with a doctor intent, the chosen city's doctors of that speciality.
 */
function answeringUrl(
  d: SearchDocument,
  hit: Hit,
  intents: ReadonlySet<Intent>,
  namedCity: string | undefined,
  chosenCity: string | undefined,
): string {
  if (d.articleType === ARTICLE_TYPES.treatment) {
    if (namedCity) return hrefFor("city-treatment", { city: namedCity, slug: d.slug });
    if (intents.has("cost")) return hrefFor("cost", { slug: d.slug });
  }
  if (d.articleType === ARTICLE_TYPES.department && hit.asSpecialists && chosenCity)
    return hrefFor("city-speciality-doctors", { city: chosenCity, speciality: d.slug });
  return urlOf(d.articleType, d.slug);
}

/**
 * The /search page's data: the grouped results of the query in the chosen city (DEFAULT when
 * absent or unknown), and the listings worth offering beside them: all doctors or hospitals
 * of the city when such results were found, a department's doctors in the city.
 */
export async function searchPage(db: Database, search: URLSearchParams): Promise<SearchPageData> {
  const parsed = parseSearchParams(search);
  const params: SearchParams = parsed.ok
    ? parsed.params
    : {
        query: collapseSpaces(search.get("query") ?? "").slice(0, MAX_QUERY_CHARS),
        city: DEFAULT_SEARCH_CITY,
        type: "R",
      };
  const groups = await searchEntities(db, params);
  const city = (await cityNames.get(db)).find((c) => c.id === params.city) ?? null;
  const listings: SearchListingLink[] = [];
  const has = (type: number) => groups.some((g) => g.ArticleType === type);
  if (has(ARTICLE_TYPES.doctor)) {
    listings.push({
      kind: "doctors",
      href: city ? hrefFor("city-doctors", { city: city.slug }) : hrefFor("doctors"),
    });
  }
  if (has(ARTICLE_TYPES.hospital)) {
    listings.push({
      kind: "hospitals",
      href: city ? hrefFor("city-hospitals", { city: city.slug }) : hrefFor("hospitals"),
    });
  }
  if (city) {
    const departments =
      groups.find((g) => g.ArticleType === ARTICLE_TYPES.department)?.results ?? [];
    for (const d of departments.slice(0, 3)) {
      listings.push({
        kind: "speciality",
        name: d.title,
        href: hrefFor("city-speciality-doctors", {
          city: city.slug,
          speciality: d.slug,
        }),
      });
    }
  }
  return { query: params.query, groups, city, listings };
}

/**
 * Each result's subtitle as a Hindi page shows it: a department ("Urology"), a city and a
 * locality ("Urology, Patna", "Kankarbagh, Patna") by their Hindi names where known, each part
 * of the comma-separated subtitle on its own; a part without Hindi stays as it is.
 */
function withHindiSubtitles(
  groups: GroupedResults<SearchResult>[],
  departments: readonly { name: string; nameHi: string | null }[],
): GroupedResults<SearchResult>[] {
  const departmentHi = new Map(departments.map((d) => [d.name, d.nameHi]));
  const partHi = (part: string) => {
    const hindi = departmentHi.get(part) ?? hindiName(part);
    return hindi ?? cityNameIn("hi", { name: part });
  };
  return groups.map((group) => ({
    ...group,
    results: group.results.map((r) =>
      r.subtitle ? { ...r, subtitleHi: r.subtitle.split(", ").map(partHi).join(", ") } : r,
    ),
  }));
}
