#!/usr/bin/env node
// Fails when a document or a code comment names a file of this repository that does not exist, or
// a decision record (docs/decisions/NNNN, "decision 0022") that was never written. Docs drift
// first where a newcomer reads: a renamed file leaves its old name behind in the README, in
// architecture.md and in the comments that explain why, and nothing else notices. Run by
// `npm run lint`.
//
// What counts as a path: a token that starts with one of the repository's top-level folders
// (src/, app/, docs/, tests/, scripts/, bench/, content/, public/) in a Markdown file or in a
// comment of a source file (imports are checked by TypeScript, not here). A path written without
// its extension (`src/db/client`) is found as a module would be (.ts, .tsx, .mjs, … or an index).
// Patterns and placeholders (`*`, `{slug}`, `NNNN`, `…`) are not paths and are skipped.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TOP = ["src", "app", "docs", "tests", "scripts", "bench", "content", "public"];
const SCANNED_DIRS = ["src", "app", "docs", "tests", "scripts", "bench", ".ci"];
const SCANNED_ROOT_FILES = [
  "README.md",
  "next.config.ts",
  "instrumentation.ts",
  "playwright.config.ts",
  "vitest.config.ts",
  "drizzle.config.ts",
  "tsconfig.json",
];
const SKIP_DIRS = new Set(["node_modules", "out", "fixtures-out", "migrations"]);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|sh)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".cjs", ".js", ".md", ".json", ".css", ".sh"];
// Folders that tools write and that a clean checkout does not have yet.
const GENERATED = [/^bench\/out(\/|$)/, /^public\/models(\/|$)/, /^content\/\.cache/];

const PATH = new RegExp(`(?<![\\w@./-])(?:${TOP.join("|")})/[\\w.()\\[\\]{}*…@/-]*[\\w)\\]/]`, "g");
const DECISION = /docs\/decisions\/(\d{4})|\b[Dd]ecision(?: record)?s? (\d{4})\b/g;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".next") || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The lines of a file that are prose: all of a Markdown file, the comments of a source file. */
function proseLines(file, text) {
  const lines = text.split("\n");
  if (file.endsWith(".md")) return lines.map((line, index) => [index + 1, line]);
  if (file.endsWith(".json")) return lines.map((line, index) => [index + 1, line]);
  const out = [];
  let inBlock = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (inBlock || trimmed.startsWith("/*")) {
      out.push([index + 1, line]);
      inBlock = !trimmed.includes("*/") || (trimmed.startsWith("/*") && trimmed === "/*");
      if (trimmed.endsWith("*/")) inBlock = false;
      return;
    }
    const comment = line.indexOf("//");
    if (comment >= 0 && !line.slice(0, comment).includes("://")) {
      out.push([index + 1, line.slice(comment)]);
    } else if (trimmed.startsWith("#") && /\.(sh)$|\/\.ci\//.test(file)) {
      out.push([index + 1, line]);
    }
  });
  return out;
}

const decisions = new Set(
  fs
    .readdirSync(path.join(root, "docs", "decisions"))
    .map((name) => /^(\d{4})-/.exec(name)?.[1])
    .filter(Boolean),
);

function exists(candidate) {
  // Route groups and dynamic segments are written as they are on disk: app/(en)/[slug].
  const clean = candidate.replace(/[.)]+$/, (tail) => (candidate.includes("(") ? "" : tail));
  for (const probe of [candidate, clean]) {
    const trimmed = probe.replace(/\/$/, "").replace(/[.,;:]+$/, "");
    for (const ext of EXTENSIONS) {
      if (fs.existsSync(path.join(root, trimmed + ext))) return true;
    }
    for (const index of ["index.ts", "index.tsx", "route.ts", "page.tsx"]) {
      if (fs.existsSync(path.join(root, trimmed, index))) return true;
    }
  }
  return false;
}

function balanced(token) {
  // A path quoted in parentheses, "(see src/db/client.ts)", keeps the closing one of the prose.
  let depth = 0;
  let end = token.length;
  for (let i = 0; i < token.length; i++) {
    if (token[i] === "(") depth++;
    else if (token[i] === ")") {
      if (depth === 0) {
        end = i;
        break;
      }
      depth--;
    }
  }
  return token.slice(0, end);
}

const problems = [];
const files = [
  ...SCANNED_ROOT_FILES.map((name) => path.join(root, name)).filter((f) => fs.existsSync(f)),
  ...SCANNED_DIRS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) => [
    ...walk(path.join(root, dir)),
  ]),
].filter((file) => file.endsWith(".md") || SOURCE.test(file) || file.endsWith("tsconfig.json"));

for (const file of files) {
  const relative = path.relative(root, file);
  // bench/RESULTS.md is a dated log of measurements: it names the files of the day it was run.
  if (relative === "scripts/check-doc-paths.mjs" || relative === "bench/RESULTS.md") continue;
  const text = fs.readFileSync(file, "utf8");
  for (const [lineNumber, line] of proseLines(file, text)) {
    for (const match of line.matchAll(PATH)) {
      const token = balanced(match[0]).replace(/[.,;:]+$/, "");
      if (/[*{}…]|NNNN|\bN\b|XXXX/.test(token)) continue;
      if (GENERATED.some((pattern) => pattern.test(token))) continue;
      if (/^docs\/decisions\/\d{4}$/.test(token)) continue; // checked below as a decision
      // A URL path on the site (/console/leads) is not a file: only tokens that stand alone.
      const before = line[match.index - 1];
      if (before === "/" || before === ":") continue;
      if (!exists(token)) problems.push(`${relative}:${lineNumber}  ${token}`);
    }
    for (const match of line.matchAll(DECISION)) {
      const number = match[1] ?? match[2];
      if (!decisions.has(number)) {
        problems.push(
          `${relative}:${lineNumber}  decision ${number} (no docs/decisions/${number}-*.md)`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Docs and comments name files that do not exist:\n  ${problems.join("\n  ")}\n` +
      "Fix the name (or the file), so that what a newcomer reads stays true.",
  );
  process.exit(1);
}
