import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/src/db/errors";
import { errorResponse } from "@/src/server/http/api";

/** What drizzle throws: its own error with the driver's error as the cause. */
function drizzleError(cause: unknown): Error {
  return Object.assign(new Error("Failed query: insert into leads …"), { cause });
}

describe("[OP-8] database unavailable: 503 with Retry-After, not 500", () => {
  it("[OP-8] connection failures and PostgreSQL shutdown or start-up are 'unavailable'", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    for (const error of [
      refused,
      new AggregateError([refused, refused], ""),
      drizzleError(new Error("Connection terminated unexpectedly")),
      drizzleError(Object.assign(new Error("terminating connection"), { code: "57P01" })),
      drizzleError(
        Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      ),
      drizzleError(Object.assign(new Error("too many clients"), { code: "53300" })),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [
      new Error("boom"),
      drizzleError(Object.assign(new Error("syntax error"), { code: "42601" })),
      drizzleError(Object.assign(new Error("duplicate key"), { code: "23505" })),
      "a string",
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it("[OP-8] the API answers 503 + Retry-After (which the lead form retries) when the database is down, 500 for other failures", async () => {
    const down = errorResponse(drizzleError(new Error("Connection terminated unexpectedly")));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("1");
    const body = await down.json();
    expect(body.status.code).toBe(503);
    expect(body.error).toEqual(["The service is busy. Please try again in a moment."]);
    const hindi = await errorResponse(
      Object.assign(new Error("x"), { code: "ECONNREFUSED" }),
      "hi",
    ).json();
    expect(hindi.error[0]).toContain("कृपया");
    expect(errorResponse(new Error("a bug")).status).toBe(500);
  });
});
