import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "@/src/db";
import { staffSessions, staffTwoFactors, staffUsers } from "@/src/db/schema";
import type { StaffRoleName } from "@/src/lib/console/permissions";
import type { ClientAddress } from "@/src/server/ratelimit/client-ip";
import { finishSetup, setPasswordFromSetup, setupTarget } from "./accounts";
import { actorOf, recordAudit } from "./audit";
import { STAFF_COOKIE_PREFIX, staffAuth } from "./auth";
import { clearFailures, recordFailure, throttleKey, waitSeconds } from "./throttle";

/**
 * The steps of signing in and of a setup link, as plain functions of (database, request
 * headers, client): the console's server actions call them (better-auth's nextCookies plugin
 * then writes the cookies), and the integration tests call them with their own headers and read
 * the cookies from `setCookies`.
 */
export type StepResult<T = object> =
  | ({ ok: true; setCookies: string[] } & T)
  | { ok: false; message: string };

export const SIGN_IN_TEXT = {
  wrongPassword: "Wrong email or password.",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  codeUsed: "That code was already used. Wait for the next one in your app and enter it.",
  tooMany: (seconds: number) =>
    `Too many wrong attempts. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  startAgain: "Your sign-in took too long. Enter your email and password again.",
  unfinished:
    "This account has no second factor yet. Open your setup link, or ask an admin for a new one.",
} as const;

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

/** Step 1: email and password. The answer asks for the code (every account has one). */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  request: Headers,
  client: ClientAddress,
): Promise<StepResult> {
  const key = throttleKey(input.email, client.key);
  const wait = await waitSeconds(db, key);
  if (wait > 0) return { ok: false, message: SIGN_IN_TEXT.tooMany(wait) };
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
    await recordFailure(db, key);
    await recordAudit(db, {
      action: "staff.sign_in_failed",
      actorEmail: input.email.trim().toLowerCase().slice(0, 254),
      ip: client.address ?? null,
      detail: { step: "password" },
    });
    return { ok: false, message: SIGN_IN_TEXT.wrongPassword };
  }
}

/** Step 2: the 6-digit code from the authenticator app; the session starts here. */
export async function signInWithCode(
  db: Database,
  input: { email: string; code: string },
  request: Headers,
  client: ClientAddress,
): Promise<StepResult<{ userId: string; role: StaffRoleName }>> {
  const key = throttleKey(input.email, client.key);
  const wait = await waitSeconds(db, key);
  if (wait > 0) return { ok: false, message: SIGN_IN_TEXT.tooMany(wait) };
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
    if (!user) return { ok: false, message: SIGN_IN_TEXT.startAgain };
    if (!(await claimCode(db, user.id, code))) {
      await dropSessionOf(db, setCookiesOf(headers));
      await recordFailure(db, key);
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
    const message = String((error as { body?: { code?: string } }).body?.code ?? "");
    // No pending sign-in (the 10-minute step cookie expired, or it was never there).
    if (/INVALID_TWO_FACTOR_COOKIE|UNAUTHORIZED|SESSION/.test(message)) {
      return { ok: false, message: SIGN_IN_TEXT.startAgain };
    }
    await recordFailure(db, key);
    await recordAudit(db, {
      action: "staff.sign_in_failed",
      actorEmail: input.email.trim().toLowerCase().slice(0, 254),
      ip: client.address ?? null,
      detail: { step: "code" },
    });
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
