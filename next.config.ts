import type { NextConfig } from "next";
import { securityHeaderRules } from "./src/config/security-headers";

const nextConfig: NextConfig = {
  // Separate build folders let tests or parallel builds avoid clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Next.js hashes every HTML answer in JavaScript to make its ETag, a per-request cost that grows
  // with the page; cached pages are revalidated by s-maxage at the CDN instead (bench/RESULTS.md).
  generateEtags: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package folder; bundling breaks that.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  // No rewrites: each page request is sent to its shell's internal path before the router runs
  // (src/lib/page-paths.ts, applied by the edge hook of instrumentation.ts), at a fraction of
  // what rewrites cost per request (docs/architecture.md "A page request").
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV !== "production");
  },
};

export default nextConfig;
