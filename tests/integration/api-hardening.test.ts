import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as chatAnswer } from "@/app/api/chat/answer/route";
import { GET as estimate } from "@/app/api/estimate/route";
import { GET as treatmentOptions } from "@/app/api/lead/treatments/route";
import { POST as surveyPost } from "@/app/api/lead/survey/route";
import { GET as listingsFilter } from "@/app/api/listings/filter/route";
import { GET as searchEntities } from "@/app/api/search/entities/route";
import { GET as popularTreatments } from "@/app/api/treatments/popular/route";
import { GET as cityList } from "@/app/dmg/v1/web/citylist/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { logger } from "@/src/server/log";
import { createTestDb } from "../fixtures/db";
import { fromAddress, nextIp } from "./auth-support";
import { createLeadRequest, leadCount, minimalLead, outboxCount } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("hostile input at the API door", () => {
  it("a NUL or other control character anywhere is a 400 that writes nothing", async () => {
    const before = [await leadCount(handle.db), await outboxCount(handle.db)];
    for (const body of [
      minimalLead({ NameData: "Ram\u0000" }),
      minimalLead({ QueryData: "pain\u0007" }),
      minimalLead({ attribution: { utm_source: "x\u0000" } }),
    ]) {
      const { response, body: answer } = await createLeadRequest(body);
      expect(response.status).toBe(400);
      expect(answer.status.code).toBe(400);
    }
    const raw = await createLeadRequest(
      `{"NameData":"Ram\\u0000","MobileNoData":"9876543210","countryCode":"91","CityData":"Delhi NCR","leadFormVariant":"0"}`,
    );
    expect(raw.response.status).toBe(400);
    expect([await leadCount(handle.db), await outboxCount(handle.db)]).toEqual(before);
  });

  it("[SC-7] JSON nested 10,000 deep is a 400 on every JSON endpoint, never a stack overflow", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    const json = (body: string) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...fromAddress(nextIp()) },
      body,
    });
    const errors = vi.spyOn(logger, "error");
    try {
      for (const body of [deep, deepObject, `{"NameData":${deep}}`]) {
        const lead = await createLeadRequest(body);
        expect(lead.response.status).toBe(400);
        expect(lead.body.error).toEqual(["Request body is nested too deeply"]);
        const otp = await signup(new Request("http://localhost/users/v1/user/signup", json(body)));
        expect(otp.status).toBe(400);
        // The survey's own body limit (4 KB) refuses this one before it is read.
        const survey = await surveyPost(
          new Request("http://localhost/api/lead/survey", json(body)),
        );
        expect([400, 413]).toContain(survey.status);
      }
      for (const body of ["[".repeat(2000), `{"leadId":${"[".repeat(1000)}${"]".repeat(1000)}}`]) {
        const survey = await surveyPost(
          new Request("http://localhost/api/lead/survey", json(body)),
        );
        expect(survey.status).toBe(400);
      }
      expect(errors).not.toHaveBeenCalled();
      // Brackets inside strings are text, not nesting.
      const text = await createLeadRequest(minimalLead({ QueryData: "[[[[".repeat(400) }));
      expect(text.response.status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });

  it("a NUL or other control character in a query parameter is a 400 on every kind of API route, before any SQL", async () => {
    const errors = vi.spyOn(logger, "error");
    const warnings = vi.spyOn(logger, "warn");
    try {
      for (const [route, path] of [
        // The form's redirect, which used to pass the slug to SQL: a 500 and the SQL in the log.
        [estimate, "/api/estimate?treatment=knee%00x"],
        [estimate, "/api/estimate?treatment=knee-replacement&city=pune%00&insurer=none"],
        [listingsFilter, "/api/listings/filter?kind=doctors&city=delhi-ncr%00"],
        // Public catalogue answers.
        [searchEntities, "/api/search/entities?query=knee%00replacement"],
        [chatAnswer, "/api/chat/answer?q=knee%1bpain"],
        [popularTreatments, "/api/treatments/popular?cityId=1&x%00=1"],
        [treatmentOptions, "/api/lead/treatments?departmentId=-1%00"],
        // A private answer.
        [cityList, "/dmg/v1/web/citylist?x=%07"],
      ] as const) {
        const response = await route(
          new Request(`http://localhost${path}`, { headers: fromAddress(nextIp()) }),
        );
        expect(response.status, path).toBe(400);
        expect(await response.text(), path).toContain(
          "Request contains characters that are not allowed",
        );
        expect(response.headers.get("cache-control"), path).toBe("private, no-store, no-transform");
      }
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it("tabs and newlines in a query are kept (they are not control characters we refuse)", async () => {
    const { response } = await createLeadRequest(
      minimalLead({ QueryData: "Knee pain\nsince 2 years" }),
    );
    expect(response.status).toBe(200);
  });

  it("a badly encoded visitorid cookie is ignored and replaced, not a 500", async () => {
    // /api/cities is public (no cookie at all): the product API's city list sets the cookie.
    const response = await cityList(
      new Request("http://localhost/dmg/v1/web/citylist", {
        headers: { cookie: "visitorid=%E0%A4" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^visitorid=[0-9a-f-]{36};/);
  });

  it("a cross-site browser post is refused with 403 and writes nothing", async () => {
    const before = await leadCount(handle.db);
    const { response } = await createLeadRequest(minimalLead(), { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("only application/json bodies are read: text/plain tricks get 415", async () => {
    const { response } = await createLeadRequest(minimalLead(), {
      "content-type": "text/plain; x=application/json",
    });
    expect(response.status).toBe(415);
    const upper = await createLeadRequest(minimalLead(), {
      "content-type": "Application/JSON; charset=utf-8",
    });
    expect(upper.response.status).toBe(200);
  });

  it("a body declared larger than the limit is refused before it is read", async () => {
    const { response } = await createLeadRequest(minimalLead(), { "content-length": "10000000" });
    expect(response.status).toBe(413);
  });

  it("an unexpected error is logged without the request's personal data", async () => {
    const spy = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const { errorResponse } = await import("@/src/server/http/api");
    const failure = new Error("Failed query: insert … params: Asha Verma,9876543210", {
      cause: Object.assign(new Error("boom"), { code: "22021" }),
    });
    const response = errorResponse(failure);
    expect(response.status).toBe(500);
    const logged = JSON.stringify(spy.mock.calls);
    expect(logged).toContain("22021");
    expect(logged).not.toContain("9876543210");
    expect(logged).not.toContain("Asha");
    spy.mockRestore();
  });
});
