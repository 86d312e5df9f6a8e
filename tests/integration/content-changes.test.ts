import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { contentChanges } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";

const next = vi.hoisted(() => ({ revalidated: [] as [string, unknown][] }));
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string, profile: unknown) => {
    next.revalidated.push([tag, profile]);
  },
}));

const { changesAfter, DROP_TOKEN_HEADER } = await import("@/src/server/content-editing/changes");
const { POST } = await import("@/app/api/content-changes/route");

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("content changes between instances", () => {
  it("[CE-11] an instance reads the tags others published after the last row it saw, not its own", async () => {
    const db = handle.db;
    const start = await changesAfter(db, -1, "me");
    expect(start.tags).toEqual([]);
    await db.insert(contentChanges).values([
      { tags: ["catalog:treatment:knee-replacement", "catalog:treatments"], origin: "other" },
      { tags: ["catalog:treatment:cataract-surgery", "catalog:treatments"], origin: "me" },
      { tags: ["catalog:treatment:angioplasty", "catalog:treatments"], origin: null },
    ]);
    const read = await changesAfter(db, start.last, "me");
    expect(read.tags.sort()).toEqual([
      "catalog:treatment:angioplasty",
      "catalog:treatment:knee-replacement",
      "catalog:treatments",
    ]);
    expect(read.last).toBe(start.last + 3);
    expect(await changesAfter(db, read.last, "me")).toEqual({ last: read.last, tags: [] });
  });

  it("[CE-11] the loopback route drops tags only for its own token", async () => {
    const call = (token: string | null, tags: unknown) =>
      POST(
        new Request("http://127.0.0.1/api/content-changes", {
          method: "POST",
          headers: token === null ? {} : { [DROP_TOKEN_HEADER]: token },
          body: JSON.stringify({ tags }),
        }),
      );
    expect((await call(null, ["catalog"])).status).toBe(404);
    expect((await call("forged-token", ["catalog"])).status).toBe(404);
    expect(next.revalidated).toEqual([]);
    const state = (globalThis as unknown as { vaidyaContentChanges: { token: string } })
      .vaidyaContentChanges;
    const ok = await call(state.token, ["catalog:treatment:knee-replacement", "not a tag", 5]);
    expect(ok.status).toBe(204);
    expect(next.revalidated).toEqual([["catalog:treatment:knee-replacement", { expire: 0 }]]);
  });
});
