/**
 * Source-level guard: no page under app/ may render on every request, and none may open the
 * database at build time (DESIGN §9 and §11, docs/architecture.md "A page request").
 *
 * Pages are ISR: `generateStaticParams` returns [] for every dynamic segment (so `next build`
 * renders nothing that needs the database) and `export const revalidate = N`, a literal equal to
 * the registry's (src/lib/page-registry.ts), for the routes the page serves. Request-time APIs
 * (cookies(), headers(), searchParams, …) would turn a page into ƒ (rendered per request); only
 * the routes of DYNAMIC_ROUTE_IDS (tests/e2e/page-routes.ts), which the registry marks
 * `revalidate: false`, may use them. The browser suite checks the same from the outside
 * (tests/e2e/page-platform.spec.ts: x-nextjs-cache HIT, the build's prerender manifest).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@/src/lib/page-registry";
import { ROUTES_WITH_VIEWS } from "@/src/lib/page-views";
import {
  appRouteToPattern,
  DYNAMIC_ROUTE_IDS,
  isAllowedDynamic,
  routesForAppRoute,
} from "../e2e/page-routes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");

/** Files Next.js renders as part of a page (a page and the special files around it). */
const RENDERED_FILES = new Set([
  "page.tsx",
  "layout.tsx",
  "template.tsx",
  "not-found.tsx",
  "default.tsx",
  "loading.tsx",
  "error.tsx",
  "global-error.tsx",
  "global-not-found.tsx",
]);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? walk(full) : [full];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

const APP_FILES = walk(APP).filter((f) => /\.(ts|tsx)$/.test(f));
const PAGES = APP_FILES.filter((f) => path.basename(f) === "page.tsx");
const LAYOUTS = APP_FILES.filter((f) => path.basename(f) === "layout.tsx");
const RENDERED = APP_FILES.filter((f) => RENDERED_FILES.has(path.basename(f)));

/** `app/[shell]/thankyou/page.tsx` → `/[shell]/thankyou`. */
function appRouteOf(file: string): string {
  const dir = path.relative(APP, path.dirname(file)).split(path.sep).join("/");
  return `/${dir}`.replace(/\/$/, "") || "/";
}

/* ---- Parsing ---- */

const sourceCache = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let sf = sourceCache.get(file);
  if (!sf) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sf = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    sourceCache.set(file, sf);
  }
  return sf;
}

/** The file's code without comments, so that prose about cookies() does not count. */
function codeOf(file: string): string {
  return ts.createPrinter({ removeComments: true }).printFile(parse(file));
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** A function exported under `name` and defined in this file (declaration or const). */
function exportedFunction(sf: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | null {
  for (const stmt of sf.statements) {
    if (ts.isFunctionDeclaration(stmt) && stmt.name?.text === name && hasExport(stmt)) return stmt;
    if (ts.isVariableStatement(stmt) && hasExport(stmt)) {
      for (const decl of stmt.declarationList.declarations) {
        if (
          ts.isIdentifier(decl.name) &&
          decl.name.text === name &&
          decl.initializer &&
          (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))
        ) {
          return decl.initializer;
        }
      }
    }
  }
  return null;
}

/** The default export when it is a function of this file. */
function defaultExportFunction(sf: ts.SourceFile): ts.FunctionLikeDeclaration | null {
  for (const stmt of sf.statements) {
    if (ts.isFunctionDeclaration(stmt) && hasExport(stmt) && hasDefault(stmt)) return stmt;
    if (ts.isExportAssignment(stmt) && !stmt.isExportEquals) {
      const expr = stmt.expression;
      if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return expr;
      if (ts.isIdentifier(expr)) {
        for (const s of sf.statements) {
          if (ts.isFunctionDeclaration(s) && s.name?.text === expr.text) return s;
          if (ts.isVariableStatement(s)) {
            for (const d of s.declarationList.declarations) {
              if (
                ts.isIdentifier(d.name) &&
                d.name.text === expr.text &&
                d.initializer &&
                (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
              ) {
                return d.initializer;
              }
            }
          }
        }
      }
    }
  }
  return null;
}

/** `export const <name> = <initializer>` of this file, or undefined when there is none. */
function exportedConst(sf: ts.SourceFile, name: string): ts.Expression | null | undefined {
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt) || !hasExport(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name) return decl.initializer ?? null;
    }
  }
  return undefined;
}

/** Does any of these names appear re-exported (`export { revalidate } from …`)? */
function reExports(sf: ts.SourceFile, name: string): boolean {
  return sf.statements.some(
    (s) =>
      ts.isExportDeclaration(s) &&
      s.exportClause !== undefined &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.some((e) => e.name.text === name),
  );
}

function mentionsIdentifier(node: ts.Node, name: string): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === name) found = true;
    else n.forEachChild(visit);
  };
  visit(node);
  return found;
}

const isFunctionLike = (n: ts.Node) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) ||
  ts.isGetAccessorDeclaration(n) ||
  ts.isSetAccessorDeclaration(n);

/** Lines where `callee(` is called outside any function, i.e. when the module is loaded. */
function moduleScopeCalls(sf: ts.SourceFile, callee: string): number[] {
  const lines: number[] = [];
  const visit = (n: ts.Node) => {
    if (isFunctionLike(n)) return;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === callee) {
      lines.push(sf.getLineAndCharacterOfPosition(n.getStart()).line + 1);
    }
    n.forEachChild(visit);
  };
  visit(sf);
  return lines;
}

/** Every value returned by a function (an arrow's expression body included). */
function returnedExpressions(fn: ts.FunctionLikeDeclaration): (ts.Expression | undefined)[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const out: (ts.Expression | undefined)[] = [];
  const visit = (n: ts.Node) => {
    if (isFunctionLike(n)) return;
    if (ts.isReturnStatement(n)) out.push(n.expression);
    n.forEachChild(visit);
  };
  fn.body.forEachChild(visit);
  return out;
}

function isEmptyArray(expr: ts.Expression | undefined): boolean {
  let e = expr;
  while (
    e &&
    (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
  ) {
    e = e.expression;
  }
  return e !== undefined && ts.isArrayLiteralExpression(e) && e.elements.length === 0;
}

/* ---- Our modules a file imports (transitively), to catch request-time APIs deeper down ---- */

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (/\.(ts|tsx)$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

interface ImportRef {
  specifier: string;
  /** Imported names (their exported names); '*' for a namespace or a dynamic import. */
  names: string[];
}

const importsCache = new Map<ts.SourceFile, ImportRef[]>();

function importsOf(sf: ts.SourceFile): ImportRef[] {
  const cached = importsCache.get(sf);
  if (cached) return cached;
  const refs: ImportRef[] = [];
  importsCache.set(sf, refs);
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const clause = n.importClause;
      if (clause?.isTypeOnly) return;
      const names: string[] = [];
      if (!clause || clause.name) names.push("default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        }
      }
      refs.push({ specifier: n.moduleSpecifier.text, names });
      return;
    }
    if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      if (n.isTypeOnly) return;
      const names =
        n.exportClause && ts.isNamedExports(n.exportClause)
          ? n.exportClause.elements
              .filter((e) => !e.isTypeOnly)
              .map((e) => (e.propertyName ?? e.name).text)
          : ["*"];
      refs.push({ specifier: n.moduleSpecifier.text, names });
      return;
    }
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      refs.push({ specifier: n.arguments[0].text, names: ["*"] });
    }
    n.forEachChild(visit);
  };
  visit(sf);
  return refs;
}

const resolveCache = new Map<string, string | null>();

function resolveCached(from: string, specifier: string): string | null {
  const key = `${path.dirname(from)}\0${specifier}`;
  if (!resolveCache.has(key)) resolveCache.set(key, resolveImport(from, specifier));
  return resolveCache.get(key) ?? null;
}

/** The file and every module of ours it loads, through static and dynamic imports. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const ref of importsOf(parse(file))) {
      const target = resolveCached(file, ref.specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** Next.js APIs that make whatever calls them render per request, by module. */
const REQUEST_TIME_IMPORTS: Record<string, (name: string) => boolean> = {
  "next/headers": () => true, // cookies, headers, draftMode
  "next/server": (name) => name === "connection" || name === "*",
  "next/cache": (name) => name === "unstable_noStore" || name === "*",
};

/* ---- Request-time code in a page's own text ---- */

const FORBIDDEN_CODE: [RegExp, string][] = [
  [/(?<![\w$.])cookies\s*\(/, "cookies()"],
  [/(?<![\w$.])headers\s*\(/, "headers()"],
  [/(?<![\w$.])draftMode\s*\(/, "draftMode()"],
  [/(?<![\w$.])connection\s*\(/, "connection()"],
  [/\bunstable_noStore\b/, "unstable_noStore"],
  [/(?<![\w$.])noStore\s*\(/, "noStore()"],
  [/export\s+const\s+dynamic\s*=\s*["'`]force-dynamic["'`]/, 'dynamic = "force-dynamic"'],
  [/export\s+const\s+revalidate\s*=\s*0\b/, "revalidate = 0"],
  [/export\s+const\s+fetchCache\s*=\s*["'`]\w*-no-store["'`]/, "fetchCache = …-no-store"],
];

function requestTimeProblems(file: string): string[] {
  const sf = parse(file);
  const code = codeOf(file);
  const problems = FORBIDDEN_CODE.filter(([re]) => re.test(code)).map(([, what]) => what);
  // Reading searchParams (in the component or its metadata) opts the whole route into ƒ.
  for (const name of ["default export", "generateMetadata", "generateViewport"]) {
    const fn = name === "default export" ? defaultExportFunction(sf) : exportedFunction(sf, name);
    if (fn && mentionsIdentifier(fn, "searchParams")) problems.push(`${name} reads searchParams`);
  }
  return problems.map((p) => `${rel(file)}: ${p}`);
}

/* ---- Tests ---- */

describe("static pages: no page renders on every request", () => {
  it("finds the app's pages and layouts (the walk itself works)", () => {
    const found = [...PAGES, ...LAYOUTS].map(rel);
    expect(found).toContain("app/[shell]/page.tsx");
    expect(found).toContain("app/[shell]/layout.tsx");
    expect(found).toContain("app/[shell]/[...rest]/page.tsx");
  });

  it("the dynamic-route allow-list is exactly the registry's routes with revalidate: false", () => {
    const perRequest = ROUTES.filter((r) => r.entry.revalidate === false).map((r) => r.id);
    expect([...DYNAMIC_ROUTE_IDS].sort()).toEqual(perRequest.sort());
  });

  it("every dynamic segment of a page or layout has generateStaticParams in that file or the segment's layout", () => {
    const problems: string[] = [];
    for (const file of [...PAGES, ...LAYOUTS]) {
      const segments = path.relative(APP, path.dirname(file)).split(path.sep).filter(Boolean);
      const ownGsp = exportedFunction(parse(file), "generateStaticParams") !== null;
      segments.forEach((segment, i) => {
        if (!/^\[.+\]$/.test(segment)) return;
        const segmentLayout = path.join(APP, ...segments.slice(0, i + 1), "layout.tsx");
        const layoutGsp =
          fs.existsSync(segmentLayout) &&
          exportedFunction(parse(segmentLayout), "generateStaticParams") !== null;
        if (!ownGsp && !layoutGsp) {
          problems.push(
            `${rel(file)}: segment ${segment} needs \`export async function generateStaticParams() { return []; }\` here or in ${rel(segmentLayout)}`,
          );
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it("no page, layout or other rendered file uses a request-time API, force-dynamic, revalidate 0, noStore or searchParams (allow-listed dynamic routes excepted)", () => {
    const problems = RENDERED.filter((f) => !isAllowedDynamic(appRouteOf(f))).flatMap(
      requestTimeProblems,
    );
    expect(problems).toEqual([]);
  });

  it("no module a page or layout loads imports cookies/headers/draftMode, connection or unstable_noStore (allow-listed dynamic routes excepted)", () => {
    const problems = new Set<string>();
    for (const entry of RENDERED.filter((f) => !isAllowedDynamic(appRouteOf(f)))) {
      for (const file of moduleGraph(entry)) {
        for (const ref of importsOf(parse(file))) {
          const forbidden = REQUEST_TIME_IMPORTS[ref.specifier];
          const names = ref.names.filter((n) => forbidden?.(n));
          if (names.length > 0) {
            problems.add(
              `${rel(file)}${file === entry ? "" : ` (loaded by ${rel(entry)})`}: imports ${names.join(", ")} from ${ref.specifier}`,
            );
          }
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it("every page serves registry routes and exports a literal revalidate equal to the registry's", () => {
    const problems: string[] = [];
    for (const file of PAGES) {
      const appRoute = appRouteOf(file);
      const name = rel(file);
      const routes = routesForAppRoute(appRoute);
      if (routes.length === 0) {
        problems.push(
          `${name}: no registry route has the pattern ${appRouteToPattern(appRoute)}; add it to the registry (src/lib/page-registry.ts)`,
        );
        continue;
      }
      const sf = parse(file);
      const init = exportedConst(sf, "revalidate");
      if (isAllowedDynamic(appRoute)) {
        // Rendered per request by design; `revalidate = false` would cache it forever instead.
        if (init && !(ts.isNumericLiteral(init) && Number(init.text) === 0)) {
          problems.push(`${name}: a per-request route exports revalidate other than 0`);
        }
        continue;
      }
      const expected = [...new Set(routes.map((r) => r.entry.revalidate))];
      if (expected.length !== 1) {
        problems.push(
          `${name}: serves routes ${routes.map((r) => r.id).join(", ")} whose revalidate times differ (${expected.join(", ")})`,
        );
        continue;
      }
      if (init === undefined) {
        problems.push(
          reExports(sf, "revalidate")
            ? `${name}: re-exports revalidate; Next.js needs \`export const revalidate = ${expected[0]}\` written in the page`
            : `${name}: needs \`export const revalidate = ${expected[0]}\` (registry: ${routes.map((r) => r.id).join(", ")})`,
        );
        continue;
      }
      if (!init || !ts.isNumericLiteral(init)) {
        problems.push(
          `${name}: revalidate must be a number literal (Next.js reads it statically), found \`${init?.getText() ?? ""}\``,
        );
        continue;
      }
      if (Number(init.text) !== expected[0]) {
        problems.push(
          `${name}: revalidate = ${init.text}, the registry says ${expected[0]} for ${routes.map((r) => r.id).join(", ")}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('a page\'s resolvePage(params, id), contentMetadata(id) and routeId="id" name a route its path serves', () => {
    const problems: string[] = [];
    for (const file of PAGES) {
      const ids = new Set(routesForAppRoute(appRouteOf(file)).map((r) => r.id));
      const check = (n: ts.Node, what: string, arg: ts.Node | undefined) => {
        if (arg && ts.isStringLiteralLike(arg) && !ids.has(arg.text)) {
          const line = n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1;
          problems.push(
            `${rel(file)}:${line}: ${what} "${arg.text}" but the page's path serves ${[...ids].join(", ") || "no route"}`,
          );
        }
      };
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
          if (n.expression.text === "resolvePage") check(n, "resolvePage", n.arguments[1]);
          if (n.expression.text === "contentMetadata") check(n, "contentMetadata", n.arguments[0]);
        }
        if (ts.isJsxAttribute(n) && n.name.getText() === "routeId")
          check(n, "routeId", n.initializer);
        n.forEachChild(visit);
      };
      visit(parse(file));
    }
    expect(problems).toEqual([]);
  });
});

describe("built views", () => {
  it("ROUTES_WITH_VIEWS (what the sitemap lists) is exactly the routes the page files serve", () => {
    const served = new Set(
      PAGES.flatMap((file) => routesForAppRoute(appRouteOf(file)))
        .filter((r) => r.id !== "error")
        .map((r) => r.id),
    );
    expect([...ROUTES_WITH_VIEWS].sort()).toEqual([...served].sort());
  });
});

describe("static pages: nothing opens the database at build time", () => {
  it("no app/** file, nor any module of ours it loads, calls getDb( at module scope", () => {
    // Every module any page loads, each scanned once (the graphs of the pages overlap).
    const modules = new Set(APP_FILES.flatMap((entry) => moduleGraph(entry)));
    const problems: string[] = [];
    for (const file of modules) {
      for (const line of moduleScopeCalls(parse(file), "getDb")) {
        problems.push(`${rel(file)}:${line} calls getDb() when the module loads`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("generateStaticParams returns [] and does not touch the database", () => {
    const problems: string[] = [];
    for (const file of [...PAGES, ...LAYOUTS]) {
      const fn = exportedFunction(parse(file), "generateStaticParams");
      if (!fn) continue;
      const text = fn.getText();
      if (/getDb/.test(text)) problems.push(`${rel(file)}: generateStaticParams uses getDb`);
      const returned = returnedExpressions(fn);
      if (returned.length === 0 || !returned.every(isEmptyArray)) {
        problems.push(
          `${rel(file)}: generateStaticParams must return [] (pages render on first request, never in build workers)`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
