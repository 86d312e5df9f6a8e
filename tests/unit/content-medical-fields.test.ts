import { describe, expect, it } from "vitest";
import {
  changedBlock,
  formatFaqs,
  markdownHtmlProblem,
  parseFaqs,
} from "@/src/lib/content-editing/medical";

describe("medical page fields", () => {
  it("[CE-42] FAQ text reads back as the pairs it was written from", () => {
    const pairs = [
      { question: "Is it painful?", answer: "A little, for a day or two." },
      { question: "क्या यह दर्दनाक है?", answer: "एक-दो दिन थोड़ा।" },
    ];
    const parsed = parseFaqs("faqs", formatFaqs(pairs));
    expect(parsed).toEqual({ ok: true, value: pairs });
    expect(parseFaqs("faqs", "")).toEqual({ ok: true, value: [] });
  });

  it("[CE-44] raw HTML outside code is found with its line; code is not HTML", () => {
    expect(markdownHtmlProblem("Intro\n\n<SCRIPT src=x></SCRIPT>")).toMatch(/^Line 3 .*<SCRIPT>/);
    expect(markdownHtmlProblem("a `<b>` b\n```\n<i>x</i>\n```")).toBeNull();
    expect(markdownHtmlProblem("Less than 5 mm: <5 mm and a > b.")).toBeNull();
  });

  it("[CE-44] a long text's diff keeps only its changed lines", () => {
    const before = ["a", "b", "c", "d", "e"].join("\n");
    const after = ["a", "b", "C!", "d", "e"].join("\n");
    expect(changedBlock(before, after)).toEqual({ same: 2, sameEnd: 2, before: "c", after: "C!" });
    expect(changedBlock("a\nb", "a\nb\nc")).toEqual({
      same: 2,
      sameEnd: 0,
      before: "",
      after: "c",
    });
  });
});
