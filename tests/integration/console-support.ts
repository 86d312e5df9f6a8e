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

/** The code an authenticator app shows for the base32 secret of the setup page. */
export function codeFor(secret: string, offsetSeconds = 0): Promise<string> {
  const key = base32.decode(secret);
  if (offsetSeconds === 0) return createOTP(key).totp();
  const realNow = Date.now;
  Date.now = () => realNow() + offsetSeconds * 1000;
  try {
    return createOTP(key).totp();
  } finally {
    Date.now = realNow;
  }
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
    await codeFor(started.secret),
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
  // A code of the next period: the setup already used this period's code (single use).
  const second = await signInWithCode(
    db,
    { email, code: await codeFor(started.secret, 30) },
    jar.headers(),
    client,
  );
  if (!second.ok) throw new Error(second.message);
  jar.take(second.setCookies);
  return { id: added.id, email, secret: started.secret, jar };
}
