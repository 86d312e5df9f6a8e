/**
 * Article sources (PC-4): the numbered "Sources" list on an article page, in English
 * and Hindi, and the Article JSON-LD's `citation`, over HTTP.
 */
import { expect, test } from "@playwright/test";
import { articleSources } from "../../src/db/seed/data/article-sources";
import { jsonLdOfType } from "./server-html";

const SLUG = "knee-replacement-recovery-timeline";
const SOURCES = articleSources[SLUG] ?? [];

for (const [locale, path, heading] of [
  ["en", `/blog/${SLUG}`, "Sources"],
  ["hi", `/hi/blog/${SLUG}`, "स्रोत"],
] as const) {
  test(`[PC-4] ${path}: a numbered Sources list (${locale}) and the Article JSON-LD's citation`, async ({
    request,
  }) => {
    expect(SOURCES.length).toBeGreaterThan(0);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const section = /<section[^>]*data-testid="article-sources"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section, "the Sources section").toBeTruthy();
    expect(section).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(section).toContain("<ol");
    const links = [...(section ?? "").matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(links.map((l) => [l[1], l[2]])).toEqual(SOURCES.map((s) => [s.url, s.title]));
    for (const s of SOURCES) expect(section).toContain(s.publisher);
    expect(section).toContain(`dateTime="${SOURCES[0]?.accessed}"`);
    const ld = jsonLdOfType(html, "Article");
    expect(ld?.citation).toEqual(
      SOURCES.map((s) => ({
        "@type": "CreativeWork",
        name: s.title,
        url: s.url,
        publisher: { "@type": "Organization", name: s.publisher },
      })),
    );
  });
}
