import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, waitUntil } from "./server";

/**
 * The stop link's undo against the production server as `npm start` runs it on a laptop (PGlite,
 * SITE_URL on this machine, no OTP_HMAC_SECRET or STAFF_AUTH_SECRET set), over real HTTP: the
 * undo gives back only what the link's own stop withdrew, and a token signed with the
 * repository's development secret opens nothing.
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300) + 6;
const DEV_OTP_SECRET = "vaidya-development-otp-secret-do-not-use-in-production";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-privacy-undo-"));
const logFile = path.join(tmp, "server.log");
const smsFile = `${logFile}.sms.jsonl`;
let server: RunningServer | undefined;

beforeAll(async () => {
  // As a newcomer's `npm start`: no secrets of its own in the environment.
  for (const key of ["OTP_HMAC_SECRET", "STAFF_AUTH_SECRET"]) delete process.env[key];
  server = await startServer({
    port: PORT,
    pgliteDir: path.join(tmp, "db"),
    logFile,
    env: { CRM_POLL_MS: "250" },
  });
});
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await server.kill();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Consents = { call: boolean; whatsapp: boolean; marketing: boolean };

async function post(pathname: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server?.baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      applicationtype: "website",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf(";")))
    .join("; ");
  return { status: response.status, json: (await response.json()) as { data: unknown }, cookies };
}

function smsTo(mobile: string): string[] {
  if (!fs.existsSync(smsFile)) return [];
  return fs
    .readFileSync(smsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === `+91${mobile}`)
    .map((m) => m.text);
}

/** A lead with the call consent only; answers its id and the stop token of its confirmation SMS. */
async function newLead(mobile: string): Promise<{ id: number; token: string }> {
  const created = await post("/lead/v1/admin/webleadcreate", {
    NameData: "Undo Patient",
    MobileNoData: mobile,
    countryCode: "91",
    CityData: "Mumbai",
    ProcedureNameData: "Cataract Surgery",
    IsInsurance: "No",
    leadFormVariant: "3",
    PageTypeData: "Home",
    PageNameData: "Home",
    PageLanguage: "en",
    lead_channeldata: "Website",
  });
  expect(created.status).toBe(200);
  const id = (created.json.data as { Id: number }[])[0]?.Id as number;
  let token = "";
  await waitUntil(async () => {
    const link = smsTo(mobile)
      .map((text) => /\/stop\/(\d+-[A-Za-z0-9_-]{16})/.exec(text)?.[1])
      .find((t) => t?.startsWith(`${id}-`));
    token = link ?? "";
    return token !== "";
  }, 30_000);
  return { id, token };
}

const stop = (body: unknown) => post("/api/privacy/stop", body);

describe("the stop link's undo on the production server", () => {
  it("[DP-22] an undo with no stop before grants nothing, and after a stop gives back only what that stop withdrew; the export agrees", async () => {
    const mobile = "9812300001";
    const { token } = await newLead(mobile);
    const untouched: Consents = { call: true, whatsapp: false, marketing: false };
    // The attack: an undo of a stop that never happened, asking for WhatsApp and offers.
    const forged = await stop({ token, undo: ["whatsapp", "marketing"] });
    expect(forged.status).toBe(200);
    expect((forged.json.data as { consents: Consents }).consents).toEqual(untouched);
    // A real stop, then its undo (asking for more than it withdrew).
    const stopped = await stop({ token });
    expect(stopped.json.data).toMatchObject({
      stopped: ["call"],
      consents: { call: false, whatsapp: false, marketing: false },
    });
    const undone = await stop({ token, undo: ["whatsapp", "marketing"] });
    expect((undone.json.data as { consents: Consents }).consents).toEqual(untouched);
    // A second undo gives nothing more.
    const again = await stop({ token, undo: ["whatsapp", "marketing"] });
    expect((again.json.data as { consents: Consents }).consents).toEqual(untouched);
    // The patient's own export (after the OTP login) says the same.
    expect(
      (await post("/users/v1/user/signup", { mobileNo: mobile, resend: 0, countryCode: "91" }))
        .status,
    ).toBe(200);
    const code = smsTo(mobile)
      .map((text) => /^(\d{6})\b/.exec(text)?.[1])
      .filter(Boolean)
      .at(-1);
    const login = await post("/users/v1/user/login", {
      mobileNo: mobile,
      countryCode: "91",
      otp: code,
    });
    expect(login.status).toBe(200);
    const exported = await fetch(`${server?.baseUrl}/api/privacy/export`, {
      headers: { cookie: login.cookies },
      signal: AbortSignal.timeout(15_000),
    });
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as {
      requests: { consents: Consents }[];
      consentHistory: { purpose: string; action: string; channel: string }[];
    };
    expect(data.requests.map((r) => r.consents)).toEqual([untouched]);
    expect(data.consentHistory.filter((h) => h.action === "given" && h.purpose !== "call")).toEqual(
      [],
    );
  }, 120_000);

  it("[DP-24] `npm start` without secrets does not sign stop links with the repository's development secret: forged links for leads 1-40 open nothing", async () => {
    await newLead("9812300002");
    let accepted = 0;
    for (let id = 1; id <= 40; id++) {
      const tag = createHmac("sha256", DEV_OTP_SECRET)
        .update(`stop-link:v1:${id}`)
        .digest()
        .subarray(0, 12)
        .toString("base64url");
      const answer = await stop({ token: `${id}-${tag}`, undo: ["whatsapp", "marketing"] });
      if (answer.status !== 404) accepted++;
    }
    expect(accepted).toBe(0);
    // The per-install secret it made instead is readable by its owner only.
    const secrets = path.join(tmp, "secrets.json");
    expect(fs.statSync(secrets).mode & 0o777).toBe(0o600);
  }, 60_000);

  it("[DP-25] the running server's PGlite directory is 0700 and the files it found there 0600", () => {
    const dir = path.join(tmp, "db");
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const catalog = path.join(dir, "global", "pg_control");
    expect(fs.statSync(catalog).mode & 0o777).toBe(0o600);
  });
});
