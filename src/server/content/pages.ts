import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { cache } from "react";
import { parseFrontMatter } from "@/src/lib/front-matter";
import type { ContentPageData, FaqGroup } from "@/src/lib/content";
import type { Locale } from "@/src/lib/i18n";
import { renderMarkdown, slugify } from "./markdown";

/**
 * Content pages (about, policies, press, careers, FAQ) are markdown files in
 * content/pages/{locale}/{name}.md, named by their path (`/privacy` → privacy.md):
 *
 *   ---
 *   title: "Privacy notice"
 *   description: "…"         (meta description)
 *   updated: 2026-11-20      (shown as "Last updated", and the sitemap's lastmod)
 *   ---
 *
 * They change with a deploy, so their pages are static; nothing here touches the database.
 */
export const contentPagesDir = path.join(process.cwd(), "content/pages");

export function contentPageFile(name: string, locale: Locale): string {
  return path.join(contentPagesDir, locale, `${name}.md`);
}

/** The visible mark of a Hindi page whose text is not yet translated (shown in English). */
export const UNTRANSLATED_MARK_HI = "(अंग्रेज़ी में)";

export const loadContentPage = cache(
  async (name: string, locale: Locale): Promise<ContentPageData> => {
    let file = contentPageFile(name, locale);
    // A Hindi page without its Hindi text shows the English one, marked as such, never silently.
    const untranslated =
      locale !== "en" &&
      !(await fs.access(file).then(
        () => true,
        () => false,
      ));
    if (untranslated) file = contentPageFile(name, "en");
    const { data, body } = parseFrontMatter(await fs.readFile(file, "utf8"));
    const { title, description, updated } = data;
    if (!title || !description || !updated || Number.isNaN(Date.parse(updated))) {
      throw new Error(`${file}: front matter needs title, description and an updated date`);
    }
    return {
      title: untranslated ? `${title} ${UNTRANSLATED_MARK_HI}` : title,
      description,
      updated,
      ...renderMarkdown(body),
    };
  },
);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "");

/**
 * The FAQ page's markdown read as groups (`## Group`) of questions (`### Question`), each answer
 * the markdown up to the next heading.
 */
export function faqGroups(markdown: string): FaqGroup[] {
  const groups: FaqGroup[] = [];
  let answer: string[] = [];
  let question: string | null = null;
  const flush = () => {
    const group = groups.at(-1);
    if (question === null || !group) return;
    const { html } = renderMarkdown(answer.join("\n"));
    const id = `${group.id}-${slugify(question)}`;
    const answerText = decodeEntities(html.replace(/<[^>]+>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
    group.items.push({ id, question, answerHtml: html, answerText });
  };
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) {
      flush();
      question = null;
      const title = line.slice(3).trim();
      groups.push({ id: slugify(title), title, items: [] });
    } else if (line.startsWith("### ")) {
      flush();
      question = line.slice(4).trim();
      answer = [];
    } else {
      answer.push(line);
    }
  }
  flush();
  return groups.filter((g) => g.items.length > 0);
}

export const loadFaq = cache(async (locale: Locale): Promise<FaqGroup[]> => {
  const { body } = parseFrontMatter(await fs.readFile(contentPageFile("faq", locale), "utf8"));
  return faqGroups(body);
});
