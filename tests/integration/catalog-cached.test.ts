import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDbHandle, setDbHandleForTests } from "@/src/db";
import type { DbHandle } from "@/src/db/client";
import { cities } from "@/src/db/schema";
import {
  CATALOG_REVALIDATE_SECONDS,
  cachedArticleBySlug,
  cachedDoctorBySlug,
  cachedDoctors,
  cachedHomeData,
  cachedTreatmentBySlug,
  getArticleBySlug,
  getDoctorBySlug,
  getTreatmentBySlug,
  READ_TAGS,
  revalidateCatalog,
} from "@/src/server/catalog";
import { createTestDb } from "../fixtures/db";

// Next.js's data cache needs a Next.js request; here unstable_cache records its arguments and
// runs the read, and revalidateTag records its calls. React cache() does not memoise outside a
// server render, so each call below reaches the database.
const next = vi.hoisted(() => ({
  cached: [] as { keyParts: string[]; tags: string[]; revalidate: number | false | undefined }[],
  revalidated: [] as [string, unknown][],
}));
vi.mock("next/cache", () => ({
  unstable_cache: (
    fn: () => Promise<unknown>,
    keyParts: string[],
    options: { tags: string[]; revalidate?: number | false },
  ) => {
    next.cached.push({ keyParts, tags: options.tags, revalidate: options.revalidate });
    return fn;
  },
  revalidateTag: (tag: string, profile: unknown) => {
    next.revalidated.push([tag, profile]);
  },
}));

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  next.cached = [];
  next.revalidated = [];
  vi.unstubAllEnvs();
});

describe("catalog: cached reads", () => {
  it("a cached read opens the app's database itself, returns what the plain read returns, and is tagged", async () => {
    const slug = "knee-replacement";
    expect(await cachedTreatmentBySlug(slug, { cityId: 514 })).toEqual(
      await getTreatmentBySlug(handle.db, slug, { cityId: 514 }),
    );
    expect(next.cached).toEqual([
      {
        keyParts: ["catalog", "treatmentBySlug", '["knee-replacement",{"cityId":514}]'],
        tags: READ_TAGS.treatmentBySlug(slug, { cityId: 514 }),
        revalidate: CATALOG_REVALIDATE_SECONDS,
      },
    ]);
    expect(next.cached[0]?.tags).toEqual(
      expect.arrayContaining([
        "catalog",
        "catalog:treatment:knee-replacement",
        "catalog:conditions",
        "catalog:city:514",
      ]),
    );
  });

  it("profiles and articles: the same results as the plain reads, null for an unknown slug", async () => {
    const slugs = await cachedDoctors({ cityId: 514, limit: 1 });
    const slug = slugs.items[0]?.slug ?? "";
    expect(await cachedDoctorBySlug(slug)).toEqual(await getDoctorBySlug(handle.db, slug));
    expect(await cachedDoctorBySlug("nobody")).toBeNull();
    expect(await cachedArticleBySlug("hi", "piles-treatment-options")).toEqual(
      await getArticleBySlug(handle.db, "hi", "piles-treatment-options"),
    );
    expect(next.cached.map((c) => c.keyParts[1])).toEqual([
      "doctors",
      "doctorBySlug",
      "doctorBySlug",
      "articleBySlug",
    ]);
    expect(next.cached[3]?.tags).toContain("catalog:article:hi:piles-treatment-options");
  });

  it("arguments are keyed by value: object key order and trailing undefined do not matter", async () => {
    await cachedDoctors({ cityId: 514, departmentId: 1, limit: 5 });
    await cachedDoctors({ limit: 5, departmentId: 1, cityId: 514 });
    await cachedHomeData();
    await cachedHomeData(undefined);
    const keys = next.cached.map((c) => c.keyParts[2]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe("[]");
    expect(keys[3]).toBe("[]");
    expect(next.cached[2]?.tags).toContain("catalog:city:514");
  });

  // Rewritten rule: the build prerenders the pages without parameters (their renders are never
  // served, see page-cache.cjs), from a database of its own instead of refusing to read.
  it("during next build, reads go to an in-memory database with the sample data, never the configured one", async () => {
    const dir = path.join(os.tmpdir(), `vaidya-build-${process.pid}-${Date.now()}`);
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("PGLITE_DIR", dir);
    setDbHandleForTests(undefined);
    try {
      const build = getDbHandle();
      const rows = await build.db.select({ id: cities.id }).from(cities);
      expect(rows.length).toBeGreaterThan(10);
      expect(fs.existsSync(dir)).toBe(false);
      await build.close();
    } finally {
      setDbHandleForTests(handle);
    }
  }, 60_000);
});

describe("catalog: revalidateCatalog", () => {
  it("revalidates one entity's tag and its list tag with the 'max' profile", () => {
    expect(revalidateCatalog("doctor", "dr-a")).toEqual(["catalog:doctor:dr-a", "catalog:doctors"]);
    expect(next.revalidated).toEqual([
      ["catalog:doctor:dr-a", "max"],
      ["catalog:doctors", "max"],
    ]);
  });

  it("a whole kind, the whole catalogue, a city by id, an article in both languages, with a profile", () => {
    revalidateCatalog("hospital");
    revalidateCatalog();
    revalidateCatalog("city", 514, { profile: { expire: 0 } });
    revalidateCatalog("article", "piles-treatment-options");
    expect(next.revalidated).toEqual([
      ["catalog:hospital", "max"],
      ["catalog", "max"],
      ["catalog:city:514", { expire: 0 }],
      ["catalog:cities", { expire: 0 }],
      ["catalog:article:en:piles-treatment-options", "max"],
      ["catalog:article:hi:piles-treatment-options", "max"],
      ["catalog:articles", "max"],
    ]);
  });
});
