import { describe, expect, it } from "vitest";
import { readIntent } from "@/src/lib/search/intent";
import { closeness, closenessTo, paddedWords, trigrams } from "@/src/lib/search/similarity";

describe("how a query is read (intent words)", () => {
  it("[SR-14] words of intent and fillers are taken out, what is sought is left", () => {
    for (const [query, core, intents] of [
      ["piles surgery cost", "piles", ["treatment", "cost"]],
      ["knee surgeon", "knee", ["doctor"]],
      ["best heart hospital near me", "heart", ["hospital"]],
      ["bawasir ka ilaj", "bawasir", ["treatment"]],
      ["pathri ka operation", "pathri", ["treatment"]],
      ["बवासीर का ऑपरेशन", "बवासीर", ["treatment"]],
      ["घुटने की सर्जरी की कीमत", "घुटने", ["treatment", "cost"]],
    ] as const) {
      const read = readIntent(query);
      expect(read.core, query).toBe(core);
      expect([...read.intents].sort(), query).toEqual([...intents].sort());
    }
  });

  it("[SR-14] a query of intent words alone is kept whole; prototype names are plain words", () => {
    expect(readIntent("best doctor").core).toBe("best doctor");
    expect(readIntent("hospital").core).toBe("hospital");
    expect(readIntent("constructor hospital").core).toBe("constructor");
    expect([...readIntent("constructor hospital").intents]).toEqual(["hospital"]);
  });
});

describe("trigram closeness of a name", () => {
  it("[SR-14] a typo keeps most trigrams, another word few; padded names give the same figure", () => {
    const name = "Cataract Surgery";
    const q = trigrams("catract");
    expect(closeness(q, trigrams(name))).toBeGreaterThan(0.5);
    expect(closeness(trigrams("hernia"), trigrams(name))).toBeLessThan(0.3);
    for (const query of ["catract", "cataract surgery", "surgery", "hernia", "मोतियाबिंद"])
      expect(closenessTo(trigrams(query), paddedWords(name))).toBeCloseTo(
        closeness(trigrams(query), trigrams(name)),
      );
  });
});
