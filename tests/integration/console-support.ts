import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Database } from "@/src/db";
import type { ClientAddress } from "@/src/server/ratelimit/client-ip";
import { addStaff } from "@/src/server/staff/accounts";
import {
  confirmSetup,
  signInWithCode,
  signInWithPassword,
  startSetup,
} from "@/src/server/staff/sign-in";

/** Staff accounts for the console's tests: set up from the link, signed in with a real code. */
export const STAFF_PASSWORD = "correct horse battery staple 42";

let addressCounter = 0;
export function someClient(): ClientAddress {
  addressCounter += 1;
  const address = `198.51.100.${addressCounter % 250}`;
  return { address, key: address, network: "198.51.100.0/24" };
}

/** Cookies as a browser keeps them: later Set-Cookie lines replace earlier ones. */
export class CookieJar {
  private readonly jar = new Map<string, string>();
  take(setCookies: string[]): this {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", ...rest] = pair.split("=");
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), rest.join("="));
    }
    return this;
  }
  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers(extra);
    headers.set("cookie", [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "));
    return headers;
  }
}

/** The code an authenticator app shows for the base32 secret, `offsetSeconds` from now. */
export function codeFor(secret: string, offsetSeconds = 0): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(
    Math.floor((Date.now() + offsetSeconds * 1000) / 30_000),
  );
}

/** The steps whose codes each secret has used (a code works once). */
const usedSteps = new Map<string, Set<number>>();

/**
 * A code the person has not used yet, as someone waiting for the app's next code would type:
 * of the steps the check accepts (the next, this one, the last), the first unused.
 */
export function unusedCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  const step = [now + 1, now, now - 1].find((s) => !used.has(s));
  if (step === undefined) throw new Error("every code this minute was used: wait 30 s");
  used.add(step);
  return createOTP(base32.decode(secret)).hotp(step);
}

export interface SignedInStaff {
  id: string;
  email: string;
  secret: string;
  jar: CookieJar;
}

/** Adds a staff member, runs their setup link and signs them in: a ready console session. */
export async function staffMember(
  db: Database,
  role: string,
  options: { email?: string; cities?: string[] } = {},
): Promise<SignedInStaff> {
  addressCounter += 1;
  const email = options.email ?? `${role}-${addressCounter}-${Date.now()}@care.example`;
  const added = await addStaff(db, { email, role, cities: options.cities });
  const token = added.setupPath.split("/").pop() ?? "";
  const setupJar = new CookieJar();
  const started = await startSetup(db, token, STAFF_PASSWORD, setupJar.headers());
  if (!started.ok) throw new Error(started.message);
  setupJar.take(started.setCookies);
  const confirmed = await confirmSetup(
    db,
    token,
    await unusedCode(started.secret),
    setupJar.headers(),
    someClient(),
  );
  if (!confirmed.ok) throw new Error(confirmed.message);
  const jar = new CookieJar();
  const client = someClient();
  const first = await signInWithPassword(
    db,
    { email, password: STAFF_PASSWORD },
    jar.headers(),
    client,
  );
  if (!first.ok) throw new Error(first.message);
  jar.take(first.setCookies);
  // Another code than the setup's: a code works once.
  const second = await signInWithCode(
    db,
    { email, code: await unusedCode(started.secret) },
    jar.headers(),
    client,
  );
  if (!second.ok) throw new Error(second.message);
  jar.take(second.setCookies);
  return { id: added.id, email, secret: started.secret, jar };
}
