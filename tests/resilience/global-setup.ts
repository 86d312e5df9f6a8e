import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { distDir, root } from "./server";

/**
 * The production build the resilience suite serves: built into its own folder
 * (RESILIENCE_DIST_DIR, default .next-resilience) on every run, so a stale build is never
 * tested; RESILIENCE_SKIP_BUILD=1 reuses one that exists (`.ci/run` reuses the build the browser
 * tests made from the same tree moments before: RESILIENCE_DIST_DIR=.next-e2e).
 */
export default function setup() {
  if (
    process.env.RESILIENCE_SKIP_BUILD === "1" &&
    fs.existsSync(path.join(root, distDir, "BUILD_ID"))
  ) {
    console.log(`Resilience suite: reusing the build in ${distDir}`);
    return;
  }
  console.log(`Resilience suite: building into ${distDir} (a few minutes)`);
  // `next build` into a folder other than .next adds it to tsconfig.json's include: undo that.
  const tsconfig = path.join(root, "tsconfig.json");
  const before = fs.readFileSync(tsconfig, "utf8");
  const started = performance.now();
  const build = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  fs.writeFileSync(tsconfig, before);
  if (build.status !== 0) throw new Error(`next build failed (${build.status})`);
  console.log(`Resilience suite: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
