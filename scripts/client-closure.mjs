// What the browser gets of our modules: every module a client module ("use client") imports,
// directly or through others, by value (a type-only import is erased and ships nothing). Used by
// scripts/check-imports.mjs to keep server-only facts out of the browser bundle (SH-38: the page
// registry) and by its unit test.
import fs from "node:fs";
import path from "node:path";

const IMPORT =
  /(?:^|[\s;])(import|export)\s+([^;]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** A clause that imports types only: `type X`, `{ type A, type B }`. */
function typeOnly(clause) {
  if (/^type\s/.test(clause)) return true;
  const named = clause.match(/^\{([^}]*)\}$/s);
  if (!named) return false;
  const items = named[1]
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => item.startsWith("type "));
}

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const importsOf = new Map();

/** The modules `file` imports by value (ours only, resolved to files); read once per run. */
export function valueImports(root, file) {
  const known = importsOf.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, "utf8");
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4] ?? m[5];
    if (m[3] && typeOnly(m[2].trim())) continue;
    const target = resolve(root, file, spec);
    if (target && /\.(ts|tsx|mjs|js)$/.test(target)) out.push(target);
  }
  importsOf.set(file, out);
  return out;
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * Every client module under `dirs` that reaches `forbidden` (a path relative to `root`), with the
 * chain of imports that gets there: [] when none does.
 */
export function clientChainsTo(root, dirs, forbidden) {
  const target = path.join(root, forbidden);
  const chains = [];
  for (const dir of dirs) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const file of walk(abs)) {
      if (!/^["']use client["']/m.test(fs.readFileSync(file, "utf8"))) continue;
      // Breadth-first, so the chain reported is a shortest one.
      const parent = new Map([[file, null]]);
      const queue = [file];
      while (queue.length > 0) {
        const current = queue.shift();
        if (current === target) {
          const chain = [];
          for (let at = current; at; at = parent.get(at)) chain.unshift(path.relative(root, at));
          chains.push(chain);
          break;
        }
        for (const next of valueImports(root, current)) {
          if (!parent.has(next)) {
            parent.set(next, current);
            queue.push(next);
          }
        }
      }
    }
  }
  return chains;
}
