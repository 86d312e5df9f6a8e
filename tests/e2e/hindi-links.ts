/**
 * The links a page's server HTML carries, for the language walk (hindi-links.spec.ts): the
 * `<a href>` and `<form action>` of the markup, and every `href`-named prop of the RSC payload
 * (the side menu's and dropdowns' links travel there until a menu is opened; a client card's
 * link is one of its props). A link that declares its language (`hreflang`, as the language
 * switch and a "read it in English" link do) crosses languages on purpose and is set apart.
 */

export interface PageLink {
  href: string;
  /** The language the link declares (hreflang or lang), if any. */
  declared?: string;
}

const ANCHOR = /<(a|form)\b[^>]*>/gi;
/** `"href":"/x"`, `"cityHref":"/x"`, quoted plainly or escaped inside the payload's strings. */
const PAYLOAD_HREF = /\\?"(\w*[hH]ref)\\?"\s*:\s*\\?"(\/[^"\\]*)\\?"/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
}

/** Every link of a page's HTML and payload, once per href (a declared one wins). */
export function linksOf(html: string): PageLink[] {
  const found = new Map<string, PageLink>();
  for (const m of html.matchAll(ANCHOR)) {
    const tag = m[0];
    const href = attribute(tag, m[1]?.toLowerCase() === "form" ? "action" : "href");
    if (!href) continue;
    const declared = attribute(tag, "hreflang") ?? attribute(tag, "lang");
    const known = found.get(href);
    if (!known || (declared && !known.declared)) found.set(href, { href, declared });
  }
  for (const m of html.matchAll(PAYLOAD_HREF)) {
    const href = m[2] as string;
    if (!found.has(href)) found.set(href, { href });
  }
  return [...found.values()];
}

/** A path of one of our pages (not an API, a file, a placeholder pattern or another site). */
export function pagePath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split(/[?#]/)[0] as string;
  if (path.includes("{") || /^\/(api|_next|lead|users|timeline)\//.test(path)) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return null;
  return path;
}

export const isHindiPath = (path: string) => path === "/hi" || path.startsWith("/hi/");

/** The Hindi twin's address of an English path. */
export const hindiOf = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);
