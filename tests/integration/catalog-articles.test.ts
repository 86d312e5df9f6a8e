import { describe, expect, it } from "vitest";
import { getArticleBySlug, listArticles } from "@/src/server/catalog";
import { catalogDb, expectJsonSafe } from "./catalog-support";

const db = catalogDb();

describe("catalog: articles", () => {
  it("[RT-33][RT-34] listArticles: one language, newest first, /blog/ or /hi/blog/ links, without bodies", async () => {
    const en = await listArticles(db(), { locale: "en", limit: 100 });
    expect(en.total).toBe(30);
    const dates = en.items.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of en.items) {
      expect(a.locale).toBe("en");
      expect(a.href).toBe(`/blog/${a.slug}`);
      expect(a.author.href).toBe(`/authors/${a.author.slug}`);
      expect(a.reviewer?.href).toBe(`/reviewers/${a.reviewer?.slug}`);
      expect(a.medicallyReviewedAt).not.toBeNull();
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a).not.toHaveProperty("body");
    }
    const hi = await listArticles(db(), { locale: "hi", limit: 100 });
    expect(hi.total).toBe(12);
    for (const a of hi.items) expect(a.href).toBe(`/hi/blog/${a.slug}`);
    expectJsonSafe(en);
  });

  it("filters by department and by tag; pages do not overlap", async () => {
    const ortho = await listArticles(db(), { locale: "en", departmentId: 1, limit: 100 });
    expect(ortho.total).toBeGreaterThan(0);
    expect(ortho.items.every((a) => a.department?.id === 1)).toBe(true);

    const money = await listArticles(db(), { locale: "en", tag: "cost-and-insurance", limit: 100 });
    expect(money.items.map((a) => a.slug)).toContain("cashless-health-insurance-claims");
    for (const a of money.items) {
      expect(a.tags.map((t) => t.slug)).toContain("cost-and-insurance");
    }
    const tag = money.items[0]?.tags.find((t) => t.slug === "cost-and-insurance");
    expect(tag?.nameHi).toMatch(/[\u0900-\u097f]/);
    expect((await listArticles(db(), { locale: "en", tag: "no-such-tag" })).total).toBe(0);

    const first = await listArticles(db(), { locale: "en", limit: 10 });
    const second = await listArticles(db(), { locale: "en", limit: 10, offset: 10 });
    const ids = new Set(first.items.map((a) => a.id));
    expect(second.items.some((a) => ids.has(a.id))).toBe(false);
  });

  it("getArticleBySlug: body and the other language's version both ways", async () => {
    const en = await getArticleBySlug(db(), "en", "knee-replacement-recovery-timeline");
    const hi = await getArticleBySlug(db(), "hi", "knee-replacement-recovery-timeline");
    expect(en?.body.length).toBeGreaterThan(500);
    expect(hi?.body).toMatch(/[\u0900-\u097f]{3}/);
    expect(en?.translations).toEqual([
      {
        locale: "hi",
        slug: "knee-replacement-recovery-timeline",
        href: "/hi/blog/knee-replacement-recovery-timeline",
      },
    ]);
    expect(hi?.translations).toEqual([
      {
        locale: "en",
        slug: "knee-replacement-recovery-timeline",
        href: "/blog/knee-replacement-recovery-timeline",
      },
    ]);
    expect(hi?.tags).toEqual(en?.tags);
    expectJsonSafe(en);
    // An English post without a Hindi version has none.
    const only = await getArticleBySlug(db(), "en", "appendicitis-warning-signs");
    expect(only?.translations).toEqual([]);
  });

  it("an unknown slug, or a slug in the wrong language, gives null", async () => {
    expect(await getArticleBySlug(db(), "en", "no-such-post")).toBeNull();
    expect(await getArticleBySlug(db(), "hi", "appendicitis-warning-signs")).toBeNull();
  });
});
