import { describe, expect, it } from "vitest";
import { COMPARE_MAX, comparePath, parseCompareItems, togglePick } from "@/src/lib/catalog/compare";
import { hrefFor, routeById, routeFor } from "@/src/lib/page-registry";

describe("compare URLs", () => {
  it("[DS-28] two or three slugs in the picking order are the canonical segment", () => {
    expect(parseCompareItems("dr-a-lucknow-vs-dr-b-lucknow")).toEqual({
      kind: "ok",
      slugs: ["dr-a-lucknow", "dr-b-lucknow"],
    });
    expect(parseCompareItems("c-vs-a-vs-b")).toEqual({ kind: "ok", slugs: ["c", "a", "b"] });
  });

  it("[DS-28] a slug named twice or capitals are another spelling of a choice, whose one URL is known", () => {
    expect(parseCompareItems("a-vs-b-vs-a")).toEqual({ kind: "noncanonical", slugs: ["a", "b"] });
    expect(parseCompareItems("A-vs-B")).toEqual({ kind: "noncanonical", slugs: ["a", "b"] });
    expect(parseCompareItems("a-vs-a-vs-b-vs-b")).toEqual({
      kind: "noncanonical",
      slugs: ["a", "b"],
    });
  });

  it("[DS-28] fewer than two, more than three or anything but slugs is no choice", () => {
    for (const items of [
      "a",
      "a-vs-a",
      "a-vs-b-vs-c-vs-d",
      "a-vs-",
      "-vs-a",
      "a-vs--b",
      "a-vs-b_c",
      "a-vs-b%2Fc",
      "%E0%A4",
      "a-vs-b/c",
      "",
      Array.from({ length: 500 }, (_, i) => `s${i}`).join("-vs-"),
    ]) {
      expect(parseCompareItems(items), items).toEqual({ kind: "invalid" });
    }
  });

  it("[DS-28] [DS-33] the bar's link is the page's path in the listing's language", () => {
    expect(comparePath("doctors", ["a", "b"], "en")).toBe("/compare/doctors/a-vs-b");
    expect(comparePath("hospitals", ["a", "b", "c"], "hi")).toBe(
      "/hi/compare/hospitals/a-vs-b-vs-c",
    );
    expect(hrefFor("compare-doctors", { items: "a-vs-b" }, "hi")).toBe(
      comparePath("doctors", ["a", "b"], "hi"),
    );
    expect(routeFor("/compare/doctors/a-vs-b").id).toBe("compare-doctors");
    expect(routeFor("/compare/hospitals/a-vs-b").id).toBe("compare-hospitals");
  });

  it("[DS-34] compare pages are cached like profiles, not indexed and stay out of the sitemap", () => {
    for (const id of ["compare-doctors", "compare-hospitals"]) {
      const route = routeById(id);
      expect(route?.entry.revalidate).toBeGreaterThan(0);
      expect(route?.entry.indexable).toBe(false);
      expect(route?.sitemap).toBeNull();
      expect(route?.locales).toEqual(["en", "hi"]);
    }
  });

  it("[DS-32] a pick toggles in and out, at most three", () => {
    let picks: string[] = [];
    for (const slug of ["a", "b", "c", "d"]) picks = togglePick(picks, slug);
    expect(picks).toEqual(["a", "b", "c"]);
    expect(picks).toHaveLength(COMPARE_MAX);
    picks = togglePick(picks, "b");
    expect(picks).toEqual(["a", "c"]);
    expect(togglePick(picks, "d")).toEqual(["a", "c", "d"]);
  });
});
