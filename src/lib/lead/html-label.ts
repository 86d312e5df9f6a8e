/**
 * Sanitises a trigger's HTML label (LM-20: a trigger flagged dangerous renders an HTML label).
 * Everything is escaped, then only a few attribute-free inline tags are let back in, so no
 * attribute, URL, script or style can ever come through.
 */
const ALLOWED_TAGS = ["b", "strong", "i", "em", "u", "br", "span", "small", "sup", "sub"];

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const ALLOWED = new RegExp(`&lt;(/?)(${ALLOWED_TAGS.join("|")})\\s*/?&gt;`, "gi");

export function sanitizeLabelHtml(html: string): string {
  return escapeHtml(html).replace(ALLOWED, (_m, close: string, tag: string) => {
    const name = tag.toLowerCase();
    return name === "br" ? "<br>" : `<${close}${name}>`;
  });
}

/** The label's text alone (for aria-labels and tests). */
export function htmlLabelText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
