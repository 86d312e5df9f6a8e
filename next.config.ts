import type { NextConfig } from "next";
import { securityHeaderRules } from "./src/config/security-headers";
import { pageRewrites } from "./src/lib/page-rewrites";

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
  // The shell of every page is chosen by rewrites generated from the page-type registry: matched
  // by the Next.js router, no code of ours per request (src/lib/page-rewrites.ts).
  async rewrites() {
    return pageRewrites();
  },
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV !== "production");
  },
};

export default nextConfig;
