import { describe, expect, it } from "vitest";
import { CHAT_QUESTION_MAX, parseChatQuestion, questionPieces } from "@/src/lib/chat/answer";
import { getMessages } from "@/src/lib/i18n";
import { MAX_QUERY_CHARS } from "@/src/lib/search/query";

describe("the chat's question", () => {
  it("[CH-5] takes up to 500 characters and is searched in pieces of at most 100, cut between words", () => {
    expect(CHAT_QUESTION_MAX).toBe(500);
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const pieces = questionPieces(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect([...p].length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(pieces.join(" ")).toBe(text);
    expect(questionPieces("x".repeat(150))).toEqual(["x".repeat(100)]);
    expect(parseChatQuestion(new URLSearchParams({ q: "a".repeat(500) })).ok).toBe(true);
    expect(parseChatQuestion(new URLSearchParams({ q: "a".repeat(501) })).ok).toBe(false);
  });

  it("[CH-5] [CH-6] the field says its limit, and a question not understood is quoted back, in English and Hindi", () => {
    for (const locale of ["en", "hi"] as const) {
      const m = getMessages(locale).chat;
      expect(m.questionLimit).toContain("{max}");
      expect(m.notFound).toContain("{question}");
      expect(m.whatsAppQuestion).toContain("{question}");
      expect(m.expertCallback.length).toBeGreaterThan(0);
    }
  });
});
