import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as surveyPost } from "@/app/api/lead/survey/route";
import type { DbHandle } from "@/src/db/client";
import { leads } from "@/src/db/schema";
import { createTestDb } from "../fixtures/db";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

function postSurvey(body: unknown) {
  return surveyPost(
    new Request("http://localhost/api/lead/survey", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function surveyOf(id: number) {
  const [row] = await handle.db
    .select({ survey: leads.survey, surveyAt: leads.surveyAt })
    .from(leads)
    .where(eq(leads.id, id));
  return row;
}

const ANSWERS = { whenTreatment: "this-month", contactChannel: "whatsapp", contactTime: "evening" };

describe("POST /api/lead/survey", () => {
  it("saves the quick survey onto the lead whose secret it presents", async () => {
    const { body } = await createLeadRequest(minimalLead());
    const lead = body.data?.[0];
    const response = await postSurvey({ leadId: lead?.Id, token: lead?.surveyToken, ...ANSWERS });
    expect(response.status).toBe(200);
    const row = await surveyOf(lead?.Id ?? 0);
    expect(row?.survey).toEqual(ANSWERS);
    expect(row?.surveyAt).toBeInstanceOf(Date);
  });

  it("[TY-9] each question is optional: the answers given are saved; none is refused and saves nothing", async () => {
    const lead = (await createLeadRequest(minimalLead())).body.data?.[0];
    const empty = await postSurvey({ leadId: lead?.Id, token: lead?.surveyToken });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toEqual(["Choose at least one answer"]);
    expect((await surveyOf(lead?.Id ?? 0))?.survey).toBeNull();

    const one = await postSurvey({
      leadId: lead?.Id,
      token: lead?.surveyToken,
      contactChannel: "call",
    });
    expect(one.status).toBe(200);
    expect((await surveyOf(lead?.Id ?? 0))?.survey).toEqual({ contactChannel: "call" });
  });

  it("refuses the lead id alone or another lead's secret, and saves nothing", async () => {
    const a = (await createLeadRequest(minimalLead())).body.data?.[0];
    const b = (await createLeadRequest(minimalLead({ NameData: "B" }))).body.data?.[0];
    const withoutToken = await postSurvey({ leadId: a?.Id, ...ANSWERS });
    expect(withoutToken.status).toBe(400);
    const othersToken = await postSurvey({ leadId: a?.Id, token: b?.surveyToken, ...ANSWERS });
    expect(othersToken.status).toBe(404);
    expect((await othersToken.json()).error).toEqual(["Lead not found"]);
    expect((await surveyOf(a?.Id ?? 0))?.survey).toBeNull();
  });

  it("validates the answers and rejects unknown fields", async () => {
    const lead = (await createLeadRequest(minimalLead())).body.data?.[0];
    const bad = await postSurvey({
      leadId: lead?.Id,
      token: lead?.surveyToken,
      ...ANSWERS,
      contactTime: "midnight",
    });
    expect(bad.status).toBe(400);
    const extra = await postSurvey({
      leadId: lead?.Id,
      token: lead?.surveyToken,
      ...ANSWERS,
      x: 1,
    });
    expect(extra.status).toBe(400);
    expect((await surveyOf(lead?.Id ?? 0))?.survey).toBeNull();
  });
});
