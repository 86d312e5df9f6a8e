import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logEntries, progress, type RunningServer, startServer } from "./server";

/**
 * The OTP door of the production server (`npm start`, PGlite) against the attacks of an outside
 * test run, over real HTTP in real time. The limits' windows are real (an hour, a day), so these
 * replay each attack at the rate the limits allow for as long as it takes to matter, each in
 * under a minute; the full hour of each attack is replayed with a test clock on the same route
 * handlers in tests/integration/auth-otp-attacks.test.ts and auth-sms-budget.test.ts.
 *
 * The server trusts one proxy (TRUST_PROXY_HOPS=1) and this test is that proxy: the client
 * address of each request is its X-Forwarded-For, so one process can be many networks.
 * SMS_DAILY_BUDGET=200, as in the outside run: half is 100 SMS, the reserve begins at 160, the
 * devices-only part at 180; each network's share of the first-login band is 1 SMS a day.
 */
const PORT = Number(process.env.RESILIENCE_PORT ?? 3300) + 5;
const BUDGET = 200;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-otp-abuse-"));
const logFile = path.join(tmp, "server.log");
const smsFile = `${logFile}.sms.jsonl`;
let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({
    port: PORT,
    pgliteDir: path.join(tmp, "db"),
    logFile,
    env: {
      TRUST_PROXY_HOPS: "1",
      SMS_DAILY_BUDGET: String(BUDGET),
      OTP_HMAC_SECRET: "resilience-otp-secret-0123456789abcdef",
      CRM_WORKER: "off",
    },
  });
});
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await server.kill();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  body: { status: { code: number; message: string }; data: unknown; error: string[] };
  cookies: Map<string, string>;
}

async function post(
  pathname: string,
  body: unknown,
  from: string,
  cookie?: string,
): Promise<Answer> {
  const response = await fetch(`${server?.baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      applicationtype: "website",
      "x-forwarded-for": from,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf("="));
    cookies.set(name, line.slice(name.length + 1, line.indexOf(";")));
  }
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer["body"],
    cookies,
  };
}

const send = (mobile: string, from: string, cookie?: string) =>
  post("/users/v1/user/signup", { mobileNo: mobile, resend: 0, countryCode: "91" }, from, cookie);
const check = (mobile: string, otp: string, from: string, cookie?: string) =>
  post("/users/v1/user/login", { mobileNo: mobile, countryCode: "91", otp }, from, cookie);

/** Every SMS the server has sent, oldest first. */
function smsSent(): { to: string; text: string }[] {
  if (!fs.existsSync(smsFile)) return [];
  return fs
    .readFileSync(smsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string });
}

function codesTo(mobile: string): string[] {
  return smsSent()
    .filter((m) => m.to === `+91${mobile}`)
    .map((m) => m.text.slice(0, 6));
}

function lastCode(mobile: string): string {
  const code = codesTo(mobile).at(-1);
  if (!code) throw new Error(`no SMS to ${mobile}`);
  return code;
}

let guess = 1;
function wrongGuess(mobile: string): string {
  const sent = new Set(codesTo(mobile));
  let code: string;
  do {
    guess = (guess + 7_919) % 1_000_000;
    code = String(guess).padStart(6, "0");
  } while (sent.has(code));
  return code;
}

/** Sends the number a code from `from` and logs in with it; answers the device cookie. */
async function logIn(mobile: string, from: string): Promise<string> {
  expect((await send(mobile, from)).status).toBe(200);
  const done = await check(mobile, lastCode(mobile), from);
  expect(done.status).toBe(200);
  const device = done.cookies.get("vaidya_device");
  expect(device).toBeTruthy();
  return `vaidya_device=${device}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("OTP abuse against the production server", () => {
  it("neighbours behind one carrier NAT: 100 refused sends from 5 addresses of a /24, then a sixth address of it gets its OTP", async () => {
    const started = performance.now();
    const target = "9710000001";
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await send(target, `100.70.8.${1 + (i % 5)}`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(99);
    expect((await send("9710000002", "100.70.8.6")).status).toBe(200);
    progress(`carrier NAT scenario in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it("[AU-44] a carrier NAT address: 20 sends to one number give 1 SMS and 19 refusals; a new patient at that address then gets a code for another number", async () => {
    const started = performance.now();
    const address = "100.69.4.17";
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send("9710000011", address)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const own = await send("9710000012", address);
    expect(own.status).toBe(200);
    expect(codesTo("9710000012")).toHaveLength(1);
    progress(`NAT neighbour scenario in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it("a stranger on 6 /24s sends and guesses at the highest rate the limits allow: the patient, from the phone they logged in on, gets a code and logs in", async () => {
    const started = performance.now();
    const victim = "9720000101";
    const patient = "49.36.20.7";
    const stranger = Array.from({ length: 6 }, (_, i) => `185.77.${10 + i}.10`);
    const firstSend = performance.now();
    const device = await logIn(victim, patient);
    const strangerSms = () => codesTo(victim).length;
    const before = strangerSms();
    // The number's resend gap (30 s, opened by the patient's own send) holds the stranger:
    // every request of theirs until it ends is refused, and their guesses find no code.
    let tries = 0;
    while (performance.now() - firstSend < 27_000) {
      const from = stranger[tries % stranger.length] as string;
      expect((await send(victim, from)).status).toBe(429);
      expect((await check(victim, wrongGuess(victim), from)).status).toBe(400);
      tries++;
      await sleep(2_000);
    }
    await sleep(Math.max(0, firstSend + 31_000 - performance.now()));
    // The patient asks for a code from their phone: their device has its own limits.
    const own = await send(victim, patient, device);
    expect(own.status).toBe(200);
    const code = lastCode(victim);
    // The stranger's next send goes out (it cannot void the patient's code), then 30 wrong
    // guesses from the 6 networks, 5 each: every check a stranger can make of the live codes.
    expect((await send(victim, stranger[0] as string)).status).toBe(200);
    for (const from of stranger) {
      for (let i = 0; i < 5; i++) {
        expect((await check(victim, wrongGuess(victim), from)).status).toBe(400);
      }
    }
    const locked = await check(victim, code, "185.77.16.10");
    expect(locked.body.error).toEqual(["Too many wrong attempts. Please request a new OTP."]);
    // The code on the patient's phone still logs them in from that phone.
    const done = await check(victim, code, patient, device);
    expect(done.status).toBe(200);
    // SMS the stranger caused: at most the 5 an hour of the number's shared limit.
    expect(strangerSms() - before - 1).toBeLessThanOrEqual(5);
    progress(`stranger scenario in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it(`[AU-47] SMS_DAILY_BUDGET=${BUDGET} against 160 addresses in 8 /24s spraying new numbers: past half, patients on their own addresses are served alike, registered or not; past 80 % each network gets one first login, so new patients elsewhere still get codes, alike; a refusal's Retry-After is the soonest window that admits it; the phone that logged in before still gets its OTP; alerts at 50 and 80 %`, async () => {
    const started = performance.now();
    const patientNumber = "9730000201";
    const device = await logIn(patientNumber, "49.37.0.1");
    // Six numbers with accounts, each in a number series of its own, each logged in on some
    // phone this test then forgets.
    const registered = Array.from({ length: 6 }, (_, i) => `97${4 + i}0000300`);
    for (const [i, mobile] of registered.entries()) await logIn(mobile, `49.38.${i}.1`);
    const registeredAt = performance.now();
    const attackers = Array.from(
      { length: 160 },
      (_, i) => `185.90.${20 + Math.floor(i / 20)}.${10 + (i % 20)}`,
    );
    let sprayed = 0;
    const spray = (from: string) => {
      sprayed++;
      return send(`7${String((sprayed * 100_003) % 1_000_000_000).padStart(9, "0")}`, from);
    };
    let fresh = 0;
    const freshAddress = () => `49.44.${Math.floor(++fresh / 200)}.${1 + (fresh % 200)}`;
    // Unregistered numbers, each in a series of its own.
    let unregistered = 400;
    const newNumber = () => `96${String(++unregistered).padStart(3, "0")}00000`;

    // Full speed until half the budget is spent (every SMS of this server is in the file).
    let n = 0;
    while (smsSent().length < BUDGET / 2) await spray(attackers[n++ % attackers.length] as string);
    // Paced: a registered and an unregistered number, each from a patient's own address,
    // while the attack goes on (once the registered numbers' own 30 s resend gap is over).
    await sleep(Math.max(0, registeredAt + 31_000 - performance.now()));
    for (let pair = 0; pair < 5; pair++) {
      await spray(attackers[pair] as string);
      const known = await send(registered[pair] as string, freshAddress());
      const unknown = await send(newNumber(), freshAddress());
      expect(unknown.status, `pair ${pair + 1}`).toBe(known.status);
      expect(unknown.body, `pair ${pair + 1}`).toEqual(known.body);
      expect(known.status, `pair ${pair + 1}`).toBe(200);
    }
    // The attack goes on until a round of all its addresses sends nothing: the general pool
    // is spent, and each of its 8 networks took its one first login of the band.
    for (let round = 0; round < 5; round++) {
      const before = smsSent().length;
      for (const from of attackers) await spray(from);
      if (smsSent().length === before) break;
    }
    expect(smsSent().length).toBe(BUDGET * 0.8 + 8);
    const refused = await spray(attackers[0] as string);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    // The phone that logged in before is served.
    expect((await send(patientNumber, "49.37.0.1", device)).status).toBe(200);
    // New patients, each on a network of its own, registered or not: served alike.
    const known = await send(registered[5] as string, "49.70.1.1");
    const unknown = await send(newNumber(), "49.70.2.1");
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // From those networks again, the day's share is used: refused alike.
    const knownAgain = await send(registered[4] as string, "49.70.1.2");
    const unknownAgain = await send(newNumber(), "49.70.2.2");
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.body).toEqual(knownAgain.body);
    // A first login of a series just served, from a new network: the series' hour, not a day.
    const sameSeries = await send("9790000399", "49.70.3.1");
    expect(sameSeries.status).toBe(429);
    const wait = Number(sameSeries.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
    const events = logEntries(logFile).map((e) => e.event);
    expect(events.filter((e) => e === "sms.budget.slow")).toHaveLength(1);
    expect(events.filter((e) => e === "sms.budget.reserve")).toHaveLength(1);
    progress(`budget scenario in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});
