import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Staff passwords: Argon2id (OWASP's first choice for password storage) with the parameters of
 * OWASP's password storage cheat sheet (19 MiB, 2 passes, 1 lane), about 25 ms per hash here.
 * better-auth calls these instead of its default scrypt (src/server/staff/auth.ts).
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a wrong password, never a crash of the sign-in.
    return false;
  }
}

/** The 49,000 most common passwords zxcvbn knows, lower case. Loaded on first use. */
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordProblem = "too_short" | "too_long" | "common" | "is_email";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  if (password.toLowerCase() === email.toLowerCase()) return "is_email";
  if (isCommon(password)) return "common";
  return null;
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  too_short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  too_long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  is_email: "The password cannot be your email address.",
  common: "This password is on a list of common passwords. Choose another.",
};
