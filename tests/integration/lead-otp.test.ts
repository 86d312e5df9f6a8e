import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as generateOtp } from "@/app/lead/v1/authenticate/generateotp/route";
import type { DbHandle } from "@/src/db/client";
import { leads } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";
import { installTestRuntime } from "./auth-support";
import { createLeadRequest, leadCount, minimalLead } from "./lead-fixtures";

let handle: DbHandle;
let runtime: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  runtime = installTestRuntime();
});
afterAll(async () => {
  runtime.restore();
  await handle.close();
});

async function sendOtp(mobile: string) {
  const response = await generateOtp(
    new Request("http://localhost/lead/v1/authenticate/generateotp", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ mobileNo: mobile, resend: 0, countryCode: "91" }),
    }),
  );
  expect(response.status).toBe(200);
  return runtime.lastOtp(mobile);
}

describe("lead forms that verify the mobile by OTP (DESIGN §5, optional page setting)", () => {
  it("a lead with the right OTP is stored as verified; a retry with its key answers the same lead", async () => {
    const mobile = "9811122233";
    const otp = await sendOtp(mobile);
    const key = crypto.randomUUID();
    const body = minimalLead({ MobileNoData: mobile, otp });
    const first = await createLeadRequest(body, { "idempotency-key": key });
    expect(first.response.status).toBe(200);
    const id = first.body.data?.[0]?.Id ?? 0;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.mobileVerified).toBe(true);
    const retry = await createLeadRequest(body, { "idempotency-key": key });
    expect(retry.response.status).toBe(200);
    expect(retry.body.data?.[0]?.Id).toBe(id);
  });

  it("a wrong OTP gets 400 'Please enter valid OTP' and writes nothing", async () => {
    const mobile = "9811122244";
    const otp = await sendOtp(mobile);
    const wrong = otp === "000000" ? "111111" : "000000";
    const before = await leadCount(handle.db);
    const { response, body } = await createLeadRequest(
      minimalLead({ MobileNoData: mobile, otp: wrong }),
    );
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Please enter valid OTP"]);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("an OTP that is not six digits gets 400", async () => {
    const { response, body } = await createLeadRequest(minimalLead({ otp: "12a" }));
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Please enter valid OTP"]);
  });

  it("leads without an OTP are stored as not verified", async () => {
    const { body } = await createLeadRequest(minimalLead());
    const [row] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, body.data?.[0]?.Id ?? 0));
    expect(row?.mobileVerified).toBe(false);
  });
});
