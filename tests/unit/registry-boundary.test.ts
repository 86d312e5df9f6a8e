import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientChainsTo } from "@/scripts/client-closure.mjs";
import { groupOf } from "@/scripts/generate-routes";
import { cityInsurerPath } from "@/src/lib/catalog/listing-filters";
import { resolveVariantOf } from "@/src/lib/lead/variant-rule";
import { resolveVariant } from "@/src/lib/lead/variants";
import { ENGLISH_ONLY_SEGMENTS, knownPageHref, switchHref } from "@/src/lib/locale-path";
import { hrefInLocale, localeSwitchHref } from "@/src/lib/locale-switch";
import { hrefFor, PAGE_REGISTRY, ROUTES } from "@/src/lib/page-registry";
import { routePageSettings } from "@/src/ui/page/page-settings";

const root = path.resolve(import.meta.dirname, "../..");

describe("[SH-38] the page registry stays on the server", () => {
  // It reads every module of src/ and app/: on a loaded machine that takes more than the default 5 s.
  it("[SH-38] no client module reaches src/lib/page-registry.ts, directly or through others", {
    timeout: 60_000,
  }, () => {
    expect(clientChainsTo(root, ["src", "app"], "src/lib/page-registry.ts")).toEqual([]);
  });

  it("[SH-38] the check follows value imports through plain modules and skips type-only ones", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "closure-"));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write("registry.ts", "export const R = 1;\n");
    write("helper.ts", 'import { R } from "./registry";\nexport const h = R;\n');
    write("types-only.tsx", '"use client";\nimport type { R } from "./registry";\n');
    write("named-types.tsx", '"use client";\nimport { type R } from "./registry";\n');
    write("client.tsx", '"use client";\nimport { h } from "./helper";\nexport const c = h;\n');
    write("lazy.tsx", '"use client";\nconst load = () => import("./helper");\n');
    const chains = clientChainsTo(dir, ["."], "registry.ts");
    fs.rmSync(dir, { recursive: true, force: true });
    expect(chains).toEqual([
      ["client.tsx", "helper.ts", "registry.ts"],
      ["lazy.tsx", "helper.ts", "registry.ts"],
    ]);
  });

  it("[SH-38] the page context's variant resolves as the registry does, for every page type", () => {
    for (const entry of PAGE_REGISTRY) {
      for (const requested of [undefined, "0", "1", "2", "3", "4", "5", "6", "x"]) {
        expect(resolveVariantOf(entry.variant, requested), `${entry.pageType} ${requested}`).toBe(
          resolveVariant(entry.pageType, requested),
        );
      }
    }
    expect(resolveVariantOf(undefined, undefined)).toBe(resolveVariant(undefined, undefined));
    expect(resolveVariantOf(undefined, "2")).toBe(resolveVariant("Unknown_Type", "2"));
  });

  it("[SH-38] the page context's twin gives the switch the registry's target on every route", () => {
    for (const route of ROUTES) {
      for (const locale of route.locales) {
        const path = route.pattern.replace(/\{\.\.\.[a-z]+\}|\{[a-z]+\}/gi, "x");
        const here = locale === "hi" ? (path === "/" ? "/hi" : `/hi${path}`) : path;
        const to = locale === "hi" ? "en" : "hi";
        const { twin } = routePageSettings(route, locale);
        const expected = localeSwitchHref(here, to);
        // What the browser works out (language-switch.tsx) from the server's answer.
        expect(switchHref(here, to, { twin: twin ?? false }), `${route.id} ${locale}`).toBe(
          expected,
        );
      }
    }
  });

  it("[SH-38] a layout's routes share one page type, so the layout gives page tracking its type", () => {
    const typesByGroup = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      const types = typesByGroup.get(groupOf(route)) ?? new Set<string>();
      types.add(route.entry.pageType);
      typesByGroup.set(groupOf(route), types);
    }
    for (const [group, types] of typesByGroup) expect([...types], group).toHaveLength(1);
  });

  it("[SH-38] the browser's copies of registry facts agree with the registry", () => {
    const englishOnly = ROUTES.filter((r) => !r.locales.includes("hi")).map(
      (r) => r.pattern.split("/")[1],
    );
    expect([...new Set(englishOnly)].sort()).toEqual([...ENGLISH_ONLY_SEGMENTS].sort());
    for (const href of ["/doctor/dr-a-pune", "/pune/doctors", "/", "/marketing/knee", "/hi/blog"]) {
      expect(knownPageHref(href, "hi"), href).toBe(hrefInLocale(href, "hi"));
      expect(knownPageHref(href, "en"), href).toBe(hrefInLocale(href, "en"));
    }
    expect(cityInsurerPath("pune", "star-health")).toBe(
      hrefFor("city-insurer", { city: "pune", insurer: "star-health" }),
    );
  });
});
