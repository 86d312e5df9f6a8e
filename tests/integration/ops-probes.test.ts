import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import type { Database } from "@/src/db";
import { checkReadiness, markShuttingDown } from "@/src/server/ops/readiness";
import { fileDb } from "./file-db";

const file = fileDb();
// A copied PGlite database takes a few seconds to answer its first query on a busy machine; the
// probe's 2 s bound is for a running server, not for this start-up.
beforeAll(async () => {
  await file.handle.db.execute("select 1");
});

afterEach(() => markShuttingDown(false));

function expectProbeHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("content-type")).toContain("application/json");
}

describe("health and readiness probes (issue 9 item 6)", () => {
  it("[issue 9 ops] /api/health answers 200 without touching the database, uncached, no cookie", async () => {
    const response = health();
    expectProbeHeaders(response);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.status).toBe("ok");
    expect(body.status.code).toBe(200);
  });

  it("[issue 9 ops] /api/ready answers 200 when the database answers and every migration is applied", async () => {
    const response = await ready();
    expectProbeHeaders(response);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({
      ready: true,
      database: "ok",
      migrations: "current",
      shuttingDown: false,
    });
  });

  it("[issue 9 ops] /api/ready answers 503 once a shutdown began", async () => {
    markShuttingDown();
    const response = await ready();
    expectProbeHeaders(response);
    expect(response.status).toBe(503);
    expect((await response.json()).data).toMatchObject({ ready: false, shuttingDown: true });
  });

  it("[issue 9 ops] not ready when the database has no migrations, or not every one of this build", async () => {
    // No migration record at all (a database nobody migrated): its schema hidden for a moment.
    const db = file.handle.db;
    await db.execute("alter schema drizzle rename to drizzle_hidden");
    try {
      expect(await checkReadiness(() => db)).toMatchObject({
        ready: false,
        database: "ok",
        migrations: "behind",
      });
    } finally {
      await db.execute("alter schema drizzle_hidden rename to drizzle");
    }
    // The test database with its newest migration taken off the record.
    const { rows } = (await db.execute(
      "select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    )) as unknown as { rows: { id: number; created_at: string }[] };
    const newest = rows[0];
    if (!newest) throw new Error("no migration recorded");
    await db.execute(`delete from drizzle.__drizzle_migrations where id = ${Number(newest.id)}`);
    try {
      expect(await checkReadiness(() => db)).toMatchObject({ ready: false, migrations: "behind" });
    } finally {
      await db.execute(
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${Number(newest.id)}, 'restored', ${newest.created_at})`,
      );
    }
    expect((await checkReadiness(() => db)).ready).toBe(true);
  });

  it("[issue 9 ops] not ready when the database is unreachable or does not answer in time", async () => {
    const failing = {
      execute: () => Promise.reject(new Error("Connection terminated unexpectedly")),
    } as unknown as Database;
    expect(await checkReadiness(() => failing)).toMatchObject({
      ready: false,
      database: "unreachable",
    });
    expect(
      await checkReadiness(() => {
        throw new Error("ECONNREFUSED");
      }),
    ).toMatchObject({ ready: false, database: "unreachable" });
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = Date.now();
    expect(await checkReadiness(() => hanging, 100)).toMatchObject({
      ready: false,
      database: "timeout",
      migrations: "unknown",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
