import { expect, type Page, test } from "@playwright/test";
import { setUpStaff, signIn, staffCommand } from "./console-support";
import { randomMobile } from "./lead-support";

/**
 * A care team's morning in the browser, on a phone and on a laptop: leads come in through the
 * public API; an agent takes the oldest, calls, records the call and finds it again; a
 * supervisor assigns and exports; the agent is refused what is not theirs; the admin reads it
 * all in the audit trail.
 */
let ipCounter = 0;
async function createLead(
  page: Page,
  name: string,
  mobile: string,
  city: string,
  consents: { whatsapp?: boolean } = {},
): Promise<number> {
  ipCounter += 1;
  const response = await page.request.post("/lead/v1/admin/webleadcreate", {
    headers: {
      applicationtype: "website",
      "x-forwarded-for": `203.0.113.${(ipCounter % 200) + 20}`,
    },
    data: {
      NameData: name,
      MobileNoData: mobile,
      countryCode: "91",
      CityData: city,
      ProcedureNameData: "Knee Replacement",
      leadFormVariant: "0",
      Zutm_sourcedata: "google",
      Zutm_campaigndata: "knee-winter",
      consents,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { Id: number }[] };
  const id = body.data[0]?.Id;
  if (!id) throw new Error("no lead id");
  return id;
}

for (const [label, viewport] of [
  ["phone 390×844", { width: 390, height: 844 }],
  ["laptop 1440×900", { width: 1440, height: 900 }],
] as const) {
  test(`[CS-43][CS-44][CS-45][CS-47][CS-48][CS-49][CS-53][CS-54][CS-57][CS-105][DP-29] an agent's morning on a ${label}: take the oldest new lead, call, mark it contacted with a note, find it again; the supervisor assigns and exports; the audit trail has every step`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const run = `Morning${Date.now().toString(36)}${viewport.width}`;
    const agentCtx = await browser.newContext({ viewport });
    const agent = await agentCtx.newPage();
    const supervisorCtx = await browser.newContext({ viewport });
    const supervisor = await supervisorCtx.newPage();
    const adminCtx = await browser.newContext({ viewport });
    const admin = await adminCtx.newPage();

    const older = { name: `${run} Asha`, mobile: randomMobile() };
    const newer = { name: `${run} Ravi`, mobile: randomMobile() };
    const elsewhere = { name: `${run} Pune`, mobile: randomMobile() };
    // The older patient allowed WhatsApp messages; the newer did not (DP-29: no WhatsApp button).
    const olderId = await createLead(agent, older.name, older.mobile, "Lucknow", {
      whatsapp: true,
    });
    const newerId = await createLead(agent, newer.name, newer.mobile, "Lucknow");
    const puneId = await createLead(agent, elsewhere.name, elsewhere.mobile, "Pune");

    const agentAccount = await setUpStaff(agent, "agent", { cities: "Lucknow" });
    // The next morning: signed out, the agent signs in with the password and the app's code.
    await agent.getByRole("button", { name: "Sign out" }).click();
    await expect(agent).toHaveURL(/\/console\/login$/);
    await signIn(agent, agentAccount);
    await setUpStaff(supervisor, "supervisor");
    await setUpStaff(admin, "admin");

    // The agent's inbox: new leads of this run, oldest first. The Pune lead is not there.
    await agent.goto(`/console/leads?status=new&sort=oldest&q=${encodeURIComponent(run)}`);
    const rows = agent.getByTestId("lead-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(older.name);
    await expect(agent.getByTestId("lead-inbox")).not.toContainText(elsewhere.name);
    // The agent's cities in the catalogue's words, not the stored key (CS-105).
    await expect(
      agent.getByText(/^Your cities: Lucknow, and the leads assigned to you/),
    ).toBeVisible();
    const take = rows.first().getByTestId("take-lead");
    await take.scrollIntoViewIfNeeded();
    await expect(take).toBeInViewport();
    await take.click();
    // Taking a lead opens it.
    await expect(agent).toHaveURL(new RegExp(`/console/leads/${olderId}$`));
    const call = agent.getByTestId("call-lead");
    await expect(call).toHaveAttribute("href", `tel:+91${older.mobile}`);
    await expect(agent.getByTestId("whatsapp-lead")).toHaveAttribute(
      "href",
      `https://wa.me/91${older.mobile}`,
    );
    await expect(call).toBeInViewport({ ratio: 1 });
    await agent.getByTestId("lead-status").selectOption("contacted");
    await agent.getByTestId("save-work").click();
    await expect(agent.getByTestId("status-badge").first()).toContainText(/contacted/i);
    await agent.getByTestId("lead-note").fill("Called at 9:10; wants a Saturday appointment.");
    await agent.getByTestId("add-note").click();
    await expect(agent.getByTestId("lead-notes")).toContainText("wants a Saturday appointment");

    // Found again by the mobile number.
    await agent.goto("/console/leads");
    await agent.getByTestId("lead-search").fill(older.mobile);
    await agent.getByTestId("lead-search").press("Enter");
    await expect(agent.getByTestId("lead-row")).toHaveCount(1);
    await expect(agent.getByTestId("lead-row")).toContainText(/contacted/i);

    // What is not the agent's: another city's lead is not found; the export is refused.
    const other = await agent.goto(`/console/leads/${puneId}`);
    expect(other?.status()).toBe(404);
    const exported = await agent.request.get("/console/leads/export");
    expect(exported.status()).toBe(403);

    // The supervisor assigns the newer lead to the agent and exports this run's leads.
    await supervisor.goto(`/console/leads/${newerId}`);
    // This patient did not allow WhatsApp messages: a call, and no WhatsApp button (DP-29).
    await expect(supervisor.getByTestId("lead-contact-rules")).toBeVisible();
    await expect(supervisor.getByTestId("whatsapp-lead")).toHaveCount(0);
    // A new account's name is its address's local part until someone sets it.
    const agentName = agentAccount.email.split("@")[0] ?? "";
    await supervisor.getByTestId("assign-to").selectOption({ label: `${agentName} (agent)` });
    await supervisor.getByTestId("assign-lead").click();
    await expect(supervisor.getByTestId("lead-assignee")).toContainText(agentName);
    const csv = await supervisor.request.get(`/console/leads/export?q=${encodeURIComponent(run)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toContain("attachment");
    const text = await csv.text();
    for (const lead of [older, newer, elsewhere]) expect(text).toContain(lead.name);

    // The newer lead is now the agent's too.
    await agent.goto(`/console/leads?assignee=me&q=${encodeURIComponent(run)}`);
    await expect(agent.getByTestId("lead-row")).toHaveCount(2);

    // Every step is in the audit trail.
    await admin.goto(`/console/audit?type=lead&record=${olderId}`);
    const trail = admin.getByTestId(viewport.width < 768 ? "audit-cards" : "audit-table");
    for (const action of ["lead.viewed", "lead.updated", "lead.note_added", "lead.assigned"]) {
      await expect(trail).toContainText(action);
    }
    await admin.goto(`/console/audit?type=lead&record=${newerId}`);
    await expect(trail).toContainText("lead.assigned");
    await admin.goto("/console/audit?action=leads.exported");
    await expect(trail).toContainText("leads.exported");
    for (const action of ["staff.setup", "staff.sign_out", "staff.sign_in"]) {
      await admin.goto(`/console/audit?action=${action}`);
      await expect(trail).toContainText(agentAccount.email);
    }
    expect(await staffCommand("list")).toContain(agentAccount.email);

    await agentCtx.close();
    await supervisorCtx.close();
    await adminCtx.close();
  });
}

test("[CS-56] a lead sent through the public API appears in the open inbox within 15 s, without a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await setUpStaff(page, "supervisor");
  const run = `Live${Date.now().toString(36)}`;
  await page.goto(`/console/leads?q=${encodeURIComponent(run)}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const mobile = randomMobile();
  await createLead(page, `${run} Kiran`, mobile, "Kanpur");
  await expect(page.getByTestId("lead-row")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId("lead-row")).toContainText(`${run} Kiran`);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});
