import { describe, expect, it } from "vitest";
import { routeById, type Route } from "@/src/lib/page-registry";
import { routeMetadata } from "@/src/ui/page/metadata";

const route = (id: string) => routeById(id) as Route;

describe("page metadata from the registry", () => {
  it("[RT-34] a route in English and Hindi gets its canonical path and hreflang pairs with x-default", () => {
    expect(routeMetadata(route("blog-post"), "hi", { slug: "knee-pain" })).toEqual({
      alternates: {
        canonical: "/hi/blog/knee-pain",
        languages: {
          "en-IN": "/blog/knee-pain",
          "hi-IN": "/hi/blog/knee-pain",
          "x-default": "/blog/knee-pain",
        },
      },
    });
    expect(routeMetadata(route("home"), "en").alternates?.canonical).toBe("/");
  });

  it("an English-only route has no hreflang pairs; page types kept out of search are noindex", () => {
    expect(routeMetadata(route("marketing"), "en", { slug: "x" }).alternates?.languages).toBe(
      undefined,
    );
    expect(routeMetadata(route("thankyou"), "en").robots).toEqual({ index: false, follow: true });
    expect(routeMetadata(route("marketing"), "en", { slug: "x" }).robots).toMatchObject({
      index: false,
    });
    expect(routeMetadata(route("doctor"), "en", { slug: "x" }).robots).toBeUndefined();
  });
});
