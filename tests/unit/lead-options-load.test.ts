import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadOrEmpty } from "@/src/ui/lead-form/remote";

function envelope(code: number, data: unknown): Response {
  return new Response(JSON.stringify({ status: { code, message: "boom" }, data, error: [] }));
}

describe("[ER-13] data a page loads as it starts (the lead form's option lists)", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it("[ER-13] a failure to load is only logged: the list is empty and nothing is thrown or shown", async () => {
    const empty: never[] = [];
    const failures = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      async () => new Response("<html>503</html>", { status: 503 }),
      async () => envelope(500, null),
    ];
    for (const [i, fail] of failures.entries()) {
      vi.stubGlobal("fetch", vi.fn(fail));
      const url = `/api/cities?failure=${i}`;
      await expect(loadOrEmpty(url, empty)).resolves.toBe(empty);
      expect(warn).toHaveBeenLastCalledWith("lead form: could not load", url, expect.anything());
    }
    expect(warn).toHaveBeenCalledTimes(failures.length);
  });

  it("[ER-13] a failure is not kept: the next form of the visit asks again and gets the list", async () => {
    const url = "/api/lead/specialities?retry=1";
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(loadOrEmpty(url, [])).resolves.toEqual([]);
    const list = [{ DepartmentId: 1, DepartmentName: "Orthopaedics" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => envelope(200, list)),
    );
    await expect(loadOrEmpty(url, [])).resolves.toEqual(list);
  });
});
