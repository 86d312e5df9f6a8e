import { describe, expect, it } from "vitest";
import {
  BLOG_PAGE_SIZE,
  blogPageCount,
  blogPageHref,
  parseBlogPage,
  readingMinutes,
} from "@/src/lib/blog";

describe("blog pages and reading time", () => {
  it("pages the index 12 to a page, page 1 being /blog itself", () => {
    expect(BLOG_PAGE_SIZE).toBe(12);
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(12)).toBe(1);
    expect(blogPageCount(13)).toBe(2);
    expect(blogPageCount(30)).toBe(3);
    expect(blogPageHref(1, "en")).toBe("/blog");
    expect(blogPageHref(2, "en")).toBe("/blog/page/2");
    expect(blogPageHref(3, "hi")).toBe("/hi/blog/page/3");
  });

  it("reads a page number only as plain digits from 2 up (no second address of /blog)", () => {
    expect(parseBlogPage("2")).toBe(2);
    expect(parseBlogPage("17")).toBe(17);
    for (const bad of ["1", "0", "02", "-2", "2.5", "two", "", "1e3", "999999"]) {
      expect(parseBlogPage(bad), bad).toBeNull();
    }
  });

  it("counts reading time at ~200 words a minute in English and ~150 in Hindi, at least one", () => {
    const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(" ");
    expect(readingMinutes(words(1000, "word"), "en")).toBe(5);
    expect(readingMinutes(words(900, "शब्द"), "hi")).toBe(6);
    expect(readingMinutes("## Title\n\n- a", "en")).toBe(1);
    // Markdown punctuation is not a word.
    expect(readingMinutes(`${words(400, "word")} --- ## | |`, "en")).toBe(2);
  });
});
