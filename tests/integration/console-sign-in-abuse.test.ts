import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { auditLog, rateLimits, staffSignInFailures, staffTwoFactors } from "@/src/db/schema";
import { logger } from "@/src/server/log";
import { runMaintenance } from "@/src/server/maintenance";
import { consume } from "@/src/server/ratelimit";
import type { ClientAddress } from "@/src/server/ratelimit/client-ip";
import { SIGN_IN_TEXT, signInWithCode, signInWithPassword } from "@/src/server/staff/sign-in";
import { createTestDb } from "../fixtures/db";
import { growthByTable, liveRowBytes, totalGrowth } from "../fixtures/table-growth";
import {
  CookieJar,
  codeFor,
  STAFF_PASSWORD,
  someClient,
  staffMember,
  unusedCode,
} from "./console-support";

/**
 * The console's sign-in against the attacks of an outside test run: made-up accounts by the
 * thousand, codes sent with another account's email, passwords guessed from many addresses.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => handle.db;
const HOUR = 3_600_000;

/** An address of the benchmark range 198.18.0.0/15: `n` = 0…39,999 are all different. */
function addressNo(n: number): ClientAddress {
  const address = `198.18.${Math.floor(n / 200)}.${(n % 200) + 1}`;
  return { address, key: address, network: `198.18.${Math.floor(n / 200)}.0/24` };
}

const isTooMany = (answer: { ok: boolean; message?: string }) =>
  !answer.ok && /^Too many wrong attempts/.test(answer.message ?? "");

/** A 6-digit code the authenticator would not accept now (none of the three steps it checks). */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-30, 0, 30].map((s) => codeFor(secret, s))));
  let n = 123_456;
  while (valid.has(String(n).padStart(6, "0"))) n += 1;
  return String(n).padStart(6, "0");
}

describe("failed sign-ins for accounts that do not exist", () => {
  it("[CS-91] 2,000 sign-ins with made-up emails from 400 addresses grow the database by less than 100 KB, and the audit trail by a handful of entries", async () => {
    // A site in use: a console account, the buckets of the site's other limits (leads and OTPs
    // keep theirs in rate_limits), made-up sign-ins of an earlier hour. What must stay small is
    // the rows the made-up sign-ins add (tests/fixtures/table-growth.ts says why not the files).
    await staffMember(db(), "agent");
    for (let i = 0; i < 300; i++) {
      await consume(
        db(),
        { name: "other-limit", points: 10, durationMs: HOUR },
        `k${i}`,
        new Date(),
      );
    }
    for (let i = 0; i < 20; i++) {
      await signInWithPassword(
        db(),
        { email: `earlier-${i}@nowhere.example`, password: "guess guess 1234" },
        new Headers(),
        addressNo(20_000 + i),
        new Date(Date.now() - 2 * HOUR),
      );
    }
    const before = await liveRowBytes(db());
    const auditBefore = await db().select({ id: auditLog.id }).from(auditLog);
    let next = 0;
    const answers: string[] = [];
    // Four at a time, as a client with a few connections would send them.
    const worker = async () => {
      while (next < 2000) {
        const i = next++;
        const answer = await signInWithPassword(
          db(),
          { email: `made-up-${i}-${Math.random()}@nowhere.example`, password: "guess guess 1234" },
          new Headers(),
          addressNo(i % 400),
        );
        answers.push(answer.ok ? "ok" : answer.message);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const byTable = growthByTable(before, await liveRowBytes(db()));
    const grown = totalGrowth(byTable);
    const added = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${Math.max(0, ...auditBefore.map((a) => a.id))}`);
    console.log(
      `2,000 made-up sign-ins: +${grown} B of rows, ${added.length} audit entries; ${JSON.stringify(byTable)}`,
    );

    expect(answers.filter((a) => a !== SIGN_IN_TEXT.wrongPassword)).toEqual([]);
    expect(grown).toBeLessThan(100 * 1024);
    // Per-try rows are gone: the failure counters are aggregates, not one row per email.
    expect(
      await db()
        .select()
        .from(staffSignInFailures)
        .where(sql`${staffSignInFailures.key} like '%nowhere.example%'`),
    ).toHaveLength(0);
    // The first failure of the hour names what was typed and where from; then one entry when
    // the hour's addresses reach 10 and 100.
    expect(added.length).toBeLessThanOrEqual(5);
    expect(added[0]).toMatchObject({
      action: "staff.sign_in_failed",
      actorId: null,
      ip: expect.stringMatching(/^198\.18\./),
      actorEmail: expect.stringMatching(/^made-up-\d+-.*@nowhere\.example$/),
    });
    expect(added.map((a) => a.detail.addressesThisHour).filter(Boolean)).toEqual([10, 100]);
  }, 600_000);

  it("[CS-91] an address with more than 30 failures for unknown accounts in an hour waits until the hour ends, whatever email it sends; other addresses do not", async () => {
    const staff = await staffMember(db(), "agent");
    const now = new Date(Date.now() + 3 * HOUR);
    const crowd = addressNo(30_000);
    for (let i = 0; i < 30; i++) {
      const answer = await signInWithPassword(
        db(),
        { email: `nobody-${i}@nowhere.example`, password: "guess guess 1234" },
        new Headers(),
        crowd,
        now,
      );
      expect(answer).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongPassword });
    }
    const later = new Date(now.getTime() + 60_000);
    const unknown = await signInWithPassword(
      db(),
      { email: "nobody-else@nowhere.example", password: "guess guess 1234" },
      new Headers(),
      crowd,
      later,
    );
    expect(isTooMany(unknown)).toBe(true);
    // A real account from that address waits too: a different answer would tell that it exists.
    const real = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      crowd,
      later,
    );
    expect(real).toEqual(unknown);
    expect(unknown).toEqual({ ok: false, message: SIGN_IN_TEXT.tooMany(59 * 60) });
    const elsewhere = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      addressNo(30_001),
      later,
    );
    expect(elsewhere.ok).toBe(true);
    // The hour over, the address may try again.
    const nextHour = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      crowd,
      new Date(now.getTime() + HOUR + 1000),
    );
    expect(nextHour.ok).toBe(true);
  });
});

describe("sign-in failure records are pruned", () => {
  it("[CS-92] the hourly maintenance deletes failure records a day after their last failure, and the counters of unknown accounts after their hour", async () => {
    const staff = await staffMember(db(), "agent");
    const now = new Date(Date.now() + 6 * HOUR);
    for (let i = 0; i < 3; i++) {
      await signInWithPassword(
        db(),
        { email: staff.email, password: `wrong password ${i}!` },
        new Headers(),
        addressNo(31_000 + i),
        now,
      );
    }
    const stranger = addressNo(31_010);
    await signInWithPassword(
      db(),
      { email: "nobody-at-all@nowhere.example", password: "guess guess 1234" },
      new Headers(),
      stranger,
      now,
    );
    const bucket = eq(rateLimits.key, `su:${stranger.key}`);
    expect(await db().select().from(rateLimits).where(bucket)).toHaveLength(1);
    const mine = sql`${staffSignInFailures.key} like ${`%${staff.id}%`} or ${staffSignInFailures.key} like ${`%${staff.email}%`}`;
    expect((await db().select().from(staffSignInFailures).where(mine)).length).toBeGreaterThan(0);
    const options = { idempotencyTtlMs: 48 * HOUR, crmPayloadRetentionMs: 7 * 24 * HOUR };
    // Not yet a day: kept.
    await runMaintenance(db(), options, new Date(now.getTime() + 23 * HOUR));
    expect((await db().select().from(staffSignInFailures).where(mine)).length).toBeGreaterThan(0);
    const result = await runMaintenance(db(), options, new Date(now.getTime() + 25 * HOUR));
    expect(await db().select().from(staffSignInFailures).where(mine)).toHaveLength(0);
    expect(result).toMatchObject({ signInFailures: expect.any(Number) });
    expect(await db().select().from(rateLimits).where(bucket)).toHaveLength(0);
  });
});

describe("the code step belongs to the sign-in the password started", () => {
  it("[CS-93] wrong codes sent with made-up emails are throttled and audited as the account of the pending sign-in", async () => {
    const staff = await staffMember(db(), "agent");
    const attacker = someClient();
    const jar = new CookieJar();
    const password = async () => {
      const first = await signInWithPassword(
        db(),
        { email: staff.email, password: STAFF_PASSWORD },
        jar.headers(),
        attacker,
      );
      if (first.ok) jar.take(first.setCookies);
      return first;
    };
    await password();
    const code = await wrongCode(staff.secret);
    const answers: { ok: boolean; message?: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await signInWithCode(
        db(),
        { email: `someone-else-${i}@nowhere.example`, code },
        jar.headers(),
        attacker,
      );
      answers.push(answer);
      // A spent challenge starts over at the password, as the attacker who knows it would.
      if (!answer.ok && /password again/.test(answer.message)) await password();
    }
    expect(answers.some(isTooMany)).toBe(true);
    const failures = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.sign_in_failed"));
    const ofCodes = failures.filter((f) => f.detail.step === "code" && f.ip === attacker.address);
    expect(ofCodes.length).toBeGreaterThan(0);
    for (const entry of ofCodes) {
      expect(entry).toMatchObject({ actorId: staff.id, actorEmail: staff.email });
    }
    expect(failures.filter((f) => /someone-else/.test(f.actorEmail ?? ""))).toEqual([]);
  });

  it("[CS-94] after 10 wrong codes in a row the account is locked; its owner is told it is locked and until when, and the lock is an alert in the log and the audit trail", async () => {
    const staff = await staffMember(db(), "agent");
    const errors = vi.spyOn(logger, "error");
    const code = await wrongCode(staff.secret);
    // Two addresses that know the password, five wrong codes each (each address's free tries).
    for (const attacker of [someClient(), someClient()]) {
      const jar = new CookieJar();
      const first = await signInWithPassword(
        db(),
        { email: staff.email, password: STAFF_PASSWORD },
        jar.headers(),
        attacker,
      );
      if (!first.ok) throw new Error(first.message);
      jar.take(first.setCookies);
      for (let i = 0; i < 5; i++) {
        const answer = await signInWithCode(
          db(),
          { email: staff.email, code },
          jar.headers(),
          attacker,
        );
        expect(answer.ok).toBe(false);
      }
    }
    const [factor] = await db()
      .select({ lockedUntil: staffTwoFactors.lockedUntil })
      .from(staffTwoFactors)
      .where(eq(staffTwoFactors.userId, staff.id));
    expect(factor?.lockedUntil).toBeInstanceOf(Date);
    // The owner, at their own address, with the right password and code.
    const owner = someClient();
    const jar = new CookieJar();
    const first = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      jar.headers(),
      owner,
    );
    if (!first.ok) throw new Error(first.message);
    jar.take(first.setCookies);
    const answer = await signInWithCode(
      db(),
      { email: staff.email, code: await unusedCode(staff.secret) },
      jar.headers(),
      owner,
    );
    const until = factor?.lockedUntil as Date;
    expect(answer).toMatchObject({ ok: false, message: SIGN_IN_TEXT.locked(until) });
    expect(SIGN_IN_TEXT.locked(new Date("2026-03-01T09:05:00Z"))).toBe(
      "Too many wrong codes: this account is locked until 14:35 (India time). Then sign in again, or ask an admin.",
    );
    const locks = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.two_factor_locked"), eq(auditLog.actorId, staff.id)));
    expect(locks).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ event: "staff.two_factor_locked", staffId: staff.id }),
      expect.any(String),
    );
  });
});

describe("password guesses on one account from many addresses", () => {
  it("[CS-95] 200 wrong passwords from 40 addresses: after 20 in an hour the account's other addresses wait longer and longer (at most 60 s), the owner's own address does not, and an alert is raised", async () => {
    const staff = await staffMember(db(), "agent");
    const errors = vi.spyOn(logger, "error");
    // The owner signs in from home: an address the account has signed in from.
    const home = someClient();
    const homeJar = new CookieJar();
    const homeFirst = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      homeJar.headers(),
      home,
    );
    if (!homeFirst.ok) throw new Error(homeFirst.message);
    homeJar.take(homeFirst.setCookies);
    const homeCode = await signInWithCode(
      db(),
      { email: staff.email, code: await unusedCode(staff.secret) },
      homeJar.headers(),
      home,
    );
    expect(homeCode.ok).toBe(true);

    const now = Date.now();
    const answers: { ok: boolean; message?: string }[] = [];
    for (let i = 0; i < 200; i++) {
      answers.push(
        await signInWithPassword(
          db(),
          { email: staff.email, password: `guess number ${i} !` },
          new Headers(),
          addressNo(32_000 + (i % 40)),
          new Date(now + i * 5),
        ),
      );
    }
    const checked = answers.filter((a) => !isTooMany(a));
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(answers.filter(isTooMany).length).toBeGreaterThanOrEqual(180);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ event: "staff.password_guessing", staffId: staff.id }),
      expect.any(String),
    );
    const alerts = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.sign_in_throttled"), eq(auditLog.actorId, staff.id)));
    expect(alerts).toHaveLength(1);

    // The owner at home is not slowed.
    const atHome = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      home,
      new Date(now + 1000),
    );
    expect(atHome.ok).toBe(true);

    // Elsewhere the wait grows with each further wrong password, never past 60 s: the owner
    // travelling waits a minute at worst, never a lockout.
    const away = addressNo(32_100);
    let at = now + 1000;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await signInWithPassword(
        db(),
        { email: staff.email, password: STAFF_PASSWORD },
        new Headers(),
        away,
        new Date(at),
      );
      const wait = Number(/Wait (\d+) second/.exec(refused.ok ? "" : refused.message)?.[1] ?? 0);
      waits.push(wait);
      at += wait * 1000;
      const guess = await signInWithPassword(
        db(),
        { email: staff.email, password: `another guess ${i} !` },
        new Headers(),
        addressNo(32_200 + i),
        new Date(at),
      );
      expect(guess).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongPassword });
    }
    expect(waits.every((w) => w > 0 && w <= 60)).toBe(true);
    expect(waits.slice(-2)).toEqual([60, 60]);
    for (let i = 1; i < waits.length; i++) {
      expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    }
    // After the wait the right password from there works.
    const travelling = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      away,
      new Date(at + 61_000),
    );
    expect(travelling.ok).toBe(true);
  });
});
