/**
 * The `visitorid` cookie (AU-17, AP-3), set in the browser so that public HTML never carries a
 * Set-Cookie and shared caches can serve it. One helper for the shell (set on first load) and the
 * API client (sent as a header), so both make the same id the same way.
 */
export const VISITOR_COOKIE = "visitorid";
const ONE_YEAR_SECONDS = 31_536_000;
/** What the server accepts as a visitor id (src/server/http/api.ts). */
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A random id: a UUID, or 32 hex digits where crypto.randomUUID is missing (browsers before
 * Chrome 92, and any page not served over HTTPS).
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The visitor id from the cookie; a new one (1 year) when it is missing or not one of ours. */
export function ensureVisitorId(): string {
  const match = /(?:^|;\s*)visitorid=([^;]*)/.exec(document.cookie);
  let current = "";
  try {
    current = decodeURIComponent(match?.[1] ?? "");
  } catch {
    // a malformed value: replaced below
  }
  if (VISITOR_ID.test(current)) return current;
  const id = randomId();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older Android browsers we serve
  document.cookie = `${VISITOR_COOKIE}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  return id;
}
