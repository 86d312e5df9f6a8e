/**
 * The page-type scaffolder (scripts/new-page.ts) through its dry run, `planPage()`: nothing is
 * written to the repository. The planned registry is loaded from a temporary folder to check
 * that its entry parses and gives the routes; the planned TypeScript must parse. The whole
 * type-check of a scaffolded type is `npx tsc --noEmit` after a real run (too slow for a unit
 * test on a shared machine).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import {
  MARKERS,
  NewPageError,
  planPage,
  type Repo,
  repoOnDisk,
  SAMPLE_SLUG,
} from "@/scripts/new-page";

const root = path.resolve(import.meta.dirname, "../..");
/** A name no page type will have: the test must not start failing when a real one is added. */
const NAME = "scaffold-probe";
const plan = planPage(NAME, { titleHi: "जाँच पृष्ठ" });
const planned = new Map(plan.files.map((f) => [f.path, f]));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "new-page-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keyPaths(v, prefix ? `${prefix}.${k}` : k),
  );
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe("npm run new:page (scripts/new-page.ts)", () => {
  it("[RT-41] plans the registry entry, route module, views, messages in both languages, their registration and a unit test, and writes none of them", () => {
    expect(plan.files.map((f) => `${f.change} ${f.path}`).sort()).toEqual(
      [
        "edit src/lib/page-registry.ts",
        "edit src/lib/i18n/index.ts",
        "edit tests/e2e/hindi-walk.spec.ts",
        `create app/_routes/${NAME}/${NAME}-routes.tsx`,
        `create src/ui/${NAME}/${NAME}-views.tsx`,
        `create src/lib/i18n/messages/en/${NAME}.json`,
        `create src/lib/i18n/messages/hi/${NAME}.json`,
        `create tests/unit/${NAME}-page.test.ts`,
      ].sort(),
    );
    for (const file of plan.files.filter((f) => f.change === "create")) {
      expect(fs.existsSync(path.join(root, file.path)), file.path).toBe(false);
    }
    for (const file of plan.files.filter((f) => f.change === "edit")) {
      expect(fs.readFileSync(path.join(root, file.path), "utf8"), file.path).not.toContain(NAME);
    }
  });

  it("[RT-41] the planned registry entry parses and gives a list and an item route in English and Hindi, Hindi links under /hi", async () => {
    // The planned registry, its relative imports pointed back at the repository.
    const text = (planned.get("src/lib/page-registry.ts")?.text ?? "").replace(
      /from "\.\/([^"]+)"/g,
      (_m, rel: string) => `from ${JSON.stringify(path.join(root, "src/lib", rel))}`,
    );
    const file = path.join(tmp, "page-registry.ts");
    fs.writeFileSync(file, text);
    const registry = (await import(
      /* @vite-ignore */ file
    )) as typeof import("@/src/lib/page-registry");

    const entry = registry.pageTypeEntry("Scaffold_Probe");
    expect(registry.EXTRA_PAGE_TYPES).toContain("Scaffold_Probe");
    expect(entry?.module).toBe(`${NAME}/${NAME}-routes`);
    expect(entry?.routes.map((r) => r.id)).toEqual([NAME, `${NAME}-item`]);
    expect(registry.routeFor(`/${NAME}`).id).toBe(NAME);
    expect(registry.routeFor(`/${NAME}/${SAMPLE_SLUG}`).id).toBe(`${NAME}-item`);
    expect(registry.routeById(`${NAME}-item`)?.locales).toEqual(["en", "hi"]);
    expect(registry.hrefFor(`${NAME}-item`, { slug: "x" }, "hi")).toBe(`/hi/${NAME}/x`);
    expect(
      registry
        .breadcrumbTrail(
          `${NAME}-item`,
          { home: "h", [NAME]: "l", [`${NAME}-item`]: "i" },
          { slug: "x" },
          "hi",
        )
        .map((c) => c.href),
    ).toEqual(["/hi", `/hi/${NAME}`, `/hi/${NAME}/x`]);
    // Every other page type is still there, unchanged.
    const current = await import("@/src/lib/page-registry");
    expect(registry.ROUTES.length).toBe(current.ROUTES.length + 2);
  });

  it("[RT-41] every planned TypeScript file parses, and the route module renders each route id", () => {
    // One program over the planned files alone, no libraries and no imports followed: syntax only.
    const files = plan.files.filter((f) => /\.tsx?$/.test(f.path));
    const options = { noLib: true, noResolve: true, jsx: ts.JsxEmit.Preserve };
    const host = ts.createCompilerHost(options);
    host.getSourceFile = (name, version) => {
      const text = planned.get(name)?.text;
      return text === undefined ? undefined : ts.createSourceFile(name, text, version);
    };
    host.fileExists = (name) => planned.has(name);
    const program = ts.createProgram(
      files.map((f) => f.path),
      options,
      host,
    );
    for (const file of files) {
      const problems = program
        .getSyntacticDiagnostics(program.getSourceFile(file.path))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(problems, file.path).toEqual([]);
    }
    const routes = planned.get(`app/_routes/${NAME}/${NAME}-routes.tsx`)?.text ?? "";
    expect(routes).toContain(`route: "${NAME}",`);
    expect(routes).toContain(`route: "${NAME}-item",`);
    expect(routes).toContain(`export const pages = { "${NAME}": index, "${NAME}-item": item };`);
    const i18n = planned.get("src/lib/i18n/index.ts")?.text ?? "";
    expect(i18n).toContain(`import enScaffoldProbe from "./messages/en/${NAME}.json";`);
    expect(i18n).toMatch(
      /const hi: SameShape<Messages> = \{[^}]*scaffoldProbe: hiScaffoldProbe,\n\};/,
    );
  });

  it("[RT-41] the Hindi messages have the English keys, every text in Devanagari", () => {
    const en = JSON.parse(planned.get(`src/lib/i18n/messages/en/${NAME}.json`)?.text ?? "null");
    const hi = JSON.parse(planned.get(`src/lib/i18n/messages/hi/${NAME}.json`)?.text ?? "null");
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(en)).toContain(`items.${SAMPLE_SLUG}.title`);
    for (const text of strings(hi)) expect(text).toMatch(DEVANAGARI);
    for (const text of strings(en)) expect(text).not.toMatch(DEVANAGARI);
    expect(hi.title).toBe("जाँच पृष्ठ");
    // The Hindi goes to a translator through the printed to-do, not a todo test.
    expect(planned.get(`tests/unit/${NAME}-page.test.ts`)?.text).not.toMatch(/\.(todo|skip)\(/);
    expect(plan.todo.join("\n")).toMatch(/a translator reviews the Hindi/);
  });

  it("[RT-41] the to-do names the files a data-backed page type needs besides", () => {
    const text = plan.dataTodo.join("\n");
    for (const file of [
      "src/db/schema/index.ts",
      "src/db/seed/index.ts",
      "src/server/catalog/cached.ts",
      "src/server/catalog/tags.ts",
      "src/server/sitemap.ts",
      "src/server/catalog/sitemap.ts",
      "src/db/search-index.ts",
      "src/server/content-editing/kinds.ts",
    ]) {
      expect(text).toContain(file);
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
    expect(text).toContain("npm run db:generate");
  });

  it("[RT-41] refuses a malformed name, saying what a name looks like", () => {
    for (const bad of [
      "Vaccines",
      "two--dashes",
      "9-lives",
      "-x",
      "under_score",
      "a".repeat(41),
      "",
    ]) {
      expect(() => planPage(bad), bad).toThrow(NewPageError);
      expect(() => planPage(bad), bad).toThrow(/lower-case words joined by dashes/);
    }
  });

  it("[RT-41] refuses a name a route, page type, path or folder already has, saying which", () => {
    expect(() => planPage("videos")).toThrow(/the registry has a route "videos"/);
    expect(() => planPage("treatment")).toThrow(/the registry has a route "treatment"/);
    expect(() => planPage("console")).toThrow(/app\/console exists/);
    expect(() => planPage("media")).toThrow(/exists/);
    expect(() => planPage("hi")).toThrow(/Hindi pages' prefix/);
    // A new name whose messages file is there already.
    const withMessages: Repo = {
      read: repoOnDisk.read,
      exists: (file) => file === `src/lib/i18n/messages/en/${NAME}.json` || repoOnDisk.exists(file),
    };
    expect(() => planPage(NAME, {}, withMessages)).toThrow(/is taken: .*messages\/en/);
  });

  it("[RT-41] says so when the registry's marked place is gone, instead of writing somewhere else", () => {
    const noMarker: Repo = {
      exists: repoOnDisk.exists,
      read: (file) =>
        file === "src/lib/page-registry.ts"
          ? (repoOnDisk.read(file) ?? "").replace(`${MARKERS.entries}\n`, "")
          : repoOnDisk.read(file),
    };
    expect(() => planPage(NAME, {}, noMarker)).toThrow(/must hold the line/);
  });
});
