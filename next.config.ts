import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Separate build folders let tests or parallel builds avoid clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The browser tests' build (scripts/e2e-server.mjs) skips the type check that `next build` runs:
  // `npm test` runs `npm run typecheck` before it, which generates the same route types and
  // validator (`next typegen`) and runs tsc over them, so a second pass in the build only cost the
  // suite time on 2 cores. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.VAIDYA_BUILD_SKIP_TYPECHECK === "1" },
  // Next.js hashes every HTML answer in JavaScript to make its ETag, a per-request cost that grows
  // with the page; cached pages are revalidated by s-maxage at the CDN instead (bench/RESULTS.md).
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // Turbopack keeps a build cache in the build folder so that the next build of the same folder
    // compiles less: worth it on a developer's machine, pure cost on CI's clean clone, where
    // writing and compacting it took about 30 s of a 2-core build (`.ci/run` sets CI=1).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Our page cache on Next.js's public cache-handler interface: in memory, bounded, never a
  // not-found answer (src/server/http/page-cache.cjs). Resolved from the project folder, where
  // every command (npm start, the tests) runs Next.js.
  cacheHandler: path.resolve("src/server/http/page-cache.cjs"),
  // The page cache's bound (its data cache has its own): about 1,500 pages of 60 KB of HTML with
  // their RSC payloads; past it the least recently read page renders again on its next request.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // PGlite loads its WASM and data files from its own package folder; bundling breaks that.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "@node-rs/argon2"],
  // No rewrites and no headers() rules: every page is the plain route of its path, generated from
  // the page registry (docs/decisions/0010-routes-from-page-registry.md), and the edge guard of
  // instrumentation.ts sets the security headers (src/config/security-headers.ts) before the
  // router runs, at a fraction of what Next.js's rules or proxy.ts would cost per request
  // (proxy.ts runs on the console's and patients' paths only: docs/decisions/0026-supported-nextjs-seams.md).
};

export default nextConfig;
