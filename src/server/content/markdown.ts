import "server-only";
import MarkdownIt from "markdown-it";
import type { Heading } from "@/src/lib/content";

/**
 * Markdown of our content files and articles, rendered on the server. Raw HTML is off (`html:
 * false`), so a `<script>` or an `onerror=` in the text is shown as text, never run; markdown-it
 * refuses `javascript:` and other unsafe link targets on its own.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** A heading's id: its words in lower case joined by dashes; letters of any script are kept. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** The HTML of a markdown text, its headings given unique ids, and its h2/h3 for a contents list. */
export function renderMarkdown(source: string): { html: string; headings: Heading[] } {
  const env = {};
  const tokens = markdown.parse(source, env);
  const seen = new Map<string, number>();
  const headings: Heading[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return;
    const text = tokens[i + 1]?.content ?? "";
    const base = slugify(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    token.attrSet("id", id);
    if (token.tag === "h2" || token.tag === "h3") {
      headings.push({ id, text, level: token.tag === "h2" ? 2 : 3 });
    }
  });
  labelTableCells(tokens);
  return { html: markdown.renderer.render(tokens, markdown.options, env), headings };
}

type Tokens = ReturnType<typeof markdown.parse>;

/**
 * Gives every body cell of a table its column's heading as `data-label`: on a phone a table
 * whose columns do not fit is shown one row after another, each cell under its label
 * (src/ui/content/content.module.css), rather than with columns off screen.
 */
function labelTableCells(tokens: Tokens): void {
  let labels: string[] = [];
  let column = 0;
  let inHead = false;
  tokens.forEach((token, i) => {
    if (token.type === "thead_open") {
      inHead = true;
      labels = [];
    } else if (token.type === "thead_close") inHead = false;
    else if (token.type === "tr_open") column = 0;
    else if (token.type === "th_open" && inHead) labels.push(tokens[i + 1]?.content ?? "");
    else if (token.type === "td_open") {
      const label = labels[column];
      if (label) token.attrSet("data-label", label);
      column += 1;
    }
  });
}
