import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadRow } from "@/src/lib/console/lead-view";
import { LeadInbox } from "@/src/ui/console/lead-inbox";

function row(overrides: Partial<LeadRow>): LeadRow {
  return {
    id: 1,
    name: "Asha Verma",
    mobile: "9876543210",
    countryCode: "91",
    email: null,
    city: "Pune",
    treatment: "Cataract Surgery",
    leadType: null,
    pageType: null,
    pageName: null,
    utmSource: "google",
    utmMedium: null,
    utmCampaign: "eyes-nov",
    leadSource: null,
    status: "new",
    closeReason: null,
    assigneeId: null,
    assigneeName: null,
    nextCallAt: null,
    firstContactAt: null,
    createdAt: new Date(),
    sla: "overdue",
    dueAt: new Date(),
    insurer: null,
    language: "en",
    consentCall: true,
    consentWhatsapp: false,
    erasedAt: null,
    contactRules: null,
    nextDue: null,
    openNow: true,
    reachable: true,
    opensAt: null,
    age: "2 h 5 min",
    ...overrides,
  };
}

describe("the inbox's rows", () => {
  it("[CS-46][CS-42] each row shows the patient, mobile, city, treatment, source, campaign, status, assignee, age and SLA; Take only for unassigned open leads", () => {
    const html = renderToStaticMarkup(
      <LeadInbox
        rows={[
          row({ id: 1 }),
          row({ id: 2, assigneeId: "me", assigneeName: "Me Myself", status: "contacted" }),
          row({ id: 3, status: "closed", closeReason: "price", sla: "missed" }),
        ]}
        staffId="me"
        canTake
        takeAction={async () => {}}
      />,
    );
    expect(html.match(/data-testid="lead-row"/g)).toHaveLength(3);
    expect(html.match(/data-testid="take-lead"/g)).toHaveLength(1);
    for (const text of [
      "Asha Verma",
      "+91 9876543210",
      "Pune · Cataract Surgery",
      "google · eyes-nov",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Past SLA · 2 h 5 min");
    expect(html).toContain('href="/console/leads/1"');
    expect(html).toContain(">Me<");
    expect(html).toContain("Nobody yet");
  });

  it("[CS-46] a role without take sees no Take button; an empty page says so", () => {
    const html = renderToStaticMarkup(
      <LeadInbox rows={[row({})]} staffId="x" canTake={false} takeAction={async () => {}} />,
    );
    expect(html).not.toContain("take-lead");
    const empty = renderToStaticMarkup(
      <LeadInbox rows={[]} staffId="x" canTake takeAction={async () => {}} />,
    );
    expect(empty).toContain("No leads match these filters.");
  });
});
