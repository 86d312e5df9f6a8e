import type { NextConfig } from "next";
import { securityHeaders } from "./src/config/security-headers";

const nextConfig: NextConfig = {
  // Separate build folders let tests or parallel builds avoid clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package folder; bundling breaks that.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV !== "production") }];
  },
};

export default nextConfig;
