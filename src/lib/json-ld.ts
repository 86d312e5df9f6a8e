import type {
  AggregateRating,
  BreadcrumbList,
  CollectionPage,
  Graph,
  MedicalWebPage,
  Thing,
  WithContext,
} from "schema-dts";

/** A schema.org node (not a bare URL or text): what a page's JSON-LD script holds. */
export type JsonLdNode = Exclude<Thing, string>;

/**
 * Any JSON-LD document as the text of a `<script type="application/ld+json">`, the one place it
 * is serialised: '<' is escaped so that no text in the data can close the script element.
 */
export function jsonLdText(document: object): string {
  return JSON.stringify(document).replace(/</g, "\\u003c");
}

/** A schema.org node as script text: `@context` first, then the node as built. */
export function jsonLdScript<T extends JsonLdNode>(node: T): string {
  return jsonLdText({ "@context": "https://schema.org", ...node } as WithContext<T>);
}

export interface BreadcrumbItem {
  name: string;
  /** The page's path: the JSON-LD item is `siteUrl` + `href`. */
  href: string;
}

/** A page's trail from the home page as a BreadcrumbList, with absolute item URLs. */
export function breadcrumbList(items: readonly BreadcrumbItem[], siteUrl: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.href}`,
    })),
  };
}

/** A rating out of 5 from `reviewCount` patient reviews. */
export function aggregateRatingNode(rating: number, reviewCount: number): AggregateRating {
  return {
    "@type": "AggregateRating",
    ratingValue: rating,
    reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * Several nodes in one script (`@graph`), e.g. a page's BreadcrumbList, its entity and its
 * MedicalWebPage; '<' escaped as above.
 */
export function jsonLdGraphScript(nodes: readonly JsonLdNode[]): string {
  const graph: Graph = { "@context": "https://schema.org", "@graph": [...nodes] };
  return jsonLdText(graph);
}

/** An index page (treatments, conditions, departments, tests) at an absolute URL. */
export function collectionPageNode(name: string, url: string): CollectionPage {
  return { "@type": "CollectionPage", name, url };
}

/** Who reviewed a medical page and when (a MedicalReview of the catalogue). */
export interface ReviewFacts {
  reviewer: { name: string; href: string; qualifications?: string };
  /** "YYYY-MM-DD" */
  reviewedOn: string;
}

/**
 * The page of a medical entity: what it is about, and who reviewed it when. `absolute` turns the
 * page's and the reviewer's paths into URLs.
 */
export function medicalWebPageNode(
  path: string,
  name: string,
  about: JsonLdNode,
  review: ReviewFacts | null,
  language: string,
  absolute: (path: string) => string,
): MedicalWebPage {
  return {
    "@type": "MedicalWebPage",
    "@id": absolute(path),
    url: absolute(path),
    name,
    inLanguage: language,
    about,
    ...(review
      ? {
          lastReviewed: review.reviewedOn,
          reviewedBy: {
            "@type": "Person",
            name: review.reviewer.name,
            url: absolute(review.reviewer.href),
            ...(review.reviewer.qualifications
              ? { honorificSuffix: review.reviewer.qualifications }
              : {}),
          },
        }
      : {}),
  };
}
