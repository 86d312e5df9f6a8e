import { describe, expect, it } from "vitest";
import fs from "node:fs";
import vm from "node:vm";
import {
  isPatientApp,
  isSimplePage,
  PATIENT_APP_CLASS,
  PATIENT_APP_SCRIPT,
  shellFor,
} from "@/src/lib/shell";

/** Runs the head script as a browser would, on a page opened with `search`. */
function patientAppClassAfterScript(search: string): boolean {
  const classes = new Set<string>();
  vm.runInNewContext(PATIENT_APP_SCRIPT, {
    URLSearchParams,
    location: { search },
    document: { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
  });
  return classes.has(PATIENT_APP_CLASS);
}

const SECOND_OPINION_PATHS = [
  "/treatment/knee-replacement",
  "/condition/piles",
  "/blog/x",
  "/doctors",
];

describe("route-to-shell rules", () => {
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

  // Rewritten rule: the patient app's switch is applied in the browser before the first paint (a
  // class on <html> that hides every part marked data-chrome), so that pages stay one cached
  // variant; the server's shell is the same with or without the query.
  it("[SH-11] source=patientapp (any case, last value wins) marks the page before the first paint", () => {
    const queries = [
      "?source=patientapp",
      "?source=PatientApp&utm_source=x",
      "?source=google",
      "?utm_source=patientapp",
      "?source=patientapp&source=web",
      "?source=web&source=patientapp",
      "?sour%63e=%70atientapp",
      "",
    ];
    for (const query of queries) {
      expect(patientAppClassAfterScript(query), query).toBe(isPatientApp(query));
    }
    expect(patientAppClassAfterScript("?source=patientapp")).toBe(true);
    expect(patientAppClassAfterScript("?source=google")).toBe(false);
  });

  it("[SH-11][SH-17] the patient-app class hides every part of the shell marked data-chrome", () => {
    const css = fs.readFileSync("app/globals.css", "utf8");
    expect(css).toMatch(
      new RegExp(`:root\\.${PATIENT_APP_CLASS} \\[data-chrome\\] \\{\\s*display: none;`),
    );
    for (const part of [
      "header",
      "ribbon",
      "logo-bar",
      "footer-view",
      "app-banner",
      "partner-banner",
      "floating-bar",
    ]) {
      const source = fs.readFileSync(`src/ui/shell/${part}.tsx`, "utf8");
      expect(source, part).toMatch(/data-chrome=""/);
    }
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
    expect(shellFor("/thankyou").floatingButtons).toBe(false);
    expect(shellFor("/marketing/x").floatingButtons).toBe(true);
    expect(shellFor("/find-hospital-doctor-for-surgery").floatingButtons).toBe(true);
  });

  it("[SH-19][SH-20] the partner-with-us banner shows on / and /about-us only", () => {
    expect(shellFor("/").partnerBanner).toBe(true);
    expect(shellFor("/about-us").partnerBanner).toBe(true);
    expect(shellFor("/contact-us").partnerBanner).toBe(false);
    expect(shellFor("/treatment/lasik").partnerBanner).toBe(false);
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
  it("[SH-23][SH-24][SH-25][SH-29] simple pages show 'Download Our App for Free' and keep the header (and its search bar)", () => {
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

  it("/chat, /chat/ai and /thankyou get the small logo instead of a header; campaign pages and the funnel do not", () => {
    for (const path of ["/chat", "/chat/ai", "/thankyou", "/hi/chat", "/hi/thankyou"]) {
      expect(shellFor(path), path).toMatchObject({ header: false, logo: true });
    }
    for (const path of [
      "/marketing/x",
      "/campaign/x",
      "/find-hospital-doctor-for-surgery",
      "/",
      "/treatment/lasik",
    ]) {
      expect(shellFor(path).logo, path).toBe(false);
    }
  });

  it("trailing slashes, letter case and the /hi prefix do not change the rules", () => {
    expect(shellFor("/About-Us/")).toEqual(shellFor("/about-us"));
    expect(shellFor("/hi/blog/x")).toMatchObject({ locale: "hi", header: true });
    expect(shellFor("/hi")).toMatchObject({ locale: "hi", partnerBanner: true, ribbon: "app" });
  });
});
