import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import {
  auditLog,
  staffAccounts,
  staffSessions,
  staffSetupTokens,
  staffUsers,
} from "@/src/db/schema";
import {
  addStaff,
  disableStaff,
  listStaff,
  resetStaff,
  StaffError,
  setupTarget,
} from "@/src/server/staff/accounts";
import { listAudit, recordAudit } from "@/src/server/staff/audit";
import { resolveStaff } from "@/src/server/staff/session";
import {
  SIGN_IN_TEXT,
  sessionTokensIn,
  signInWithCode,
  signInWithPassword,
  startSetup,
} from "@/src/server/staff/sign-in";
import { createTestDb } from "../fixtures/db";
import {
  CookieJar,
  codeFor,
  STAFF_PASSWORD,
  someClient,
  staffMember,
  unusedCode,
} from "./console-support";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const db = () => handle.db;

async function sessionOf(jar: CookieJar, now = new Date()) {
  return resolveStaff(db(), jar.headers(), "198.51.100.9", now);
}

describe("staff accounts: invited, set up from a one-time link, two factors", () => {
  it("[CS-1] add prints a setup link for a new account of a known role; a second add of the address is refused", async () => {
    const added = await addStaff(db(), { email: "Asha.Agent@care.example", role: "agent" });
    expect(added.setupPath).toMatch(/^\/console\/setup\/[A-Za-z0-9_-]{40,}$/);
    expect(added.email).toBe("asha.agent@care.example");
    await expect(
      addStaff(db(), { email: "asha.agent@CARE.example", role: "agent" }),
    ).rejects.toThrow(StaffError);
    await expect(addStaff(db(), { email: "x@care.example", role: "owner" })).rejects.toThrow(
      /Unknown role/,
    );
    await expect(addStaff(db(), { email: "not-an-email", role: "agent" })).rejects.toThrow(
      /Not an email/,
    );
    const [state] = (await listStaff(db())).filter((s) => s.email === "asha.agent@care.example");
    expect(state).toMatchObject({ role: "agent", state: "invited" });
  });

  it("[CS-2] the setup link lasts 24 hours and works once", async () => {
    const added = await addStaff(db(), { email: "once@care.example", role: "agent" });
    const token = added.setupPath.split("/").pop() ?? "";
    expect(await setupTarget(db(), token)).toBeDefined();
    expect(await setupTarget(db(), token, new Date(Date.now() + 25 * 3600_000))).toBeUndefined();
    const jar = new CookieJar();
    const started = await startSetup(db(), token, STAFF_PASSWORD, jar.headers());
    if (!started.ok) throw new Error(started.message);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(started.qrSvg).toContain("<svg");
    jar.take(started.setCookies);
    const { confirmSetup } = await import("@/src/server/staff/sign-in");
    const done = await confirmSetup(
      db(),
      token,
      await codeFor(started.secret),
      jar.headers(),
      someClient(),
    );
    expect(done.ok).toBe(true);
    expect(await setupTarget(db(), token)).toBeUndefined();
    const again = await startSetup(db(), token, STAFF_PASSWORD, new CookieJar().headers());
    expect(again).toEqual({
      ok: false,
      message: "This setup link has expired or was already used.",
    });
  });

  it("[CS-3] a password shorter than 12 characters or on the common-password list is refused, and nothing is stored", async () => {
    const added = await addStaff(db(), { email: "weak@care.example", role: "agent" });
    const token = added.setupPath.split("/").pop() ?? "";
    for (const [password, message] of [
      ["short pass", "Use at least 12 characters."],
      ["qwerty123456", "This password is on a list of common passwords. Choose another."],
      ["weak@care.example", "The password cannot be your email address."],
    ] as const) {
      expect(await startSetup(db(), token, password, new CookieJar().headers())).toEqual({
        ok: false,
        message,
      });
    }
    const accounts = await db()
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.userId, added.id));
    expect(accounts).toHaveLength(0);
  });

  it("[CS-4] sign-in takes the password, then the code; the password is stored as an Argon2id hash", async () => {
    const staff = await staffMember(db(), "agent");
    const result = await sessionOf(staff.jar);
    expect(result.staff).toMatchObject({ email: staff.email, role: "agent" });
    const [account] = await db()
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.userId, staff.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // A wrong code opens nothing.
    const jar = new CookieJar();
    const client = someClient();
    const first = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      jar.headers(),
      client,
    );
    if (!first.ok) throw new Error(first.message);
    jar.take(first.setCookies);
    expect((await sessionOf(jar)).staff).toBeNull();
    const wrong = await signInWithCode(
      db(),
      { email: staff.email, code: "000000" },
      jar.headers(),
      client,
    );
    expect(wrong).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongCode });
    expect((await sessionOf(jar)).staff).toBeNull();
  });

  it("[CS-89] a code that signed someone in cannot sign in again while it is still valid", async () => {
    const staff = await staffMember(db(), "agent");
    const signIn = async (code: string) => {
      const jar = new CookieJar();
      const client = someClient();
      const first = await signInWithPassword(
        db(),
        { email: staff.email, password: STAFF_PASSWORD },
        jar.headers(),
        client,
      );
      if (!first.ok) throw new Error(first.message);
      jar.take(first.setCookies);
      const answer = await signInWithCode(
        db(),
        { email: staff.email, code },
        jar.headers(),
        client,
      );
      if (answer.ok) jar.take(answer.setCookies);
      return { answer, jar };
    };
    const sessionsNow = async () =>
      (await db().select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).length;
    const code = await unusedCode(staff.secret);
    const once = await signIn(code);
    expect(once.answer.ok).toBe(true);
    expect((await sessionOf(once.jar)).staff?.email).toBe(staff.email);
    const before = await sessionsNow();
    // The same code again (seen over a shoulder): refused, and no session is left open.
    const again = await signIn(code);
    expect(again.answer).toEqual({ ok: false, message: SIGN_IN_TEXT.codeUsed });
    expect((await sessionOf(again.jar)).staff).toBeNull();
    expect(await sessionsNow()).toBe(before);
    // Every code of the last 90 seconds is remembered, not only the last: the setup's and the
    // first sign-in's codes (the other two steps the check accepts) are refused as well.
    for (const offset of [-30, 0, 30]) {
      const other = await codeFor(staff.secret, offset);
      if (other === code) continue;
      expect((await signIn(other)).answer).toEqual({ ok: false, message: SIGN_IN_TEXT.codeUsed });
    }
    // Over https the session cookie's name has the __Secure- prefix: its session is found too.
    expect(
      sessionTokensIn([
        "__Secure-vaidya-staff.session_token=abc%2Edef.sig; Path=/; Secure",
        "vaidya-staff.session_token=tok.sig; Path=/",
        "vaidya-staff.dont_remember=x; Path=/",
      ]),
    ).toEqual(["abc", "tok"]);
    const failures = await listAudit(db(), { action: "staff.sign_in_failed", actorId: staff.id });
    expect(failures.map((f) => f.detail)).toContainEqual({ step: "code", reused: true });
  });

  it("[CS-5] a wrong password gets one message whatever was wrong, and is in the audit trail", async () => {
    const staff = await staffMember(db(), "agent");
    const client = someClient();
    const wrongPassword = await signInWithPassword(
      db(),
      { email: staff.email, password: "not the password at all" },
      new Headers(),
      client,
    );
    const noSuchUser = await signInWithPassword(
      db(),
      { email: "nobody@care.example", password: STAFF_PASSWORD },
      new Headers(),
      client,
    );
    expect(wrongPassword).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongPassword });
    expect(noSuchUser).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongPassword });
    const failures = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.sign_in_failed"));
    expect(failures.map((f) => f.actorEmail)).toEqual(
      expect.arrayContaining([staff.email, "nobody@care.example"]),
    );
    expect(failures.find((f) => f.actorEmail === staff.email)?.ip).toBe(client.address);
  });

  it("[CS-6] after 5 wrong passwords the account waits longer at that address only; another address and the right password elsewhere still work", async () => {
    const staff = await staffMember(db(), "agent");
    const attacker = someClient();
    for (let i = 0; i < 5; i++) {
      const r = await signInWithPassword(
        db(),
        { email: staff.email, password: `wrong password ${i}!` },
        new Headers(),
        attacker,
      );
      expect(r).toEqual({ ok: false, message: SIGN_IN_TEXT.wrongPassword });
    }
    // The fifth failure starts a 2-second wait; the sixth attempt is refused without a check.
    const blocked = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      attacker,
    );
    expect(blocked).toEqual({ ok: false, message: SIGN_IN_TEXT.tooMany(2) });
    const colleague = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      someClient(),
    );
    expect(colleague.ok).toBe(true);
  });

  it("[CS-7] [CS-104] a session ends after its role's idle limit and 12 hours after sign-in; activity keeps it alive", async () => {
    // An admin: 30 idle minutes.
    const staff = await staffMember(db(), "admin");
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    expect((await sessionOf(staff.jar, at(20))).staff).not.toBeNull();
    expect((await sessionOf(staff.jar, at(45))).staff).not.toBeNull();
    const idle = await sessionOf(staff.jar, at(80));
    expect(idle).toEqual({ staff: null, why: "idle" });
    // Deleted: the cookie is worthless even back in time.
    expect((await sessionOf(staff.jar, at(1))).staff).toBeNull();

    // An agent: three idle hours between calls keep the session; four and a half end it.
    const agent = await staffMember(db(), "agent");
    expect((await sessionOf(agent.jar, at(180))).staff).not.toBeNull();
    expect(await sessionOf(agent.jar, at(180 + 270))).toEqual({ staff: null, why: "idle" });

    const busy = await staffMember(db(), "agent");
    let minute = 0;
    while (minute < 12 * 60 - 20) {
      minute += 20;
      expect((await sessionOf(busy.jar, at(minute))).staff).not.toBeNull();
    }
    expect(await sessionOf(busy.jar, at(12 * 60 + 5))).toEqual({ staff: null, why: "expired" });
  });

  it("[CS-8] disable and reset sign the person out everywhere; a disabled account cannot sign in", async () => {
    const staff = await staffMember(db(), "agent");
    const second = new CookieJar();
    const client = someClient();
    const first = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      second.headers(),
      client,
    );
    if (!first.ok) throw new Error(first.message);
    second.take(first.setCookies);
    const code = await signInWithCode(
      db(),
      { email: staff.email, code: await unusedCode(staff.secret) },
      second.headers(),
      client,
    );
    if (!code.ok) throw new Error(code.message);
    second.take(code.setCookies);
    expect((await sessionOf(second)).staff).not.toBeNull();

    await disableStaff(db(), staff.email);
    expect((await sessionOf(staff.jar)).staff).toBeNull();
    expect((await sessionOf(second)).staff).toBeNull();
    const refused = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      someClient(),
    );
    expect(refused.ok).toBe(false);

    const reset = await resetStaff(db(), staff.email);
    expect(reset.setupPath).toMatch(/^\/console\/setup\//);
    const sessions = await db()
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, staff.id));
    expect(sessions).toHaveLength(0);
    // The old password no longer works after a reset.
    const old = await signInWithPassword(
      db(),
      { email: staff.email, password: STAFF_PASSWORD },
      new Headers(),
      someClient(),
    );
    expect(old.ok).toBe(false);
    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(user).toMatchObject({ banned: false, twoFactorEnabled: false });
    const unused = await db()
      .select()
      .from(staffSetupTokens)
      .where(eq(staffSetupTokens.userId, staff.id));
    expect(unused.filter((t) => !t.usedAt)).toHaveLength(1);
  });
});

describe("the audit trail is append-only", () => {
  it("[CS-30] no entry can be changed, deleted within a year or truncated, even by a direct query", async () => {
    await recordAudit(db(), {
      action: "staff.added",
      actorEmail: "command line",
      recordType: "staff",
      recordId: "x",
    });
    await expect(db().execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(db().execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const rows = await db().select().from(auditLog).where(eq(auditLog.recordId, "x"));
    expect(rows).toHaveLength(1);
  });
});
