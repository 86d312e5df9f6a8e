import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { errorReports } from "@/src/db/schema";
import { errorResponse } from "@/src/server/http/api";
import { createLogger, logger, routeConsoleErrors, safeErrorFields } from "@/src/server/log";
import { fileDb } from "./file-db";

/**
 * Failed queries carry the values bound to them (drizzle's message and `params`, PostgreSQL's
 * "invalid input syntax …: "<value>""): client addresses, slugs, patients' words. What we log
 * of such an error keeps the SQL text and the database's reason, never a bound value.
 */
const file = fileDb();

const ADDRESS = "203.0.113.77";
const SLUG = "/doctor/asha-verma-9876543210";
const OUT_OF_RANGE = 2_147_483_648;

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("the query did not fail");
}

/** A logger with our options whose lines land in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger(stream as unknown as Parameters<typeof createLogger>[0]);
  log.level = "info";
  return { log, text: () => lines.join("") };
}

function expectNoTrace(text: string, ...values: string[]) {
  for (const value of values) expect(text).not.toContain(value);
}

describe("logs keep no value bound to a failed query", () => {
  it("a query refusing a recognisable value: the API's error log keeps the SQL and the reason, not the value", async () => {
    const error = await failure(() =>
      file.handle.db.execute(sql`select ${ADDRESS}::int as n, ${SLUG}::text as s`),
    );
    // The raw error does carry them: this is what must not reach a log.
    expect(`${error.message}\n${error.stack}`).toContain(ADDRESS);
    const spy = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      expect(errorResponse(error).status).toBe(500);
      const logged = JSON.stringify(spy.mock.calls);
      expectNoTrace(logged, ADDRESS, SLUG, "asha", "9876543210");
      expect(logged).toContain("22P02"); // invalid_text_representation
      expect(logged).toContain("select $1::int as n");
      expect(logged).toContain("invalid input syntax for type integer");
    } finally {
      spy.mockRestore();
    }
  });

  it("an insert out of the column's range, logged raw under err, as the first argument and through safeErrorFields", async () => {
    const error = await failure(() =>
      file.handle.db.insert(errorReports).values({
        entityKind: "doctor",
        entityId: OUT_OF_RANGE,
        pagePath: SLUG,
        message: `Call me from ${ADDRESS}`,
      }),
    );
    const { log, text } = capturingLogger();
    log.error({ err: error }, "raw error under err");
    log.error(error, "raw error as the first argument");
    log.warn({ error }, "raw error under error");
    log.error({ err: safeErrorFields(error) }, "through safeErrorFields");
    const written = text();
    expect(written.split("\n").filter(Boolean)).toHaveLength(4);
    expectNoTrace(written, ADDRESS, SLUG, "asha", "9876543210", String(OUT_OF_RANGE));
    expect(written).toContain("22003"); // numeric_value_out_of_range
    expect(written).toContain("insert into");
    expect(written).toContain("is out of range for type integer");
  });

  it("a stack keeps its frames, never the lines of the message (a value with a newline in it too)", async () => {
    const sneaky = `knee\n    at ${ADDRESS} (pretend-frame.js:1:1)`;
    const error = await failure(() =>
      file.handle.db.execute(sql`select ${sneaky}::int as n, ${SLUG}::text as s`),
    );
    const fields = safeErrorFields(error);
    const stack = String(fields.stack);
    expect(stack).toMatch(/^\s+at /);
    for (const line of stack.split("\n")) expect(line).toMatch(/^\s+at /);
    expectNoTrace(JSON.stringify(fields), ADDRESS, SLUG, "knee");
  });

  it("Next.js's own console.error of a failed page render becomes one JSON line without the bound values or a raw NUL; other console calls pass through", async () => {
    const slugWithNul = "knee\u0000x-asha-9876543210";
    const error = await failure(() =>
      file.handle.db.execute(sql`select ${ADDRESS}::int as n, ${slugWithNul}::text as s`),
    );
    const { log, text } = capturingLogger();
    const passed: unknown[][] = [];
    const fakeConsole = {
      error: (...args: unknown[]) => passed.push(["error", ...args]),
      warn: (...args: unknown[]) => passed.push(["warn", ...args]),
    } as unknown as Console;
    routeConsoleErrors(fakeConsole, log);
    // What Next.js does: a prefix string and the error itself.
    fakeConsole.error(" ⨯", error);
    fakeConsole.warn(`Failed query\nparams: ${ADDRESS},${slugWithNul}`, new Error("wrapped"));
    fakeConsole.error("a plain line, no error");
    const written = text();
    const lines = written.split("\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ source: "console" });
    expectNoTrace(written, ADDRESS, "asha", "9876543210", "\u0000");
    expect(written).toContain("22P02");
    expect(passed).toEqual([["error", "a plain line, no error"]]);
  });
});
