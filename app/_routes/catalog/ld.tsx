import {
  collectionPageNode,
  type JsonLdNode,
  type LooseJsonLdNode,
  medicalWebPageNode,
} from "@/src/lib/json-ld";
import { env } from "@/src/config/env";
import type { MedicalReview } from "@/src/lib/catalog/types";
import type { Route } from "@/src/lib/page-registry";

/**
 * JSON-LD nodes of the discovery pages: the entity a page describes (MedicalCondition,
 * MedicalProcedure, MedicalTest, MedicalSpecialty or a CollectionPage's list) and, on medical
 * pages, a MedicalWebPage naming the medical reviewer and the review date. No rich result exists
 * for the medical types: they describe the content the page shows, nothing more. The page kit
 * writes them (app/_routes/page-kit.tsx); the BreadcrumbList comes with the breadcrumb trail.
 */

export const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** A node of a page's graph: one of our own shape, or a typed one of src/lib/json-ld.ts. */
type Node = LooseJsonLdNode | JsonLdNode;

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
export function entityNode(route: Route, fields: Record<string, unknown>): LooseJsonLdNode {
  return { "@type": route.entry.jsonLd ?? "Thing", ...fields };
}
