import "server-only";
import { env } from "@/src/config/env";
import {
  CREDENTIALS_COOKIE,
  CREDENTIALS_MAX_AGE_SECONDS,
  type Credentials,
  encodeCredentials,
  SESSION_COOKIE,
} from "@/src/lib/auth/credentials";
import { DEVICE_COOKIE, OTP_POLICY, OTP_TICKET_COOKIE } from "@/src/server/otp";

function secureFlag(): string {
  return env().SESSION_COOKIE_SECURE === "true" ? "; Secure" : "";
}

/** The session token: httpOnly (no script can read it), Secure, SameSite=Lax, 1 year. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${CREDENTIALS_MAX_AGE_SECONDS}; HttpOnly${secureFlag()}; SameSite=Lax`;
}

/**
 * The display credentials (AU-15; docs/decisions/0012-credentials-cookie-without-token.md):
 * readable by the page's script, 1 year, no token inside.
 */
export function credentialsCookie(credentials: Credentials): string {
  return `${CREDENTIALS_COOKIE}=${encodeCredentials(credentials)}; Path=/; Max-Age=${CREDENTIALS_MAX_AGE_SECONDS}${secureFlag()}; SameSite=Lax`;
}

/**
 * "This browser has logged in with these numbers" (src/server/otp/proofs.ts): httpOnly, 1 year,
 * kept at logout (it opens nothing; it only keeps the patient's own OTP allowances).
 */
export function deviceCookie(value: string): string {
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${CREDENTIALS_MAX_AGE_SECONDS}; HttpOnly${secureFlag()}; SameSite=Lax`;
}

/** "This browser asked for the code just sent": httpOnly, as long as the code lives. */
export function otpTicketCookie(value: string): string {
  return `${OTP_TICKET_COOKIE}=${value}; Path=/; Max-Age=${OTP_POLICY.ttlMs / 1000}; HttpOnly${secureFlag()}; SameSite=Lax`;
}

/** Deletes both cookies (logout, or a session that is no longer valid). */
export function clearedAuthCookies(): string[] {
  return [SESSION_COOKIE, CREDENTIALS_COOKIE].map(
    (name) => `${name}=; Path=/; Max-Age=0${secureFlag()}; SameSite=Lax`,
  );
}
