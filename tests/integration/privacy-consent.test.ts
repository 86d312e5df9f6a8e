import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { consentLedger, crmOutbox, leads } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { NOTICE_VERSION } from "@/src/lib/privacy/purposes";
import type { CrmConfig } from "@/src/server/crm/config";
import { runCrmPass } from "@/src/server/crm/worker";
import { createLead } from "@/src/server/leads/service";
import { confirmationText, sendDueConfirmations } from "@/src/server/privacy/confirmation";
import { changeConsents, ledgerOf } from "@/src/server/privacy/consents";
import { leadOfStopToken, stopToken } from "@/src/server/privacy/links";
import { stopByLink, stopLinkState, undoStopByLink } from "@/src/server/privacy/stop";
import { createCaptureSender } from "@/src/server/sms";
import { createTestDb } from "../fixtures/db";
import { minimalLead } from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

let n = 0;
async function newLead(consents?: { whatsapp?: boolean; marketing?: boolean }, graceMs = 0) {
  n++;
  const input = leadRequestSchema.parse(
    minimalLead({
      NameData: `Privacy patient ${n}`,
      MobileNoData: `70000${String(n).padStart(5, "0")}`,
      ...(consents ? { consents } : {}),
    }),
  );
  const lead = await createLead(handle.db, input, {
    defaultConsentVersion: "test-notice",
    crmGraceMs: graceMs,
    ip: "127.0.0.1",
  });
  return lead.id;
}

const SITE = "https://vaidya.example";

/** Delivers every due outbox entry to a stub CRM; answers the bodies it received. */
async function deliverAll(): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  const fetchStub = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response("ok", { status: 200 });
  }) as unknown as typeof fetch;
  const config: CrmConfig = {
    url: "http://crm.test/hook",
    secret: undefined,
    graceMs: 0,
    pollMs: 20,
    maxAttempts: 5,
    backoffBaseMs: 10,
    backoffMaxMs: 100,
    timeoutMs: 2000,
    leaseMs: 30_000,
    batchSize: 100,
  };
  for (;;) {
    const pass = await runCrmPass(handle.db, config, fetchStub);
    if (pass.claimed === 0) break;
  }
  return bodies;
}

describe("consent per purpose", () => {
  it("[DP-2] [DP-3] the form's call consent and only the ticked options are stored, each with a ledger row", async () => {
    const plain = await newLead();
    const ticked = await newLead({ whatsapp: true, marketing: false });
    const [a] = await handle.db.select().from(leads).where(eq(leads.id, plain));
    const [b] = await handle.db.select().from(leads).where(eq(leads.id, ticked));
    expect(a).toMatchObject({ consentCall: true, consentWhatsapp: false, consentMarketing: false });
    expect(b).toMatchObject({ consentCall: true, consentWhatsapp: true, consentMarketing: false });
    const ledgerA = await ledgerOf(handle.db, plain);
    expect(ledgerA.map((r) => [r.purpose, r.action, r.channel, r.noticeVersion])).toEqual([
      ["call", "given", "form", "test-notice"],
    ]);
    const ledgerB = await ledgerOf(handle.db, ticked);
    expect(ledgerB.map((r) => r.purpose).sort()).toEqual(["call", "whatsapp"]);
    // The number is kept only as an HMAC.
    expect(ledgerB[0]?.phoneKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(ledgerB)).not.toContain(b?.MobileNoData);
  });

  it("[DP-2] a lead with an unknown consent key is refused (400), not stored", () => {
    const parsed = leadRequestSchema.safeParse(minimalLead({ consents: { newsletter: true } }));
    expect(parsed.success).toBe(false);
  });

  it("[DP-3] every change writes one ledger row per purpose changed; a no-op writes none", async () => {
    const id = await newLead({ marketing: true });
    const at = new Date(Date.now() + 60_000);
    await changeConsents(handle.db, id, { marketing: false }, "my_data", at);
    await changeConsents(handle.db, id, { marketing: false }, "my_data", at);
    await changeConsents(handle.db, id, { whatsapp: true, marketing: true }, "care_team", at);
    const rows = await ledgerOf(handle.db, id);
    expect(rows.map((r) => [r.purpose, r.action, r.channel])).toEqual([
      ["call", "given", "form"],
      ["marketing", "given", "form"],
      ["marketing", "withdrawn", "my_data"],
      ["whatsapp", "given", "care_team"],
      ["marketing", "given", "care_team"],
    ]);
    expect(rows.slice(2).every((r) => r.noticeVersion === NOTICE_VERSION)).toBe(true);
  });
});

describe("a withdrawn purpose is never used", () => {
  it("[DP-4] [DP-5] one confirmation SMS with the stop link; none for a request stopped first", async () => {
    await sendDueConfirmations(handle.db, createCaptureSender(), SITE); // earlier tests' leads
    const kept = await newLead();
    const stopped = await newLead();
    expect(await stopByLink(handle.db, stopToken(stopped), new Date())).toMatchObject({
      stopped: ["call"],
    });
    const sms = createCaptureSender();
    const result = await sendDueConfirmations(handle.db, sms, SITE);
    expect(result).toMatchObject({ sent: 1, skipped: 1 });
    expect(sms.messages).toHaveLength(1);
    expect(sms.messages[0]?.to).toBe(`+917000${String(n - 1).padStart(6, "0")}`);
    expect(sms.messages[0]?.text).toBe(confirmationText(kept, SITE, "en"));
    expect(sms.messages[0]?.text).toContain(`${SITE}/stop/${stopToken(kept)}`);
    // Only once.
    const again = createCaptureSender();
    await sendDueConfirmations(handle.db, again, SITE);
    expect(again.messages).toHaveLength(0);
  });

  it("[DP-4] the CRM gets the consents as they are at delivery: withdrawn ones as withdrawn, and an event per change", async () => {
    await deliverAll();
    const id = await newLead({ whatsapp: true, marketing: true });
    await changeConsents(handle.db, id, { marketing: false }, "my_data", new Date());
    const bodies = await deliverAll();
    const created = bodies.find((b) => b.event === "lead.created" && b.leadId === id);
    expect(created?.privacy).toMatchObject({
      consents: { call: true, whatsapp: true, marketing: false },
    });
    const change = bodies.find((b) => b.event === "lead.consent_changed" && b.leadId === id);
    expect(change?.change).toMatchObject({ consents: { marketing: false }, channel: "my_data" });
    // Nothing in any body says marketing is allowed for this lead after the withdrawal.
    for (const body of bodies.filter((b) => b.leadId === id)) {
      expect(JSON.stringify(body)).not.toContain('"marketing":true');
    }
    // Stopped before its delivery: the CRM is told nothing may be used.
    const late = await newLead({ whatsapp: true }, 60_000);
    await stopByLink(handle.db, stopToken(late), new Date());
    await handle.db
      .update(crmOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(crmOutbox.leadId, late));
    const after = await deliverAll();
    const lateCreated = after.find((b) => b.event === "lead.created" && b.leadId === late);
    expect(lateCreated?.privacy).toMatchObject({
      consents: { call: false, whatsapp: false, marketing: false },
    });
    expect(after.some((b) => b.event === "lead.stopped" && b.leadId === late)).toBe(true);
  });
});

describe("the stop link", () => {
  it("[DP-6] stops every consent of its own request only, shows what it stopped, and undoes", async () => {
    const mine = await newLead({ whatsapp: true });
    const other = await newLead({ whatsapp: true, marketing: true });
    const token = stopToken(mine);
    expect(leadOfStopToken(token)).toBe(mine);
    const first = await stopByLink(handle.db, token, new Date());
    expect(first).toMatchObject({ leadId: mine, stopped: ["call", "whatsapp"] });
    expect(first?.consents).toEqual({ call: false, whatsapp: false, marketing: false });
    // Keeps working: a second tap finds it stopped and changes nothing.
    expect(await stopByLink(handle.db, token, new Date())).toMatchObject({ stopped: [] });
    expect(await stopLinkState(handle.db, token)).toMatchObject({
      consents: { call: false },
    });
    const [untouched] = await handle.db.select().from(leads).where(eq(leads.id, other));
    expect(untouched).toMatchObject({
      consentCall: true,
      consentWhatsapp: true,
      consentMarketing: true,
    });
    const undone = await undoStopByLink(handle.db, token, new Date());
    expect(undone?.consents).toEqual({ call: true, whatsapp: true, marketing: false });
    const ledger = await ledgerOf(handle.db, mine);
    expect(
      ledger.filter((r) => r.channel === "stop_link").map((r) => [r.purpose, r.action]),
    ).toEqual([
      ["call", "withdrawn"],
      ["whatsapp", "withdrawn"],
      ["call", "given"],
      ["whatsapp", "given"],
    ]);
  });

  it("[DP-6] a forged or altered link is refused and changes nothing", async () => {
    const id = await newLead();
    const other = await newLead();
    const token = stopToken(id);
    const tag = token.split("-").slice(1).join("-");
    const altered = [
      `${other}-${tag}`, // another lead's id with this lead's tag
      `${id}-${tag.slice(0, -1)}${tag.endsWith("A") ? "B" : "A"}`,
      `${id}-${"A".repeat(16)}`,
      `${id}`,
      `${id}-${tag}x`,
      `0${id}-${tag}`,
      "",
    ];
    for (const bad of altered) {
      expect(leadOfStopToken(bad)).toBeUndefined();
      expect(await stopByLink(handle.db, bad, new Date())).toBeNull();
    }
    const rows = await handle.db.select().from(leads).where(eq(leads.id, other));
    expect(rows[0]?.consentCall).toBe(true);
    expect(
      (await handle.db.select().from(consentLedger).where(eq(consentLedger.leadId, id))).length,
    ).toBe(1);
  });
});
