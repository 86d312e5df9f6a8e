#!/usr/bin/env node
// Enforces the import direction (docs/architecture.md "Imports flow one way"), so that a wrong
// import fails CI:
//   app/ may use everything; src/ui uses only src/ui, src/lib and the public site config;
//   src/server uses src/server, src/db, src/lib, src/config; src/lib uses nothing of ours.
import fs from "node:fs";
import path from "node:path";
import { clientChainsTo } from "./client-closure.mjs";

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
// A browser module that takes a value (not a type) from the i18n index ships every message of
// both languages in the page's JavaScript (the lead form's among them, which must load only when a
// form is about to be used): client code takes `format`/`plural` from @/src/lib/i18n/format and
// receives its words as props.
const VALUE_FROM_I18N_INDEX = /^import\s+(?!type\b)[^;]*?from\s*["']@\/src\/lib\/i18n["']/m;
for (const dir of ["src/ui", "app"]) {
  for (const file of walk(path.join(root, dir))) {
    const text = fs.readFileSync(file, "utf8");
    if (!/^["']use client["']/m.test(text)) continue;
    const hit = text.match(VALUE_FROM_I18N_INDEX);
    if (hit && !/^import\s+\{\s*(type\s+\w+\s*,?\s*)+\}/.test(hit[0])) {
      problems.push(
        `${path.relative(root, file)} is a client module and imports a value from @/src/lib/i18n: take it from @/src/lib/i18n/format or @/src/lib/i18n/locale`,
      );
    }
  }
}
// The page registry stays on the server (SH-38, docs/decisions/0027-registry-stays-on-the-server.md):
// no client module may reach it, not even through another module. The server gives the browser
// the registry's answers instead (the page context's `twin` and `pageVariant`, props).
for (const chain of clientChainsTo(root, ["src", "app"], "src/lib/page-registry.ts")) {
  problems.push(
    `${chain[0]} is a client module and reaches the page registry (${chain.join(" → ")}): pass the registry's answer from the server instead`,
  );
}
if (problems.length > 0) {
  console.error(`Import direction violations (docs/architecture.md):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Import direction: ok");
