/**
 * The credentials cookie (AU-15, AU-16: JSON, 1 year), readable by the page's script so that the
 * header can show the user without per-user server rendering. It deliberately holds no token:
 * the session token travels only in the httpOnly session cookie (or an Authorization header),
 * out of reach of injected script.
 */

export const CREDENTIALS_COOKIE = "credentials";
export const SESSION_COOKIE = "vaidya_session";
/** AU-16: the credentials cookie lasts 31536000 s. Sessions expire after the same year. */
export const CREDENTIALS_MAX_AGE_SECONDS = 31_536_000;

/** AU-15: selectedCity (cityid, cityname, type). */
export interface SelectedCity {
  cityid: number;
  cityname: string;
  /** 'popular' or 'other', as in the city list. */
  type: string;
}

/**
 * The credentials of AU-15 minus the token
 * (docs/decisions/0012-credentials-cookie-without-token.md).
 */
export interface Credentials {
  id: number;
  name: string | null;
  email: string | null;
  mobileNo: string;
  countryCode: string;
  selectedCity: SelectedCity | null;
}

/** The cookie value: URI-encoded JSON (JSON's quotes and commas are not allowed raw in cookies). */
export function encodeCredentials(credentials: Credentials): string {
  const { id, name, email, mobileNo, countryCode, selectedCity } = credentials;
  return encodeURIComponent(
    JSON.stringify({ name, email, mobileNo, id, selectedCity, countryCode }),
  );
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Parses a cookie value; anything malformed is "not logged in" (null), never a throw. */
export function decodeCredentials(raw: string | undefined | null): Credentials | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const id = Number(v.id);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof v.mobileNo !== "string") return null;
  let selectedCity: SelectedCity | null = null;
  const city = v.selectedCity as Record<string, unknown> | null | undefined;
  if (city && typeof city === "object" && Number.isInteger(Number(city.cityid))) {
    selectedCity = {
      cityid: Number(city.cityid),
      cityname: String(city.cityname ?? ""),
      type: String(city.type ?? ""),
    };
  }
  return {
    id,
    name: stringOrNull(v.name),
    email: stringOrNull(v.email),
    mobileNo: v.mobileNo,
    countryCode: typeof v.countryCode === "string" ? v.countryCode : "91",
    selectedCity,
  };
}

/** The value of cookie `name` in a Cookie header or `document.cookie`. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
