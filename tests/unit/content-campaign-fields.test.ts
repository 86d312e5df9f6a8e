import { describe, expect, it } from "vitest";
import {
  campaignKey,
  checkCampaignTexts,
  parseCampaignKey,
  superlativeIn,
} from "@/src/lib/content-editing/campaign";
import { campaignTag } from "@/src/server/catalog/tags";

const base = {
  headline: "Knee replacement cost in your city",
  subheadline: "",
  claims: "No-cost EMI\nCashless insurance at partner hospitals",
  faqs: "",
  formTitle: "",
  heroAlt: "",
};

describe("campaign page texts", () => {
  it("[CE-52] unverifiable superlatives are found; ordinary words are not", () => {
    for (const text of [
      "Best knee surgeons",
      "No. 1 clinic",
      "#1 in Delhi",
      "Guaranteed results",
      "100% success",
      "100 percent safe",
      "Cheapest in town",
      "Painless surgery",
      "Risk-free procedure",
      "सर्वश्रेष्ठ डॉक्टर",
      "इलाज की गारंटी",
    ]) {
      expect(superlativeIn(text), text).not.toBeNull();
    }
    for (const text of ["No-cost EMI", "Stop knee pain", "10% off the first visit", "Bestow"]) {
      expect(superlativeIn(text), text).toBeNull();
    }
  });

  it("[CE-51] claims: normalised one per line, at most 8, each at most 140 characters, no tags", () => {
    const ok = checkCampaignTexts({ ...base, claims: "  No-cost EMI \r\n\r\n Free pickup  " });
    expect(ok.ok && ok.value.claims).toBe("No-cost EMI\nFree pickup");
    const tag = checkCampaignTexts({ ...base, claims: "<b>Free</b> pickup" });
    expect(tag.ok).toBe(false);
    if (!tag.ok) expect(tag.problems[0]?.message).toContain("<b>");
    const twice = checkCampaignTexts({ ...base, claims: "Free pickup\nfree pickup" });
    expect(twice.ok).toBe(false);
    expect(checkCampaignTexts({ ...base, claims: "x".repeat(140) }).ok).toBe(true);
    expect(checkCampaignTexts({ ...base, claims: "x".repeat(141) }).ok).toBe(false);
    expect(checkCampaignTexts({ ...base, headline: "" }).ok).toBe(false);
  });

  it("[CE-52] a claim already published word for word is kept", () => {
    const published = { ...base, claims: "100% confidential and safe" };
    expect(checkCampaignTexts(published).ok).toBe(false);
    expect(checkCampaignTexts(published, published).ok).toBe(true);
    expect(
      checkCampaignTexts({ ...published, claims: "100% confidential and safe!" }, published).ok,
    ).toBe(false);
  });

  it("[CE-50] [CE-54] keys and the page's own tag", () => {
    expect(campaignKey("campaign", "hair-transplant-assessment")).toBe(
      "campaign:hair-transplant-assessment",
    );
    expect(parseCampaignKey("marketing:womens-health")).toEqual({
      kind: "marketing",
      slug: "womens-health",
    });
    expect(parseCampaignKey("en:womens-health")).toBeNull();
    expect(parseCampaignKey("campaign:Bad Slug")).toBeNull();
    expect(campaignTag("campaign", "hair-transplant-assessment")).toBe(
      "campaign:campaign:hair-transplant-assessment",
    );
  });
});
