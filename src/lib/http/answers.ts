import { getMessages } from "@/src/lib/i18n";

/**
 * What our answers look like at the HTTP level, whoever gives them: the edge guard on the HTTP
 * server (src/server/http/edge.ts: methods, undecodable paths, the answers' status adjustments)
 * and Next.js's proxy (proxy.ts: the console's and the patients' pages). Pure rules, no I/O
 * (docs/decisions/0026-supported-nextjs-seams.md says who does what, and why).
 */

/** Path prefixes of the route handlers (the website's backend and the product API's paths). */
export const API_PREFIXES = ["/api/", "/lead/", "/users/", "/dmg/", "/timeline/"] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The care team's console: its pages post server actions to their own path, and no answer of it
 * may be kept by any cache or indexed.
 */
export const CONSOLE_PREFIX = "/console";
export const CONSOLE_CACHE_CONTROL = "private, no-store";
export const CONSOLE_ROBOTS = "noindex, nofollow";

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

const PAGE_METHODS = ["GET", "HEAD"] as const;
const CONSOLE_METHODS = ["GET", "HEAD", "POST"] as const;
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The methods a path may be asked with at all (the `Allow` of our 405). */
export function allowedMethods(pathname: string): readonly string[] {
  if (isConsolePath(pathname)) return CONSOLE_METHODS;
  return isApiPath(pathname) ? API_METHODS : PAGE_METHODS;
}

/**
 * The patient's own data pages (My data and its readable copy, the stop link's page), in both
 * languages: per-patient, so never kept by a browser or a shared cache, whatever their status
 * (a forged stop link's 404 included), and never indexed.
 */
export const PATIENT_DATA_CACHE_CONTROL = "private, no-store";
const PATIENT_DATA_PATHS = /^(?:\/hi)?\/(?:my-data(?:\/.*)?|stop\/.*)$/;

export function isPatientDataPath(pathname: string): boolean {
  return PATIENT_DATA_PATHS.test(pathname);
}

/**
 * The `Cache-Control` of a page's 404: a CDN may absorb a burst of one made-up URL, and a slug
 * that comes to exist is seen within a minute. The server itself never stores such an answer
 * (src/server/http/page-cache.cjs).
 */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/**
 * True when the path's percent-escapes do not decode (`/doctor/%E0%A4`, half a UTF-8 character)
 * or decode to a NUL.
 * Next.js fails such a path while matching its dynamic segments, with a 500 and no log line, and
 * does so before proxy.ts runs; it is the client's mistake, so the edge guard answers 400 first.
 */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    // A NUL (`%00`) is never part of a page or slug, and PostgreSQL text cannot hold one: the
    // lookup failed with a 500 and a log line carrying the raw byte.
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const QUERY_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * True when a query holds a control character (`?city=%00`): no console link or form makes one,
 * and a page would read it into a query PostgreSQL refuses (NUL in text). The console's pages
 * check their query themselves too (src/lib/console/input.ts). Tab, line feed and carriage
 * return pass, as in the API.
 */
export function hasControlCharacterQuery(search: URLSearchParams): boolean {
  for (const [name, value] of search) {
    if (QUERY_CONTROL_CHARACTERS.test(name) || QUERY_CONTROL_CHARACTERS.test(value)) return true;
  }
  return false;
}

/** A draft's page preview, the one console page that may be framed (by the console itself). */
const DRAFT_PREVIEW = /^\/console\/content\/drafts\/\d+\/preview\/?$/;

/** What proxy.ts answers for a private path: a refusal, or headers to add to Next.js's answer. */
export type PrivateAnswer =
  | { refuse: { status: number; body: string; headers: Record<string, string> } }
  | { headers: Record<string, string> };

/**
 * The console's and the patients' pages (proxy.ts's matcher): never stored by a browser or a
 * shared cache (they hold patients' details), never indexed; a console address whose query holds
 * a control character is refused with 400 before Next.js renders anything; a draft's preview may
 * be framed by our own pages only.
 */
export function privateAnswer(
  pathname: string,
  search: URLSearchParams,
  contentSecurityPolicy: () => string,
): PrivateAnswer | undefined {
  const headers: Record<string, string> = {
    "Cache-Control": isConsolePath(pathname) ? CONSOLE_CACHE_CONTROL : PATIENT_DATA_CACHE_CONTROL,
    "X-Robots-Tag": CONSOLE_ROBOTS,
  };
  if (isConsolePath(pathname)) {
    if (hasControlCharacterQuery(search)) {
      const text = getMessages("en").errors.api.controlCharacters;
      return {
        refuse: {
          status: 400,
          body: `${text}\n`,
          headers: {
            ...headers,
            "Cache-Control": "no-store",
            "Content-Type": "text/plain; charset=utf-8",
          },
        },
      };
    }
    if (DRAFT_PREVIEW.test(pathname)) {
      headers["Content-Security-Policy"] = contentSecurityPolicy().replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      );
      headers["X-Frame-Options"] = "SAMEORIGIN";
    }
    return { headers };
  }
  return isPatientDataPath(pathname) ? { headers } : undefined;
}
