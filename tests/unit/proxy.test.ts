import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { isPatientDataPath, PATIENT_DATA_CACHE_CONTROL } from "@/src/lib/http/answers";

/**
 * proxy.ts as Next.js calls it: a NextRequest in, a NextResponse out. `x-middleware-next` means
 * "carry on to the page", with the response headers added to the page's answer.
 */
function ask(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://127.0.0.1${path}`, { headers }));
}

/** The proxy's matcher as a test of a path (Next.js compiles the same patterns). */
function matched(pathname: string): boolean {
  return config.matcher.some((pattern) => {
    const source = pattern.replace(/\/:path\*$/, "(?:/.*)?").replace(/\/:path\+$/, "/.+");
    return new RegExp(`^${source}$`).test(pathname);
  });
}

describe("proxy.ts", () => {
  it("[CS-101] a console address whose query holds a control character gets 400, no-store and noindex", async () => {
    for (const path of [
      "/console/leads?city=%00",
      "/console/audit?record=a%01b",
      "/console/leads?x%00=1",
      "/console/queues/errors?page=1%7F",
    ]) {
      const answer = ask(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toBe("Request contains characters that are not allowed\n");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(answer.headers.get("x-middleware-next")).toBeNull();
    }
    // A console query without one, tabs and Devanagari included, goes on to the page.
    for (const path of [
      "/console/leads?q=%E0%A4%95&city=Pune%09",
      "/console/leads?from=2026-01-01",
    ]) {
      const answer = ask(path);
      expect(answer.headers.get("x-middleware-next"), path).toBe("1");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  });

  it("[DP-19] the per-patient pages answer private, no-store and noindex, whatever their status", () => {
    for (const path of ["/stop/forged-x", "/hi/stop/forged-y", "/my-data", "/hi/my-data/copy"]) {
      expect(matched(path), path).toBe(true);
      const answer = ask(path);
      expect(answer.headers.get("x-middleware-next"), path).toBe("1");
      expect(answer.headers.get("cache-control"), path).toBe(PATIENT_DATA_CACHE_CONTROL);
      expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    expect(PATIENT_DATA_CACHE_CONTROL).toBe("private, no-store");
    expect(isPatientDataPath("/data-notice")).toBe(false);
    expect(isPatientDataPath("/hi/data-notice")).toBe(false);
    expect(isPatientDataPath("/my-datafoo")).toBe(false);
    expect(isPatientDataPath("/stop")).toBe(false);
    expect(isPatientDataPath("/hi/stop/12-abc")).toBe(true);
  });

  it("[CE-46] a draft's preview may be framed by the console itself, nothing else of the console may", () => {
    const preview = ask("/console/content/drafts/12/preview?lang=hi");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(preview.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'");
    expect(preview.headers.get("cache-control")).toContain("no-store");
    for (const other of [
      "/console/content/drafts/12",
      "/console/content/drafts/12/preview/x",
      "/console/leads",
    ]) {
      const headers = ask(other).headers;
      // The edge guard's DENY and `frame-ancestors 'none'` stay (src/server/http/edge.ts).
      expect(headers.get("x-frame-options"), other).toBeNull();
      expect(headers.get("content-security-policy"), other).toBeNull();
    }
  });

  it("[OP-12] runs on the console's and the patients' paths only, never on a public page or the API", () => {
    for (const path of ["/console", "/console/leads/12", "/my-data", "/hi/my-data", "/stop/1-a"]) {
      expect(matched(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/hi",
      "/about-us",
      "/doctor/asha",
      "/consoles",
      "/api/cities",
      "/stop",
      "/data-notice",
    ]) {
      expect(matched(path), path).toBe(false);
    }
  });
});
