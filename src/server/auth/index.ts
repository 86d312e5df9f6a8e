import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db";
import { cities, users, visitorLinks } from "@/src/db/schema";
import type { Credentials } from "@/src/lib/auth/credentials";
import type { LoginRequest, ProfileUpdate } from "@/src/lib/auth/schemas";
import { AppError } from "@/src/server/http/errors";
import { authText, localText } from "@/src/server/http/messages";
import { deviceCookieAfterLogin, type OtpClient, verifyOtp } from "@/src/server/otp";
import { phoneKeyOf } from "@/src/server/otp/crypto";
import { otpSecret } from "@/src/server/otp/config";
import type { AuthRuntime } from "./runtime";
import { createSession, revokeSession, type SessionUser } from "./sessions";

export type { SessionUser } from "./sessions";

/**
 * Accounts (AU-1 to AU-43, AP-23 to AP-37): login by OTP creating the user on first login, the
 * caller's own profile update, and visitor-id linking. Registered and new numbers get the same
 * answers.
 */

/** A user row as the session lookup returns it, without the session. */
type UserRow = Omit<SessionUser, "sessionId">;

/** The credentials of AU-15 (without the token) of a user. */
export async function credentialsOf(db: Database, user: UserRow): Promise<Credentials> {
  let selectedCity: Credentials["selectedCity"] = null;
  if (user.cityId !== null) {
    const [city] = await db
      .select({ id: cities.id, name: cities.name, popularRank: cities.popularRank })
      .from(cities)
      .where(eq(cities.id, user.cityId));
    if (city) {
      selectedCity = {
        cityid: city.id,
        cityname: city.name,
        type: city.popularRank === null ? "other" : "popular",
      };
    }
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobileNo: user.mobile,
    countryCode: user.countryCode,
    selectedCity,
  };
}

/**
 * Verifies the OTP, creates the user on first login, opens a session. Answers also the device
 * cookie's new value: this browser has now logged in with this number (src/server/otp/proofs.ts).
 */
export async function loginWithOtp(
  rt: AuthRuntime,
  input: LoginRequest & OtpClient,
): Promise<{ token: string; credentials: Credentials; device: string }> {
  await verifyOtp(rt, {
    countryCode: input.countryCode,
    mobile: input.mobileNo,
    code: input.otp,
    ip: input.ip,
    network: input.network,
    device: input.device,
    ticket: input.ticket,
  });
  const [user] = await rt.db
    .insert(users)
    .values({
      countryCode: input.countryCode,
      mobile: input.mobileNo,
      createdAt: rt.now,
      updatedAt: rt.now,
      lastLoginAt: rt.now,
    })
    .onConflictDoUpdate({
      target: [users.countryCode, users.mobile],
      set: { lastLoginAt: rt.now },
    })
    .returning();
  if (!user) throw new Error("user upsert returned nothing");
  const { token } = await createSession(rt.db, user.id, rt.now);
  const phoneKey = phoneKeyOf(otpSecret(), input.countryCode, input.mobileNo);
  return {
    token,
    credentials: await credentialsOf(rt.db, user),
    device: deviceCookieAfterLogin(input.device, phoneKey),
  };
}

/** Updates name, email and/or city of the caller (never anyone else: the id is the session's). */
export async function updateProfile(
  rt: AuthRuntime,
  user: SessionUser,
  patch: ProfileUpdate,
): Promise<Credentials> {
  if (patch.cityId !== undefined) {
    const [city] = await rt.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, patch.cityId));
    if (!city) throw new AppError(400, [localText((m) => m.auth.location.selectCity)]);
  }
  const [row] = await rt.db
    .update(users)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.email !== undefined ? { email: patch.email.toLowerCase() } : {}),
      ...(patch.cityId !== undefined ? { cityId: patch.cityId } : {}),
      updatedAt: rt.now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError(401, [authText("loginRequired")]);
  return credentialsOf(rt.db, row);
}

/** Ends the caller's session, if there is one (POST /users/v1/user/logout). */
export async function logout(rt: AuthRuntime, user: SessionUser | undefined): Promise<void> {
  if (user) await revokeSession(rt.db, user.sessionId, rt.now);
}

/** Records that this visitor id browsed as this user (GET /timeline/visitorid). */
export async function linkVisitor(
  rt: AuthRuntime,
  userId: number,
  visitorId: string,
): Promise<void> {
  await rt.db
    .insert(visitorLinks)
    .values({ visitorId, userId, firstSeenAt: rt.now, lastSeenAt: rt.now })
    .onConflictDoUpdate({
      target: [visitorLinks.visitorId, visitorLinks.userId],
      set: { lastSeenAt: sql`greatest(${visitorLinks.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/** Visitor ids linked to a user (for tests and a future console). */
export async function visitorIdsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ visitorId: visitorLinks.visitorId })
    .from(visitorLinks)
    .where(and(eq(visitorLinks.userId, userId)));
  return rows.map((r) => r.visitorId);
}
