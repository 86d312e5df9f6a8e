import {
  collectionPageNode,
  type JsonLdNode,
  jsonLdText,
  medicalWebPageNode,
} from "@/src/lib/json-ld";
import { JsonLd } from "@/src/ui/page/json-ld";
import { env } from "@/src/config/env";
import type { MedicalReview } from "@/src/lib/catalog/types";
import type { Route } from "@/src/lib/page-registry";
import type { Crumb } from "@/src/ui/catalog/parts";

/**
 * JSON-LD of the discovery pages: one graph per page with its BreadcrumbList,
 * the entity it describes (MedicalCondition, MedicalProcedure, MedicalTest, MedicalSpecialty or
 * a CollectionPage's list) and, on medical pages, a MedicalWebPage naming the medical reviewer
 * and the review date. No rich result exists for the medical types: they describe the content
 * the page shows, nothing more.
 */

export const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** A node of a page's graph: one of our own shape, or a typed one of src/lib/json-ld.ts. */
type Node = Record<string, unknown> | JsonLdNode;

export function breadcrumbList(trail: Crumb[]): Node {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absolute(c.href),
    })),
  };
}

/** An index page (treatments, conditions, departments, tests). */
export function collectionPage(name: string, path: string): Node {
  return collectionPageNode(name, absolute(path));
}

/** The page of a medical entity: what it is about, and who reviewed it when. */
export function medicalWebPage(
  path: string,
  name: string,
  about: Node,
  review: MedicalReview | null,
  language: string,
): Node {
  return medicalWebPageNode(path, name, about as JsonLdNode, review, language, absolute);
}

/** The page's main entity, of its registry JSON-LD kind. */
export function entityNode(route: Route, fields: Record<string, unknown>): Node {
  return { "@type": route.entry.jsonLd ?? "Thing", ...fields };
}

/** A script element with the graph; '<' is escaped so no text can close the element. */
export function JsonLdGraph({ nodes }: { nodes: Node[] }) {
  return <JsonLd json={jsonLdText({ "@context": "https://schema.org", "@graph": nodes })} />;
}
