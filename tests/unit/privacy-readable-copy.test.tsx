import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CopyData, ReadableCopy } from "@/src/ui/privacy/readable-copy";

const data: CopyData = {
  exportedAt: "2027-01-05T06:30:00.000Z",
  mobile: "+917388800009",
  requests: [
    {
      id: 41,
      createdAt: "2027-01-02T06:30:00.000Z",
      stored: { name: "Asha Verma", mobile: "7388800009", city: "Lucknow" },
      photo: true,
      survey: { "How long": "2 years" },
      status: "new",
      consents: { call: true, whatsapp: false, marketing: true },
      contactRules: {
        channel: "whatsapp",
        from: "10:00",
        to: "13:00",
        language: "hi",
        doNotContact: false,
      },
      sharedWith: ["crm"],
      eraseDueAt: null,
    },
  ],
  consentHistory: [
    {
      leadId: 41,
      purpose: "marketing",
      action: "given",
      channel: "form",
      noticeVersion: "2026-11-26",
      at: "2027-01-02T06:30:00.000Z",
    },
    {
      leadId: 41,
      purpose: "whatsapp",
      action: "withdrawn",
      channel: "care_team",
      noticeVersion: "2026-11-26",
      at: "2027-01-03T06:30:00.000Z",
    },
  ],
};

describe("the readable copy of My data", () => {
  it("[DP-14] lists every stored field, the photo, the survey, consents, rules and the consent history", () => {
    const html = renderToStaticMarkup(<ReadableCopy locale="en" data={data} />);
    for (const text of [
      "+917388800009",
      "Request no. 41",
      "Asha Verma",
      "Lucknow",
      "Photo",
      "kept (you can ask us to delete it)",
      "2 years",
      "Health tips and offers",
      "WhatsApp only · 10:00-13:00",
      "Our CRM",
      "Consent history",
      "Care team, on a call",
      "withdrawn",
      "Print or save as PDF",
      'href="/my-data"',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("[DP-14] [DP-13] in Hindi, with the Hindi labels and the link back to /hi/my-data", () => {
    const html = renderToStaticMarkup(<ReadableCopy locale="hi" data={data} />);
    for (const text of [
      "अनुरोध सं. 41",
      "सहमति का इतिहास",
      "केयर टीम, कॉल पर",
      "प्रिंट करें",
      'href="/hi/my-data"',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain("Consent history");
  });
});
