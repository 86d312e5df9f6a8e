import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as chatAnswer } from "@/app/api/chat/answer/route";
import { GET as cities } from "@/app/api/cities/route";
import { GET as estimate } from "@/app/api/estimate/route";
import { GET as conditions } from "@/app/api/lead/conditions/route";
import { GET as specialities } from "@/app/api/lead/specialities/route";
import { GET as treatmentOptions } from "@/app/api/lead/treatments/route";
import { POST as reportError } from "@/app/api/report-error/route";
import { GET as searchEntities } from "@/app/api/search/entities/route";
import { GET as popularTreatments } from "@/app/api/treatments/popular/route";
import { GET as cityList } from "@/app/dmg/v1/web/citylist/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { setDbHandleForTests } from "@/src/db";
import { type DbHandle, openPostgres } from "@/src/db/client";
import { logger } from "@/src/server/log";
import { fromAddress, nextIp } from "./auth-support";

/**
 * PostgreSQL down: the app's database is a PostgreSQL address where nothing listens (a port
 * just closed), so every statement fails with ECONNREFUSED, as during a restart. Every API
 * route, the read ones included, answers 503 with Retry-After (which clients retry), never a
 * 500, and logs a warning rather than an error.
 */
let handle: DbHandle;

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  handle = openPostgres(`postgres://vaidya@127.0.0.1:${await closedPort()}/vaidya`, 2);
  setDbHandleForTests(handle);
});
afterAll(async () => {
  setDbHandleForTests(undefined);
  await handle.close();
});

type Route = (request: Request) => Promise<Response>;

describe("the database unreachable: 503 + Retry-After from every API route", () => {
  it("read APIs (public, private, the estimate form's redirect), a write and the sitemap", async () => {
    const errors = vi.spyOn(logger, "error");
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      const get = (path: string) =>
        new Request(`http://localhost${path}`, { headers: fromAddress(nextIp()) });
      const cases: [Route, Request][] = [
        [estimate, get("/api/estimate?treatment=knee-replacement&insurer=star-health&sum=10")],
        [cities, get("/api/cities")],
        [searchEntities, get("/api/search/entities?query=knee")],
        [chatAnswer, get("/api/chat/answer?q=knee")],
        [popularTreatments, get("/api/treatments/popular?cityId=1")],
        [treatmentOptions, get("/api/lead/treatments?departmentId=-1")],
        [conditions, get("/api/lead/conditions")],
        [specialities, get("/api/lead/specialities")],
        [cityList, get("/dmg/v1/web/citylist")],
        [
          reportError,
          new Request("http://localhost/api/report-error", {
            method: "POST",
            headers: { "content-type": "application/json", ...fromAddress(nextIp()) },
            body: JSON.stringify({
              kind: "doctor",
              id: 1,
              path: "/doctor/a-doctor",
              message: "The phone number is wrong.",
            }),
          }),
        ],
        [sitemapIndex, get("/sitemap.xml")],
      ];
      for (const [route, request] of cases) {
        const response = await route(request);
        const path = new URL(request.url).pathname;
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after"), path).toBe("1");
        expect(response.headers.get("cache-control"), path).toMatch(/^private, no-store/);
      }
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it("the estimate form's 503 is text for the browser that sent it, in its language", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const response = await estimate(
      new Request("http://localhost/api/estimate?treatment=knee-replacement", {
        headers: { "accept-language": "hi-IN,hi;q=0.9" },
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toContain("कृपया");
    vi.restoreAllMocks();
  });
});
