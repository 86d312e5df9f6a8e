import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeCredentials } from "@/src/lib/auth/credentials";
import { LEAD_SESSION } from "@/src/lib/lead/session";
import {
  CREATELEADCRM_PATH,
  createLead,
  finishStoredLead,
  type StoredLeadSteps,
  SUBMIT_ATTEMPT_TIMEOUT_MS,
  submitLead,
  WEBLEADCREATE_PATH,
} from "@/src/ui/lead-form/submit";

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

/** A stand-in for the tab's sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    getItem: (key: string) => items.get(key) ?? null,
  };
}

const LOGGED_IN = encodeCredentials({
  id: 5,
  name: "Asha",
  email: null,
  mobileNo: "9876543210",
  countryCode: "91",
  selectedCity: { cityid: 477, cityname: "Mumbai", type: "popular" },
});

describe("[AP-9][ER-1][ER-4] webleadcreate from the browser", () => {
  const calls: { url: string; init: Init }[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("[AP-9] carries the product API's headers (visitorid, cityid of a logged-in user) and the session cookie, never a token in a header", async () => {
    vi.stubGlobal("document", { cookie: `visitorid=v-12345678; credentials=${LOGGED_IN}` });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: Init) => {
        calls.push({ url, init });
        return created(9);
      }),
    );
    await createLead({ NameData: "A" });
    expect(calls[0]?.url).toBe(WEBLEADCREATE_PATH);
    expect(calls[0]?.init.headers).toMatchObject({
      applicationtype: "website",
      "content-type": "application/json",
      visitorid: "v-12345678",
      cityid: "477",
    });
    // The session token is in the httpOnly cookie, which the same-origin request carries; the
    // page's script never holds it (AU-19).
    expect(calls[0]?.init.credentials).toBe("same-origin");
    expect(Object.keys(calls[0]?.init.headers ?? {})).not.toContain("authorization");
  });

  it("[ER-1][ER-4] a refused lead returns status false with the answer's error object, and logs it", async () => {
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    const refused = { status: { code: 400, message: "Please Enter Name" }, data: null, error: [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refused), { status: 400 })),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await createLead({ MobileNoData: "9876543210" }, { backoffMs: 1 });
    expect(result).toEqual({ ok: false, status: 400, error: refused });
    expect(warn).toHaveBeenCalledWith("lead create failed", 400, refused);
  });

  it("[ER-1][ER-4] a network failure through every retry returns status false with the error, logged", async () => {
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw offline;
      }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await createLead({ NameData: "A" }, { retries: 1, backoffMs: 1 });
    expect(result).toEqual({ ok: false, error: offline });
    expect(warn).toHaveBeenCalledWith("lead create failed", "network", offline);
  });

  it("[ER-4] a stored lead is not logged as a failure", async () => {
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => created(3)),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(createLead({ NameData: "A" })).resolves.toMatchObject({ ok: true, id: 3 });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("[AU-36][LF-64][LF-65][AP-14][ER-3] after a status code 200", () => {
  const order: string[] = [];
  let storage: ReturnType<typeof memoryStorage>;
  const lead = { NameData: "Asha", MobileNoData: "9876543210", countryCode: "91" };
  const stored = { id: 41, surveyToken: "secret", lead, mobile: "9876543210", name: "Asha" };

  function steps(extra: Partial<StoredLeadSteps> = {}): StoredLeadSteps {
    return {
      onStored: () => order.push("close"),
      thankYouUrl: "/thankyou?isquicksurvey=1",
      navigate: (url) => order.push(`go ${url}`),
      ...extra,
    };
  }

  beforeEach(() => {
    order.length = 0;
    storage = memoryStorage();
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    vi.stubGlobal("sessionStorage", storage);
    vi.stubGlobal("window", {
      open: (url: string, target: string, features: string) =>
        order.push(`open ${url} ${target} ${features}`),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("[AU-36] the session holds the mobile number, the name and the lead id", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    await finishStoredLead(stored, steps());
    expect(storage.getItem(LEAD_SESSION.leadId)).toBe("41");
    expect(storage.getItem(LEAD_SESSION.mobile)).toBe("9876543210");
    expect(storage.getItem(LEAD_SESSION.name)).toBe("Asha");
  });

  it("[LF-64][LF-65] the close callback runs, then the success redirect opens in a new tab, then /thankyou", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    await finishStoredLead(
      stored,
      steps({
        afterStored: async () => void order.push("selfie"),
        successRedirection: "https://example.com/guide.pdf",
      }),
    );
    expect(order).toEqual([
      "selfie",
      "close",
      "open https://example.com/guide.pdf _blank noopener,noreferrer",
      "go /thankyou?isquicksurvey=1",
    ]);
  });

  it("[LF-65] without a success redirect no tab opens", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    await finishStoredLead(stored, steps());
    expect(order).toEqual(["close", "go /thankyou?isquicksurvey=1"]);
  });

  it("[AP-14] createleadcrm is fired without waiting: its answer, even none, does not hold the form", async () => {
    const crm: { url: string; init: Init }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: Init) => {
        crm.push({ url, init });
        return new Promise<Response>(() => {}); // never answers
      }),
    );
    await finishStoredLead(stored, steps());
    expect(crm).toHaveLength(1);
    expect(crm[0]?.url).toBe(`${CREATELEADCRM_PATH}?leadId=41`);
    expect(crm[0]?.init).toMatchObject({ method: "POST", keepalive: true });
    expect(crm[0]?.init.headers["x-lead-token"]).toBe("secret");
    expect(order).toEqual(["close", "go /thankyou?isquicksurvey=1"]);
  });

  it("[ER-3] a failing createleadcrm (rejected or thrown) shows nothing and the submission goes on", async () => {
    const warn = vi.spyOn(console, "warn");
    for (const fail of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => {
        throw new TypeError("keepalive body too large");
      },
    ]) {
      order.length = 0;
      vi.stubGlobal("fetch", vi.fn(fail));
      await finishStoredLead(stored, steps());
      await new Promise((r) => setTimeout(r, 0));
      expect(order).toEqual(["close", "go /thankyou?isquicksurvey=1"]);
      expect(storage.getItem(LEAD_SESSION.leadId)).toBe("41");
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
