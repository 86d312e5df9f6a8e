import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { pagePhone, siteConfig } from "@/src/config/site";
import { resolveVariant, variantForPageType } from "@/src/lib/lead/variants";
import {
  EXTRA_PAGE_TYPES,
  breadcrumbTrail,
  hrefFor,
  matchRoute,
  PAGE_REGISTRY,
  ROUTES,
  routeById,
  routeFor,
} from "@/src/lib/page-registry";
import { folderOf, generatedFiles, groupOf } from "@/scripts/generate-routes";
import { PAGE_TYPES } from "@/src/lib/page-types";
import { shellOf, splitLocale } from "@/src/lib/shell";

describe("page-type registry", () => {
  it("[RT-37] every page type of the spec, and the doctor and hospital profiles, has exactly one entry", () => {
    const names = PAGE_REGISTRY.map((e) => e.pageType);
    expect(new Set(names).size).toBe(names.length);
    for (const type of [...PAGE_TYPES, "Doctor_Profile", "Hospital_Profile"]) {
      expect(names, type).toContain(type);
    }
    expect(names.sort()).toEqual([...PAGE_TYPES, ...EXTRA_PAGE_TYPES].sort());
  });

  it("route ids are unique and every breadcrumb names a route", () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) {
      for (const parent of route.breadcrumb) expect(routeById(parent), route.id).toBeDefined();
    }
  });

  it("[RT-30][RT-31][RT-32][RT-33][RT-34] the spec's link patterns are registry routes", () => {
    const cases: [string, string][] = [
      ["/delhi-ncr/doctors/cardiology", "city-speciality-doctors"],
      ["/delhi-ncr/hospitals/cardiology", "city-speciality-hospitals"],
      ["/hospitals/insurance/star-health", "insurer"],
      ["/blog/knee-pain", "blog-post"],
      ["/department/orthopaedics", "department"],
      ["/condition/piles", "condition"],
      ["/treatment/lasik", "treatment"],
      ["/test/hba1c", "test"],
    ];
    for (const [path, id] of cases) expect(routeFor(path).id, path).toBe(id);
    expect(routeById("blog-post")?.locales).toContain("hi");
    expect(routeById("test")?.locales).toContain("hi");
  });

  it("literal segments beat parameters: /blog/doctors is a post, /hospitals/insurance is not a city listing", () => {
    expect(routeFor("/blog/doctors").id).toBe("blog-post");
    expect(routeFor("/hospitals/insurance").id).toBe("insurance");
    expect(routeFor("/treatment/lasik/cost").id).toBe("cost");
    expect(routeFor("/pune/treatment/lasik").id).toBe("city-treatment");
    expect(routeFor("/pune/hospitals/insurance/pm-jay").id).toBe("city-insurer");
    expect(routeFor("/no/such/page/at/all").id).toBe("error");
    expect(routeFor("/marketing").id).toBe("marketing");
    expect(matchRoute(routeById("marketing") as never, "/marketing/a/b")).toEqual({ slug: "a/b" });
  });

  it("[RT-30] breadcrumb trails come from the registry's parents, with the page's parameters and language", () => {
    const names = Object.fromEntries(ROUTES.map((r) => [r.id, `name of ${r.id}`]));
    names.home = "Home";
    expect(breadcrumbTrail("city-doctors-filter", names, { city: "pune", filters: "x" })).toEqual([
      { name: "Home", href: "/" },
      { name: "name of doctors", href: "/doctors" },
      { name: "name of city-doctors", href: "/pune/doctors" },
      { name: "name of city-doctors-filter", href: "/pune/doctors/filter/x" },
    ]);
    // Every parent of a Hindi page has a Hindi page of its own.
    expect(breadcrumbTrail("test", names, { slug: "hba1c" }, "hi")).toEqual([
      { name: "Home", href: "/hi" },
      { name: "name of tests", href: "/hi/test" },
      { name: "name of test", href: "/hi/test/hba1c" },
    ]);
    expect(() => breadcrumbTrail("test", { home: "Home" }, { slug: "x" })).toThrow(
      /no name for tests/,
    );
  });

  it("hrefFor fills a route's pattern and adds /hi for Hindi", () => {
    expect(hrefFor("city-speciality-doctors", { city: "pune", speciality: "cardiology" })).toBe(
      "/pune/doctors/cardiology",
    );
    expect(hrefFor("home", {}, "hi")).toBe("/hi");
    expect(hrefFor("blog-post", { slug: "x" }, "hi")).toBe("/hi/blog/x");
    expect(() => hrefFor("treatment")).toThrow(/slug/);
  });

  it("[LF-79][LF-80] lead variants come from the registry: 0 on info, policy and listing types, the page type's own elsewhere", () => {
    for (const entry of PAGE_REGISTRY) {
      const resolved = resolveVariant(entry.pageType, undefined);
      expect(resolved, entry.pageType).toBe(entry.variant);
    }
    expect(variantForPageType("Doctor_Profile")).toBe("2");
    expect(resolveVariant("CityWise_Doctors_Listing", "4")).toBe("0");
  });

  it("[MK-9] the page phone comes from the registry's line for the page type, tier 1 to the priority desk", () => {
    for (const entry of PAGE_REGISTRY) {
      expect(pagePhone(entry.pageType, 3), entry.pageType).toBe(siteConfig.phones[entry.phone]);
      expect(pagePhone(entry.pageType, 1)).toBe(siteConfig.phones.priority);
    }
  });

  it("[SH-22] the simple pages are the registry's simple routes", () => {
    const simple = ROUTES.filter((r) => r.simple).map((r) => r.pattern);
    expect(simple.sort()).toEqual(
      [
        "/",
        "/about-us",
        "/careers",
        "/contact-us",
        "/editorial-policy",
        "/faq",
        "/hospitals",
        // The hospitals page with filters chosen (DS-3): the same page, so the same shell.
        "/hospitals/filter/{filters}",
        "/hospitals/insurance",
        "/hospitals/insurance/{insurer}",
        "/{city}/hospitals/insurance/{insurer}",
        // Their numbered pages (DS-25): the same pages, so the same shell.
        "/hospitals/insurance/{insurer}/page/{page}",
        "/{city}/hospitals/insurance/{insurer}/page/{page}",
        "/partner-with-us",
        "/privacy",
        "/refund-policy",
        "/terms-conditions",
        "/thankyou",
        "/videos",
        "/videos/{slug}",
      ].sort(),
    );
  });
});

/* ---- The page files generated from the registry (scripts/generate-routes.ts) ---- */

describe("generated page files", () => {
  const files = generatedFiles();
  const pageFiles = [...files.keys()].filter((f) => f.endsWith("/page.tsx"));

  it("next.config.ts has no rewrites: every page is a plain route", () => {
    expect(nextConfig.rewrites).toBeUndefined();
  });

  it("are the files on disk (`npm run routes` was run after the registry changed)", () => {
    for (const [file, text] of files) {
      expect(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null, file).toBe(text);
    }
  });

  it("[SH-11][SH-22] one page file per route and locale, under its locale's root and its shell's group", () => {
    const expected = ROUTES.flatMap((r) => r.locales.map((locale) => `${r.id} ${locale}`));
    const found = pageFiles.map((file) => {
      const text = files.get(file) as string;
      const id = /pages(?:\.([a-z]+)|\["([a-z-]+)"\])/.exec(text);
      const locale = file.startsWith("app/(hi)/hi/") ? "hi" : "en";
      return `${id?.[1] ?? id?.[2]} ${locale}`;
    });
    expect(found.sort()).toEqual(expected.sort());
  });

  it("[SH-11] Next.js's own matching reaches the route the registry gives each path", () => {
    // The public path of a page file with its parameters filled in: Next.js prefers literal
    // segments over parameters as the registry does, so the two must agree on every file.
    for (const file of pageFiles) {
      const parts = file
        .replace(/^app\/\((en|hi)\)\//, "")
        .replace(/\/page\.tsx$/, "")
        .split("/")
        .filter((part) => !/^\(.*\)$/.test(part) && part !== "page.tsx");
      const path = `/${parts.map((part) => (part.startsWith("[") ? "pune" : part)).join("/")}`;
      const { path: bare } = splitLocale(path);
      const id = /pages(?:\.([a-z]+)|\["([a-z-]+)"\])/.exec(files.get(file) as string);
      expect(routeFor(bare).id, file).toBe(id?.[1] ?? id?.[2]);
    }
  });

  it("[SH-11] the routes of a group share one shell, so its one layout is right for each", () => {
    const byGroup = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      const shells = byGroup.get(groupOf(route)) ?? new Set<string>();
      shells.add(JSON.stringify(shellOf(route, "en")));
      byGroup.set(groupOf(route), shells);
    }
    for (const [group, shells] of byGroup) expect(shells.size, group).toBe(1);
  });

  it("each route's cache lifetime is its page file's `revalidate` (or `force-dynamic` for none)", () => {
    for (const route of ROUTES) {
      const text = files.get(
        path.posix.join("app/(en)", `(${groupOf(route)})`, folderOf(route), "page.tsx"),
      );
      if (route.entry.revalidate === false) expect(text).toContain('dynamic = "force-dynamic"');
      else expect(text).toContain(`export const revalidate = ${route.entry.revalidate};`);
    }
  });
});
