/**
 * The rules of the medical pages' fields editors change (conditions, tests, departments) and of
 * articles: names, descriptions in English and Hindi, FAQ pairs, Markdown. Pure: the server
 * decides with them, the forms show the same messages.
 */
import {
  type Checked,
  type ContentFields,
  type FieldProblem,
  fieldLabel,
  nameProblem,
  SUMMARY_MAX,
  SUMMARY_MIN,
} from "./fields";

const medicalLabel = fieldLabel;

/** Any HTML tag or comment: these fields are plain text (the pages escape them). */
const TAG = /<\s*(\/?\s*[a-z][a-z0-9-]*|!--)/i;
const DEVANAGARI = /[\u0900-\u097F]/;

function clean(raw: unknown): string {
  return typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
}

function tagProblem(field: string, text: string): FieldProblem | undefined {
  const tag = TAG.exec(text);
  if (!tag) return undefined;
  const name = (tag[1] ?? "").replace(/[\s/]/g, "") || "tag";
  return { field, message: `${medicalLabel(field)} is plain text: remove the HTML <${name}> tag.` };
}

/**
 * A one-line name (or title): required or not, a name's text rule (./fields), no tags, at most
 * `max` characters.
 */
function checkName(
  field: string,
  raw: unknown,
  required: boolean,
  problems: FieldProblem[],
  max = 200,
): string | null {
  const text = clean(raw).replace(/\s+/g, " ");
  if (!text) {
    if (required) problems.push({ field, message: `${medicalLabel(field)} is required.` });
    return null;
  }
  // Names only: an article's title and excerpt share this check but not the names' rule.
  const nameRule = field === "name" || field === "nameHi" ? nameProblem(field, raw) : undefined;
  if (nameRule) {
    problems.push(nameRule);
    return null;
  }
  const tag = tagProblem(field, text);
  if (tag) {
    problems.push(tag);
    return null;
  }
  if (text.length > max) {
    problems.push({
      field,
      message: `${medicalLabel(field)} is too long (at most ${max} characters).`,
    });
    return null;
  }
  return text;
}

/** A description: plain text of SUMMARY_MIN to SUMMARY_MAX characters. */
function checkDescription(
  field: string,
  raw: unknown,
  required: boolean,
  problems: FieldProblem[],
): string | null {
  const text = clean(raw);
  const label = medicalLabel(field);
  if (!text) {
    if (required) problems.push({ field, message: `${label} is required.` });
    return null;
  }
  const tag = tagProblem(field, text);
  if (tag) problems.push(tag);
  else if (text.length < SUMMARY_MIN) {
    problems.push({
      field,
      message: `${label} is too short (at least ${SUMMARY_MIN} characters).`,
    });
  } else if (text.length > SUMMARY_MAX) {
    problems.push({
      field,
      message: `${label} is too long (at most ${SUMMARY_MAX} characters).`,
    });
  } else return text;
  return null;
}

function hindiOnly(field: string, value: string | null, problems: FieldProblem[]) {
  if (value && !DEVANAGARI.test(value)) {
    problems.push({
      field,
      message: `${medicalLabel(field)} has no Devanagari: write it in Hindi (or leave it empty).`,
    });
  }
}

/* ------------------------------------------------------------------ FAQs */

export interface FaqPair {
  question: string;
  answer: string;
}

export const FAQ_MAX = 12;
const FAQ_QUESTION_MAX = 200;
const FAQ_ANSWER_MAX = 1200;

/**
 * FAQs travel as one text (the form's textarea, a draft's field, a version's diff): blocks
 * separated by a blank line, each "Q: question" then "A: answer". One scalar keeps drafts,
 * versions and their diffs the same for every field.
 */
export function formatFaqs(pairs: readonly FaqPair[]): string {
  return pairs.map((p) => `Q: ${p.question}\nA: ${p.answer}`).join("\n\n");
}

/** The pairs of a FAQ text, or every problem with its pair's number. */
export function parseFaqs(field: string, raw: unknown): Checked<FaqPair[]> {
  const text = clean(raw);
  if (!text) return { ok: true, value: [] };
  const label = medicalLabel(field);
  const problems: FieldProblem[] = [];
  const tag = tagProblem(field, text);
  if (tag) return { ok: false, problems: [tag] };
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim());
  if (blocks.length > FAQ_MAX) {
    problems.push({ field, message: `${label}: at most ${FAQ_MAX} questions.` });
  }
  const pairs: FaqPair[] = [];
  blocks.forEach((block, i) => {
    const n = i + 1;
    const match = /^Q:\s*([\s\S]*?)\n\s*A:\s*([\s\S]*)$/i.exec(block.trim());
    if (!match) {
      problems.push({
        field,
        message: `${label}, pair ${n}: write "Q: the question" on one line, then "A: the answer".`,
      });
      return;
    }
    const question = (match[1] ?? "").replace(/\s+/g, " ").trim();
    const answer = (match[2] ?? "").trim();
    if (!question) problems.push({ field, message: `${label}, pair ${n}: the question is empty.` });
    else if (!/[?？।]$/.test(question)) {
      problems.push({
        field,
        message: `${label}, pair ${n}: the question should end with a question mark.`,
      });
    } else if (question.length > FAQ_QUESTION_MAX) {
      problems.push({
        field,
        message: `${label}, pair ${n}: the question is too long (at most ${FAQ_QUESTION_MAX} characters).`,
      });
    }
    if (!answer) problems.push({ field, message: `${label}, pair ${n}: the answer is empty.` });
    else if (answer.length > FAQ_ANSWER_MAX) {
      problems.push({
        field,
        message: `${label}, pair ${n}: the answer is too long (at most ${FAQ_ANSWER_MAX} characters).`,
      });
    }
    pairs.push({ question, answer });
  });
  const seen = new Set<string>();
  for (const [i, p] of pairs.entries()) {
    const key = p.question.toLowerCase();
    if (seen.has(key)) {
      problems.push({
        field,
        message: `${label}, pair ${i + 1}: the same question is asked twice.`,
      });
    }
    seen.add(key);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: pairs };
}

/* ------------------------------------------------------------------ conditions, tests, departments */

/** A condition's or test's names, descriptions and FAQs in both languages. */
export interface MedicalTexts extends ContentFields {
  name: string;
  nameHi: string | null;
  summary: string;
  summaryHi: string | null;
  faqs: string;
  faqsHi: string;
}

/** A department's names and descriptions (its page shows no FAQs). */
export interface DepartmentTexts extends ContentFields {
  name: string;
  nameHi: string | null;
  summary: string;
  summaryHi: string | null;
}

function checkNamesAndDescriptions(input: Record<string, unknown>, problems: FieldProblem[]) {
  const name = checkName("name", input.name, true, problems);
  const nameHi = checkName("nameHi", input.nameHi, false, problems);
  hindiOnly("nameHi", nameHi, problems);
  const summary = checkDescription("summary", input.summary, true, problems);
  const summaryHi = checkDescription("summaryHi", input.summaryHi, false, problems);
  hindiOnly("summaryHi", summaryHi, problems);
  return { name, nameHi, summary, summaryHi };
}

export function checkMedicalTexts(input: Record<string, unknown>): Checked<MedicalTexts> {
  const problems: FieldProblem[] = [];
  const { name, nameHi, summary, summaryHi } = checkNamesAndDescriptions(input, problems);
  const faqs = parseFaqs("faqs", input.faqs);
  const faqsHi = parseFaqs("faqsHi", input.faqsHi);
  if (!faqs.ok) problems.push(...faqs.problems);
  if (!faqsHi.ok) problems.push(...faqsHi.problems);
  if (faqsHi.ok && faqsHi.value.some((p) => !DEVANAGARI.test(p.question + p.answer))) {
    problems.push({ field: "faqsHi", message: "FAQs (Hindi) has a pair with no Devanagari." });
  }
  if (problems.length > 0 || !name || !summary || !faqs.ok || !faqsHi.ok) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      name,
      nameHi,
      summary,
      summaryHi,
      faqs: formatFaqs(faqs.value),
      faqsHi: formatFaqs(faqsHi.value),
    },
  };
}

export function checkDepartmentTexts(input: Record<string, unknown>): Checked<DepartmentTexts> {
  const problems: FieldProblem[] = [];
  const { name, nameHi, summary, summaryHi } = checkNamesAndDescriptions(input, problems);
  if (problems.length > 0 || !name || !summary) return { ok: false, problems };
  return { ok: true, value: { name, nameHi, summary, summaryHi } };
}

/* ------------------------------------------------------------------ articles */

export const ARTICLE_BODY_MIN = 200;
export const ARTICLE_BODY_MAX = 60_000;

/** An article's editable fields; the reviewer and review date come from the sign-off. */
export interface ArticleFields extends ContentFields {
  title: string;
  excerpt: string;
  body: string;
  /** The author's profile slug. */
  author: string;
  /** Treatment slugs, "; "-separated, in the order given. */
  relatedTreatments: string;
}

/**
 * Raw HTML in Markdown: a tag or comment outside code. The site's Markdown pipeline escapes it
 * (it would show as typed), and an HTML tag in an article is never what an editor means, so the
 * text is refused with the tag's name and line rather than published with visible markup.
 */
export function markdownHtmlProblem(markdown: string): string | null {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const outsideCode = line.replace(/`[^`]*`/g, "");
    const tag = TAG.exec(outsideCode);
    if (tag) {
      const name = (tag[1] ?? "").replace(/[\s/]/g, "") || "tag";
      const what = name === "!--" ? "an HTML comment <!--" : `an HTML <${name}> tag`;
      return `Line ${i + 1} has ${what}: articles are Markdown only, and HTML is not published. Remove it.`;
    }
    if (/\]\(\s*(javascript|data|vbscript):/i.test(outsideCode)) {
      return `Line ${i + 1} has a script link: links go to http(s) addresses or site paths.`;
    }
  }
  return null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checkArticle(input: Record<string, unknown>): Checked<ArticleFields> {
  const problems: FieldProblem[] = [];
  const title = checkName("title", input.title, true, problems, 160);
  const excerpt = checkName("excerpt", input.excerpt, false, problems, 400) ?? "";
  const body = clean(input.body);
  if (!body) problems.push({ field: "body", message: "Text (Markdown) is required." });
  else {
    const html = markdownHtmlProblem(body);
    if (html) problems.push({ field: "body", message: html });
    else if (body.length < ARTICLE_BODY_MIN) {
      problems.push({
        field: "body",
        message: `Text (Markdown) is too short (at least ${ARTICLE_BODY_MIN} characters).`,
      });
    } else if (body.length > ARTICLE_BODY_MAX) {
      problems.push({
        field: "body",
        message: `Text (Markdown) is too long (at most ${ARTICLE_BODY_MAX.toLocaleString("en-IN")} characters).`,
      });
    }
  }
  const author = clean(input.author);
  if (!author) problems.push({ field: "author", message: "Author is required." });
  else if (!SLUG.test(author)) {
    problems.push({ field: "author", message: `Author "${author}" is not a profile's slug.` });
  }
  const related = clean(input.relatedTreatments)
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = related.filter((s) => !SLUG.test(s));
  if (bad.length > 0) {
    problems.push({
      field: "relatedTreatments",
      message: `Related treatments are slugs like knee-replacement: "${bad.join('", "')}" is not one.`,
    });
  }
  if (related.length > 8) {
    problems.push({ field: "relatedTreatments", message: "At most 8 related treatments." });
  }
  if (problems.length > 0 || !title || !body) return { ok: false, problems };
  return {
    ok: true,
    value: {
      title,
      excerpt,
      body,
      author,
      relatedTreatments: [...new Set(related)].join("; "),
    },
  };
}

/** An article's entity key: its language and slug ("hi:knee-replacement-recovery"). */
export function articleKey(language: "en" | "hi", slug: string): string {
  return `${language}:${slug}`;
}

export function parseArticleKey(key: string): { language: "en" | "hi"; slug: string } | null {
  const match = /^(en|hi):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(key);
  return match ? { language: match[1] as "en" | "hi", slug: match[2] ?? "" } : null;
}

/**
 * The changed middle of a long text: the lines both versions share at the start and at the end
 * are left out (counted), so a one-paragraph edit of an article reads as that paragraph.
 */
export function changedBlock(
  before: string,
  after: string,
): { same: number; sameEnd: number; before: string; after: string } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  return {
    same: start,
    sameEnd: end,
    before: a.slice(start, a.length - end).join("\n"),
    after: b.slice(start, b.length - end).join("\n"),
  };
}
