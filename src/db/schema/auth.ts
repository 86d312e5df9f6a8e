import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cities } from "./catalog";
import { timestamptz } from "./columns";

/**
 * Accounts (AU-15 to AU-17; docs/decisions/0012-credentials-cookie-without-token.md). Nothing here
 * holds a secret in plain text: sessions keep a SHA-256 of their token, OTPs an HMAC of the code,
 * and OTP rows and rate-limit keys identify a number only by its HMAC.
 */

/** A person who logged in at least once; created on first login (one row per number). */
export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Dial code without the plus, e.g. '91'. */
    countryCode: text("country_code").notNull(),
    /** National digits only; never logged unmasked. */
    mobile: text("mobile").notNull(),
    name: text("name"),
    email: text("email"),
    cityId: integer("city_id").references(() => cities.id),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    lastLoginAt: timestamptz("last_login_at"),
  },
  (t) => [uniqueIndex("users_phone_idx").on(t.countryCode, t.mobile)],
);

/** Login sessions: a random 256-bit token, stored only as its SHA-256; revoked at logout. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // The periodic prune: expired sessions, and revoked ones (a small partial index).
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_revoked_at_idx").on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/**
 * One-time passwords. `phoneKey` is an HMAC of the E.164 number and `codeHash` an HMAC of the
 * code bound to that number: the table never holds a code or a number in plain text.
 * `attempts` counts checks (at most 5); a correct check sets `consumedAt` (single use).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    phoneKey: text("phone_key").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamptz("consumed_at"),
    /** Set when a newer code for the same number replaces this one. */
    supersededAt: timestamptz("superseded_at"),
  },
  (t) => [
    index("otp_codes_phone_idx").on(t.phoneKey, t.createdAt),
    // The periodic prune deletes codes by age alone.
    index("otp_codes_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Fixed-window rate-limit buckets shared by every app instance (send, verify, per-IP limits
 * and the daily SMS budget). Same shape as rate-limiter-flexible's SQL stores: key, points,
 * expiry; updated by one atomic upsert per hit (src/server/ratelimit).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamptz("expire").notNull(),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/** Visitor ids seen with a logged-in user (GET /timeline/visitorid). */
export const visitorLinks = pgTable(
  "visitor_links",
  {
    visitorId: text("visitor_id").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorId, t.userId] }),
    index("visitor_links_user_idx").on(t.userId),
  ],
);
