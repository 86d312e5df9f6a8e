import fs from "node:fs";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import {
  matchHas,
  prepareDestination,
} from "next/dist/shared/lib/router/utils/prepare-destination";
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
import {
  HANDLER_FOLDERS,
  NOT_FOUND_SEGMENT,
  pageRewrites,
  type Rewrite,
} from "@/src/lib/page-rewrites";
import { PAGE_TYPES } from "@/src/lib/page-types";
import { isPatientApp, parseShellKey, shellFor, splitLocale } from "@/src/lib/shell";

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

/* ---- The rewrites, matched the way the Next.js router matches them ---- */

type NextRewrite = Rewrite & { match: ReturnType<typeof getPathMatch> };

function compile(rewrites: Rewrite[]): NextRewrite[] {
  return rewrites.map((r) => ({
    ...r,
    match: getPathMatch(r.source, { removeUnnamedParams: true, strict: true, sensitive: false }),
  }));
}

/** The destination path of the first rewrite that matches, as next-server picks it. */
function rewrite(rewrites: NextRewrite[], path: string, query = ""): string | undefined {
  const q = Object.fromEntries(new URLSearchParams(query));
  const req = { headers: {} } as never;
  for (const r of rewrites) {
    const params = r.match(path);
    if (!params) continue;
    if ((r.has || r.missing) && !matchHas(req, q, r.has ?? [], r.missing ?? [])) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: r.destination,
      params,
      query: q,
    });
    return parsedDestination.pathname;
  }
  return undefined;
}

describe("shell rewrites (next.config.ts)", () => {
  const rewrites = compile(pageRewrites());

  it("next.config.ts serves the registry's rewrites and no proxy runs", async () => {
    const configured = await (nextConfig.rewrites as () => Promise<Rewrite[]>)();
    expect(configured).toEqual(pageRewrites());
  });

  /** A path for every route (its parameters filled), plus paths that no route claims. */
  const sample = (pattern: string) =>
    pattern.replace(/\{\.\.\.[a-z]+\}/gi, "x/y").replace(/\{[a-z]+\}/gi, "pune");
  const paths: [string, string][] = [
    ...ROUTES.flatMap((r) =>
      r.locales.flatMap((locale): [string, string][] => {
        // Next.js redirects a trailing slash away before any rewrite.
        const path = ((locale === "hi" ? "/hi" : "") + sample(r.pattern)).replace(/(.)\/$/, "$1");
        return [
          [path, ""],
          [path, "source=patientapp"],
        ];
      }),
    ),
    ["/", "source=PatientApp&utm_source=x"],
    ["/", "source=google"],
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
    ["/a/b/c/d/e", "source=patientapp"],
    ["/wp-login.php", ""],
    ["/About-Us", ""],
  ];

  it("has a short list: grouped by shell and shape, not one rewrite per route", () => {
    expect(pageRewrites().length).toBeLessThanOrEqual(30);
  });

  it("leaves the dynamic route handlers' folders to them (Next.js tries dynamic routes after rewrites)", () => {
    for (const folder of HANDLER_FOLDERS) {
      const dirs = fs.readdirSync(path.join("app", folder));
      expect(dirs.some((d) => d.startsWith("["))).toBe(true);
      expect(rewrite(rewrites, `/${folder}/pages.xml`)).toBeUndefined();
      expect(rewrite(rewrites, `/${folder}`)).toMatch(/\/page-not-found$/);
    }
    expect(rewrite(rewrites, "/sitemapsx/a")).toMatch(/\/page-not-found$/);
  });

  it("tries English routes that start with a literal before any Hindi rewrite (each one tried costs every request)", () => {
    const sources = pageRewrites().map((r) => r.source);
    const firstHindi = sources.findIndex((s) => s.startsWith("/hi"));
    const lastEnglishLiteral = sources.findLastIndex((s) => /^\/:s0\(/.test(s));
    expect(sources[0]).toBe("/");
    expect(firstHindi).toBeGreaterThan(lastEnglishLiteral);
    expect(sources.indexOf("/:s0(thankyou)")).toBeLessThan(firstHindi);
  });

  it.each(paths)("[SH-11][SH-22] %s?%s gets the shell the rules give it", (path, query) => {
    const destination = rewrite(rewrites, path, query);
    expect(destination).toBeDefined();
    const [, segment = "", ...rest] = (destination as string).split("/");
    expect(parseShellKey(segment)).toEqual(shellFor(path, query));
    // The page file that renders it: the path itself (the page, or the not-found page of a
    // route not built yet), or the one cached not-found page for a path no route claims.
    const { locale, path: bare } = splitLocale(path);
    const route = routeFor(bare);
    const known = route.locales.includes(locale) && route.id !== "error";
    const target = `/${rest.join("/")}`.toLowerCase();
    if (known || isPatientApp(query)) expect(target).toBe(bare);
    else expect([`/${NOT_FOUND_SEGMENT}`, bare]).toContain(target);
  });
});
