import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "@/src/db";
import { staffSessions, staffTwoFactors, staffUsers } from "@/src/db/schema";
import type { StaffRoleName } from "@/src/lib/console/permissions";
import type { ClientAddress } from "@/src/server/ratelimit/client-ip";
import { finishSetup, setPasswordFromSetup, setupTarget } from "./accounts";
import { actorOf, recordAudit } from "./audit";
import { logger } from "@/src/server/log";
import {
  STAFF_COOKIE_PREFIX,
  staffAuth,
  TWO_FACTOR_LOCK_AFTER,
  TWO_FACTOR_LOCK_SECONDS,
} from "./auth";
import {
  ACCOUNT_FREE_FAILURES,
  accountKey,
  clearFailures,
  isKnownAddress,
  recordAccountFailure,
  recordFailure,
  recordUnknownAccountFailure,
  throttleKey,
  UNKNOWN_AUDIT_AT,
  unknownAccountWait,
  waitSeconds,
} from "./throttle";

/**
 * The steps of signing in and of a setup link, as plain functions of (database, request
 * headers, client): the console's server actions call them (better-auth's nextCookies plugin
 * then writes the cookies), and the integration tests call them with their own headers and read
 * the cookies from `setCookies`.
 */
export type StepResult<T = object> =
  | ({ ok: true; setCookies: string[] } & T)
  /** `restart`: the sign-in must start again at the email and password. */
  | { ok: false; message: string; restart?: true };

export const SIGN_IN_TEXT = {
  wrongPassword: "Wrong email or password.",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  codeUsed: "That code was already used. Wait for the next one in your app and enter it.",
  tooMany: (seconds: number) =>
    `Too many wrong attempts. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  startAgain: "Your sign-in took too long. Enter your email and password again.",
  passwordAgain: "Too many wrong codes for this sign-in. Enter your email and password again.",
  /** The second factor's lock (10 wrong codes in a row), with its end in India time. */
  locked: (until: Date) =>
    `Too many wrong codes: this account is locked until ${istTime(until)} (India time). Then sign in again, or ask an admin.`,
  unfinished:
    "This account has no second factor yet. Open your setup link, or ask an admin for a new one.",
} as const;

/** "14:35": hours and minutes in India time (UTC+05:30, no daylight saving). */
function istTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}

function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

/** The request's headers plus the cookies an earlier step of the same request set. */
function withCookies(request: Headers, setCookies: string[]): Headers {
  const next = new Headers(request);
  const jar = new Map<string, string>();
  for (const part of (request.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (name) jar.set(name.trim(), rest.join("="));
  }
  next.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  return next;
}

/** How long a code is remembered: its 30-second step and one either side. */
const CODE_MEMORY_MS = 90_000;

/**
 * Claims `code` as used by `userId`, atomically (one UPDATE of the person's row): false when the
 * same code already signed this person in within CODE_MEMORY_MS, since better-auth accepts a right
 * code again for as long as it is valid. Every code of that window is remembered, not only the last.
 */
async function claimCode(db: Database, userId: string, code: string): Promise<boolean> {
  const hash = createHash("sha256").update(`${userId}:${code}`).digest("hex");
  const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  const fresh = sql`split_part(c, '@', 2)::bigint > ${nowMs} - ${CODE_MEMORY_MS}`;
  const claimed = await db
    .update(staffTwoFactors)
    .set({
      recentCodes: sql`array_append(
        array(SELECT c FROM unnest(${staffTwoFactors.recentCodes}) AS c WHERE ${fresh}),
        ${hash} || '@' || ${nowMs})`,
    })
    .where(
      sql`${staffTwoFactors.userId} = ${userId} AND NOT EXISTS (
        SELECT 1 FROM unnest(${staffTwoFactors.recentCodes}) AS c
        WHERE split_part(c, '@', 1) = ${hash} AND ${fresh})`,
    )
    .returning({ userId: staffTwoFactors.userId });
  return claimed.length > 0;
}

/** The session cookie's name, with the `__Secure-` prefix better-auth adds over https. */
const SESSION_COOKIE = new RegExp(`^(?:__Secure-)?${STAFF_COOKIE_PREFIX}\\.session_token=`);

/** The session tokens a step's Set-Cookie lines carry (`token.signature`, URL-encoded). */
export function sessionTokensIn(setCookies: string[]): string[] {
  return setCookies.flatMap((line) => {
    const pair = line.split(";")[0]?.trim() ?? "";
    const prefix = SESSION_COOKIE.exec(pair)?.[0];
    const token = prefix ? decodeURIComponent(pair.slice(prefix.length)).split(".")[0] : "";
    return token ? [token] : [];
  });
}

/**
 * Ends the session a refused step had already opened. The cookie may reach the browser anyway
 * (`nextCookies()` sets what better-auth answered in a server action), so the session itself
 * must go.
 */
async function dropSessionOf(db: Database, setCookies: string[]): Promise<void> {
  for (const token of sessionTokensIn(setCookies)) {
    await db.delete(staffSessions).where(eq(staffSessions.token, token));
  }
}

/** An account as the sign-in steps throttle and audit it. */
interface Account {
  id: string;
  email: string;
}

async function accountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const normal = email.trim().toLowerCase();
  if (!normal) return undefined;
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${normal}`);
  return row ? { id: row.id, email: row.email.toLowerCase() } : undefined;
}

/** The two-factor step cookie better-auth sets after the password (`__Secure-` over https). */
const TWO_FACTOR_COOKIE = new RegExp(`^(?:__Secure-)?${STAFF_COOKIE_PREFIX}\\.two_factor$`);

/**
 * The account whose sign-in the password step started: better-auth's signed step cookie names a
 * verification row whose value is the account's id. The code step throttles and audits this
 * account, never the email the form sends (anyone can send any email).
 */
export async function pendingSignIn(db: Database, request: Headers): Promise<Account | undefined> {
  let signed: string | undefined;
  for (const part of (request.get("cookie") ?? "").split(";")) {
    const [name = "", ...rest] = part.trim().split("=");
    if (TWO_FACTOR_COOKIE.test(name)) signed = rest.join("=");
  }
  if (!signed) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(signed);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const context = await staffAuth(db).$context;
  const expected = createHmac("sha256", context.secret).update(identifier).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return undefined;
  }
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) return undefined;
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, pending.value));
  return row ? { id: row.id, email: row.email.toLowerCase() } : undefined;
}

function tooMany(seconds: number): { ok: false; message: string } {
  return { ok: false, message: SIGN_IN_TEXT.tooMany(seconds) };
}

/**
 * A failed password for an address with no account: counted in aggregate (throttle.ts), and in
 * the audit trail only as the hour's first such failure and a summary when the hour's addresses
 * reach 10, 100, 1,000 and 10,000, so that made-up emails cannot grow the year-long trail by one
 * entry per try.
 */
async function unknownAccountFailed(
  db: Database,
  email: string,
  client: ClientAddress,
  now: Date,
): Promise<void> {
  const addresses = await recordUnknownAccountFailure(db, client.key, now);
  const typed = email.trim().toLowerCase().slice(0, 254);
  if (addresses === 1) {
    await recordAudit(db, {
      action: "staff.sign_in_failed",
      actorEmail: typed,
      ip: client.address ?? null,
      detail: { step: "password", unknownAccount: true, firstThisHour: true },
    });
  } else if ((UNKNOWN_AUDIT_AT as readonly number[]).includes(addresses)) {
    await recordAudit(db, {
      action: "staff.sign_in_failures_unknown",
      actorEmail: typed,
      ip: client.address ?? null,
      detail: { addressesThisHour: addresses },
    });
    const fields = { event: "staff.unknown_account_failures", addressesThisHour: addresses };
    if (addresses >= 1000) logger.error(fields, "console sign-ins for unknown accounts");
    else logger.warn(fields, "console sign-ins for unknown accounts");
  }
}

/** A failed password for an existing account: per address, across addresses, audited. */
async function accountFailed(
  db: Database,
  account: Account,
  client: ClientAddress,
  now: Date,
): Promise<void> {
  await recordFailure(db, throttleKey(account.email, client.key), now);
  const acrossAddresses = await recordAccountFailure(db, account.id, now);
  await recordAudit(db, {
    ...actorOf({ ...account, ip: client.address }),
    action: "staff.sign_in_failed",
    detail: { step: "password" },
  });
  if (acrossAddresses === ACCOUNT_FREE_FAILURES) {
    logger.error(
      { event: "staff.password_guessing", staffId: account.id, failures: acrossAddresses },
      "many wrong passwords for one console account: its unknown addresses now wait",
    );
    await recordAudit(db, {
      ...actorOf({ ...account, ip: client.address }),
      action: "staff.sign_in_throttled",
      detail: { failuresThisHour: acrossAddresses },
    });
  }
}

/**
 * Step 1: email and password. The answer asks for the code (every account has one). `now` is the
 * throttle's clock (tests move it); better-auth keeps its own.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  request: Headers,
  client: ClientAddress,
  now: Date = new Date(),
): Promise<StepResult> {
  // An address past its failures for unknown accounts waits whatever email it sends: a
  // different answer for a real account would tell which accounts exist.
  const addressWait = await unknownAccountWait(db, client.key, now);
  if (addressWait > 0) return tooMany(addressWait);
  const account = await accountByEmail(db, input.email);
  if (account) {
    const pairWait = await waitSeconds(db, throttleKey(account.email, client.key), now);
    if (pairWait > 0) return tooMany(pairWait);
    const accountWait = await waitSeconds(db, accountKey(account.id), now);
    if (accountWait > 0 && !(await isKnownAddress(db, account.id, client.address, now))) {
      return tooMany(accountWait);
    }
  }
  try {
    const { headers, response } = await staffAuth(db).api.signInEmail({
      body: { email: input.email.trim(), password: input.password, rememberMe: true },
      headers: request,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: true, setCookies: setCookiesOf(headers) };
    }
    // A password without a second factor (setup left half-way) opens nothing.
    if ("token" in response && response.token) {
      await db.delete(staffSessions).where(eq(staffSessions.token, response.token));
    }
    return { ok: false, message: SIGN_IN_TEXT.unfinished };
  } catch {
    if (account) await accountFailed(db, account, client, now);
    else await unknownAccountFailed(db, input.email, client, now);
    return { ok: false, message: SIGN_IN_TEXT.wrongPassword };
  }
}

/** After a wrong code: when it was the one that locked the account, an alert (once per lock). */
async function alertIfLocked(db: Database, account: Account, client: ClientAddress) {
  const [factor] = await db
    .select({
      failures: staffTwoFactors.failedVerificationCount,
      lockedUntil: staffTwoFactors.lockedUntil,
    })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, account.id));
  if (!factor?.lockedUntil || factor.failures !== TWO_FACTOR_LOCK_AFTER) return;
  logger.error(
    { event: "staff.two_factor_locked", staffId: account.id, until: factor.lockedUntil },
    "10 wrong sign-in codes in a row: the account is locked",
  );
  await recordAudit(db, {
    ...actorOf({ ...account, ip: client.address }),
    action: "staff.two_factor_locked",
    detail: { until: factor.lockedUntil.toISOString() },
  });
}

async function lockedUntil(db: Database, userId: string): Promise<Date> {
  const [factor] = await db
    .select({ lockedUntil: staffTwoFactors.lockedUntil })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  return factor?.lockedUntil ?? new Date(Date.now() + TWO_FACTOR_LOCK_SECONDS * 1000);
}

/**
 * Step 2: the 6-digit code from the authenticator app; the session starts here. The account is
 * the pending sign-in's (`pendingSignIn`); `input.email` is what the form shows and is not
 * trusted for anything.
 */
export async function signInWithCode(
  db: Database,
  input: { email?: string; code: string },
  request: Headers,
  client: ClientAddress,
  now: Date = new Date(),
): Promise<StepResult<{ userId: string; role: StaffRoleName }>> {
  const pending = await pendingSignIn(db, request);
  // No pending sign-in (the 10-minute step cookie expired, or it was never there).
  if (!pending) return { ok: false, message: SIGN_IN_TEXT.startAgain, restart: true };
  const key = throttleKey(pending.email, client.key);
  const wait = await waitSeconds(db, key, now);
  if (wait > 0) return tooMany(wait);
  const code = input.code.replace(/\s+/g, "");
  try {
    const { headers, response } = await staffAuth(db).api.verifyTOTP({
      body: { code },
      headers: request,
      returnHeaders: true,
    });
    const signedIn = (response as { user?: { id: string } }).user;
    const [user] = signedIn
      ? await db
          .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role })
          .from(staffUsers)
          .where(eq(staffUsers.id, signedIn.id))
      : [];
    if (!user) return { ok: false, message: SIGN_IN_TEXT.startAgain, restart: true };
    if (!(await claimCode(db, user.id, code))) {
      await dropSessionOf(db, setCookiesOf(headers));
      await recordFailure(db, key, now);
      await recordAudit(db, {
        ...actorOf({ ...user, ip: client.address }),
        action: "staff.sign_in_failed",
        detail: { step: "code", reused: true },
      });
      return { ok: false, message: SIGN_IN_TEXT.codeUsed };
    }
    await clearFailures(db, key);
    await recordAudit(db, {
      ...actorOf({ ...user, ip: client.address }),
      action: "staff.sign_in",
    });
    return { ok: true, setCookies: setCookiesOf(headers), userId: user.id, role: user.role };
  } catch (error) {
    const reason = String((error as { body?: { code?: string } }).body?.code ?? "");
    if (reason === "ACCOUNT_TEMPORARILY_LOCKED") {
      return {
        ok: false,
        message: SIGN_IN_TEXT.locked(await lockedUntil(db, pending.id)),
        restart: true,
      };
    }
    // better-auth allows 5 codes per password: the sixth needs the password again.
    if (reason === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return { ok: false, message: SIGN_IN_TEXT.passwordAgain, restart: true };
    }
    if (/INVALID_TWO_FACTOR_COOKIE|UNAUTHORIZED|SESSION/.test(reason)) {
      return { ok: false, message: SIGN_IN_TEXT.startAgain, restart: true };
    }
    await recordFailure(db, key, now);
    await recordAudit(db, {
      ...actorOf({ ...pending, ip: client.address }),
      action: "staff.sign_in_failed",
      detail: { step: "code" },
    });
    await alertIfLocked(db, pending, client);
    return { ok: false, message: SIGN_IN_TEXT.wrongCode };
  }
}

export async function signOutStaff(
  db: Database,
  request: Headers,
  staff: { id: string; email: string; ip: string | null },
): Promise<string[]> {
  const { headers } = await staffAuth(db).api.signOut({ headers: request, returnHeaders: true });
  await recordAudit(db, {
    ...actorOf(staff),
    action: "staff.sign_out",
  });
  return setCookiesOf(headers);
}

export interface TotpEnrolment {
  /** otpauth://totp/… for the authenticator app. */
  uri: string;
  /** The shared secret in base32, for typing in by hand. */
  secret: string;
  /** The URI as a QR code (SVG markup from our own server, never user input). */
  qrSvg: string;
}

/**
 * Setup step 1: the password, then a TOTP secret to enrol. Signs the person in without the
 * second factor (better-auth enables TOTP only for a signed-in user); that session opens nothing
 * in the console until the first code is confirmed (src/server/staff/session.ts).
 */
export async function startSetup(
  db: Database,
  token: string,
  password: string,
  request: Headers,
): Promise<StepResult<TotpEnrolment>> {
  const saved = await setPasswordFromSetup(db, token, password);
  if (!saved.ok) return saved;
  const auth = staffAuth(db);
  const signedIn = await auth.api.signInEmail({
    body: { email: saved.email, password, rememberMe: true },
    headers: request,
    returnHeaders: true,
  });
  const sessionCookies = setCookiesOf(signedIn.headers);
  const { headers, response } = await auth.api.enableTwoFactor({
    body: { password, method: "totp" },
    headers: withCookies(request, sessionCookies),
    returnHeaders: true,
  });
  if (!("totpURI" in response)) throw new Error("two-factor enrolment returned no TOTP URI");
  const uri = response.totpURI;
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    ok: true,
    setCookies: [...sessionCookies, ...setCookiesOf(headers)],
    uri,
    secret,
    qrSvg,
  };
}

/** Setup step 2: the first code from the app turns the second factor on; the link is used up. */
export async function confirmSetup(
  db: Database,
  token: string,
  code: string,
  request: Headers,
  client: ClientAddress,
): Promise<StepResult<{ role: StaffRoleName }>> {
  const target = await setupTarget(db, token);
  if (!target) return { ok: false, message: "This setup link has expired or was already used." };
  try {
    const { headers } = await staffAuth(db).api.verifyTOTP({
      body: { code: code.replace(/\s+/g, "") },
      headers: request,
      returnHeaders: true,
    });
    const [user] = await db
      .select({ enabled: staffUsers.twoFactorEnabled, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, target.id));
    if (!user?.enabled) return { ok: false, message: SIGN_IN_TEXT.wrongCode };
    // The first code signs the person in too: it cannot sign them in again.
    await claimCode(db, target.id, code.replace(/\s+/g, ""));
    await finishSetup(db, token, client.address ?? null);
    return { ok: true, setCookies: setCookiesOf(headers), role: user.role };
  } catch {
    return { ok: false, message: SIGN_IN_TEXT.wrongCode };
  }
}
