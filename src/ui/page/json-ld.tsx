/**
 * The one way a page emits schema.org JSON-LD: a script element whose text cannot close it
 * (every '<' escaped as \u003c), so no text from the data can end the element or start markup.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** A JSON-LD script element (nothing for `null`: a page type without JSON-LD). */
export function JsonLd({ json }: { json: string | null }) {
  if (json === null) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD text from jsonLdText, '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
