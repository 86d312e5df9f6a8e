#!/usr/bin/env node
// Fails when a test names a requirement ID that docs/requirements.md does not hold, so that every
// ID a test claims to check has its rule written down in the repository.
// Fails too when a test file (a title or a comment) cites a tracker item ("[issue 8 item 4]",
// "issue 9 item 6", "(issue 13)"): a reader of the repository cannot look those up, so tests name
// requirement IDs (or a doc section) instead. Web addresses are left alone, so a link to an
// upstream project's issue (https://github.com/vercel/next.js/issues/123) is fine.
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
    } else if (/\.(ts|tsx|mjs|cjs|js|md|json|csv|txt|ya?ml)$/.test(entry.name)) yield full;
  }
}

/**
 * A tracker reference: "issue" and a number ("issue 9", "Issue 10's", "issues #12"), or a tag
 * in square brackets that opens with "issue" ("[issue phone walk]").
 */
const TRACKER = /\bissues?\s*#?\s*\d+(?:,?\s*(?:items?|[A-Z])\s*\d+)?|\[issues?\b[^\]]*\]/i;
/** Web addresses, taken out of a line before it is searched for tracker references. */
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** Unknown ID → the places that name it. */
const missing = new Map();
/** Places ("file:line  text") that cite a tracker item. */
const trackerTags = [];
for (const file of walk(testsDir)) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  lines.forEach((line, index) => {
    const tracker = TRACKER.exec(line.replace(URL, ""));
    if (tracker) {
      trackerTags.push(`${path.relative(root, file)}:${index + 1}  "${tracker[0]}"`);
    }
    if (!/\.(ts|tsx|mjs|cjs|js)$/.test(file)) return;
    for (const [, open, area, number, close] of line.matchAll(ID)) {
      const id = `${area}-${number}`;
      const bracketed = open !== undefined && close !== undefined;
      if (defined.has(id) || (!bracketed && !areas.has(area))) continue;
      const where = `${path.relative(root, file)}:${index + 1}`;
      missing.set(id, [...(missing.get(id) ?? []), where]);
    }
  });
}

let failed = false;
if (trackerTags.length > 0) {
  console.error(
    `Tests cite tracker items, which a reader cannot look up:\n  ${trackerTags.join("\n  ")}\n` +
      "Name the requirement IDs the test checks instead (e.g. [LF-67]; add the rule to " +
      "docs/requirements.md if none states it), or the doc section, and drop the tracker reference.",
  );
  failed = true;
}

if (missing.size > 0) {
  const list = [...missing].map(([id, places]) => `${id}  (${places.join(", ")})`);
  console.error(
    `Tests name requirement IDs that docs/requirements.md does not hold:\n  ${list.join("\n  ")}\n` +
      "Add each rule to docs/requirements.md (a line starting with its ID), or fix the test.",
  );
  failed = true;
}

if (failed) process.exit(1);
