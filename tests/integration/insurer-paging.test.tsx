import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { hrefFor, routeFor } from "@/src/lib/page-registry";
import { INSURER_PAGE_SIZE, loadInsurerPage } from "@/src/server/discovery/insurance";
import { InsurerView } from "@/src/ui/discovery/insurance-views";
import { fileDb } from "./file-db";

// Next.js's data cache needs a Next.js request: here it runs the read.
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: () => {},
}));

fileDb();

/** Every page of an insurer's hospitals, in order. */
async function allPages(insurer: string, city?: string) {
  const first = await loadInsurerPage(insurer, city, 1);
  if (!first) throw new Error(`no page for ${insurer}`);
  const pages = [first];
  for (let p = 2; p <= first.pages; p++) {
    const next = await loadInsurerPage(insurer, city, p);
    if (!next) throw new Error(`no page ${p}`);
    pages.push(next);
  }
  return pages;
}

describe("insurer pages are paged like the listings", () => {
  it("[DS-25] every hospital that accepts the insurer is on exactly one page, 20 a page, and the count is what the pages list", async () => {
    for (const [insurer, city] of [
      ["star-health", undefined],
      ["ayushman-bharat-pm-jay", undefined],
      ["star-health", "delhi-ncr"],
    ] as const) {
      const pages = await allPages(insurer, city);
      const total = pages[0]?.hospitals.total ?? 0;
      const ids = pages.flatMap((p) => p.hospitals.items.map((h) => h.id));
      expect(ids.length).toBe(total);
      expect(new Set(ids).size).toBe(total);
      expect(pages.length).toBe(Math.max(1, Math.ceil(total / INSURER_PAGE_SIZE)));
      for (const p of pages.slice(0, -1)) expect(p.hospitals.items).toHaveLength(INSURER_PAGE_SIZE);
      // Past the last page: no page (the route answers 404).
      expect(await loadInsurerPage(insurer, city, pages.length + 1)).toBeNull();
    }
    // The all-India Star Health page has more than one page of hospitals in the sample.
    expect((await loadInsurerPage("star-health"))?.pages).toBeGreaterThan(1);
  });

  it("[DS-26] the numbered pages have their own paths, English and Hindi, and each page links the others", async () => {
    expect(hrefFor("insurer-page", { insurer: "star-health", page: "2" })).toBe(
      "/hospitals/insurance/star-health/page/2",
    );
    expect(
      hrefFor("city-insurer-page", { city: "pune", insurer: "star-health", page: "3" }, "hi"),
    ).toBe("/hi/pune/hospitals/insurance/star-health/page/3");
    expect(routeFor("/hospitals/insurance/star-health/page/2").id).toBe("insurer-page");
    expect(routeFor("/pune/hospitals/insurance/star-health/page/2").id).toBe("city-insurer-page");

    for (const locale of ["en", "hi"] as const) {
      const data = await loadInsurerPage("star-health", undefined, 2);
      if (!data) throw new Error("no page 2");
      const m = getMessages(locale).discovery;
      const href = (p: number) =>
        p > 1
          ? hrefFor("insurer-page", { insurer: "star-health", page: String(p) }, locale)
          : hrefFor("insurer", { insurer: "star-health" }, locale);
      const html = renderToStaticMarkup(
        <InsurerView
          kind="private"
          insurer={data.insurer}
          city={null}
          hospitals={data.hospitals.items}
          total={data.hospitals.total}
          page={data.page}
          pages={data.pages}
          pageHref={href}
          cities={data.cities}
          cityHref={(slug) => `/${slug}`}
          crumbs={[]}
          title="t"
          estimateTreatments={[]}
          m={m}
          locale={locale}
        />,
      );
      const prefix = locale === "hi" ? "/hi" : "";
      expect(html).toContain(`href="${prefix}/hospitals/insurance/star-health"`);
      if (data.pages > 2) {
        expect(html).toContain(`href="${prefix}/hospitals/insurance/star-health/page/3"`);
      }
      expect(html).toContain('rel="prev"');
    }
  });
});
