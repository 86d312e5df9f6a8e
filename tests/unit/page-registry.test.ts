import fs from "node:fs";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { pagePhone, siteConfig } from "@/src/config/site";
import { resolveVariant, variantForPageType } from "@/src/lib/lead/variants";
import {
  EXTRA_PAGE_TYPES,
  hrefFor,
  matchRoute,
  PAGE_REGISTRY,
  ROUTES,
  routeById,
  routeFor,
} from "@/src/lib/page-registry";
import { internalPagePath, NON_PAGE_ROOTS, NOT_FOUND_SEGMENT } from "@/src/lib/page-paths";
import { PAGE_TYPES } from "@/src/lib/page-types";
import { parseShellKey, shellFor, splitLocale } from "@/src/lib/shell";

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

  it("hrefFor fills a route's pattern and adds /hi for Hindi", () => {
    expect(hrefFor("city-speciality-doctors", { city: "pune", speciality: "cardiology" })).toBe(
      "/pune/doctors/cardiology",
    );
    expect(hrefFor("home", {}, "hi")).toBe("/hi");
    expect(hrefFor("blog-post", { slug: "x" }, "hi")).toBe("/hi/blog/x");
    expect(() => hrefFor("treatment")).toThrow(/slug/);
  });

  it("[LF-13][LF-14] lead variants come from the registry: '0' on info, policy and listing types, DESIGN §5 elsewhere", () => {
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
        // The hospitals page with filters chosen (issue 10): the same page, so the same shell.
        "/hospitals/filter/{filters}",
        "/hospitals/insurance",
        "/hospitals/insurance/{insurer}",
        "/{city}/hospitals/insurance/{insurer}",
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

/* ---- The internal page path of every request (src/lib/page-paths.ts) ---- */

describe("internal page paths (the edge hook sends each page request to its shell's path)", () => {
  it("next.config.ts has no rewrites: no router work per page request", () => {
    expect(nextConfig.rewrites).toBeUndefined();
  });

  /** A path for every route (its parameters filled), plus paths that no route claims. */
  const sample = (pattern: string) =>
    pattern.replace(/\{\.\.\.[a-z]+\}/gi, "x/y").replace(/\{[a-z]+\}/gi, "pune");
  const paths: [string, string][] = [
    ...ROUTES.flatMap((r) =>
      r.locales.flatMap((locale): [string, string][] => {
        // Next.js redirects a trailing slash away first (the hook leaves such paths alone).
        const path = ((locale === "hi" ? "/hi" : "") + sample(r.pattern)).replace(/(.)\/$/, "$1");
        return [
          [path, ""],
          [path, "?source=patientapp"],
        ];
      }),
    ),
    ["/", "?source=PatientApp&utm_source=x"],
    ["/", "?source=google"],
    ["/", "?utm_source=patientapp"],
    ["/", "?source=patientapp&source=web"],
    ["/", "?sour%63e=%70atientapp"],
    ["/marketing", ""],
    ["/chat", ""],
    ["/blog/doctors", ""],
    ["/hospitals/doctors", ""],
    ["/hi/doctors", ""],
    ["/hi/treatment/x", ""],
    ["/tools/medical-loan", ""],
    ["/chatbot-guide", ""],
    ["/no-such-page", ""],
    ["/a/b/c/d/e", ""],
    ["/a/b/c/d/e", "?source=patientapp"],
    ["/wp-login.php", ""],
    ["/About-Us", ""],
    ["/HI/about-us", ""],
    ["/sitemapsx/a", ""],
    ["/en-0-so/thankyou", ""],
  ];

  it.each(paths)("[SH-11][SH-22] %s%s gets the shell the rules give it", (path, query) => {
    const internal = internalPagePath(path, query);
    expect(internal).not.toBeNull();
    const [, segment = "", ...rest] = (internal as string).split("/");
    expect(parseShellKey(segment)).toEqual(shellFor(path, query));
    // The page file that renders it: the path itself (the page, or the not-found page of a
    // route not built yet), or the one cached not-found page for a path no route claims.
    const { locale, path: bare } = splitLocale(path);
    const route = routeFor(bare);
    const known = route.locales.includes(locale) && route.id !== "error";
    const target = `/${rest.join("/")}`;
    if (known) expect(target.toLowerCase()).toBe(bare);
    else expect(target).toBe(`/${NOT_FOUND_SEGMENT}`);
  });

  it("keeps the query for Next.js and leaves route handlers, assets and trailing slashes alone", () => {
    for (const path of [
      "/api/cities",
      "/lead/v1/webleadcreate",
      "/users/v1/login",
      "/dmg/v1/x",
      "/timeline/visitorid",
      "/sitemaps/pages.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/icons/favicon.svg",
      "/images/partner-banner.svg",
      "/_next/static/chunks/a.js",
      "/__nextjs_original-stack-frame",
      "/thankyou/",
      "/hi/",
      "",
      "*",
    ]) {
      expect(internalPagePath(path), path).toBeNull();
    }
    // A handlers' folder alone is no route of theirs: the not-found page in its shell.
    for (const path of ["/sitemaps", "/api", "/icons"]) {
      expect(internalPagePath(path)).toMatch(new RegExp(`/${NOT_FOUND_SEGMENT}$`));
    }
  });

  it("names every first segment that is not a page: the route handlers' folders and public files", () => {
    const handlers = fs
      .readdirSync("app", { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== "[shell]")
      .map((d) => d.name);
    const assets = fs.readdirSync("public");
    expect([...NON_PAGE_ROOTS].sort()).toEqual(["_next", ...handlers, ...assets].sort());
  });

  it("the internal path of a page is no page of its own (a second shell segment is unknown)", () => {
    const internal = internalPagePath("/about-us") as string;
    expect(internalPagePath(internal)).toMatch(new RegExp(`/${NOT_FOUND_SEGMENT}$`));
  });
});
