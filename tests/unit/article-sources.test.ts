import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleSources } from "@/src/db/seed/data/article-sources";

/** Public bodies whose pages the articles may cite (PC-4: WHO, NHS, MoHFW, NHA, ICMR, IRDAI). */
const PUBLISHER_HOSTS = new Set([
  "www.who.int",
  "www.nhs.uk",
  "mohfw.gov.in",
  "nha.gov.in",
  "pmjay.gov.in",
  "www.icmr.gov.in",
  "irdai.gov.in",
]);

const englishSlugs = fs
  .readdirSync(path.join(process.cwd(), "content/blog/en"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

describe("[PC-4] article sources", () => {
  it("[PC-4] every English article has at least one source, and no source names a missing article", () => {
    expect(englishSlugs.filter((slug) => !articleSources[slug]?.length)).toEqual([]);
    expect(Object.keys(articleSources).filter((slug) => !englishSlugs.includes(slug))).toEqual([]);
  });

  it("[PC-4] each source is an https page of a known public health body, with title, publisher and access date", () => {
    for (const [slug, sources] of Object.entries(articleSources)) {
      for (const s of sources) {
        const url = new URL(s.url);
        expect(url.protocol, `${slug}: ${s.url}`).toBe("https:");
        expect(PUBLISHER_HOSTS.has(url.host), `${slug}: ${s.url}`).toBe(true);
        expect(s.title.trim(), slug).not.toBe("");
        expect(s.publisher.trim(), slug).not.toBe("");
        expect(s.accessed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(new Set(sources.map((s) => s.url)).size, `${slug}: duplicate source`).toBe(
        sources.length,
      );
    }
  });
});
