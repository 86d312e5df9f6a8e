import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin, twoFactor } from "better-auth/plugins";
import { DEVELOPMENT_STAFF_SECRET } from "@/src/config/development-secrets";
import { env } from "@/src/config/env";
import { type Database, getDb } from "@/src/db";
import { logger } from "@/src/server/log";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "@/src/db/schema";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from "./password";

/**
 * The care team's sign-in: better-auth with its Drizzle adapter, two-factor (TOTP) and admin
 * (roles, disabled accounts) plugins (docs/decisions/0017-staff-accounts-better-auth.md). Its HTTP
 * handler is not mounted: the console's server actions call `auth.api.*` on the server (Next.js
 * checks their Origin against the Host, which is the cross-site protection), and `nextCookies()`
 * writes the cookies it sets. Patients' OTP login (src/server/auth) is separate.
 */

/**
 * Every session ends 12 hours after sign-in; idle sessions end earlier, by role
 * (src/lib/console/session-idle.ts, checked on every console request by session.ts).
 */
export const STAFF_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const STAFF_COOKIE_PREFIX = "vaidya-staff";

/** 10 wrong codes in a row lock an account's second factor for 15 minutes. */
export const TWO_FACTOR_LOCK_AFTER = 10;
export const TWO_FACTOR_LOCK_SECONDS = 15 * 60;

/** Public and known: fine on a laptop or in tests, refused by a production server (env.ts). */
export const DEVELOPMENT_SECRET = DEVELOPMENT_STAFF_SECRET;

function createStaffAuth(db: Database) {
  const e = env();
  return betterAuth({
    appName: "Vaidya care team",
    baseURL: e.SITE_URL,
    basePath: "/console/auth",
    secret: e.STAFF_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    // Its errors into our JSON log; not its warnings: it warns "User not found" for every
    // sign-in with a made-up e-mail, a log line per stranger's request (those are counted in
    // aggregate and alerted on by sign-in.ts instead).
    logger: {
      level: "error",
      log: (_level, message) => logger.error({ source: "better-auth" }, message),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      // The agent's cities, read with the session (src/server/staff/session.ts).
      additionalFields: { cities: { type: "string[]", input: false, required: false } },
    },
    emailAndPassword: {
      enabled: true,
      // Staff are invited (`npm run staff -- add`), never self-registered.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      // The absolute lifetime; the idle limit is enforced on every console request
      // (src/server/staff/session.ts), which also keeps `updatedAt` as the last activity.
      expiresIn: STAFF_ABSOLUTE_SECONDS,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    // Failed passwords and codes are slowed per account and address by our own throttle
    // (src/server/staff/throttle.ts), which the server actions apply before calling in.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: e.SITE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    telemetry: { enabled: false },
    plugins: [
      twoFactor({
        issuer: "Vaidya care team",
        // Wrong codes in a row, across sign-ins and addresses, lock the second factor for a while:
        // the code step says so and until when (src/server/staff/sign-in.ts).
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_LOCK_AFTER,
          durationSeconds: TWO_FACTOR_LOCK_SECONDS,
        },
      }),
      admin({ defaultRole: "agent", adminRoles: ["admin"] }),
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const instances = new WeakMap<Database, StaffAuth>();

/** The auth instance over the process's database (tests swap the database; each gets its own). */
export function staffAuth(db: Database = getDb()): StaffAuth {
  let instance = instances.get(db);
  if (!instance) {
    instance = createStaffAuth(db);
    instances.set(db, instance);
  }
  return instance;
}
