#!/usr/bin/env node
// Fails when a test names a requirement ID that docs/requirements.md does not hold, so that every
// ID a test claims to check has its rule written down in the repository.
// An ID is two capital letters, a dash and a number (LF-50). In square brackets (`[LF-50]`, the
// way test titles name them) any such token counts; elsewhere only the areas that
// docs/requirements.md uses (SH, RT, LF…), so that look-alike tokens in code are not taken for
// requirement IDs.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const requirementsFile = path.join(root, "docs", "requirements.md");
const testsDir = path.join(root, "tests");

const ID = /(\[)?\b([A-Z]{2})-(\d+)\b(\])?/g;

/** IDs defined by docs/requirements.md: each rule is a line that starts with its ID. */
const defined = new Set();
for (const line of fs.readFileSync(requirementsFile, "utf8").split("\n")) {
  const match = /^([A-Z]{2}-\d+) /.exec(line);
  if (match?.[1]) defined.add(match[1]);
}
const areas = new Set([...defined].map((id) => id.split("-")[0]));
if (defined.size === 0) {
  console.error(
    "docs/requirements.md defines no requirement IDs (lines starting with e.g. LF-50).",
  );
  process.exit(1);
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* walk(full);
    } else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name)) yield full;
  }
}

/** Unknown ID → the places that name it. */
const missing = new Map();
for (const file of walk(testsDir)) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  lines.forEach((line, index) => {
    for (const [, open, area, number, close] of line.matchAll(ID)) {
      const id = `${area}-${number}`;
      const bracketed = open !== undefined && close !== undefined;
      if (defined.has(id) || (!bracketed && !areas.has(area))) continue;
      const where = `${path.relative(root, file)}:${index + 1}`;
      missing.set(id, [...(missing.get(id) ?? []), where]);
    }
  });
}

if (missing.size > 0) {
  const list = [...missing].map(([id, places]) => `${id}  (${places.join(", ")})`);
  console.error(
    `Tests name requirement IDs that docs/requirements.md does not hold:\n  ${list.join("\n  ")}\n` +
      "Add each rule to docs/requirements.md (a line starting with its ID), or fix the test.",
  );
  process.exit(1);
}
