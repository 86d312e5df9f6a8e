import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchCityList, updateProfile } from "@/src/ui/account/api";

type Init = RequestInit & { headers: Record<string, string> };

function envelope(code: number, data: unknown): Response {
  return new Response(JSON.stringify({ status: { code, message: "m" }, data, error: [] }), {
    status: code === 200 ? 200 : 400,
    headers: { "content-type": "application/json" },
  });
}

const CITY = {
  cityid: 514,
  cityname: "Delhi NCR",
  webIconPrimary: null,
  webIconSecondary: null,
  type: "popular",
  latitude: 28.6,
  longitude: 77.2,
};

describe("[AP-34][ER-12][AU-19][AU-20] the browser's account calls", () => {
  const calls: { url: string; init: Init }[] = [];
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("document", { cookie: "visitorid=v-12345678" });
    warn = vi.spyOn(console, "warn");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  function answer(respond: () => Response | Promise<Response>) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: Init) => {
        calls.push({ url, init });
        return respond();
      }),
    );
  }

  it("[AP-34] on a network failure the profile update still reports success", async () => {
    answer(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(updateProfile({ name: "Asha" })).resolves.toEqual({ ok: true });
    // An answer that is not the API's envelope (a proxy's error page) counts the same.
    answer(() => new Response("<html>502</html>", { status: 502 }));
    await expect(updateProfile({ name: "Asha" })).resolves.toEqual({ ok: true });
  });

  it("[AP-34] an answer other than status code 200 is a failure, 200 a success", async () => {
    answer(() => envelope(400, null));
    await expect(updateProfile({ email: "x" })).resolves.toMatchObject({ ok: false });
    answer(() => envelope(200, { id: 1 }));
    await expect(updateProfile({ cityId: 514 })).resolves.toMatchObject({ ok: true });
  });

  it("[ER-12] a city list failure gives an empty list, silently", async () => {
    for (const respond of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => new Response("<html>502</html>", { status: 502 }),
      () => envelope(500, null),
      () => envelope(200, { results: "not a list" }),
    ]) {
      answer(respond);
      await expect(fetchCityList()).resolves.toEqual([]);
    }
    expect(warn).not.toHaveBeenCalled();
    answer(() => envelope(200, { results: [CITY], cityId: 514, cityName: "Delhi NCR" }));
    await expect(fetchCityList()).resolves.toEqual([CITY]);
  });

  // The page's script never holds the session token (the credentials cookie has none, so
  // injected script cannot steal it): the calls go same-origin with the httpOnly session cookie.
  it("[AU-19] the profile update is authenticated by the session cookie it carries, with no Authorization header", async () => {
    answer(() => envelope(200, { id: 1 }));
    await updateProfile({ name: "Asha" });
    expect(calls[0]?.url).toBe("/users/v1/user/update");
    expect(calls[0]?.init.method).toBe("PUT");
    expect(calls[0]?.init.credentials).toBe("same-origin");
    expect(Object.keys(calls[0]?.init.headers ?? {})).not.toContain("authorization");
  });

  it("[AU-20] the city list is public: the call carries no Authorization header", async () => {
    answer(() => envelope(200, { results: [] }));
    await fetchCityList();
    expect(calls[0]?.url).toBe("/dmg/v1/web/citylist");
    expect(calls[0]?.init.method).toBe("GET");
    expect(Object.keys(calls[0]?.init.headers ?? {})).not.toContain("authorization");
  });
});
