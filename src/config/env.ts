import { z } from "zod";
import { parseIdleMinutes } from "@/src/lib/console/session-idle";
import { DEVELOPMENT_OTP_SECRET, DEVELOPMENT_STAFF_SECRET } from "./development-secrets";
import { parseTrustedProxies } from "./proxies";

/**
 * Server environment, parsed once with a schema (after the Epic Stack's env.server.ts).
 * Every variable is listed in the README's configuration table.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default("./data/db"),
  /**
   * Public origin used in absolute links (sitemap, canonical URLs). Required when NODE_ENV is
   * production (`npm start` sets http://localhost:PORT when it is missing); otherwise
   * http://localhost:PORT.
   */
  SITE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Lets a monitor outside this host read the probes' details (uptime, database, migrations):
   * `Authorization: Bearer <OPS_TOKEN>` on /api/health and /api/ready. Unset: only requests from
   * this host (loopback) see them; everyone else gets the status alone.
   */
  OPS_TOKEN: z.string().min(32).optional(),

  // Accounts and OTP (src/server/otp, src/server/sms, src/server/auth;
  // docs/decisions/0005-otp-limits-and-sms-budget.md).
  /**
   * console: prints each SMS as a JSON log line (development); capture: appends to SMS_CAPTURE_FILE
   * (tests).
   */
  SMS_PROVIDER: z.enum(["console", "capture", "msg91", "webhook"]).default("console"),
  SMS_CAPTURE_FILE: z.string().min(1).default("./data/sms-capture.jsonl"),
  /** DLT-registered sender id (header) and template id of the OTP message. */
  SMS_SENDER_ID: z.string().min(1).default("VAIDYA"),
  SMS_DLT_TEMPLATE_ID: z.string().min(1).optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  MSG91_URL: z.string().url().default("https://control.msg91.com/api/v5/flow/"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** MSG91 template (flow) id whose text has an ##otp## variable. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /** Signs webhook bodies: header X-Vaidya-Signature: sha256=<hex HMAC of the body>. */
  SMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Dial codes (without +) that OTPs may be sent to, comma-separated. */
  SMS_ALLOWED_COUNTRIES: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, "comma-separated dial codes, e.g. 91 or 91,971")
    .default("91"),
  /**
   * Global SMS budget per 24 h: past half of it each client address gets a few SMS an hour, the
   * last 20 % is kept for browsers that logged in with the number (and, up to 90 %, OTPs tied to
   * a stored lead), when spent nobody until the window ends (src/server/otp/budget.ts).
   */
  SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(5000),
  /**
   * HMAC key for OTP codes, phone keys and the per-lead secrets of leads sent with an
   * Idempotency-Key (>= 32 chars). Required in production with a real SMS provider.
   */
  OTP_HMAC_SECRET: z.string().min(32).optional(),
  /**
   * Signs the care team's session cookies and encrypts their TOTP secrets (>= 32 chars).
   * Required on a public deployment; a laptop and the tests use a public development secret.
   */
  STAFF_AUTH_SECRET: z.string().min(32).optional(),
  /** Console idle limits per role, e.g. "agent=240,admin=30" (src/lib/console/session-idle.ts). */
  STAFF_IDLE_MINUTES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseIdleMinutes(value);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
    }),
  /** OTP SMS sent per client IP per hour (refused sends do not count), and OTP checks per client IP per hour. */
  OTP_IP_SEND_LIMIT: z.coerce.number().int().positive().default(20),
  OTP_IP_VERIFY_LIMIT: z.coerce.number().int().positive().default(100),
  /** OTP SMS sent per client network (IPv4 /24, IPv6 /48) per hour; refused requests do not count. */
  OTP_NETWORK_SEND_LIMIT: z.coerce.number().int().positive().default(100),
  /** OTP SMS sent per number series (dial code + first 5 digits of the number) per hour. */
  OTP_PREFIX_SEND_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * OTP SMS per 24 h to each allowed country other than the first of SMS_ALLOWED_COUNTRIES (the
   * home country, bounded by SMS_DAILY_BUDGET alone).
   */
  SMS_COUNTRY_DAILY_LIMIT: z.coerce.number().int().positive().default(100),
  /**
   * How many proxies stand in front of the app, each appending the address it saw to
   * X-Forwarded-For. 0 (default): none, the client is the socket's address and X-Forwarded-For
   * is ignored. 1 behind one reverse proxy; 2 behind CDN + balancer.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /**
   * The proxies in front of the app by address (comma-separated IPs or CIDRs), instead of
   * TRUST_PROXY_HOPS: X-Forwarded-For is read leftwards from the socket while the hop is one of them.
   */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (!value) return;
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** Mark the session cookie Secure (keep true; browsers treat http://localhost as secure). */
  SESSION_COOKIE_SECURE: z.enum(["true", "false"]).default("true"),

  // Lead capture and CRM delivery (src/server/leads, src/server/crm;
  // docs/decisions/0004-lead-outbox-to-crm.md).
  /** The CRM webhook leads are delivered to (JSON POST). Unset: leads stay in the database. */
  CRM_WEBHOOK_URL: z.string().url().optional(),
  /** Signs deliveries: X-Vaidya-Signature: sha256=<hex HMAC of "<X-Vaidya-Timestamp>.<body>">. */
  CRM_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long the outbox waits for the browser's createleadcrm call before delivering anyway. */
  CRM_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  CRM_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** Tries before a lead's delivery goes to the dead-letter state. */
  CRM_MAX_ATTEMPTS: z.coerce.number().int().positive().default(12),
  /** Exponential backoff: base · 2^(try-1), capped at max, ±20 % jitter. */
  CRM_BACKOFF_BASE_MS: z.coerce.number().int().positive().default(5000),
  CRM_BACKOFF_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Days a delivered lead's CRM payload (a second copy of the patient's data) is kept in the
   * outbox before the periodic prune clears it. Dead letters keep theirs.
   */
  CRM_PAYLOAD_RETENTION_DAYS: z.coerce.number().int().min(0).default(7),
  /** off: this instance does not run the outbox worker (another one does). */
  CRM_WORKER: z.enum(["on", "off"]).default("on"),
  /** Consent notice version stored with leads whose request names none. */
  LEAD_CONSENT_VERSION: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .optional(),
  /** A patient's erasure request (My data) is carried out within this many days. */
  PRIVACY_ERASURE_DAYS: z.coerce.number().int().min(0).max(30).default(7),
  /** Idempotency-Keys of lead creation are kept this long (at least 24 h). */
  LEAD_IDEMPOTENCY_TTL_HOURS: z.coerce.number().int().min(24).default(48),
  /**
   * Lead creations per client IP per hour (shared by all instances through the database) before
   * leads are flagged `throttled`: still stored, answered and delivered (carrier-grade NAT puts
   * many patients behind one address), but marked for the care team.
   */
  LEAD_IP_LIMIT: z.coerce.number().int().positive().default(60),
  /** The flood ceiling: lead creations per client IP per hour before 429. Default 10 × LEAD_IP_LIMIT. */
  LEAD_IP_HARD_LIMIT: z.coerce.number().int().positive().optional(),
  /**
   * Lead photo uploads per client IP per hour, counted before a photo is decoded; over it 429.
   * A patient sends one photo per lead (with at most two retries); the lead itself is not affected.
   */
  LEAD_PHOTO_IP_LIMIT: z.coerce.number().int().positive().default(30),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = ParsedEnv & { SITE_URL: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  const problems = [
    ...siteEnvProblems(parsed.data),
    ...accountEnvProblems(parsed.data),
    ...leadEnvProblems(parsed.data),
  ];
  if (problems.length > 0) {
    throw new Error(`Invalid environment variables:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  cached = {
    ...parsed.data,
    SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
  return cached;
}

/**
 * The environment at server start (instrumentation.ts): a bad one prints its readable message and
 * ends the process (exit code 1) instead of a server that answers 500 to every request.
 */
export function envAtStart(): Env {
  try {
    const vars = env();
    const problems = [...publicDeploymentProblems(vars), ...productionSecretProblems(vars)];
    if (problems.length > 0) {
      throw new Error(
        `Invalid environment variables:\n${problems.map((p) => `  ${p}`).join("\n")}`,
      );
    }
    return vars;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * SITE_URL in production: without it canonical links and the sitemap would name localhost.
 * (Not while `next build` runs: the origin is read when a page renders, on the server.)
 */
function siteEnvProblems(v: ParsedEnv): string[] {
  const building = process.env.NEXT_PHASE === "phase-production-build";
  if (v.NODE_ENV === "production" && !v.SITE_URL && !building) {
    return [
      "SITE_URL: required in production: the public origin of the site, e.g. https://www.example.in (`npm start` sets http://localhost:PORT when it is missing)",
    ];
  }
  return [];
}

/** Cross-field rules of the SMS/OTP settings (checked once, with the rest, at start-up). */
function accountEnvProblems(v: ParsedEnv): string[] {
  const problems: string[] = [];
  if (v.TRUSTED_PROXIES && v.TRUST_PROXY_HOPS > 0) {
    problems.push("TRUSTED_PROXIES: set it or TRUST_PROXY_HOPS, not both");
  }
  const need = (key: keyof ParsedEnv, why: string) => {
    if (!v[key]) problems.push(`${key}: required ${why}`);
  };
  if (v.SMS_PROVIDER === "msg91") {
    need("MSG91_AUTH_KEY", "when SMS_PROVIDER=msg91");
    need("MSG91_TEMPLATE_ID", "when SMS_PROVIDER=msg91");
  }
  if (v.SMS_PROVIDER === "webhook") need("SMS_WEBHOOK_URL", "when SMS_PROVIDER=webhook");
  if (v.NODE_ENV === "production" && (v.SMS_PROVIDER === "msg91" || v.SMS_PROVIDER === "webhook")) {
    need("OTP_HMAC_SECRET", "in production with a real SMS provider");
  }
  return problems;
}

/**
 * What a server on a public origin must have beyond a valid environment (checked when the server
 * starts, not by the database commands, which never send an SMS): a public site on the console
 * provider prints every number and code to its log, and on the development secret (public, in
 * this repository) anyone could forge OTP and lead tokens.
 */
export function publicDeploymentProblems(v: Env): string[] {
  if (!isPublicDeployment(v)) return [];
  const problems: string[] = [];
  if (v.SMS_PROVIDER !== "msg91" && v.SMS_PROVIDER !== "webhook") {
    problems.push(
      `SMS_PROVIDER: must be msg91 or webhook when SITE_URL (${v.SITE_URL}) is public in production (now ${v.SMS_PROVIDER}, which does not deliver OTPs)`,
    );
  }
  if (!v.STAFF_AUTH_SECRET) {
    problems.push(
      `STAFF_AUTH_SECRET: required when SITE_URL (${v.SITE_URL}) is public in production`,
    );
  }
  if (!v.OTP_HMAC_SECRET) {
    problems.push(
      `OTP_HMAC_SECRET: required when SITE_URL (${v.SITE_URL}) is public in production`,
    );
  }
  return problems;
}

/**
 * The secrets a production server needs, whatever its origin: each of its own, never the
 * development value published in this repository (with it anyone could sign OTP proofs, stop
 * links of any request and staff sessions). `npm start` on this machine fills in random
 * per-install ones (scripts/install-secrets.mjs); a missing one on a public origin is already
 * named by `publicDeploymentProblems`.
 */
export function productionSecretProblems(v: Env): string[] {
  if (v.NODE_ENV !== "production" || process.env.NEXT_PHASE === "phase-production-build") {
    return [];
  }
  const development = {
    OTP_HMAC_SECRET: DEVELOPMENT_OTP_SECRET,
    STAFF_AUTH_SECRET: DEVELOPMENT_STAFF_SECRET,
  } as const;
  const problems: string[] = [];
  for (const [key, value] of Object.entries(development) as [keyof typeof development, string][]) {
    if (v[key] === value) {
      problems.push(
        `${key}: is the development value published in this repository; set a random secret of this deployment's own (e.g. \`openssl rand -base64 32\`)`,
      );
    } else if (!v[key] && !isPublicDeployment(v)) {
      problems.push(
        `${key}: required in production (\`npm start\` makes a random one for this install in data/secrets.json; a real deployment sets its own, the same on every instance)`,
      );
    }
  }
  return problems;
}

/**
 * A production server whose public origin is not this machine: a real deployment. `npm start` on
 * a laptop (SITE_URL http://localhost:PORT) and the test servers (127.0.0.1) are not, so the quick
 * start keeps its console SMS (and its per-install secrets, productionSecretProblems).
 */
function isPublicDeployment(v: Env): boolean {
  if (v.NODE_ENV !== "production" || !v.SITE_URL) return false;
  if (process.env.NEXT_PHASE === "phase-production-build") return false;
  const host = new URL(v.SITE_URL).hostname.replace(/^\[|\]$/g, "");
  return !(
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\./.test(host) ||
    host === "::1"
  );
}

/** Cross-field rules of the lead settings. */
function leadEnvProblems(v: ParsedEnv): string[] {
  if (v.LEAD_IP_HARD_LIMIT !== undefined && v.LEAD_IP_HARD_LIMIT < v.LEAD_IP_LIMIT) {
    return ["LEAD_IP_HARD_LIMIT: must be at least LEAD_IP_LIMIT"];
  }
  return [];
}
