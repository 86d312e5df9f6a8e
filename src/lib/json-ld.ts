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

/**
 * A node of our own shape (fields not in schema-dts's types, or built from data): what the
 * typed builders below cannot express.
 */
export type LooseJsonLdNode = { "@type": string } & Record<string, unknown>;

/**
 * One script's document: a node (`@context` first, then the node as built) or several nodes as
 * one `@graph`. The only text a page's JSON-LD script holds (src/ui/page/json-ld.tsx writes it).
 */
export function jsonLdDocument(
  data: JsonLdNode | LooseJsonLdNode | readonly (JsonLdNode | LooseJsonLdNode)[],
): string {
  if (Array.isArray(data)) {
    const graph = { "@context": "https://schema.org", "@graph": [...data] } as Graph;
    return jsonLdText(graph);
  }
  return jsonLdText({ "@context": "https://schema.org", ...data } as WithContext<JsonLdNode>);
}

export interface BreadcrumbItem {
  name: string;
  /** The page's absolute URL (the trail's links use the path; structured data wants the URL). */
  url: string;
}

/** A page's trail from the home page as a BreadcrumbList. */
export function breadcrumbList(items: readonly BreadcrumbItem[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: c.url,
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
