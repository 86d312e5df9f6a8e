import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_ROUTE_IDS, searchableText } from "@/src/lib/content";
import { routeById } from "@/src/lib/page-registry";
import { renderMarkdown, slugify } from "@/src/server/content/markdown";
import { contentPageFile, faqGroups, loadContentPage, loadFaq } from "@/src/server/content/pages";

describe("markdown of content pages and articles", () => {
  it("renders a <script> element and an onerror attribute as text that cannot run", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="#" onclick="x()">a</a>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<a [^>]*onclick/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("onerror=&quot;alert(2)&quot;");
  });

  it("does not link javascript: or data: targets", () => {
    const { html } = renderMarkdown(
      "[one](javascript:alert(1)) [two](data:text/html,<b>x</b>) [ok](/privacy)",
    );
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('<a href="/privacy">ok</a>');
  });

  it("gives headings unique ids, in Devanagari too, and lists h2 and h3 for the contents", () => {
    const { html, headings } = renderMarkdown(
      "## What we collect\n\ntext\n\n## What we collect\n\n### हमारे अधिकार\n\n#### Deep",
    );
    expect(headings).toEqual([
      { id: "what-we-collect", text: "What we collect", level: 2 },
      { id: "what-we-collect-2", text: "What we collect", level: 2 },
      { id: "हमारे-अधिकार", text: "हमारे अधिकार", level: 3 },
    ]);
    expect(html).toContain('<h2 id="what-we-collect-2">');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
  });

  // Rewritten: body cells now carry their column's heading (data-label) for the phone layout.
  it("renders tables (the privacy notice has one), each body cell labelled with its column's heading", () => {
    const { html } = renderMarkdown(
      '| a | b & "c" |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n| x |\n|---|\n| 5 |',
    );
    expect(html).toContain("<table>");
    expect(html).toContain('<td data-label="a">1</td>');
    expect(html).toContain('<td data-label="b &amp; &quot;c&quot;">4</td>');
    expect(html).toContain('<td data-label="x">5</td>');
  });

  it("slugify keeps letters and digits of any script and never returns an empty id", () => {
    expect(slugify("Costs & payment (2026)")).toBe("costs-payment-2026");
    expect(slugify("बीमा और आयुष्मान भारत")).toBe("बीमा-और-आयुष्मान-भारत");
    expect(slugify("?!")).toBe("section");
  });
});

describe("content page files", () => {
  const cases = CONTENT_PAGE_ROUTE_IDS.flatMap((id) => {
    const route = routeById(id);
    if (!route) throw new Error(`no route ${id}`);
    return route.locales.map((locale) => [id, locale, route.pattern.slice(1)] as const);
  });

  it.each(cases)(
    "[RT-37] %s (%s): content/pages/%s/%s.md exists with title, description and date",
    async (id, locale, name) => {
      expect(fs.existsSync(contentPageFile(name, locale)), `${id} ${locale}`).toBe(true);
      const page = await loadContentPage(name, locale);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.description.length).toBeGreaterThan(40);
      expect(Number.isNaN(Date.parse(page.updated))).toBe(false);
      expect(page.html.length).toBeGreaterThan(500);
    },
  );

  it("every content file belongs to a route and locale that serves it (no orphan text)", () => {
    for (const locale of ["en", "hi"] as const) {
      const dir = contentPageFile("x", locale).replace(/x\.md$/, "");
      for (const file of fs.readdirSync(dir)) {
        const name = file.replace(/\.md$/, "");
        const route = CONTENT_PAGE_ROUTE_IDS.map((id) => routeById(id)).find(
          (r) => r?.pattern === `/${name}`,
        );
        expect(route?.locales, `${locale}/${file}`).toContain(locale);
      }
    }
  });
});

describe("the FAQ page", () => {
  it("reads ## groups of ### questions, each answer up to the next heading", () => {
    const groups = faqGroups(
      "Intro text.\n\n## Costs\n\n### Is it free?\n\nYes, **free**.\n\n### EMI?\n\nLine one.\n\nLine two.\n\n## Empty group\n\n## Data\n\n### Who sees it?\n\nOnly us & you.",
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.question)])).toEqual([
      ["Costs", ["Is it free?", "EMI?"]],
      ["Data", ["Who sees it?"]],
    ]);
    const [free, emi] = groups[0]?.items ?? [];
    expect(free?.answerHtml).toBe("<p>Yes, <strong>free</strong>.</p>\n");
    expect(free?.id).toBe("costs-is-it-free");
    expect(emi?.answerText).toBe("Line one. Line two.");
    expect(groups[1]?.items[0]?.answerText).toBe("Only us & you.");
  });

  it.each(["en", "hi"] as const)(
    "the %s FAQ has groups with questions and unique ids",
    async (locale) => {
      const groups = await loadFaq(locale);
      expect(groups.length).toBeGreaterThanOrEqual(4);
      const ids = groups.flatMap((g) => g.items.map((i) => i.id));
      expect(ids.length).toBeGreaterThanOrEqual(10);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it("searchableText ignores case and accents, so 'cafe' finds 'Café'", () => {
    expect(searchableText("Café EMI")).toBe("cafe emi");
    expect(searchableText("बीमा")).toBe("बीमा");
    expect(searchableText("बीमा")).not.toBe(searchableText("बम"));
  });
});
