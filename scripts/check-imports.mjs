#!/usr/bin/env node
// Enforces the import direction of DESIGN §3, so that a wrong import fails CI:
//   app/ may use everything; src/ui uses only src/ui, src/lib and the public site config;
//   src/server uses src/server, src/db, src/lib, src/config; src/lib uses nothing of ours.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const RULES = {
  "src/lib": ["src/lib"],
  "src/ui": ["src/ui", "src/lib", "src/config/site"],
  "src/config": ["src/config", "src/lib"],
  "src/db": ["src/db", "src/lib", "src/config"],
  "src/server": ["src/server", "src/db", "src/lib", "src/config"],
};

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const problems = [];
for (const [area, allowed] of Object.entries(RULES)) {
  const dir = path.join(root, area);
  if (!fs.existsSync(dir)) continue;
  for (const file of walk(dir)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      let target;
      if (spec.startsWith("@/")) target = spec.slice(2);
      else if (spec.startsWith("."))
        target = path.relative(root, path.resolve(path.dirname(file), spec));
      else continue; // a package
      const ok = allowed.some(
        (a) => target === a || target.startsWith(`${a}/`) || target.startsWith(`${a}.`),
      );
      if (!ok)
        problems.push(
          `${path.relative(root, file)} imports ${spec}: ${area} may use only ${allowed.join(", ")}`,
        );
    }
  }
}
if (problems.length > 0) {
  console.error(`Import direction violations (DESIGN §3):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Import direction: ok");
