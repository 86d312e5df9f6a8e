import { describe, expect, it } from "vitest";
import { type DbHandle, setDbHandleForTests } from "@/src/db";
import { MemoryBuckets, requestLimitStore } from "@/src/server/ratelimit/request-limits";

const rule = { name: "search-1m", points: 3, durationMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, 0) + ms);

describe("[SR-17] per-request limits counted in memory (embedded database)", () => {
  it("[SR-17] a window allows its points, refuses the next hit with the wait, and a new window starts afresh", async () => {
    const buckets = new MemoryBuckets();
    for (let i = 1; i <= 3; i++) {
      const state = await buckets.consume(rule, "198.51.100.7", at(i * 1000));
      expect(state).toMatchObject({ allowed: true, consumed: i, remaining: 3 - i });
    }
    const refused = await buckets.consume(rule, "198.51.100.7", at(10_000));
    expect(refused).toEqual({ allowed: false, consumed: 4, remaining: 0, msBeforeNext: 51_000 });
    // Another client, and another rule for the same client, have their own buckets.
    expect((await buckets.consume(rule, "198.51.100.8", at(10_000))).allowed).toBe(true);
    expect(
      (await buckets.consume({ ...rule, name: "error-report-1h" }, "198.51.100.7", at(10_000)))
        .consumed,
    ).toBe(1);
    // The window opened at 1 s ends at 61 s: the hit after it opens a new one.
    const fresh = await buckets.consume(rule, "198.51.100.7", at(61_000));
    expect(fresh).toEqual({ allowed: true, consumed: 1, remaining: 2, msBeforeNext: 60_000 });
  });

  it("[SR-17] several points at once count like that many hits", async () => {
    const buckets = new MemoryBuckets();
    expect((await buckets.consume(rule, "a", at(0), 3)).allowed).toBe(true);
    expect((await buckets.consume(rule, "a", at(1), 1)).allowed).toBe(false);
  });

  it("[SR-17] stays bounded: ended windows are dropped, and past the cap the oldest window goes first", async () => {
    const buckets = new MemoryBuckets(1000);
    for (let i = 0; i < 1500; i++) await buckets.consume(rule, `10.0.${i >> 8}.${i & 255}`, at(i));
    expect(buckets.size).toBe(1000);
    // The newest client keeps its count; the oldest was dropped and starts a new window.
    expect((await buckets.consume(rule, "10.0.5.219", at(1600))).consumed).toBe(2);
    expect((await buckets.consume(rule, "10.0.0.0", at(1600))).consumed).toBe(1);
    // Two minutes later a hit sweeps every ended window away.
    await buckets.consume(rule, "late", at(180_000));
    expect(buckets.size).toBe(1);
  });
});

describe("[SR-17] which store a per-request limit counts in", () => {
  const on = (kind: DbHandle["kind"]) =>
    setDbHandleForTests({ kind, db: {}, close: async () => undefined } as unknown as DbHandle);

  it("[SR-17] the embedded database: every limit in memory; PostgreSQL: shared limits in the table, per-instance ones in memory", () => {
    try {
      on("pglite");
      expect(requestLimitStore({})).toBeInstanceOf(MemoryBuckets);
      expect(requestLimitStore({ perInstance: true })).toBeInstanceOf(MemoryBuckets);
      on("postgres");
      expect(requestLimitStore({})).not.toBeInstanceOf(MemoryBuckets);
      expect(requestLimitStore({ perInstance: true })).toBeInstanceOf(MemoryBuckets);
    } finally {
      setDbHandleForTests(undefined);
    }
  });
});
