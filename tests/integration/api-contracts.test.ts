import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as citiesGet } from "@/app/api/cities/route";
import { GET as conditionsGet } from "@/app/api/lead/conditions/route";
import { GET as insurersGet } from "@/app/api/lead/insurers/route";
import { GET as specialitiesGet } from "@/app/api/lead/specialities/route";
import { GET as treatmentsGet } from "@/app/api/lead/treatments/route";
import { cityOptionSchema } from "@/src/lib/api/contracts/cities";
import { conditionOptionSchema } from "@/src/lib/api/contracts/conditions";
import { envelopeSchema } from "@/src/lib/api/contracts/envelope";
import { insurerOptionSchema } from "@/src/lib/api/contracts/insurers";
import { specialityOptionSchema } from "@/src/lib/api/contracts/specialities";
import { treatmentOptionSchema } from "@/src/lib/api/contracts/treatments";
import type { DbHandle } from "@/src/db/client";
import { cityOptions } from "@/src/server/leads/options";
import { createTestDb } from "../fixtures/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

/**
 * Each option route answers exactly its contract (src/lib/api/contracts): strict objects, so a
 * field the handler adds or renames without the contract fails here, not in a browser.
 */
const cases: [string, (r: Request) => Promise<Response>, z.ZodType][] = [
  ["/api/cities", citiesGet, z.array(cityOptionSchema.strict())],
  ["/api/lead/specialities", specialitiesGet, z.array(specialityOptionSchema.strict())],
  [
    "/api/lead/specialities?hospitalId=1",
    specialitiesGet,
    z.array(specialityOptionSchema.strict()),
  ],
  ["/api/lead/treatments", treatmentsGet, z.array(z.array(treatmentOptionSchema.strict()))],
  ["/api/lead/conditions", conditionsGet, z.array(conditionOptionSchema.strict())],
  ["/api/lead/insurers", insurersGet, z.array(insurerOptionSchema.strict())],
];

describe("API answers match their contracts", () => {
  for (const [url, handler, data] of cases) {
    it(`GET ${url}`, async () => {
      const response = await handler(new Request(`http://localhost${url}`));
      expect(response.status).toBe(200);
      const parsed = envelopeSchema(data)
        .strict()
        .safeParse(await response.json());
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
  }

  it("cityOptions (what the /api/cities handler is to call) answers what the route does", async () => {
    const body = await (await citiesGet(new Request("http://localhost/api/cities"))).json();
    expect(await cityOptions(handle.db)).toEqual(body.data);
  });

  it("an error answer is an envelope too", async () => {
    const response = await specialitiesGet(
      new Request("http://localhost/api/lead/specialities?hospitalId=abc"),
    );
    const parsed = envelopeSchema(z.unknown())
      .strict()
      .safeParse(await response.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
