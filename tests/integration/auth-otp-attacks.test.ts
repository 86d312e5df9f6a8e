import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import type { DbHandle } from "@/src/db/client";
import { rateLimits } from "@/src/db/schema";
import { DEVICE_COOKIE, OTP_TICKET_COOKIE } from "@/src/server/otp";
import { createTestDb } from "../fixtures/db";
import { call, cookieFrom, installTestRuntime, newMobile } from "./auth-support";

/**
 * The attacks of an outside test run against the OTP door, replayed on the real signup and login
 * handlers with the test clock, so that an hour of attack runs in seconds:
 * - a stranger keeping a patient out of login with sends and wrong guesses to their number;
 * - neighbours behind one carrier NAT locked out by someone else's refused requests, or by
 *   someone else's sends to one number.
 */
let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  rt = installTestRuntime();
});
afterAll(async () => {
  rt.restore();
  await handle.close();
});
beforeEach(() => {
  // A new day for every test: the daily windows of earlier tests are over.
  rt.advance(25 * 3_600_000);
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function send(mobile: string, ip: string, cookie?: string) {
  return call(signup, "/users/v1/user/signup", {
    body: { mobileNo: mobile, resend: 0, countryCode: "91" },
    ip,
    cookie,
  });
}

function check(mobile: string, otp: string, ip: string, cookie?: string) {
  return call<{ token: string }>(login, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp },
    ip,
    cookie,
  });
}

/** Every code SMS has carried to the number so far. */
function codesSentTo(mobile: string): Set<string> {
  return new Set(
    rt.sms.messages
      .filter((m) => m.to === `+91${mobile}`)
      .map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? ""),
  );
}

let guess = 0;
/** A stranger's guess that is certainly wrong: none of the codes sent to the number. */
function wrongGuess(mobile: string): string {
  const sent = codesSentTo(mobile);
  let code: string;
  do {
    guess = (guess + 7_919) % 1_000_000;
    code = String(guess).padStart(6, "0");
  } while (sent.has(code));
  return code;
}

/** The patient's usual phone: one address, and the device cookie of an earlier login. */
async function patientWhoLoggedInBefore(ip: string): Promise<{ mobile: string; cookie: string }> {
  const mobile = newMobile();
  expect((await send(mobile, ip)).response.status).toBe(200);
  const done = await check(mobile, rt.lastOtp(mobile), ip);
  expect(done.response.status).toBe(200);
  const device = cookieFrom(done.response, DEVICE_COOKIE);
  expect(device).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  // The cookie is the browser's alone: httpOnly, a year.
  expect(done.response.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE))).toMatch(
    /; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/,
  );
  // The login was yesterday.
  rt.advance(25 * 3_600_000);
  return { mobile, cookie: `${DEVICE_COOKIE}=${device}` };
}

/** A stranger's addresses: `perNetwork` in each of `networks` IPv4 /24s. */
function strangerAddresses(networks: number, perNetwork: number): string[] {
  return Array.from({ length: networks * perNetwork }, (_, i) => {
    return `185.77.${10 + Math.floor(i / perNetwork)}.${10 + (i % perNetwork)}`;
  });
}

describe("a stranger cannot keep a patient out of login", () => {
  it("an hour of sends and wrong guesses from 6 /24s at the highest rate the limits allow: the patient, from their usual device, gets a code and logs in every time; the stranger causes at most 5 SMS to the number", async () => {
    const patientIp = "49.36.20.7";
    const { mobile, cookie } = await patientWhoLoggedInBefore(patientIp);
    // 12 addresses in 6 /24s. Each tries a send to the number every 6 minutes (all of them
    // together: one every 30 s, the resend gap) and 100 checks an hour (OTP_IP_VERIFY_LIMIT).
    const stranger = strangerAddresses(6, 2);
    const started = rt.clock.ms;
    let strangerSms = 0;
    let strangerChecks = 0;
    let logins = 0;
    for (let step = 0; step < 120; step++) {
      const sent = await send(mobile, stranger[step % stranger.length] as string);
      if (sent.response.status === 200) strangerSms++;
      for (let i = 0; i < 10; i++) {
        const address = stranger[(step * 10 + i) % stranger.length] as string;
        const guessed = await check(mobile, wrongGuess(mobile), address);
        expect([400, 429]).toContain(guessed.response.status);
        strangerChecks++;
      }
      if (step % 24 === 12) {
        // Every 12 minutes (5 times, the number's hourly limit for the device) the patient asks for a code from their phone…
        const own = await send(mobile, patientIp, cookie);
        expect(own.response.status, `patient's send at minute ${step / 2}`).toBe(200);
        const code = rt.lastOtp(mobile);
        // … the stranger sends again and guesses meanwhile …
        rt.advance(15 * SECOND);
        const after = await send(mobile, stranger[step % stranger.length] as string);
        if (after.response.status === 200) strangerSms++;
        for (const address of stranger.slice(0, 6)) {
          await check(mobile, wrongGuess(mobile), address);
        }
        // … and the code on the patient's phone still logs them in.
        const done = await check(mobile, code, patientIp, cookie);
        expect(done.response.status, `patient's login at minute ${step / 2}`).toBe(200);
        expect(done.body.data.token).toBeTruthy();
        logins++;
        rt.advance(15 * SECOND);
      } else {
        rt.advance(30 * SECOND);
      }
    }
    expect(rt.clock.ms - started).toBe(60 * MINUTE);
    expect(logins).toBe(5);
    expect(strangerChecks).toBe(1200);
    // The stranger did reach the number, but never more than the per-number hourly limit.
    expect(strangerSms).toBeGreaterThan(0);
    expect(strangerSms).toBeLessThanOrEqual(5);
  });

  it("three sends from a stranger, 31 s apart, neither void the patient's code nor hold back the patient's own next request", async () => {
    const patientIp = "49.36.21.7";
    const { mobile, cookie } = await patientWhoLoggedInBefore(patientIp);
    expect((await send(mobile, patientIp, cookie)).response.status).toBe(200);
    const code = rt.lastOtp(mobile);
    for (let i = 0; i < 3; i++) {
      rt.advance(31 * SECOND);
      expect((await send(mobile, `185.78.${i}.9`)).response.status).toBe(200);
    }
    // The stranger is now at the number's limit: 429 for 9 minutes…
    rt.advance(31 * SECOND);
    expect((await send(mobile, "185.78.3.9")).response.status).toBe(429);
    // … the patient is not, and the first code still works.
    expect((await send(mobile, patientIp, cookie)).response.status).toBe(200);
    expect((await check(mobile, code, patientIp, cookie)).response.status).toBe(200);
  });

  it("30 wrong checks from 6 addresses do not use up the checks of the browser that asked for the code (first login, no device cookie)", async () => {
    const mobile = newMobile();
    const patientIp = "49.36.22.7";
    const sent = await send(mobile, patientIp);
    expect(sent.response.status).toBe(200);
    const ticket = cookieFrom(sent.response, OTP_TICKET_COOKIE);
    expect(ticket).toBeTruthy();
    const code = rt.lastOtp(mobile);
    for (const address of strangerAddresses(6, 1)) {
      for (let i = 0; i < 5; i++) await check(mobile, wrongGuess(mobile), address);
    }
    // Everyone without a cookie of this number is out of checks for the code…
    const late = await check(mobile, code, "49.36.22.8");
    expect(late.body.error).toEqual(["Too many wrong attempts. Please request a new OTP."]);
    // … the patient's browser is not.
    const done = await check(mobile, code, patientIp, `${OTP_TICKET_COOKIE}=${ticket}`);
    expect(done.response.status).toBe(200);
  });

  it("cookies prove nothing for another number, nor when forged", async () => {
    const patientIp = "49.36.23.7";
    const { mobile, cookie } = await patientWhoLoggedInBefore(patientIp);
    const other = newMobile();
    // The device cookie of one number does not lift the limits of another.
    expect((await send(other, "185.79.0.1")).response.status).toBe(200);
    rt.advance(5 * SECOND);
    const early = await send(other, patientIp, cookie);
    expect(early.response.status).toBe(429);
    expect(early.body.error[0]).toMatch(/^Please wait 25 seconds/);
    // A forged device cookie (right shape, wrong tag) is no device.
    const forged = cookie.replace(/\.[A-Za-z0-9_-]{22}$/, `.${"A".repeat(22)}`);
    expect((await send(mobile, "185.79.0.2")).response.status).toBe(200);
    rt.advance(5 * SECOND);
    expect((await send(mobile, patientIp, forged)).response.status).toBe(429);
    expect((await send(mobile, patientIp, "vaidya_device=garbage;;=")).response.status).toBe(429);
    // The ticket of a send to one number gives no checks of another's code.
    const third = newMobile();
    const ticket = cookieFrom((await send(third, patientIp)).response, OTP_TICKET_COOKIE);
    const fourth = newMobile();
    expect((await send(fourth, "185.79.0.3")).response.status).toBe(200);
    const code = rt.lastOtp(fourth);
    for (const address of strangerAddresses(6, 1)) {
      for (let i = 0; i < 5; i++) await check(fourth, wrongGuess(fourth), address);
    }
    const borrowed = await check(fourth, code, patientIp, `${OTP_TICKET_COOKIE}=${ticket}`);
    expect(borrowed.response.status).toBe(400);
    expect(borrowed.body.error).toEqual(["Too many wrong attempts. Please request a new OTP."]);
  });
});

describe("neighbours behind one carrier NAT", () => {
  it("[AU-44] 20 sends to one number from one address: 1 SMS and 19 refusals, which use up nothing of the address; a new patient at that address then gets a code for another number", async () => {
    const address = "100.69.4.17";
    const abused = newMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send(abused, address)).response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    // A minute later, a new patient behind the same carrier NAT address.
    rt.advance(MINUTE);
    const patient = newMobile();
    const own = await send(patient, address);
    expect(own.response.status).toBe(200);
    expect(codesSentTo(patient).size).toBe(1);
  });

  it("[AU-44] 100 refused sends from 5 addresses of a /24 use up nobody's allowance: those addresses and a sixth of it get codes for other numbers", async () => {
    const target = newMobile();
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const attempt = await send(target, `100.70.8.${1 + (i % 5)}`);
      if (attempt.response.status === 429) refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(99);
    // The number's own limits hold it…
    rt.advance(31 * SECOND);
    expect((await send(target, "100.70.8.9")).response.status).toBe(200);
    rt.advance(31 * SECOND);
    expect((await send(target, "100.70.8.9")).response.status).toBe(200);
    rt.advance(31 * SECOND);
    expect((await send(target, "100.70.8.9")).response.status).toBe(429);
    // … and the addresses that made the refused requests are not held for other numbers.
    for (let i = 1; i <= 6; i++) {
      const neighbour = await send(newMobile(), `100.70.8.${i}`);
      expect(neighbour.response.status, `address .${i}`).toBe(200);
    }
  });

  it("[AU-46] an address's allowance counts SMS sent: 20 numbers get codes, the 21st waits for the hour; refused requests then write no rate-limit rows", async () => {
    const address = "100.72.3.3";
    for (let i = 0; i < 20; i++) {
      expect((await send(newMobile(), address)).response.status, `send ${i + 1}`).toBe(200);
    }
    rt.advance(10 * MINUTE);
    const over = await send(newMobile(), address);
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get("retry-after"))).toBe(50 * 60);
    const rows = async () => (await handle.db.select().from(rateLimits)).length;
    const before = await rows();
    for (let i = 0; i < 30; i++) await send(newMobile(), address);
    expect(await rows()).toBe(before);
  });

  it("[AU-45] once a /24 has sent its 100 SMS of the hour, requests from new addresses of it for new numbers are refused and write no rate-limit rows", async () => {
    for (let i = 0; i < 100; i++) {
      expect((await send(newMobile(), `100.73.8.${1 + (i % 10)}`)).response.status).toBe(200);
    }
    const rows = async () => (await handle.db.select().from(rateLimits)).length;
    const before = await rows();
    for (let i = 0; i < 30; i++) {
      expect((await send(newMobile(), `100.73.8.${100 + i}`)).response.status).toBe(429);
    }
    expect(await rows()).toBe(before);
  });

  it("the /24 cap counts SMS sent, 100 an hour: far above one household, reached only by sends that went out", async () => {
    for (let i = 0; i < 100; i++) {
      const sent = await send(newMobile(), `100.71.8.${1 + (i % 10)}`);
      expect(sent.response.status, `send ${i + 1}`).toBe(200);
    }
    const over = await send(newMobile(), "100.71.8.200");
    expect(over.response.status).toBe(429);
    expect(over.body.error[0]).toMatch(/^Too many OTP requests/);
  });
});
