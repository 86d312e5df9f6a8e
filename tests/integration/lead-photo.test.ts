import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as photoPost } from "@/app/api/lead/photo/route";
import { leadPhotos, leads } from "@/src/db/schema";
import { PHOTO_CONSENT_VERSION, PHOTO_MAX_BYTES } from "@/src/lib/lead/photo";
import { catalogDb } from "./catalog-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

const db = catalogDb();

/** A tiny JPEG-looking body: starts with the JPEG magic bytes. */
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]).toString("base64")}`;

async function newLead(): Promise<{ id: number; token: string }> {
  const { body } = await createLeadRequest(minimalLead());
  const first = body.data?.[0];
  if (!first) throw new Error("lead not created");
  return { id: first.Id, token: first.surveyToken };
}

function post(body: unknown) {
  return photoPost(
    new Request("http://localhost/api/lead/photo", {
      method: "POST",
      headers: { "content-type": "application/json", applicationtype: "website" },
      body: JSON.stringify(body),
    }),
  );
}

describe("selfie storage (issue 14 item 5)", () => {
  it("[SF-1][issue 14 item 5] a photo with consent is stored with the consent version; nothing reads it back over HTTP", async () => {
    const lead = await newLead();
    const response = await post({ leadId: lead.id, token: lead.token, photo: JPEG, consent: true });
    expect(response.status).toBe(200);
    const [row] = await db().select().from(leadPhotos).where(eq(leadPhotos.leadId, lead.id));
    expect(row?.contentType).toBe("image/jpeg");
    expect(row?.consentVersion).toBe(PHOTO_CONSENT_VERSION);
    expect(`data:image/jpeg;base64,${row?.data}`).toBe(JPEG);
    // The route answers POST only.
    expect(Object.keys(await import("@/app/api/lead/photo/route"))).toEqual(["POST"]);
  });

  it("[issue 14 item 5] without explicit consent, with a wrong secret, or not a JPEG: refused and nothing stored", async () => {
    const lead = await newLead();
    const base = { leadId: lead.id, token: lead.token, photo: JPEG };
    expect((await post({ ...base, consent: false })).status).toBe(400);
    expect((await post(base)).status).toBe(400);
    expect((await post({ ...base, consent: true, token: "x".repeat(43) })).status).toBe(404);
    const png = `data:image/png;base64,${Buffer.from("\x89PNG").toString("base64")}`;
    expect((await post({ ...base, consent: true, photo: png })).status).toBe(400);
    const huge = `data:image/jpeg;base64,/9j/${"A".repeat(Math.ceil((PHOTO_MAX_BYTES * 4) / 3))}`;
    expect((await post({ ...base, consent: true, photo: huge })).status).toBe(400);
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(0);
  });

  it("[issue 14 item 5] the photo is deleted with its lead", async () => {
    const lead = await newLead();
    await post({ leadId: lead.id, token: lead.token, photo: JPEG, consent: true });
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(1);
    await db().delete(leads).where(eq(leads.id, lead.id));
    expect(await db().$count(leadPhotos, eq(leadPhotos.leadId, lead.id))).toBe(0);
  });
});
