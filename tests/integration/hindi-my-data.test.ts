import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { createLead } from "@/src/server/leads/service";
import { myRequests, requestsIn } from "@/src/server/privacy/my-data";
import { createTestDb } from "../fixtures/db";
import { minimalLead } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("[HI-18] My data on a Hindi page", () => {
  it("[HI-18] shows the catalogue's names a lead stores (city, treatment, insurer) in Hindi, and keeps the stored values", async () => {
    const mobile = "7288800011";
    const input = leadRequestSchema.parse(
      minimalLead({
        MobileNoData: mobile,
        CityData: "Patna",
        ProcedureNameData: "Piles Treatment",
        IsInsurance: "Yes",
        insuranceType: "Govt.",
        InsuranceNameData: "Ayushman Bharat PM-JAY",
        leadFormVariant: "3",
      }),
    );
    await createLead(handle.db, input, { defaultConsentVersion: "test", crmGraceMs: 0 });
    const requests = await myRequests(handle.db, { countryCode: "91", mobile });
    expect(requests).toHaveLength(1);
    const [hindi] = await requestsIn(handle.db, requests, "hi");
    expect(hindi?.shown).toMatchObject({ city: "पटना", treatment: "बवासीर का इलाज" });
    expect(String(hindi?.shown?.insurance)).toMatch(/[\u0900-\u097F]/);
    // The patient's own words and the stored values stay as they are.
    expect(hindi?.shown?.name).toBe("Asha Verma");
    expect(hindi?.stored).toEqual(requests[0]?.stored);
    // An English page shows what is stored.
    expect(await requestsIn(handle.db, requests, "en")).toBe(requests);
  });
});
