/**
 * The language walk over HTTP: a Hindi page links to the Hindi page wherever one exists, and an
 * English page never sends a reader to Hindi unasked. A sample of pages of every type in both
 * languages (the sitemap's, spread, and the pages it leaves out), read as the server sends them:
 * their links, form targets and the links their RSC payload carries for menus and cards (see
 * ./hindi-links.ts). "Has a Hindi twin" is asked of the server itself: `/hi` + the path answers
 * 200. Only a link that declares its language (the language switch, "read it in English")
 * crosses. What scripts draw or where they go (menus opened, a chosen city's cards, the search
 * box's Enter, a lead's thank-you page) is walked in a browser in hindi-journey.spec.ts.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { spread } from "./http-walk";
import { hindiOf, isHindiPath, linksOf, pagePath } from "./hindi-links";

/** Paths taken from each sitemap child, in each language. */
const PER_CHILD = 8;

/** Pages the sitemap does not list (per query, not indexed), in English. */
const UNLISTED = [
  "/search?q=piles",
  "/doctors/filter/speciality-cardiology",
  "/delhi-ncr/hospitals/filter/speciality-orthopaedics_ayushman-yes",
  "/treatment/knee-replacement/cost/pune_corporate_single-room_titanium_star-health_5",
  "/reviews/filter/page-2",
  "/thankyou",
  "/chat",
];

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

/** English paths of every page type that has a Hindi twin, from the sitemap and UNLISTED. */
async function sample(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const paths: string[] = ["/"];
  for (const child of locs(await index.text())) {
    const all = locs(await (await request.get(child)).text());
    const hindi = new Set(all.filter(isHindiPath));
    // English paths whose Hindi page the sitemap lists (an English-only article stays out).
    const paired = all.filter((p) => !isHindiPath(p) && hindi.has(hindiOf(p)));
    paths.push(...(child.endsWith("/pages.xml") ? paired : spread(paired, PER_CHILD)));
  }
  return [...new Set([...paths, ...UNLISTED])];
}

interface Fetched {
  path: string;
  status: number;
  html: string;
}

async function fetchAll(request: APIRequestContext, paths: string[]): Promise<Fetched[]> {
  const out: Fetched[] = [];
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths.slice(i, i + 4);
    const answers = await Promise.all(batch.map((p) => request.get(p, { maxRedirects: 0 })));
    for (const [j, r] of answers.entries()) {
      out.push({ path: batch[j] as string, status: r.status(), html: await r.text() });
    }
  }
  return out;
}

/** Whether `/hi` + path answers 200, asked once per path. */
function twinChecker(request: APIRequestContext) {
  const known = new Map<string, Promise<boolean>>();
  return (path: string) => {
    let answer = known.get(path);
    if (!answer) {
      answer = request
        .get(hindiOf(path), { maxRedirects: 0 })
        .then((r) => r.status() === 200)
        .catch(() => false);
      known.set(path, answer);
    }
    return answer;
  };
}

test.describe.configure({ mode: "serial" });

let english: string[] = [];

test("[HI-14] no link on a Hindi page leads to an English page that has a Hindi twin", async ({
  request,
}) => {
  test.setTimeout(300_000);
  english = await sample(request);
  expect(english.length).toBeGreaterThan(60);
  const pages = await fetchAll(request, english.map(hindiOf));
  expect(pages.filter((p) => p.status !== 200).map((p) => `${p.path} → ${p.status}`)).toEqual([]);
  const hasTwin = twinChecker(request);
  const bad: string[] = [];
  let links = 0;
  for (const page of pages) {
    for (const link of linksOf(page.html)) {
      const path = pagePath(link.href);
      if (!path) continue;
      links += 1;
      if (isHindiPath(path) || (link.declared && !link.declared.startsWith("hi"))) continue;
      if (await hasTwin(path)) bad.push(`${page.path} → ${link.href}`);
    }
  }
  const targets = new Set(bad.map((b) => b.split(" → ")[1]));
  process.stdout.write(
    `Hindi link walk: ${pages.length} Hindi pages, ${links} links; ${bad.length} lead to an English page with a Hindi twin (${targets.size} distinct)\n`,
  );
  test.info().annotations.push({
    type: "English links with a Hindi twin",
    description: `${bad.length} on ${pages.length} pages (${targets.size} distinct targets)`,
  });
  expect(bad).toEqual([]);
});

test("[HI-17] no link on an English page leads to a Hindi page unasked", async ({ request }) => {
  test.setTimeout(300_000);
  expect(english.length).toBeGreaterThan(60);
  const pages = await fetchAll(request, english);
  const bad: string[] = [];
  for (const page of pages) {
    for (const link of linksOf(page.html)) {
      const path = pagePath(link.href);
      if (!path || !isHindiPath(path)) continue;
      // The language switch, the offer of Hindi and the Hindi blog say they lead to Hindi.
      if (link.declared?.startsWith("hi")) continue;
      bad.push(`${page.path} → ${link.href}`);
    }
  }
  process.stdout.write(
    `English link walk: ${pages.length} English pages; ${bad.length} undeclared links to Hindi\n`,
  );
  expect(bad).toEqual([]);
});
