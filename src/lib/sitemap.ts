/**
 * Sitemap XML (sitemaps.org protocol 0.9, with xhtml:link hreflang alternates). Pure: the
 * server gathers the URLs (src/server/sitemap.ts), these functions only write them.
 */

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime of the content's last real change, when known. */
  lastmod?: string;
  /** hreflang → absolute URL of the same page in each language, x-default included. */
  alternates?: Record<string, string>;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmodTag = (lastmod?: string) =>
  lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((u) => {
    const links = Object.entries(u.alternates ?? {}).map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(u.loc)}</loc>${lastmodTag(u.lastmod)}${links.join("")}</url>`;
  });
  return `${XML_HEAD}<urlset ${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(children: readonly { loc: string; lastmod?: string }[]): string {
  const entries = children.map(
    (c) => `<sitemap><loc>${escapeXml(c.loc)}</loc>${lastmodTag(c.lastmod)}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** The latest of some W3C datetimes (ISO strings compare as text only in one format, so parse). */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  const times = dates.filter((d): d is string => !!d).map((d) => Date.parse(d));
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
}
