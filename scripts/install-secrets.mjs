// The secrets of one install for `npm start` on this machine (scripts/start.mjs): a newcomer's
// quick start needs no configuration, yet must not sign OTPs, stop links and staff sessions with
// the development secrets published in this repository (the server refuses those in production).
// Each missing secret is made once at random and kept in a file only its owner can read, so that
// links and sessions outlive a restart. A public deployment sets its own (the same on every
// instance): nothing is made for it, and the server says which are missing.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const INSTALL_SECRETS = ["OTP_HMAC_SECRET", "STAFF_AUTH_SECRET"];

/** SITE_URL names this machine (localhost, 127.x, ::1), as env.ts's isPublicDeployment reads it. */
export function isLocalOrigin(siteUrl) {
  if (!siteUrl) return true;
  let host;
  try {
    host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return (
    host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1"
  );
}

function read(file) {
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8"));
    return stored && typeof stored === "object" ? stored : {};
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw new Error(
      `${file} is not this install's secrets file (${error.message}): move it away and start again, or set ${INSTALL_SECRETS.join(" and ")}`,
    );
  }
}

const usable = (value) => typeof value === "string" && value.length >= 32;

/**
 * Fills in `env`'s missing install secrets from `file`, making and storing those the file lacks
 * (mode 0600, its folder 0700 when made). Answers the names it filled in.
 */
export function installSecrets(env, file) {
  const missing = INSTALL_SECRETS.filter((key) => !env[key]);
  if (missing.length === 0 || !isLocalOrigin(env.SITE_URL)) return [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = read(file);
    const lacking = missing.filter((key) => !usable(stored?.[key]));
    if (lacking.length === 0) {
      fs.chmodSync(file, 0o600);
      for (const key of missing) env[key] = stored[key];
      return missing;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const next = { ...stored };
    for (const key of lacking) next[key] = randomBytes(32).toString("base64url");
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    if (stored === undefined) {
      // The first start: of two racing `npm start`s, the file that came first wins.
      try {
        fs.linkSync(tmp, file);
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    } else {
      fs.renameSync(tmp, file);
    }
  }
  throw new Error(`${file}: could not store this install's secrets`);
}
