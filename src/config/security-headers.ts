/**
 * Security headers sent with every response (next.config.ts `headers()`).
 *
 * Why this CSP has no nonces: a per-request nonce forces every page to render dynamically,
 * and our content pages must stay static/ISR so a shared cache can serve them (DESIGN §8, §9).
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

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(dev) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=()" },
  ];
}
