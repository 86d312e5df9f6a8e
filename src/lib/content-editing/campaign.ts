/**
 * The rules of a campaign page's texts editors change: headline, the line under it, claims, FAQs,
 * the form's title and the hero image's alt text. Pure: the server decides with them, the form
 * shows the same messages as the editor types.
 */
import type { CampaignKind } from "../campaign";
import {
  type Checked,
  type ContentFields,
  type FieldProblem,
  fieldLabel,
  htmlTagProblem,
} from "./fields";
import { formatFaqs, parseFaqs } from "./medical";

export const CLAIMS_MAX = 8;
export const CLAIM_MAX_LENGTH = 140;

/** A campaign page's editable texts; claims one per line, FAQs as "Q: … / A: …" pairs. */
export interface CampaignTexts extends ContentFields {
  headline: string;
  subheadline: string;
  claims: string;
  faqs: string;
  formTitle: string;
  heroAlt: string;
}

/**
 * Words a claim may not use: a claim is a promise to patients, and "the best", "No. 1",
 * "guaranteed" or "100%" is one nobody can check (and advertising codes for health care refuse
 * it). Each entry: the pattern and the words the message quotes.
 */
const SUPERLATIVES: readonly { pattern: RegExp; words: string }[] = [
  { pattern: /\bbest\b/i, words: "best" },
  { pattern: /\b(no\.?|number|#)\s*1\b|#1\b|\bnumber one\b/i, words: "No. 1" },
  { pattern: /\bguarantee(d|s)?\b/i, words: "guaranteed" },
  { pattern: /\b100\s*(%|percent|per cent)/i, words: "100%" },
  { pattern: /\b(top|finest|greatest|unmatched|unbeatable)\b/i, words: "top" },
  { pattern: /\b(cheapest|lowest price|lowest cost)\b/i, words: "cheapest" },
  {
    pattern: /\b(painless|risk[- ]free|permanent cure|sure cure|miracle)\b/i,
    words: "painless / risk-free / cure",
  },
  { pattern: /सर्वश्रेष्ठ|गारंटी|नंबर\s*1|100\s*%/, words: "सर्वश्रेष्ठ / गारंटी" },
];

/** The unverifiable superlative a text uses ("best"), or null. */
export function superlativeIn(text: string): string | null {
  for (const s of SUPERLATIVES) {
    const match = s.pattern.exec(text);
    if (match) return match[0].trim() || s.words;
  }
  return null;
}

function clean(raw: unknown): string {
  return typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
}

function oneLine(
  field: string,
  raw: unknown,
  required: boolean,
  max: number,
  problems: FieldProblem[],
): string {
  const text = clean(raw).replace(/\s+/g, " ");
  const label = fieldLabel(field);
  if (!text) {
    if (required) problems.push({ field, message: `${label} is required.` });
    return "";
  }
  const tag = htmlTagProblem(field, text);
  if (tag) problems.push(tag);
  else if (text.length > max) {
    problems.push({ field, message: `${label} is too long (at most ${max} characters).` });
  }
  return text;
}

/**
 * Claims: one per line, at most 8, each ≤ 140 characters, plain text, nothing unverifiable. A
 * claim already published word for word (`kept`) is not refused for its wording: some were set
 * with the page and are required as written ("100% confidential and safe", MK-2); the rule
 * stops new or changed claims.
 */
export function parseClaims(
  raw: unknown,
  problems: FieldProblem[],
  kept: readonly string[] = [],
): string[] {
  const lines = clean(raw)
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length > CLAIMS_MAX) {
    problems.push({
      field: "claims",
      message: `Claims: at most ${CLAIMS_MAX}, one per line (there are ${lines.length}).`,
    });
  }
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    const tag = htmlTagProblem("claims", line);
    if (tag) {
      problems.push({ field: "claims", message: `Claim ${n}: ${tag.message}` });
      continue;
    }
    if (line.length > CLAIM_MAX_LENGTH) {
      problems.push({
        field: "claims",
        message: `Claim ${n} is too long (${line.length} characters; at most ${CLAIM_MAX_LENGTH}).`,
      });
    }
    const word = kept.includes(line) ? null : superlativeIn(line);
    if (word) {
      problems.push({
        field: "claims",
        message: `Claim ${n} says "${word}": a claim must be something we can show is true. Say what is offered (e.g. "Surgeons with 10+ years of experience") instead of "best", "No. 1", "guaranteed" or "100%".`,
      });
    }
  }
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const key = line.toLowerCase();
    if (seen.has(key)) {
      problems.push({ field: "claims", message: `Claim ${i + 1} repeats an earlier one.` });
    }
    seen.add(key);
  }
  return lines;
}

/** `published`: the page's published texts, whose claims are kept as they are. */
export function checkCampaignTexts(
  input: Record<string, unknown>,
  published?: ContentFields | null,
): Checked<CampaignTexts> {
  const problems: FieldProblem[] = [];
  const kept =
    typeof published?.claims === "string" ? published.claims.split("\n").filter(Boolean) : [];
  const headline = oneLine("headline", input.headline, true, 120, problems);
  const subheadline = oneLine("subheadline", input.subheadline, false, 300, problems);
  const claims = parseClaims(input.claims, problems, kept);
  const faqs = parseFaqs("faqs", input.faqs);
  if (!faqs.ok) problems.push(...faqs.problems);
  const formTitle = oneLine("formTitle", input.formTitle, false, 80, problems);
  const heroAlt = oneLine("heroAlt", input.heroAlt, false, 200, problems);
  if (problems.length > 0 || !faqs.ok) return { ok: false, problems };
  return {
    ok: true,
    value: {
      headline,
      subheadline,
      claims: claims.join("\n"),
      faqs: formatFaqs(faqs.value),
      formTitle,
      heroAlt,
    },
  };
}

/** A campaign's entity key: its kind and slug ("campaign:hair-transplant-assessment"). */
export function campaignKey(kind: CampaignKind, slug: string): string {
  return `${kind}:${slug}`;
}

export function parseCampaignKey(key: string): { kind: CampaignKind; slug: string } | null {
  const match = /^(marketing|campaign):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(key);
  return match ? { kind: match[1] as CampaignKind, slug: match[2] ?? "" } : null;
}
