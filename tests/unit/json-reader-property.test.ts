import fc from "fast-check";
import { describe, it } from "vitest";
import { AppError } from "@/src/server/http/errors";
import { readJson } from "@/src/server/http/api";
import { hostileJsonText } from "../fixtures/hostile";

/**
 * The JSON reader (readJson) against 10,000 hostile bodies (SC-7, SC-9): it answers a
 * value or a 4xx AppError, never anything else (a RangeError from deep nesting was a 500: L1);
 * what it answers holds only well-formed strings without control characters (a lone surrogate
 * reached the jsonb outbox and lost the lead with a 500: M3).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function badString(value: unknown, depth = 0): string | undefined {
  if (depth > 64) return "nested deeper than 64";
  if (typeof value === "string") {
    if (!value.isWellFormed()) return `not well-formed: ${JSON.stringify(value)}`;
    if (CONTROL.test(value)) return `control character: ${JSON.stringify(value)}`;
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = badString(item, depth + 1);
      if (bad) return bad;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const bad = badString(key, depth + 1) ?? badString(item, depth + 1);
      if (bad) return bad;
    }
  }
  return undefined;
}

describe("the JSON reader holds for 10,000 hostile bodies (fast-check)", {
  timeout: 120_000,
}, () => {
  it("[SC-7] a value with clean strings, or a 4xx; never another error", async () => {
    await fc.assert(
      fc.asyncProperty(hostileJsonText, async (text) => {
        const request = new Request("http://localhost/x", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: text,
        });
        let value: unknown;
        try {
          value = await readJson(request, 256 * 1024);
        } catch (error) {
          if (error instanceof AppError && error.status >= 400 && error.status < 500) return;
          throw new Error(`not a 4xx: ${error instanceof Error ? error.name : typeof error}`);
        }
        const bad = badString(value);
        if (bad) throw new Error(`answered a string a database would refuse (${bad})`);
      }),
      { numRuns: 10_000 },
    );
  });
});
