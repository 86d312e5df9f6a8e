import { eq, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, setDbHandleForTests } from "@/src/db";
import type { DbHandle } from "@/src/db/client";
import { leads } from "@/src/db/schema";
import { logger } from "@/src/server/log";
import { createTestDb } from "../fixtures/db";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

/**
 * A lead without an Idempotency-Key whose statement's outcome the server cannot know: the
 * connection died while the statement ran (a PostgreSQL restart). The row may be committed, so
 * "503, retry" would make a second lead. Here the database handle is wrapped so that the lead's
 * statement commits and then the driver reports a connection error, as node-postgres does when
 * the server goes away between COMMIT and its answer.
 */
let handle: DbHandle;
const dialect = new PgDialect();

type Mode =
  /** Every statement runs as usual. */
  | "normal"
  /** The lead's insert commits, then the connection error; the database is back at once. */
  | "commit-then-drop"
  /** The lead's insert commits, then the connection error; the database stays down. */
  | "commit-then-down"
  /** The lead's insert is never sent: the connection was refused. */
  | "refused";
let mode: Mode = "normal";
let down = false;

const connectionTerminated = () => new Error("Connection terminated unexpectedly");
const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
  });

function wrap(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "execute") return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        const leadInsert = /insert into "leads"/i.test(text);
        if (down) throw refused();
        if (leadInsert && mode === "refused") throw refused();
        const result = await target.execute(query);
        if (leadInsert && mode === "commit-then-drop") throw connectionTerminated();
        if (leadInsert && mode === "commit-then-down") {
          down = true;
          throw connectionTerminated();
        }
        return result;
      };
    },
  });
}

const storedNamed = async (name: string): Promise<number[]> => {
  const rows = await handle.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.NameData, name))
    .orderBy(leads.id);
  return rows.map((r) => r.id);
};

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests({ ...handle, db: wrap(handle.db) });
});
afterEach(() => {
  mode = "normal";
  down = false;
  vi.restoreAllMocks();
});
afterAll(async () => {
  setDbHandleForTests(undefined);
  await handle.close();
});

describe("a keyless lead whose commit's outcome is unknown", () => {
  it("[AP-42] committed, then the connection dropped: answered 200 with the stored lead's Id, never 503 (which a client would retry into a second lead)", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const lead = minimalLead({ NameData: "Unsettled Commit Drop" });
    mode = "commit-then-drop";
    const first = await createLeadRequest(lead);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("retry-after")).toBeNull();
    const id = first.body.data?.[0]?.Id;
    expect(await storedNamed(lead.NameData)).toEqual([id]);
    // Its secret is the stored lead's: the survey works with it.
    expect(first.body.data?.[0]?.surveyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("[AP-43] committed, then the database stayed down past the wait: 503, and the retry with the same body answers the stored lead instead of storing it again", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const lead = minimalLead({ NameData: "Unsettled Commit Down" });
    mode = "commit-then-down";
    const first = await createLeadRequest(lead);
    expect(first.response.status).toBe(503);
    expect(await storedNamed(lead.NameData)).toHaveLength(1);
    // The database is back; the client retries the same body (from another address too: a
    // phone changing networks).
    mode = "normal";
    down = false;
    const retry = await createLeadRequest(lead);
    expect(retry.response.status).toBe(200);
    const stored = await storedNamed(lead.NameData);
    expect(stored).toHaveLength(1);
    expect(retry.body.data?.[0]?.Id).toBe(stored[0]);
    // A later, separate submission of the same body is a new lead again.
    const again = await createLeadRequest(lead);
    expect(again.response.status).toBe(200);
    expect(await storedNamed(lead.NameData)).toHaveLength(2);
  }, 30_000);

  it("[AP-43] never sent (the connection was refused): 503 + Retry-After at once, nothing stored, and the retry stores it once", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const lead = minimalLead({ NameData: "Unsettled Refused" });
    mode = "refused";
    const started = performance.now();
    const first = await createLeadRequest(lead);
    expect(first.response.status).toBe(503);
    expect(first.response.headers.get("retry-after")).toBe("1");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await storedNamed(lead.NameData)).toEqual([]);
    mode = "normal";
    const retry = await createLeadRequest(lead);
    expect(retry.response.status).toBe(200);
    expect(await storedNamed(lead.NameData)).toEqual([retry.body.data?.[0]?.Id]);
  });
});
