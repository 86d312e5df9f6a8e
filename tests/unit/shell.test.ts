import { describe, expect, it } from "vitest";
import { ROUTES } from "@/src/lib/page-registry";
import {
  isSimplePage,
  parseShellKey,
  type ShellConfig,
  shellFor,
  shellKey,
  shellOf,
  shellOfSegment,
} from "@/src/lib/shell";

const SECOND_OPINION_PATHS = [
  "/treatment/knee-replacement",
  "/condition/piles",
  "/blog/x",
  "/doctors",
];

describe("route-to-shell rules (spec §2)", () => {
  it("[SH-1][SH-2][SH-3][SH-4] an ordinary page gets header, footer, floating buttons and app banner", () => {
    const shell = shellFor("/treatment/cataract-surgery");
    expect(shell.header).toBe(true);
    expect(shell.footer).toBe(true);
    expect(shell.floatingButtons).toBe(true);
    expect(shell.appBanner).toBe(true);
    expect(shell.footerExtra).toBe(true);
  });

  it("[SH-6] /find-hospital-doctor-for-surgery renders bare: no header, footer or banner", () => {
    const shell = shellFor("/find-hospital-doctor-for-surgery");
    expect([shell.header, shell.footer, shell.appBanner]).toEqual([false, false, false]);
  });

  it.each([
    ["[SH-7]", "/marketing"],
    ["[SH-7]", "/marketing/piles-laser"],
    ["[SH-8]", "/campaign"],
    ["[SH-8]", "/campaign/knee-2026"],
    ["[SH-9]", "/thankyou"],
    ["[SH-10]", "/chat"],
    ["[SH-10]", "/chat/ai"],
  ])("%s %s hides header, footer and app banner", (_id, path) => {
    const shell = shellFor(path);
    expect([shell.header, shell.footer, shell.appBanner]).toEqual([false, false, false]);
  });

  it("[SH-7][SH-8][SH-9][SH-10] only whole segments count: /chatbot-guide and /campaigns-info keep the shell", () => {
    expect(shellFor("/chatbot-guide").header).toBe(true);
    expect(shellFor("/campaigns-info").header).toBe(true);
  });

  it("[SH-11] source=patientapp on any path hides header, footer and app banner", () => {
    for (const path of ["/", "/treatment/lasik", "/about-us"]) {
      const shell = shellFor(path, "source=patientapp");
      expect([shell.header, shell.footer, shell.appBanner]).toEqual([false, false, false]);
    }
    expect(shellFor("/", new URLSearchParams({ source: "google" })).header).toBe(true);
  });

  it("[SH-12] /chat and /chat/ai hide the footer", () => {
    expect(shellFor("/chat").footer).toBe(false);
    expect(shellFor("/chat/ai").footer).toBe(false);
  });

  it("[SH-13][SH-14] marketing and chat pages skip the extra footer block; others keep it", () => {
    expect(shellFor("/marketing/x").footerExtra).toBe(false);
    expect(shellFor("/chat").footerExtra).toBe(false);
    expect(shellFor("/chat/ai").footerExtra).toBe(false);
    expect(shellFor("/faq").footerExtra).toBe(true);
  });

  it("[SH-15][SH-16][SH-17] floating buttons hidden on /chat, /thankyou and with source=patientapp", () => {
    expect(shellFor("/chat").floatingButtons).toBe(false);
    expect(shellFor("/chat/ai").floatingButtons).toBe(false);
    expect(shellFor("/thankyou", "isquicksurvey=1").floatingButtons).toBe(false);
    expect(shellFor("/treatment/lasik", "source=patientapp").floatingButtons).toBe(false);
    expect(shellFor("/marketing/x").floatingButtons).toBe(true);
    expect(shellFor("/find-hospital-doctor-for-surgery").floatingButtons).toBe(true);
  });

  it("[SH-19][SH-20] the partner-with-us banner shows on / and /about-us only", () => {
    expect(shellFor("/").partnerBanner).toBe(true);
    expect(shellFor("/about-us").partnerBanner).toBe(true);
    expect(shellFor("/contact-us").partnerBanner).toBe(false);
    expect(shellFor("/treatment/lasik").partnerBanner).toBe(false);
    expect(shellFor("/", "source=patientapp").partnerBanner).toBe(false);
  });

  it("[SH-22] the simple pages are exactly the spec's list", () => {
    const simple = [
      "/",
      "/hospitals/insurance/ayushman-bharat",
      "/terms-conditions",
      "/privacy",
      "/refund-policy",
      "/about-us",
      "/contact-us",
      "/faq",
      "/editorial-policy",
      "/thankyou",
      "/videos",
      "/partner-with-us",
      "/hospitals",
      "/careers",
    ];
    for (const path of simple) expect(isSimplePage(path), path).toBe(true);
    const notSimple = [
      "/treatment/lasik",
      "/doctors",
      "/blog",
      "/press",
      "/authors",
      "/delhi/hospitals/cardiology",
    ];
    for (const path of notSimple) expect(isSimplePage(path), path).toBe(false);
  });

  // Rewritten rule: the search bar is part of every header (SH-29), simple pages included, since
  // the home page is where patients start; there is no separate search button to hide any more.
  // Simple pages differ by their ribbon only.
  it("[SH-24][SH-29] simple pages show 'Download Our App for Free' and keep the header (and its search bar)", () => {
    for (const path of ["/", "/about-us", "/hospitals", "/hospitals/insurance/star-health"]) {
      const shell = shellFor(path);
      expect(shell.header).toBe(true);
      expect(shell.ribbon).toBe("app");
    }
  });

  it("[SH-26] other pages show the second-opinion ribbon", () => {
    for (const path of SECOND_OPINION_PATHS) {
      const shell = shellFor(path);
      expect(shell.header).toBe(true);
      expect(shell.ribbon).toBe("second-opinion");
    }
  });

  it("/chat, /chat/ai and /thankyou get the small logo instead of a header; campaign pages, the funnel and the patient app do not", () => {
    for (const path of ["/chat", "/chat/ai", "/thankyou", "/hi/chat", "/hi/thankyou"]) {
      expect(shellFor(path), path).toMatchObject({ header: false, logo: true });
    }
    for (const [path, query] of [
      ["/marketing/x", ""],
      ["/campaign/x", ""],
      ["/find-hospital-doctor-for-surgery", ""],
      ["/chat", "source=patientapp"],
      ["/thankyou", "source=patientapp"],
      ["/", ""],
      ["/treatment/lasik", ""],
    ] as const) {
      expect(shellFor(path, query).logo, `${path}?${query}`).toBe(false);
    }
  });

  it("trailing slashes, letter case and the /hi prefix do not change the rules", () => {
    expect(shellFor("/About-Us/")).toEqual(shellFor("/about-us"));
    expect(shellFor("/hi/blog/x")).toMatchObject({ locale: "hi", header: true });
    expect(shellFor("/hi")).toMatchObject({ locale: "hi", partnerBanner: true, ribbon: "app" });
  });
});

describe("shell keys (the internal page path's encoding of a ShellConfig)", () => {
  const samples: [string, string][] = [
    ["/", ""],
    ["/treatment/x", ""],
    ["/chat/ai", ""],
    ["/marketing/x", ""],
    ["/x", "source=patientapp"],
    ["/hi/blog/x", ""],
    ["/find-hospital-doctor-for-surgery", ""],
  ];

  it("round-trip every shell the rules produce, for every route and locale", () => {
    for (const route of ROUTES) {
      for (const locale of ["en", "hi"] as const) {
        for (const patientApp of [false, true]) {
          const config: ShellConfig = shellOf(route, locale, patientApp);
          expect(parseShellKey(shellKey(config))).toEqual(config);
          expect(shellOfSegment(shellKey(config))).toEqual(config);
        }
      }
    }
  });

  it("give distinct keys to distinct shells and are URL-segment safe", () => {
    const keys = samples.map(([p, q]) => shellKey(shellFor(p, q)));
    expect(new Set(keys).size).toBe(
      new Set(samples.map(([p, q]) => JSON.stringify(shellFor(p, q)))).size,
    );
    for (const key of keys) expect(key).toMatch(/^[a-z0-]+$/);
  });

  it("reject keys that are not canonical; the layout falls back to the error page's shell", () => {
    expect(parseShellKey("treatment")).toBeNull();
    expect(parseShellKey("en-shf-so")).toBeNull(); // letters out of order
    expect(parseShellKey("fr-hs-so")).toBeNull();
    expect(shellOfSegment("nonsense")).toEqual(shellFor("/no-such-page"));
  });
});
