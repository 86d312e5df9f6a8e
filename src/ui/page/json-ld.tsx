/**
 * The one way a page emits schema.org JSON-LD: a script element with text from
 * src/lib/json-ld.ts (every '<' escaped), nothing for `null` (a page type without JSON-LD).
 */
export function JsonLd({ json }: { json: string | null }) {
  if (json === null) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: text from src/lib/json-ld.ts, '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
