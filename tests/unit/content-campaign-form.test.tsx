import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CampaignPageForm } from "@/src/ui/console/content/page-forms";

const noop = async () => ({});

describe("the campaign page form", () => {
  it("[CE-50] [CE-52] shows every field, and a published claim with a superlative is kept as it is", () => {
    const html = renderToStaticMarkup(
      <CampaignPageForm
        action={noop}
        entityKey="marketing:womens-health"
        current={{
          headline: "Gynaecology care by women doctors",
          subheadline: "",
          claims: "100% confidential and safe",
          faqs: "",
          formTitle: "",
          heroAlt: "",
        }}
      />,
    );
    for (const label of [
      "Headline",
      "Line under the headline",
      "Claims",
      "FAQs",
      "Form title",
      "Hero image alt text",
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('name="kind" value="campaign"');
    expect(html).toContain('value="marketing:womens-health"');
    // The published claim is not flagged (no problem text under the field).
    expect(html).not.toContain("a claim must be something");
  });
});
