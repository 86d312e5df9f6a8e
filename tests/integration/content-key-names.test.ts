import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { blogPosts, doctors, hospitals } from "@/src/db/schema";
import { contentKeyNames } from "@/src/server/content-editing/entity-names";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("content keys in words", () => {
  it("[CS-116] staff read names, not keys: a city cost, a doctor, a fact, a photo, an article; an unknown slug reads as itself", async () => {
    const [doctor] = await handle.db
      .select({ slug: doctors.slug, name: doctors.name })
      .from(doctors)
      .limit(1);
    const [hospital] = await handle.db
      .select({ slug: hospitals.slug, name: hospitals.name })
      .from(hospitals)
      .limit(1);
    const [post] = await handle.db
      .select({ slug: blogPosts.slug, language: blogPosts.language, title: blogPosts.title })
      .from(blogPosts)
      .limit(1);
    if (!doctor || !hospital || !post)
      throw new Error("the sample data has no doctor, hospital or post");
    const items = [
      { kind: "city_cost", entityKey: "knee-replacement@lucknow" },
      { kind: "doctor", entityKey: doctor.slug },
      { kind: "doctor_treatments", entityKey: doctor.slug },
      { kind: "fact", entityKey: `doctor:${doctor.slug}:registration` },
      { kind: "photo", entityKey: `hospital:${hospital.slug}` },
      { kind: "article", entityKey: `${post.language}:${post.slug}` },
      { kind: "treatment", entityKey: "no-such-treatment" },
    ] as const;
    const names = await contentKeyNames(handle.db, items);
    expect(items.map((i) => names.get(`${i.kind} ${i.entityKey}`))).toEqual([
      "Knee Replacement in Lucknow",
      doctor.name,
      doctor.name,
      `${doctor.name}: registration`,
      hospital.name,
      `${post.title} (${post.language === "hi" ? "Hindi" : "English"})`,
      "no-such-treatment",
    ]);
  });
});
