/**
 * The page-type registry: the one place where a route's facts are written. One entry per page
 * type (the product's named page types, the doctor and hospital profiles and our own pages), each
 * with its routes: path pattern, locales, chrome, cache lifetime, sitemap source, breadcrumb
 * parents, JSON-LD kind, lead-form variant and phone line.
 *
 * Everything else is derived from it: the page files under app/(en) and app/(hi) are generated
 * from it (`npm run routes`, scripts/generate-routes.ts; `npm run lint` fails when they are not
 * current), and so are the shell of each page (src/lib/shell.ts), the sitemap, breadcrumbs, lead
 * variants (src/lib/lead/variants.ts) and the page phone (src/config/site.ts). Why generated files
 * rather than a dynamic segment: docs/decisions/0010-routes-from-page-registry.md.
 *
 * Adding a page type: `npm run new:page NAME` (scripts/new-page.ts) writes an entry here, its
 * loader and view (`app/_routes/<module>.tsx`, whose `pages` map renders each route id), its
 * messages and a test, then runs `npm run routes`; what a page type backed by database rows needs
 * besides is listed in docs/architecture.md "Adding a page type".
 *
 * Pure data and functions: used by the generator, the server and the browser alike.
 */
import type { Locale } from "./i18n";
import { localePrefix } from "./i18n/locale";
import type { PageType } from "./page-types";

/** Page types of our own beyond the product's named ones: profiles, services, bare pages. */
export const EXTRA_PAGE_TYPES = [
  "Doctor_Profile",
  "Hospital_Profile",
  "Careers",
  "Partner",
  "Reviews",
  "Second_Opinion",
  "Medical_Loan",
  "BMI_Calculator",
  "Chat",
  "Search",
  "ThankYou",
  "Compare",
  // `npm run new:page` adds page types above this line (scripts/new-page.ts).
] as const;
export type ExtraPageType = (typeof EXTRA_PAGE_TYPES)[number];
export type RegistryPageType = PageType | ExtraPageType;

/** Which desk a page's call button rings (the phone is chosen by page type and tier). */
export type PhoneLine = "main" | "priority" | "content" | "insurance";

/** The lead-form variant a page type's forms use; '0' is forced on info, policy and listing pages. */
export type PageVariant = "0" | "1" | "2" | "3" | "4";

/** The parts of the app shell a page type gets (the shell rules, SH-*). */
export type Chrome =
  /** header (with the ribbon), footer with its extra block, app banner */
  | "full"
  /** no header, footer or app banner (marketing, campaign, the funnel) */
  | "headerless"
  /** no header, footer or app banner, but a small logo linking home (thankyou, chat) */
  | "logo";

/** schema.org type of the page's JSON-LD. */
export type JsonLdKind =
  | "WebSite"
  | "WebPage"
  | "CollectionPage"
  | "Physician"
  | "Hospital"
  | "MedicalProcedure"
  | "MedicalCondition"
  | "MedicalSpecialty"
  | "MedicalTest"
  | "Article"
  | "Person"
  | "AboutPage"
  | "ContactPage"
  | "FAQPage"
  | "VideoObject"
  | null;

/**
 * Where a route's URLs for /sitemap.xml come from: 'static' is the pattern itself; an entity
 * name lists that entity's slugs (with its updated_at as lastmod); null keeps it out.
 */
export type SitemapSource =
  | "static"
  | "cities"
  | "city-departments"
  | "doctors"
  | "hospitals"
  | "insurers"
  | "city-insurers"
  | "departments"
  | "conditions"
  | "treatments"
  | "city-treatments"
  | "tests"
  | "articles"
  | "authors"
  | "reviewers"
  | "videos"
  | null;

export interface RouteSpec {
  /** Unique id, also the route's part of the shell segment (lower case, digits, dashes). */
  id: string;
  /**
   * Path pattern: literal segments, `{name}` for one segment, `{...name}` for any number of
   * segments (zero included). `{city}` is a city slug, `{speciality}` a department slug.
   */
  pattern: string;
  /** Overrides of the page type's values for this route. */
  simple?: boolean;
  sitemap?: SitemapSource;
  /** Route ids from the home page down to this route's parent (breadcrumb trail). */
  breadcrumb?: readonly string[];
  /**
   * Locales this route answers in; default both (Hindi routes live under /hi). Campaign landing
   * pages stay English: their text is the campaign's own, written for one audience.
   */
  locales?: readonly Locale[];
}

export interface PageTypeEntry {
  pageType: RegistryPageType;
  routes: readonly RouteSpec[];
  /**
   * The module under app/_routes/ whose `pages` map renders each of these routes (by route id):
   * the generated page files import it.
   */
  module: string;
  /** Default lead tier (3 unless the page type says otherwise). */
  tier: 1 | 2 | 3;
  variant: PageVariant;
  phone: PhoneLine;
  /** A 'simple page': the app ribbon instead of the second-opinion one. */
  simple: boolean;
  /** ISR revalidate time in seconds; false: rendered per request (search). */
  revalidate: number | false;
  sitemap: SitemapSource;
  jsonLd: JsonLdKind;
  chrome: Chrome;
  /** Floating call and WhatsApp buttons (hidden on /chat and /thankyou). */
  floatingButtons: boolean;
  /** The footer's extra block (marketing and chat pages skip it). */
  footerExtra: boolean;
  /** The partner-with-us banner (home and /about-us). */
  partnerBanner: boolean;
  /** Search engines may index it (campaigns, search, thank-you and errors may not). */
  indexable: boolean;
  /** Its pages offer a lead form (false on /thankyou). */
  leadForm: boolean;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The values most page types share; entries list what differs. */
const BASE = {
  tier: 3,
  variant: "3",
  phone: "main",
  simple: false,
  revalidate: HOUR,
  sitemap: "static",
  jsonLd: "WebPage",
  chrome: "full",
  floatingButtons: true,
  footerExtra: true,
  partnerBanner: false,
  indexable: true,
  leadForm: true,
} as const satisfies Omit<PageTypeEntry, "pageType" | "routes" | "module">;

type EntryInput = Partial<Omit<PageTypeEntry, "pageType" | "routes" | "module">> &
  Pick<PageTypeEntry, "pageType" | "routes" | "module">;

function entry(input: EntryInput): PageTypeEntry {
  return { ...BASE, ...input };
}

const EN_HI: readonly Locale[] = ["en", "hi"];
const EN_ONLY: readonly Locale[] = ["en"];
const INFO = { variant: "0", revalidate: DAY } as const;
const LISTING = { variant: "0", jsonLd: "CollectionPage" } as const;
const CAMPAIGN = {
  // Short, so that a campaign whose active dates end stops answering within five minutes.
  revalidate: 300,
  chrome: "headerless",
  footerExtra: false,
  sitemap: null,
  indexable: false,
  phone: "priority",
} as const;

/** Every page type, in the spec's order, then ours. */
export const PAGE_REGISTRY: readonly PageTypeEntry[] = [
  entry({
    pageType: "Condition",
    module: "catalog/condition-routes",
    tier: 2,
    phone: "content",
    jsonLd: "MedicalCondition",
    routes: [
      { id: "conditions", pattern: "/condition" },
      {
        id: "condition",
        pattern: "/condition/{slug}",
        sitemap: "conditions",
        breadcrumb: ["conditions"],
      },
    ],
  }),
  entry({
    pageType: "doctors",
    module: "discovery/listing-routes",
    ...LISTING,
    routes: [
      { id: "doctors", pattern: "/doctors" },
      {
        id: "doctors-filter",
        pattern: "/doctors/filter/{filters}",
        sitemap: null,
        breadcrumb: ["doctors"],
      },
      {
        id: "city-doctors",
        pattern: "/{city}/doctors",
        sitemap: "cities",
        breadcrumb: ["doctors"],
      },
      {
        id: "city-doctors-filter",
        pattern: "/{city}/doctors/filter/{filters}",
        sitemap: null,
        breadcrumb: ["doctors", "city-doctors"],
      },
    ],
  }),
  entry({
    pageType: "hospitals",
    module: "discovery/listing-routes",
    ...LISTING,
    routes: [
      { id: "hospitals", pattern: "/hospitals", simple: true },
      {
        id: "hospitals-filter",
        pattern: "/hospitals/filter/{filters}",
        simple: true,
        sitemap: null,
        breadcrumb: ["hospitals"],
      },
      {
        id: "city-hospitals",
        pattern: "/{city}/hospitals",
        sitemap: "cities",
        breadcrumb: ["hospitals"],
      },
      {
        id: "city-hospitals-filter",
        pattern: "/{city}/hospitals/filter/{filters}",
        sitemap: null,
        breadcrumb: ["hospitals", "city-hospitals"],
      },
    ],
  }),
  entry({
    pageType: "Treatment",
    module: "catalog/treatment-routes",
    variant: "1",
    jsonLd: "MedicalProcedure",
    routes: [
      { id: "treatments", pattern: "/treatment" },
      {
        id: "treatment",
        pattern: "/treatment/{slug}",
        sitemap: "treatments",
        breadcrumb: ["treatments"],
      },
    ],
  }),
  entry({
    pageType: "Treatment_City",
    module: "catalog/treatment-routes",
    variant: "1",
    jsonLd: "MedicalProcedure",
    sitemap: "city-treatments",
    routes: [
      {
        id: "city-treatment",
        pattern: "/{city}/treatment/{slug}",
        breadcrumb: ["treatments", "treatment"],
      },
    ],
  }),
  entry({
    pageType: "Blog",
    module: "blog/blog-routes",
    tier: 2,
    phone: "content",
    jsonLd: "Article",
    revalidate: 15 * 60,
    routes: [
      { id: "blog", pattern: "/blog", locales: EN_HI },
      {
        id: "blog-page",
        pattern: "/blog/page/{page}",
        sitemap: null,
        breadcrumb: ["blog"],
        locales: EN_HI,
      },
      {
        id: "blog-post",
        pattern: "/blog/{slug}",
        sitemap: "articles",
        breadcrumb: ["blog"],
        locales: EN_HI,
      },
    ],
  }),
  entry({
    pageType: "Test",
    module: "catalog/test-routes",
    variant: "1",
    phone: "content",
    jsonLd: "MedicalTest",
    routes: [
      { id: "tests", pattern: "/test" },
      {
        id: "test",
        pattern: "/test/{slug}",
        sitemap: "tests",
        breadcrumb: ["tests"],
        locales: EN_HI,
      },
    ],
  }),
  entry({
    pageType: "Home",
    module: "home/home-route",
    simple: true,
    partnerBanner: true,
    jsonLd: "WebSite",
    revalidate: 5 * 60,
    routes: [{ id: "home", pattern: "/", locales: EN_HI }],
  }),
  entry({
    pageType: "Marketing",
    module: "campaign/campaign-routes",
    ...CAMPAIGN,
    routes: [
      { id: "marketing", pattern: "/marketing/{...slug}", locales: EN_ONLY },
      { id: "campaign", pattern: "/campaign/{...slug}", locales: EN_ONLY },
      { id: "funnel", pattern: "/find-hospital-doctor-for-surgery", locales: EN_ONLY },
    ],
  }),
  entry({
    pageType: "Insurance",
    module: "discovery/insurance-routes",
    simple: true,
    phone: "insurance",
    jsonLd: "CollectionPage",
    routes: [
      { id: "insurance", pattern: "/hospitals/insurance", breadcrumb: ["hospitals"] },
      {
        id: "insurer",
        pattern: "/hospitals/insurance/{insurer}",
        sitemap: "insurers",
        breadcrumb: ["hospitals", "insurance"],
      },
      {
        id: "city-insurer",
        pattern: "/{city}/hospitals/insurance/{insurer}",
        sitemap: "city-insurers",
        breadcrumb: ["hospitals", "city-hospitals", "insurer"],
      },
      // Pages 2 and up of an insurer's hospitals (DS-25), as /blog/page/{page}.
      {
        id: "insurer-page",
        pattern: "/hospitals/insurance/{insurer}/page/{page}",
        sitemap: null,
        breadcrumb: ["hospitals", "insurance", "insurer"],
      },
      {
        id: "city-insurer-page",
        pattern: "/{city}/hospitals/insurance/{insurer}/page/{page}",
        sitemap: null,
        breadcrumb: ["hospitals", "city-hospitals", "insurer", "city-insurer"],
      },
    ],
  }),
  entry({
    pageType: "Authors",
    module: "people/people-routes",
    ...INFO,
    jsonLd: "CollectionPage",
    routes: [{ id: "authors", pattern: "/authors" }],
  }),
  entry({
    pageType: "Reviewers",
    module: "people/people-routes",
    ...INFO,
    jsonLd: "CollectionPage",
    routes: [
      { id: "reviewers", pattern: "/reviewers" },
      {
        id: "reviewer",
        pattern: "/reviewers/{slug}",
        sitemap: "reviewers",
        breadcrumb: ["reviewers"],
      },
    ],
  }),
  entry({
    pageType: "costpage",
    module: "catalog/cost-routes",
    variant: "1",
    jsonLd: "MedicalProcedure",
    sitemap: "treatments",
    routes: [
      { id: "cost", pattern: "/treatment/{slug}/cost", breadcrumb: ["treatments", "treatment"] },
      // An itemised estimate shared as a URL : noindex, canonical to the cost page.
      {
        id: "cost-estimate",
        pattern: "/treatment/{slug}/cost/{estimate}",
        sitemap: null,
        breadcrumb: ["treatments", "treatment", "cost"],
      },
    ],
  }),
  entry({
    pageType: "departmentpage",
    module: "catalog/department-routes",
    jsonLd: "MedicalSpecialty",
    sitemap: "departments",
    routes: [{ id: "department", pattern: "/department/{slug}", breadcrumb: ["departments"] }],
  }),
  entry({
    pageType: "CityWise_Hospital_Listing",
    module: "discovery/listing-routes",
    ...LISTING,
    sitemap: "city-departments",
    routes: [
      {
        id: "city-speciality-hospitals",
        pattern: "/{city}/hospitals/{speciality}",
        breadcrumb: ["hospitals", "city-hospitals"],
      },
    ],
  }),
  entry({
    pageType: "CityWise_Doctors_Listing",
    module: "discovery/listing-routes",
    ...LISTING,
    sitemap: "city-departments",
    routes: [
      {
        id: "city-speciality-doctors",
        pattern: "/{city}/doctors/{speciality}",
        breadcrumb: ["doctors", "city-doctors"],
      },
    ],
  }),
  entry({
    pageType: "All_Departments",
    module: "catalog/department-routes",
    ...LISTING,
    routes: [{ id: "departments", pattern: "/departments" }],
  }),
  entry({
    pageType: "Press_Page",
    module: "content/content-routes",
    ...INFO,
    routes: [{ id: "press", pattern: "/press" }],
  }),
  entry({
    pageType: "About",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    partnerBanner: true,
    jsonLd: "AboutPage",
    routes: [{ id: "about", pattern: "/about-us", locales: EN_HI }],
  }),
  entry({
    pageType: "Contact",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    jsonLd: "ContactPage",
    routes: [{ id: "contact", pattern: "/contact-us" }],
  }),
  entry({
    pageType: "Editorial_Policy",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "editorial", pattern: "/editorial-policy" }],
  }),
  entry({
    pageType: "Faq_Page",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    jsonLd: "FAQPage",
    routes: [{ id: "faq", pattern: "/faq", locales: EN_HI }],
  }),
  entry({
    pageType: "Privacy_Policy",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "privacy", pattern: "/privacy", locales: EN_HI }],
  }),
  entry({
    pageType: "Refund_Policy",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "refund", pattern: "/refund-policy" }],
  }),
  entry({
    pageType: "Terms_Condition",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "terms", pattern: "/terms-conditions" }],
  }),
  entry({
    pageType: "Video",
    module: "videos/video-routes",
    ...INFO,
    simple: true,
    jsonLd: "VideoObject",
    routes: [
      { id: "videos", pattern: "/videos" },
      { id: "video", pattern: "/videos/{slug}", sitemap: "videos", breadcrumb: ["videos"] },
    ],
  }),
  entry({
    pageType: "Error",
    module: "errors/not-found-routes",
    variant: "0",
    sitemap: null,
    indexable: false,
    revalidate: DAY,
    // Any path no other route claims: the 404 page inside the full shell.
    routes: [{ id: "error", pattern: "/{...path}", locales: EN_HI }],
  }),
  entry({
    pageType: "authorDetailsPageType",
    module: "people/people-routes",
    ...INFO,
    jsonLd: "Person",
    routes: [
      { id: "author", pattern: "/authors/{slug}", sitemap: "authors", breadcrumb: ["authors"] },
    ],
  }),
  // Our own page types.
  entry({
    pageType: "Doctor_Profile",
    module: "discovery/profile-routes",
    variant: "2",
    jsonLd: "Physician",
    sitemap: "doctors",
    routes: [
      {
        id: "doctor",
        pattern: "/doctor/{slug}",
        // The profile sits under its city and speciality listing.
        breadcrumb: ["doctors", "city-doctors", "city-speciality-doctors"],
        locales: EN_HI,
      },
    ],
  }),
  entry({
    pageType: "Hospital_Profile",
    module: "discovery/profile-routes",
    variant: "2",
    jsonLd: "Hospital",
    sitemap: "hospitals",
    routes: [
      {
        id: "hospital",
        pattern: "/hospital/{slug}",
        breadcrumb: ["hospitals", "city-hospitals"],
        locales: EN_HI,
      },
    ],
  }),
  entry({
    pageType: "Careers",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "careers", pattern: "/careers" }],
  }),
  entry({
    pageType: "Partner",
    module: "content/content-routes",
    ...INFO,
    simple: true,
    routes: [{ id: "partner", pattern: "/partner-with-us" }],
  }),
  entry({
    pageType: "Reviews",
    module: "discovery/reviews-routes",
    ...INFO,
    jsonLd: "CollectionPage",
    routes: [
      { id: "reviews", pattern: "/reviews" },
      // Treatment, city and page in the path (src/lib/catalog/review-filters.ts).
      {
        id: "reviews-filter",
        pattern: "/reviews/filter/{filters}",
        sitemap: null,
        breadcrumb: ["reviews"],
      },
    ],
  }),
  entry({
    pageType: "Second_Opinion",
    module: "tools/tool-routes",
    variant: "4",
    revalidate: DAY,
    routes: [{ id: "second-opinion", pattern: "/services/second-opinion", locales: EN_HI }],
  }),
  entry({
    pageType: "Medical_Loan",
    module: "tools/tool-routes",
    revalidate: DAY,
    routes: [{ id: "medical-loan", pattern: "/services/medical-loan", locales: EN_HI }],
  }),
  entry({
    pageType: "BMI_Calculator",
    module: "tools/tool-routes",
    revalidate: DAY,
    routes: [{ id: "bmi", pattern: "/tools/bmi-calculator", locales: EN_HI }],
  }),
  entry({
    pageType: "Chat",
    module: "chat/chat-routes",
    chrome: "logo",
    floatingButtons: false,
    footerExtra: false,
    sitemap: null,
    // A conversation, not content: nothing for a search engine to list.
    indexable: false,
    // /chat (guided) and /chat/ai (the patient's own questions); any other rest is a 404.
    routes: [{ id: "chat", pattern: "/chat/{...rest}", locales: EN_HI }],
  }),
  entry({
    pageType: "Search",
    module: "search/search-routes",
    revalidate: false,
    sitemap: null,
    indexable: false,
    routes: [{ id: "search", pattern: "/search" }],
  }),
  entry({
    pageType: "ThankYou",
    module: "thankyou/thankyou-routes",
    chrome: "logo",
    simple: true,
    floatingButtons: false,
    sitemap: null,
    indexable: false,
    leadForm: false,
    revalidate: DAY,
    routes: [{ id: "thankyou", pattern: "/thankyou", locales: EN_HI }],
  }),
  entry({
    pageType: "Compare",
    module: "discovery/compare-routes",
    variant: "2",
    // Cached like a profile, but only the canonical choice of real slugs is a page: any other
    // compare URL is a 404, never stored, so inventing URLs grows no cache
    // (docs/decisions/0032-compare-by-path.md).
    sitemap: null,
    indexable: false,
    routes: [
      {
        id: "compare-doctors",
        pattern: "/compare/doctors/{items}",
        breadcrumb: ["doctors"],
        locales: EN_HI,
      },
      {
        id: "compare-hospitals",
        pattern: "/compare/hospitals/{items}",
        breadcrumb: ["hospitals"],
        locales: EN_HI,
      },
    ],
  }),
  // `npm run new:page` adds entries above this line (scripts/new-page.ts).
];

/* ---- Routes: one flat list, most specific pattern first ---- */

export interface Route extends Required<Omit<RouteSpec, "breadcrumb">> {
  entry: PageTypeEntry;
  breadcrumb: readonly string[];
  segments: readonly Segment[];
}

type Segment =
  | { kind: "literal"; value: string }
  | { kind: "param"; name: string }
  | { kind: "rest"; name: string };

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split("/")
    .filter(Boolean)
    .map((part): Segment => {
      const rest = /^\{\.\.\.([a-z]+)\}$/i.exec(part);
      if (rest?.[1]) return { kind: "rest", name: rest[1] };
      const param = /^\{([a-z]+)\}$/i.exec(part);
      if (param?.[1]) return { kind: "param", name: param[1] };
      return { kind: "literal", value: part };
    });
}

const SEGMENT_RANK = { literal: 0, param: 1, rest: 2 } as const;

/** Literal segments beat parameters, parameters beat a catch-all, compared left to right. */
function compareSpecificity(a: readonly Segment[], b: readonly Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) {
      // A shorter pattern ending where the other has a catch-all is the more specific one.
      return x ? (x.kind === "rest" ? 1 : -1) : y?.kind === "rest" ? -1 : 1;
    }
    const diff = SEGMENT_RANK[x.kind] - SEGMENT_RANK[y.kind];
    if (diff !== 0) return diff;
  }
  return 0;
}

export const ROUTES: readonly Route[] = PAGE_REGISTRY.flatMap((e) =>
  e.routes.map(
    (r): Route => ({
      id: r.id,
      pattern: r.pattern,
      simple: r.simple ?? e.simple,
      sitemap: r.sitemap === undefined ? e.sitemap : r.sitemap,
      breadcrumb: r.breadcrumb ?? [],
      locales: r.locales ?? EN_HI,
      entry: e,
      segments: parsePattern(r.pattern),
    }),
  ),
).sort((a, b) => compareSpecificity(a.segments, b.segments));

const ROUTE_BY_ID = new Map(ROUTES.map((r) => [r.id, r]));

export function routeById(id: string): Route | undefined {
  return ROUTE_BY_ID.get(id);
}

export function pageTypeEntry(pageType: string | undefined): PageTypeEntry | undefined {
  return pageType ? PAGE_REGISTRY.find((e) => e.pageType === pageType) : undefined;
}

/** Parameters a path gives a route's pattern, or null when it does not match. */
export function matchRoute(route: Route, path: string): Record<string, string> | null {
  return matchParts(route, path.split("/").filter(Boolean));
}

function matchParts(route: Route, parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i] as Segment;
    if (seg.kind === "rest") {
      params[seg.name] = parts.slice(i).join("/");
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === "literal" && seg.value !== part) return null;
    if (seg.kind === "param") params[seg.name] = part;
  }
  return parts.length === route.segments.length ? params : null;
}

/**
 * The route a path (without /hi, lower case) belongs to; unknown paths get the error route.
 * Runs for every page request (the shell, the locale switch, page tracking): the path is split once, not per route.
 */
export function routeFor(path: string): Route {
  const parts = path.split("/").filter(Boolean);
  const found = ROUTES.find((r) => matchParts(r, parts) !== null);
  // The error route's catch-all matches every path, so `found` is always set.
  return found ?? (ROUTE_BY_ID.get("error") as Route);
}

/** Fills a pattern's parameters: hrefFor('treatment', { slug: 'lasik' }) → '/treatment/lasik'. */
export function hrefFor(
  routeId: string,
  params: Record<string, string> = {},
  locale: Locale = "en",
): string {
  const route = ROUTE_BY_ID.get(routeId);
  if (!route) throw new Error(`Unknown route ${routeId}`);
  const path = route.segments
    .map((seg) => {
      if (seg.kind === "literal") return seg.value;
      const value = params[seg.name];
      if (value === undefined && seg.kind === "param") {
        throw new Error(`Route ${routeId} needs ${seg.name}`);
      }
      return value ?? "";
    })
    .filter(Boolean)
    .join("/");
  const prefix = localePrefix(locale);
  return `${prefix}/${path}`.replace(/\/$/, "") || "/";
}

/**
 * A page's breadcrumb trail from the registry: the home page, the route's breadcrumb parents,
 * then the route itself, each named by `names` (route id → what the page calls it) and linked
 * with the page's parameters, in the page's language where that route has it. The trail and its
 * BreadcrumbList JSON-LD are built from this one list.
 */
export function breadcrumbTrail(
  routeId: string,
  names: Readonly<Record<string, string>>,
  params: Record<string, string> = {},
  locale: Locale = "en",
): { name: string; href: string }[] {
  const route = ROUTE_BY_ID.get(routeId);
  if (!route) throw new Error(`Unknown route ${routeId}`);
  return ["home", ...route.breadcrumb, routeId].map((id) => {
    const name = names[id];
    if (name === undefined) throw new Error(`Breadcrumb of ${routeId}: no name for ${id}`);
    const inLocale = ROUTE_BY_ID.get(id)?.locales.includes(locale) ? locale : "en";
    return { name, href: hrefFor(id, params, inLocale) };
  });
}
