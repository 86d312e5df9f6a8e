import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { leads } from "./leads";

/**
 * The care team's accounts (the console at /console). Kept apart from the patients' `users` and
 * `sessions`: staff sign in with email, password and a TOTP code through better-auth
 * (docs/decisions/0017-staff-accounts-better-auth.md), patients with their mobile number and an
 * OTP. The first five tables have the shape better-auth's Drizzle adapter expects (its user,
 * session, account, verification and two-factor models, plus the admin plugin's role and ban
 * fields); the property names are better-auth's field names.
 */
export const STAFF_ROLES = ["agent", "supervisor", "editor", "reviewer", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    role: text("role").$type<StaffRole>().notNull().default("agent"),
    /** better-auth's admin plugin: a banned account cannot sign in. `disable` sets it. */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamptz("ban_expires"),
    /**
     * The cities whose leads an agent works, by name as leads store them (compared without
     * case); empty means all cities. Set by an admin.
     */
    cities: text("cities").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("staff_users_email_idx").on(sql`lower(${t.email})`),
    check(
      "staff_users_role_check",
      sql`${t.role} in ('agent', 'supervisor', 'editor', 'reviewer', 'admin')`,
    ),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    /** An Argon2id hash (src/server/staff/password.ts). */
    password: text("password"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** Encrypted by better-auth with BETTER_AUTH_SECRET. */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamptz("locked_until"),
    /**
     * The codes that signed this person in during the last 90 seconds, `<sha256>@<epoch ms>`: a
     * code works once (src/server/staff/sign-in.ts `claimCode`).
     */
    recentCodes: text("recent_codes").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId)],
);

/**
 * One-time setup links (`npm run staff -- add|reset`): the SHA-256 of the link's token, valid
 * 24 hours, used once.
 */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("staff_setup_tokens_user_idx").on(t.userId)],
);

/**
 * Failed passwords and codes of existing accounts (src/server/staff/throttle.ts): one row per
 * account and client address (the delay grows with each failure past the fifth, for that pair
 * only, so a stranger elsewhere cannot lock a colleague out) and one per account across all
 * addresses (`account|<id>`). Failures for addresses with no account are never stored here
 * (aggregate counters in rate_limits). The hourly maintenance deletes a row a day after its last
 * failure (migration 0031 indexes `last_failure_at` for it).
 */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamptz("last_failure_at").notNull().defaultNow(),
    blockedUntil: timestamptz("blocked_until"),
  },
  (t) => [index("staff_sign_in_failures_last_failure_idx").on(t.lastFailureAt)],
);

/**
 * The audit trail: append-only. A trigger refuses every UPDATE, and every DELETE of an entry
 * younger than a year (migration 0021), so no code path of the application (nor a mistaken
 * query) can rewrite what happened. `actorId` is null for the system and for failed sign-ins
 * (`actorEmail` holds the address typed).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    recordType: text("record_type"),
    recordId: text("record_id"),
    ip: text("ip"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_record_idx").on(t.recordType, t.recordId),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);

/** The pipeline of a lead the care team works (its names: src/lib/console/lead-filters.ts). */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "booked",
  "visited",
  "treated",
  "closed",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const CLOSE_REASONS = [
  "not_reachable",
  "not_interested",
  "duplicate",
  "price",
  "other",
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/**
 * How the care team works a lead: one row per lead, created with it (a trigger of migration
 * 0021, so every way a lead is written gets one). Kept beside `leads` so the patient's record
 * stays what the patient sent.
 */
export const leadWork = pgTable(
  "lead_work",
  {
    leadId: bigint("lead_id", { mode: "number" })
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    closeReason: text("close_reason").$type<CloseReason>(),
    assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    nextCallAt: timestamptz("next_call_at"),
    /** When the lead first left "new": its SLA clock stops here. */
    firstContactAt: timestamptz("first_contact_at"),
    /** The lead's creation time, copied so the inbox sorts and filters on one table. */
    createdAt: timestamptz("created_at").notNull(),
    /** Copied from the lead (lower case) for the agents' city scope and the city filter. */
    city: text("city"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /**
     * The call the lead is owed (CS-106): a first call or a callback, which may be made from
     * `dueFrom` and is late after `dueAt`; all null when none is owed. Computed by
     * src/server/console/leads/due.ts with the service level named by `dueRule`; null there
     * means stale (migration 0034's trigger clears it when consents or contact rules change).
     */
    dueKind: text("due_kind").$type<"first_call" | "callback">(),
    dueFrom: timestamptz("due_from"),
    dueAt: timestamptz("due_at"),
    dueRule: text("due_rule"),
  },
  (t) => [
    index("lead_work_due_at_idx").on(t.dueAt).where(sql`${t.dueAt} is not null`),
    index("lead_work_due_rule_idx").on(t.dueRule),
    index("lead_work_status_created_idx").on(t.status, t.createdAt),
    index("lead_work_created_idx").on(t.createdAt),
    index("lead_work_city_created_idx").on(t.city, t.createdAt),
    index("lead_work_assignee_created_idx").on(t.assigneeId, t.createdAt),
    check(
      "lead_work_status_check",
      sql`${t.status} in ('new', 'contacted', 'booked', 'visited', 'treated', 'closed')`,
    ),
    check(
      "lead_work_close_reason_check",
      sql`(${t.status} = 'closed') = (${t.closeReason} is not null)`,
    ),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

export const LEAD_EVENT_KINDS = [
  "created",
  "status",
  "note",
  "callback",
  "assigned",
  "call",
  "whatsapp",
  "sms",
  "consent",
  "rules",
  "crm",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * A lead's story (CS-110): one row per thing that happened to it, written in the transaction of
 * the change (staff actions by the console's code, the rest by migration 0034's triggers).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    at: timestamptz("at").notNull().defaultNow(),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    by: text("by").$type<"staff" | "patient" | "system">().notNull(),
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("lead_events_lead_at_idx").on(t.leadId, t.at),
    check(
      "lead_events_kind_check",
      sql`${t.kind} in ('created', 'status', 'note', 'callback', 'assigned', 'call', 'whatsapp', 'sms', 'consent', 'rules', 'crm')`,
    ),
    check("lead_events_by_check", sql`${t.by} in ('staff', 'patient', 'system')`),
  ],
);
