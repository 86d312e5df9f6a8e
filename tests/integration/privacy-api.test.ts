import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as consentRoute } from "@/app/api/privacy/consent/route";
import { POST as detailsRoute } from "@/app/api/privacy/details/route";
import { POST as eraseRoute } from "@/app/api/privacy/erase/route";
import { GET as exportRoute } from "@/app/api/privacy/export/route";
import { POST as rulesRoute } from "@/app/api/privacy/rules/route";
import { POST as stopRoute } from "@/app/api/privacy/stop/route";
import { POST as loginRoute } from "@/app/users/v1/user/login/route";
import { POST as signupRoute } from "@/app/users/v1/user/signup/route";
import { leads } from "@/src/db/schema";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { createLead } from "@/src/server/leads/service";
import { ledgerOf } from "@/src/server/privacy/consents";
import { stopToken } from "@/src/server/privacy/links";
import { call, fileDbAndRuntime, newMobile } from "./auth-support";
import { minimalLead } from "./lead-fixtures";

const file = fileDbAndRuntime();

async function leadFor(mobile: string, consents?: { whatsapp?: boolean; marketing?: boolean }) {
  const input = leadRequestSchema.parse(
    minimalLead({ MobileNoData: mobile, ...(consents ? { consents } : {}) }),
  );
  const { id } = await createLead(file.handle.db, input, {
    defaultConsentVersion: "test",
    crmGraceMs: 0,
    now: file.rt.clock.ms ? new Date(file.rt.clock.ms) : undefined,
  });
  return id;
}

async function loginAs(mobile: string): Promise<string> {
  await call(signupRoute, "/users/v1/user/signup", {
    body: { mobileNo: mobile, resend: 0, countryCode: "91" },
  });
  const { body } = await call<{ token: string }>(loginRoute, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp: file.rt.lastOtp(mobile) },
  });
  return body.data.token;
}

describe("the stop link's API", () => {
  it("[DP-6] stops one request without login; a forged token is a 404 with a message", async () => {
    const id = await leadFor(newMobile(), { whatsapp: true });
    const other = await leadFor(newMobile());
    const ok = await call<{ stopped: string[] }>(stopRoute, "/api/privacy/stop", {
      body: { token: stopToken(id) },
    });
    expect(ok.response.status).toBe(200);
    expect(ok.body.data.stopped).toEqual(["call", "whatsapp"]);
    const forged = await call(stopRoute, "/api/privacy/stop", {
      body: { token: `${other}-${stopToken(id).split("-")[1]}` },
    });
    expect(forged.response.status).toBe(404);
    expect(forged.body.error[0]).toMatch(/not valid/);
    const bad = await call(stopRoute, "/api/privacy/stop", { body: { token: 5 } });
    expect(bad.response.status).toBe(400);
    const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, other));
    expect(row?.consentCall).toBe(true);
  });
});

describe("My data's API", () => {
  it("[DP-9] [DP-10] needs a login; withdraws a consent of the caller's own request only; corrects details; sets rules; downloads", async () => {
    const mobile = newMobile();
    const mine = await leadFor(mobile, { marketing: true });
    const someoneElses = await leadFor(newMobile(), { marketing: true });
    expect(
      (
        await call(consentRoute, "/api/privacy/consent", {
          body: { leadId: mine, purpose: "marketing", given: false },
        })
      ).response.status,
    ).toBe(401);
    const token = await loginAs(mobile);
    const withdraw = await call<{ consents: Record<string, boolean> }>(
      consentRoute,
      "/api/privacy/consent",
      { token, body: { leadId: mine, purpose: "marketing", given: false } },
    );
    expect(withdraw.body.data.consents).toEqual({ call: true, whatsapp: false, marketing: false });
    expect((await ledgerOf(file.handle.db, mine)).at(-1)).toMatchObject({
      purpose: "marketing",
      action: "withdrawn",
      channel: "my_data",
    });
    const foreign = await call(consentRoute, "/api/privacy/consent", {
      token,
      body: { leadId: someoneElses, purpose: "marketing", given: false },
    });
    expect(foreign.response.status).toBe(404);

    await call(detailsRoute, "/api/privacy/details", {
      token,
      body: { name: "Asha V. Verma", city: "Lucknow" },
    });
    const rules = await call(rulesRoute, "/api/privacy/rules", {
      token,
      body: {
        rules: {
          channel: "whatsapp",
          from: "10:00",
          to: "13:00",
          language: "hi",
          doNotContact: false,
        },
      },
    });
    expect(rules.response.status).toBe(200);
    const badRules = await call(rulesRoute, "/api/privacy/rules", {
      token,
      body: { rules: { channel: "pigeon", language: "en", doNotContact: false } },
    });
    expect(badRules.response.status).toBe(400);
    const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, mine));
    expect(row).toMatchObject({
      NameData: "Asha V. Verma",
      CityData: "Lucknow",
      contactRules: { channel: "whatsapp", from: "10:00", to: "13:00" },
    });

    const download = await exportRoute(
      new Request("http://localhost/api/privacy/export", {
        headers: { authorization: `Bearer ${token}`, applicationtype: "website" },
      }),
    );
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const data = (await download.json()) as { requests: { id: number }[] };
    expect(data.requests.map((r) => r.id)).toEqual([mine]);
  });

  it("[DP-11] erasure needs the right code; with it every request of the number is due for erasure", async () => {
    const mobile = newMobile();
    const id = await leadFor(mobile);
    const token = await loginAs(mobile);
    const wrong = await call(eraseRoute, "/api/privacy/erase", { token, body: { otp: "000000" } });
    expect(wrong.response.status).toBe(400);
    file.rt.advance(31_000);
    await call(signupRoute, "/users/v1/user/signup", {
      body: { mobileNo: mobile, resend: 0, countryCode: "91" },
    });
    const ok = await call<{ dueAt: string; requests: number }>(eraseRoute, "/api/privacy/erase", {
      token,
      body: { otp: file.rt.lastOtp(mobile) },
    });
    expect(ok.response.status).toBe(200);
    expect(ok.body.data.requests).toBe(1);
    const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.eraseDueAt).not.toBeNull();
    expect(row?.consentCall).toBe(false);
  });
});

describe("the stop link's undo", () => {
  type Consents = { call: boolean; whatsapp: boolean; marketing: boolean };
  const stopCall = (body: unknown) =>
    call<{ consents: Consents; stopped: string[] }>(stopRoute, "/api/privacy/stop", { body });
  const stopLinkRows = async (id: number) =>
    (await ledgerOf(file.handle.db, id))
      .filter((r) => r.channel === "stop_link")
      .map((r) => [r.purpose, r.action]);

  it("[DP-22] an undo with no stop before grants nothing; after a stop it gives back exactly what that stop withdrew, read from the ledger, once; the export agrees", async () => {
    const mobile = newMobile();
    const id = await leadFor(mobile);
    const token = stopToken(id);
    const asGiven: Consents = { call: true, whatsapp: false, marketing: false };
    // The attack: an undo of a stop that never happened, naming purposes the patient never gave.
    const forged = await stopCall({ token, undo: ["whatsapp", "marketing"] });
    expect(forged.response.status).toBe(200);
    expect(forged.body.data.consents).toEqual(asGiven);
    expect(await stopLinkRows(id)).toEqual([]);
    // A real stop, then its undo asking for more than the stop withdrew.
    const stopped = await stopCall({ token });
    expect(stopped.body.data).toMatchObject({ stopped: ["call"] });
    const undone = await stopCall({ token, undo: ["whatsapp", "marketing"] });
    expect(undone.response.status).toBe(200);
    expect(undone.body.data.consents).toEqual(asGiven);
    // Undone once: a second undo finds nothing to give back.
    const again = await stopCall({ token, undo: true });
    expect(again.body.data).toMatchObject({ stopped: [], consents: asGiven });
    expect(await stopLinkRows(id)).toEqual([
      ["call", "withdrawn"],
      ["call", "given"],
    ]);
    const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      consentCall: true,
      consentWhatsapp: false,
      consentMarketing: false,
    });
    const session = await loginAs(mobile);
    const download = await exportRoute(
      new Request("http://localhost/api/privacy/export", {
        headers: { authorization: `Bearer ${session}`, applicationtype: "website" },
      }),
    );
    const data = (await download.json()) as {
      requests: { id: number; consents: Consents }[];
      consentHistory: { purpose: string; action: string }[];
    };
    expect(data.requests).toMatchObject([{ id, consents: asGiven }]);
    expect(data.consentHistory.filter((h) => h.purpose !== "call" && h.action === "given")).toEqual(
      [],
    );
  });

  it("[DP-26] stop, undo, stop, undo…: past three undos of a full stop in a day the undo answers 429 and writes nothing; the stop still works, and the next day the undo does again", async () => {
    const id = await leadFor(newMobile(), { whatsapp: true, marketing: true });
    const token = stopToken(id);
    for (let round = 0; round < 3; round++) {
      expect((await stopCall({ token })).body.data.stopped).toHaveLength(3);
      expect((await stopCall({ token, undo: true })).body.data.stopped).toHaveLength(3);
    }
    expect((await stopCall({ token })).body.data.stopped).toHaveLength(3);
    const rowsBefore = (await stopLinkRows(id)).length;
    for (let i = 0; i < 20; i++) {
      const refused = await stopCall({ token, undo: true });
      expect(refused.response.status).toBe(429);
      expect(refused.body.error[0]).toMatch(/too often today/);
      // A stop of a request with nothing left to withdraw writes nothing either.
      expect((await stopCall({ token })).body.data.stopped).toEqual([]);
    }
    expect((await stopLinkRows(id)).length).toBe(rowsBefore);
    const [row] = await file.handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      consentCall: false,
      consentWhatsapp: false,
      consentMarketing: false,
    });
    file.rt.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await stopCall({ token, undo: true })).body.data.stopped).toHaveLength(3);
  });

  it("[DP-23] an undo gives back only the purposes whose last change is that stop's withdrawal: a choice the patient made since at My data stands", async () => {
    const mobile = newMobile();
    const id = await leadFor(mobile, { whatsapp: true, marketing: true });
    const token = stopToken(id);
    expect((await stopCall({ token })).body.data.stopped).toEqual([
      "call",
      "whatsapp",
      "marketing",
    ]);
    // Since the stop, at My data: WhatsApp given and withdrawn again; offers given.
    const session = await loginAs(mobile);
    for (const [purpose, given] of [
      ["whatsapp", true],
      ["whatsapp", false],
      ["marketing", true],
    ] as const) {
      const changed = await call(consentRoute, "/api/privacy/consent", {
        token: session,
        body: { leadId: id, purpose, given },
      });
      expect(changed.response.status).toBe(200);
    }
    const undone = await stopCall({ token, undo: ["call", "whatsapp", "marketing"] });
    expect(undone.body.data).toMatchObject({
      stopped: ["call"],
      consents: { call: true, whatsapp: false, marketing: true },
    });
    // A new stop and its undo: the new stop's withdrawals come back, nothing else.
    expect((await stopCall({ token })).body.data.stopped).toEqual(["call", "marketing"]);
    const second = await stopCall({ token, undo: true });
    expect(second.body.data.consents).toEqual({ call: true, whatsapp: false, marketing: true });
    // The body names an undo as `true` or (pages loaded before) a list; anything else is a 400.
    expect((await stopCall({ token, undo: "all" })).response.status).toBe(400);
    expect((await stopCall({ token, undo: false })).response.status).toBe(400);
  });
});
