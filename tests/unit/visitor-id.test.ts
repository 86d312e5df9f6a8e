import { afterEach, describe, expect, it, vi } from "vitest";
import { productApiHeaders } from "@/src/ui/api-client";
import { ensureVisitorId, randomId } from "@/src/ui/visitor-id";

/** A document whose cookie jar keeps name=value pairs, as a browser's does. */
function cookieJar(initial = "") {
  const jar = new Map<string, string>();
  for (const part of initial.split(/;\s*/).filter(Boolean)) {
    const [name, ...value] = part.split("=");
    jar.set(name ?? "", value.join("="));
  }
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(text: string) {
      const [pair] = text.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      jar.set(name ?? "", value.join("="));
    },
  };
  vi.stubGlobal("document", doc);
  return doc;
}

describe("visitor id", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the visitor's id", () => {
    cookieJar("a=1; visitorid=0b7d0c8e-6a43-4b0c-9c57-2f2f3f9f6a11");
    expect(ensureVisitorId()).toBe("0b7d0c8e-6a43-4b0c-9c57-2f2f3f9f6a11");
  });

  it("creates one when missing or not one of ours, and keeps it", () => {
    const doc = cookieJar("visitorid=%ZZ");
    const id = ensureVisitorId();
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(doc.cookie).toContain(`visitorid=${id}`);
    expect(ensureVisitorId()).toBe(id);
  });

  it("works where crypto.randomUUID is missing (older browsers, pages not on HTTPS)", () => {
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array) => a.fill(171) });
    expect(randomId()).toBe("ab".repeat(16));
    cookieJar();
    expect(ensureVisitorId()).toBe("ab".repeat(16));
  });

  it("the API client sends the same id the shell set", () => {
    cookieJar();
    const id = ensureVisitorId();
    expect(productApiHeaders().visitorid).toBe(id);
  });
});
