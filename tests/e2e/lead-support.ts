import { createHmac } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Delivery } from "../integration/crm-fake-server";

/** The fake CRM the e2e server delivers leads to (scripts/e2e-server.mjs: PORT+1). */
export const CRM_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const CRM_SECRET = process.env.CRM_WEBHOOK_SECRET ?? "e2e-crm-secret-0123456789";

export function signatureOf(timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", CRM_SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Every delivery the run's fake CRM accepted so far (tests/e2e/global-setup.ts). */
export async function crmDeliveries(): Promise<Delivery[]> {
  const response = await fetch(`http://127.0.0.1:${CRM_PORT}/crm`);
  return (await response.json()) as Delivery[];
}

/** Waits for the CRM delivery of the lead sent with this mobile number, and returns it. */
export async function deliveryFor(mobile: string): Promise<Delivery> {
  let found: Delivery | undefined;
  await expect
    .poll(
      async () => {
        found = (await crmDeliveries()).find((d) => d.json.lead?.phoneno === mobile);
        return Boolean(found);
      },
      { timeout: 30_000, message: `a CRM delivery for ${mobile}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no CRM delivery for ${mobile}`);
  return found;
}

export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** Each test speaks from its own address, so the per-IP lead limit counts its leads only. */
export async function useOwnClientIp(page: Page): Promise<void> {
  const n = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n()}.${n()}.${n()}` });
}

/** Opens the home page's hero 'Book Appointment' modal. */
export async function openHomeModal(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("button", { name: "Book Appointment" }).first().click();
  const modal = page.getByRole("dialog");
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("lead-form")).toBeVisible();
  return modal;
}

/** Chooses an option of a combobox field by its visible text. */
export async function choose(scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await scope.getByRole("option", { name: option, exact: true }).click();
}

/** Fills a valid variant-3 lead (home page). */
export async function fillHomeLead(
  modal: Locator,
  lead: { name: string; mobile: string; city?: string; treatment?: string },
) {
  await modal.getByLabel("Full name").fill(lead.name);
  await modal.getByRole("textbox", { name: "Mobile number" }).fill(lead.mobile);
  await choose(modal, "City", lead.city ?? "Mumbai");
  await choose(modal, "Treatment or condition", lead.treatment ?? "Cataract Surgery");
  await modal.getByText("Yes", { exact: true }).first().click();
  await modal.getByText("Private Insurance").click();
}
