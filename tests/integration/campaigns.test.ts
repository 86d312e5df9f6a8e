import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, leads } from "@/src/db/schema";
import { MARKETING_CLAIMS } from "@/src/db/seed/data/campaigns";
import { getActiveCampaign } from "@/src/server/campaigns";
import { catalogDb, expectJsonSafe } from "./catalog-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

const db = catalogDb();

describe("[MK-26] campaign pages as data", () => {
  it("[MK-1][MK-2][MK-3][MK-4][MK-5] the seeded women's-health page carries the spec §1 five claims word for word", async () => {
    const c = await getActiveCampaign(db(), "marketing", "womens-health");
    expect(c).not.toBeNull();
    expectJsonSafe(c);
    expect(c?.claims).toEqual([
      "Only certified experienced female doctors",
      "100% confidential and safe",
      "No parental or spousal consent required",
      "All adult women, married or unmarried, can avail",
      "Early discharge and quick recovery",
    ]);
    expect(c?.claims).toEqual([...MARKETING_CLAIMS]);
    expect(c?.department).toBe("Gynaecology");
  });

  it("[MK-26] the PDF variant and the campaign kind are read from the record", async () => {
    expect((await getActiveCampaign(db(), "marketing", "piles-guide"))?.pdf).toBe(true);
    expect((await getActiveCampaign(db(), "campaign", "knee-replacement-cost"))?.pdf).toBe(false);
    // A slug answers only under its own kind.
    expect(await getActiveCampaign(db(), "campaign", "womens-health")).toBeNull();
    expect(await getActiveCampaign(db(), "marketing", "knee-replacement-cost")).toBeNull();
  });

  it("[MK-26] unknown and malformed slugs are null, not an error", async () => {
    expect(await getActiveCampaign(db(), "marketing", "no-such-campaign")).toBeNull();
    expect(await getActiveCampaign(db(), "marketing", "Womens-Health")).toBeNull();
    expect(await getActiveCampaign(db(), "marketing", "womens-health/extra")).toBeNull();
    expect(await getActiveCampaign(db(), "marketing", "'; drop table campaigns; --")).toBeNull();
    expect(await getActiveCampaign(db(), "marketing", "")).toBeNull();
  });

  it("[MK-26] a campaign answers from active_from (inclusive) until active_to (exclusive)", async () => {
    const from = new Date("2026-03-01T00:00:00Z");
    const to = new Date("2026-03-31T00:00:00Z");
    await db().insert(campaigns).values({
      kind: "campaign",
      slug: "march-cataract",
      headline: "Cataract surgery in March",
      department: "Ophthalmology",
      activeFrom: from,
      activeTo: to,
    });
    const at = (iso: string) =>
      getActiveCampaign(db(), "campaign", "march-cataract", new Date(iso));
    expect(await at("2026-02-28T23:59:59Z")).toBeNull();
    expect((await at("2026-03-01T00:00:00Z"))?.headline).toBe("Cataract surgery in March");
    expect((await at("2026-03-30T23:59:59Z"))?.activeTo).toBe(to.toISOString());
    expect(await at("2026-03-31T00:00:00Z")).toBeNull();
    // Open-ended: no end date.
    await db()
      .update(campaigns)
      .set({ activeTo: null })
      .where(and(eq(campaigns.kind, "campaign"), eq(campaigns.slug, "march-cataract")));
    expect(await at("2030-01-01T00:00:00Z")).not.toBeNull();
  });

  it("[MK-26] the database refuses a bad kind, slug or form variant", async () => {
    const base = { headline: "x", department: "ENT" };
    await expect(
      db()
        .insert(campaigns)
        .values({ ...base, kind: "promo" as "campaign", slug: "a" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(campaigns)
        .values({ ...base, kind: "campaign", slug: "Bad Slug" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(campaigns)
        .values({ ...base, kind: "campaign", slug: "ok", formVariant: "9" }),
    ).rejects.toThrow();
  });

  it("[MK-27] a lead keeps its campaign and utm_* attribution", async () => {
    const { response, body } = await createLeadRequest(
      minimalLead({
        attribution: {
          utm_source: "facebook",
          utm_medium: "paid-social",
          utm_campaign: "womens-health-nov",
          utm_content: "video-a",
          gclid: "G-123",
          campaign: "marketing/womens-health",
          landingPage: "/marketing/womens-health",
        },
        Zutm_sourcedata: "facebook",
      }),
    );
    expect(response.status).toBe(200);
    const [row] = await db()
      .select()
      .from(leads)
      .where(eq(leads.id, body.data?.[0]?.Id ?? 0));
    expect(row?.attribution).toMatchObject({
      utm_source: "facebook",
      utm_medium: "paid-social",
      utm_content: "video-a",
      gclid: "G-123",
      campaign: "marketing/womens-health",
    });
  });
});
