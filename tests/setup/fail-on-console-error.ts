import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug: fail the test that caused it (STYLE: Epic Stack).
let errors: unknown[][] = [];
const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  spy.mockClear();
  if (seen.length > 0) {
    throw new Error(
      `console.error was called:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
