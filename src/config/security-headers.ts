/**
 * Security headers sent with every response. The edge hook sets them (src/server/http/edge.ts)
 * before Next.js sees the request: as next.config `headers()` rules they were matched and
 * compiled on every request, a measurable share of a cached page's cost (bench/RESULTS.md).
 *
 * Why this CSP has no nonces: a per-request nonce forces every page to render dynamically,
 * and our content pages must stay static/ISR so a shared cache can serve them
 * (docs/decisions/0003-csp-without-nonces.md).
 * Next.js streams its RSC payload through small inline <script> tags whose content differs
 * per page, so hashes are not practical either. We therefore allow scripts only from our own
 * origin plus inline ones ('unsafe-inline'), and close the other doors: no plugins (object-src),
 * no <base> hijacking, forms post only to us, no framing (frame-ancestors), connections only
 * to our origin. User-supplied text is always rendered escaped by React, which is what keeps
 * injected markup from running.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

type Header = { key: string; value: string };

/** Headers of every answer. */
export function securityHeaders(dev: boolean): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(dev) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=()" },
  ];
}

export const HSTS: Header = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains; preload",
};

/**
 * The headers of one answer. HSTS goes only on answers to HTTPS requests: the TLS proxy in front
 * of `next start` says so with `X-Forwarded-Proto: https` (docs/operations.md). Over plain HTTP
 * it is left out; browsers ignore it there anyway (RFC 6797 §8.1), but sending it from
 * http://localhost would wrongly promise HTTPS for a development host.
 */
export function securityHeadersFor(dev: boolean, forwardedProto: string | undefined): Header[] {
  const headers = securityHeaders(dev);
  return forwardedProto === "https" ? [...headers, HSTS] : headers;
}
