/**
 * Reading a page's server HTML without a browser: tests that only check what the server sends
 * (attributes, text, counts of elements) fetch it with the `request` fixture and look at it here,
 * so no browser page is opened for them. Enough HTML for React's output, not a general parser:
 * elements are found by a `data-testid` or a tag name, and text is their textContent (tags
 * removed, entities decoded, whitespace collapsed, as Playwright's toHaveText compares it).
 */

import { type APIRequestContext, expect } from "@playwright/test";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The outer HTML of the element whose opening tag starts at `start` (nested same-name tags counted). */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1]?.toLowerCase();
  if (!tag) throw new Error(`no element at ${start}`);
  const openEnd = html.indexOf(">", start);
  if (VOID.has(tag) || html[openEnd - 1] === "/") return html.slice(start, openEnd + 1);
  const re = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, "gi");
  re.lastIndex = openEnd + 1;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1]) depth -= 1;
    else if (!m[0].endsWith("/>")) depth += 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/** Every element (outer HTML) whose opening tag has this data-testid, in document order. */
export function byTestId(html: string, testId: string): string[] {
  const found: string[] = [];
  const re = new RegExp(`<[a-zA-Z][\\w-]*\\b[^>]*\\bdata-testid="${testId}"[^>]*>`, "g");
  for (let m = re.exec(html); m; m = re.exec(html)) found.push(elementAt(html, m.index));
  return found;
}

/** The one element with this data-testid; fails, as a strict Playwright locator does, on 0 or 2+. */
export function oneByTestId(html: string, testId: string): string {
  const found = byTestId(html, testId);
  if (found.length !== 1) {
    throw new Error(`expected one element with data-testid="${testId}", found ${found.length}`);
  }
  return found[0] as string;
}

/** Every element (outer HTML) with this tag name inside `html`, in document order. */
export function byTag(html: string, tag: string): string[] {
  const found: string[] = [];
  const re = new RegExp(`<${tag}(?=[\\s>/])[^>]*>`, "gi");
  for (let m = re.exec(html); m; m = re.exec(html)) found.push(elementAt(html, m.index));
  return found;
}

/** An attribute of an element's opening tag (decoded), or null. */
export function attr(element: string, name: string): string | null {
  const open = /^<[^>]*>/.exec(element)?.[0] ?? "";
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  return value === undefined ? null : decodeEntities(value);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }[lower] as string;
  });
}

/** An element's textContent with whitespace collapsed (React's `<!-- -->` markers dropped). */
export function textOf(element: string): string {
  return decodeEntities(
    element
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A fragment's words: tags replaced by spaces (so that `<li>a</li><li>b</li>` reads "a b"),
 * entities decoded, whitespace collapsed. For text that spans elements; `textOf` for one element.
 */
export function wordsOf(fragment: string): string {
  return decodeEntities(
    fragment.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The server HTML of `path`, after checking its status (no redirect followed). */
export async function htmlOf(
  request: APIRequestContext,
  path: string,
  status = 200,
): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  return response.text();
}

/** Every JSON-LD object of a page, a `@graph`'s members one by one. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap(
    (m) => {
      const doc = JSON.parse(m[1] as string) as { "@graph"?: Record<string, unknown>[] };
      return doc["@graph"] ?? [doc as Record<string, unknown>];
    },
  );
}

/** The first JSON-LD object of this `@type`. */
export const jsonLdOfType = (html: string, type: string) =>
  jsonLdOf(html).find((j) => j["@type"] === type);

/** The distinct hrefs that start with `prefix` followed by a slug. */
export const slugLinks = (html: string, prefix: string): string[] => [
  ...new Set(
    [...html.matchAll(new RegExp(`href="(${prefix}[a-z0-9-]+)"`, "g"))].map((m) => m[1] as string),
  ),
];

/** The path of the page's canonical link. */
export const canonicalPathOf = (html: string) =>
  /<link rel="canonical" href="https?:\/\/[^/]+([^"]*)"/.exec(html)?.[1];

/** A profile's section: from the element with this id (its heading) to the section's end. */
export function sectionFrom(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start === -1) return "";
  return html.slice(start, html.indexOf("</section>", start));
}
