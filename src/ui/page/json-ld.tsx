import { type JsonLdNode, jsonLdDocument, type LooseJsonLdNode } from "@/src/lib/json-ld";

/** What one script holds: a node, or several as one `@graph`. */
export type JsonLdData = JsonLdNode | LooseJsonLdNode | readonly (JsonLdNode | LooseJsonLdNode)[];

/**
 * The one writer of schema.org JSON-LD: a script element whose text is src/lib/json-ld.ts's
 * document (every '<' escaped, so no text in the data can close the element); nothing for `null`
 * (a page type without JSON-LD). Pages defined with definePage (app/_routes/page-kit.tsx) get it
 * from the kit; the breadcrumb trail writes its BreadcrumbList with it.
 */
export function JsonLd({ data }: { data: JsonLdData | null }) {
  if (data === null) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: text from src/lib/json-ld.ts, '<' escaped
      dangerouslySetInnerHTML={{ __html: jsonLdDocument(data) }}
    />
  );
}
