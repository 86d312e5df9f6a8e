import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_ATTEMPT_TIMEOUT_MS, submitLead } from "@/src/ui/lead-form/submit";

type Init = RequestInit & { headers: Record<string, string>; signal: AbortSignal };

/** Rejects with the signal's reason once it aborts: a request or body that never arrives. */
function stalled<T>(signal: AbortSignal): Promise<T> {
  return new Promise((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason));
  });
}

function created(id: number): Response {
  return new Response(
    JSON.stringify({ status: { code: 200, message: "ok" }, data: [{ Id: id, surveyToken: "t" }] }),
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

describe("lead submit: per-attempt timeout", () => {
  const calls: Init[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("document", { cookie: "visitorid=v-1" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("every attempt carries a 15 s timeout signal", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: Init) => {
        calls.push(init);
        return created(7);
      }),
    );
    expect(SUBMIT_ATTEMPT_TIMEOUT_MS).toBe(15_000);
    await expect(submitLead({ NameData: "A" })).resolves.toEqual({
      ok: true,
      id: 7,
      surveyToken: "t",
    });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.signal.aborted).toBe(false);
  });

  it("a stalled request times out and is retried with the same Idempotency-Key: one lead", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: Init) => {
        calls.push(init);
        return calls.length === 1 ? stalled<Response>(init.signal) : Promise.resolve(created(42));
      }),
    );
    const result = await submitLead({ NameData: "A" }, { timeoutMs: 30, backoffMs: 1 });
    expect(result).toEqual({ ok: true, id: 42, surveyToken: "t" });
    expect(calls).toHaveLength(2);
    expect((calls[0]?.signal.reason as DOMException | undefined)?.name).toBe("TimeoutError");
    const key = calls[0]?.headers["idempotency-key"];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls[1]?.headers["idempotency-key"]).toBe(key);
  });

  it("an answer whose body stalls is a network error too: retried with the same key", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: Init) => {
        calls.push(init);
        if (calls.length > 1) return created(43);
        const signal = init.signal;
        return { status: 200, json: () => stalled(signal) } as unknown as Response;
      }),
    );
    const result = await submitLead({ NameData: "A" }, { timeoutMs: 30, backoffMs: 1 });
    expect(result).toEqual({ ok: true, id: 43, surveyToken: "t" });
    expect(calls[1]?.headers["idempotency-key"]).toBe(calls[0]?.headers["idempotency-key"]);
  });

  it("when every attempt times out the submit ends (the form is enabled again)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: Init) => {
        calls.push(init);
        return stalled<Response>(init.signal);
      }),
    );
    const result = await submitLead({ NameData: "A" }, { retries: 2, timeoutMs: 20, backoffMs: 1 });
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => (c.signal?.reason as DOMException | undefined)?.name)).toEqual([
      "TimeoutError",
      "TimeoutError",
      "TimeoutError",
    ]);
    expect(new Set(calls.map((c) => c.headers["idempotency-key"])).size).toBe(1);
  });

  it("an answer that is not JSON is not retried", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: Init) => {
        calls.push(init);
        return new Response("<html>bad request</html>", { status: 400 });
      }),
    );
    const result = await submitLead({ NameData: "A" }, { timeoutMs: 30, backoffMs: 1 });
    expect(result).toEqual({ ok: false, status: 400, error: null });
    expect(calls).toHaveLength(1);
  });
});
