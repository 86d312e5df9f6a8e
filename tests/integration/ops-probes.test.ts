import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import type { Database } from "@/src/db";
import { checkReadiness, markShuttingDown } from "@/src/server/ops/readiness";
import { fromAddress } from "./auth-support";
import { fileDb } from "./file-db";

const OPS_TOKEN = "ops-token-for-the-probes-test-0123456789";
// Before the file's first env() call: a token, and a proxy on this host (as a local nginx would
// be) that forwards other clients' requests.
vi.stubEnv("OPS_TOKEN", OPS_TOKEN);
vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1");
afterAll(() => {
  vi.unstubAllEnvs();
});

const file = fileDb();
// A copied PGlite database takes a few seconds to answer its first query on a busy machine; the
// probe's 2 s bound is for a running server, not for this start-up.
beforeAll(async () => {
  await file.handle.db.execute("select 1");
});

afterEach(() => markShuttingDown(false));

/** A probe request as the edge guard passes it on: from `peer`, with these headers. */
function probe(path: string, peer?: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    headers: { ...(peer ? fromAddress(peer) : {}), ...headers },
  });
}
const LOCAL = "127.0.0.1";

function expectProbeHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("content-type")).toContain("application/json");
}

describe("[OP-1][OP-2] health and readiness probes", () => {
  it("[OP-1] /api/health answers 200 without touching the database, uncached, no cookie", async () => {
    const response = health(probe("/api/health", LOCAL));
    expectProbeHeaders(response);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.status).toBe("ok");
    expect(body.status.code).toBe(200);
  });

  it("the probes' details (uptime, database, migrations) only for this host or OPS_TOKEN: anyone else gets the status", async () => {
    const detailed = async (request: () => Request) => {
      const healthData = (await health(request()).json()).data;
      const readyData = (await (await ready(request())).json()).data;
      if ("uptimeSeconds" in healthData) {
        expect(readyData).toMatchObject({ ready: true, database: "ok", migrations: "current" });
        return true;
      }
      expect(healthData).toEqual({ status: "ok" });
      expect(readyData).toEqual({ ready: true });
      return false;
    };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    // From this host: the loopback socket, no one forwarded for.
    expect(await detailed(() => probe("/api/ready", LOCAL))).toBe(true);
    expect(await detailed(() => probe("/api/ready", "::1"))).toBe(true);
    expect(await detailed(() => probe("/api/ready", "::ffff:127.0.0.1"))).toBe(true);
    // The public: another address, no address at all, a wrong or half token.
    expect(await detailed(() => probe("/api/ready", "203.0.113.5"))).toBe(false);
    expect(await detailed(() => probe("/api/ready"))).toBe(false);
    expect(await detailed(() => probe("/api/ready", "203.0.113.5", bearer("nope")))).toBe(false);
    expect(
      await detailed(() => probe("/api/ready", "203.0.113.5", bearer(OPS_TOKEN.slice(0, -1)))),
    ).toBe(false);
    expect(
      await detailed(() => probe("/api/ready", "203.0.113.5", { authorization: OPS_TOKEN })),
    ).toBe(false);
    // A client the local proxy forwards is not this host, whatever it claims further left.
    expect(
      await detailed(() =>
        probe("/api/ready", LOCAL, { "x-forwarded-for": "127.0.0.1, 203.0.113.5" }),
      ),
    ).toBe(false);
    // A monitor elsewhere with the token.
    expect(await detailed(() => probe("/api/ready", "203.0.113.5", bearer(OPS_TOKEN)))).toBe(true);
  });

  it("[OP-2] /api/ready answers 200 when the database answers and every migration is applied", async () => {
    const response = await ready(probe("/api/ready", LOCAL));
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

  it("[OP-2] /api/ready answers 503 once a shutdown began", async () => {
    markShuttingDown();
    const response = await ready(probe("/api/ready", LOCAL));
    expectProbeHeaders(response);
    expect(response.status).toBe(503);
    expect((await response.json()).data).toMatchObject({ ready: false, shuttingDown: true });
    // The public sees the status alone.
    const outside = await ready(probe("/api/ready", "203.0.113.5"));
    expect(outside.status).toBe(503);
    expect((await outside.json()).data).toEqual({ ready: false });
  });

  it("[OP-2] not ready when the database has no migrations, or not every one of this build", async () => {
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

  it("[OP-2] not ready when the database is unreachable or does not answer in time", async () => {
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
