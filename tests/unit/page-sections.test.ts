import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { CHAT_OPTIONS, chatText, SECTION_BUTTONS, sectionButton } from "@/src/lib/page-sections";

describe("[issue 11 item 7] section keys → buttons (spec §9)", () => {
  it("[issue 11 item 7] herotiles books, faq chats, doctors book, emifacility chats, hospitals call", () => {
    expect(sectionButton("herotiles").type).toBe("book");
    expect(sectionButton("faq")).toMatchObject({ type: "chat", option: "chatWithExpert" });
    expect(sectionButton("doctors").type).toBe("book");
    expect(sectionButton("emifacility")).toMatchObject({
      type: "chat",
      option: "calculateMonthlyEmi",
    });
    expect(sectionButton("hospitals").type).toBe("call");
  });

  it("[issue 11 item 7] call and chat stay on by default and fall back to booking when the page turns them off", () => {
    expect(sectionButton("hospitals", {}).type).toBe("call");
    expect(sectionButton("hospitals", { isCallEnabled: false })).toEqual({
      type: "book",
      mode: "appointment",
    });
    expect(sectionButton("cost", { isWhatsAppEnabled: false })).toEqual({
      type: "book",
      mode: "costCalculator",
    });
    expect(sectionButton("cost", { isCallEnabled: false }).type).toBe("chat");
  });

  it("[issue 11 item 7] the chat option names are the spec's, 'Chat with Expert' with a Hindi variant", () => {
    const en = getMessages("en").medical.buttons;
    expect(CHAT_OPTIONS.map((o) => en[o])).toEqual([
      "WhatsApp Expert",
      "Chat with Expert",
      "Get Cost Now",
      "Calculate Monthly EMI",
      "Check Your Coverage",
      "Calculate Treatment Cost Now",
      "Book Now",
    ]);
    const hi = getMessages("hi").medical.buttons;
    expect(hi.chatWithExpert).not.toBe(en.chatWithExpert);
    expect(hi.chatWithExpert).toMatch(/[\u0900-\u097f]/);
  });

  it("[issue 11 item 7] every chat section names one of the options", () => {
    for (const [key, b] of Object.entries(SECTION_BUTTONS)) {
      if (b.type === "chat") expect(CHAT_OPTIONS, key).toContain(b.option);
    }
  });
});

describe("cost, EMI and coverage buttons that remember what the patient wants", () => {
  const en = getMessages("en").medical.buttons;
  const hi = getMessages("hi").medical.buttons;

  it("[MK-18][MK-20][MK-21] on a page with the estimate, 'Get Cost Now', 'Check Your Coverage' and 'Calculate Treatment Cost Now' go to it", () => {
    for (const key of ["cost", "insurance", "costcalculator"] as const) {
      expect(sectionButton(key, {}, ["estimate"]), key).toMatchObject({
        type: "tool",
        tool: "estimate",
      });
      // Elsewhere they stay WhatsApp chats.
      expect(sectionButton(key, {}, []).type, key).toBe("chat");
    }
  });

  it("[MK-19] 'Calculate Monthly EMI' is no estimate: it stays a chat on the cost page too", () => {
    expect(sectionButton("emifacility", {}, ["estimate"])).toMatchObject({
      type: "chat",
      option: "calculateMonthlyEmi",
    });
  });

  it("[MK-18][MK-19][MK-20][MK-21] each chat's WhatsApp text names its intent, the treatment and the city", () => {
    const about = { topic: "Knee Replacement", city: "Pune" };
    expect(chatText("getCostNow", about, en)).toBe(
      "Hi Vaidya, please tell me the cost of Knee Replacement in Pune.",
    );
    expect(chatText("calculateMonthlyEmi", about, en)).toContain(
      "pay for Knee Replacement in Pune in monthly EMIs",
    );
    expect(chatText("checkYourCoverage", about, en)).toBe(
      "Hi Vaidya, please check whether my health insurance covers Knee Replacement in Pune.",
    );
    expect(chatText("calculateTreatmentCostNow", about, en)).toContain(
      "cost of Knee Replacement in Pune for my choice of hospital and room",
    );
    const texts = CHAT_OPTIONS.map((o) => chatText(o, about, en));
    // Four intents, four different texts; the other options share the general one.
    expect(new Set(texts.slice(2, 6)).size).toBe(4);
    expect(chatText("chatWithExpert", about, en)).toBe(
      "Hi Vaidya, I want to connect with a care expert about Knee Replacement in Pune.",
    );
  });

  it("in Hindi too, and without a city the text leaves the place out", () => {
    expect(chatText("getCostNow", { topic: "Knee Replacement", city: "पुणे" }, hi)).toBe(
      "नमस्ते Vaidya, कृपया पुणे में Knee Replacement का ख़र्च बताइए।",
    );
    expect(chatText("checkYourCoverage", { topic: "Knee Replacement" }, hi)).toBe(
      "नमस्ते Vaidya, कृपया जाँच कीजिए कि Knee Replacement का ख़र्च मेरे स्वास्थ्य बीमा में कवर होगा या नहीं।",
    );
    expect(chatText("getCostNow", { topic: "Knee Replacement", city: null }, en)).toBe(
      "Hi Vaidya, please tell me the cost of Knee Replacement.",
    );
    for (const option of CHAT_OPTIONS) {
      expect(chatText(option, { topic: "X", city: "Y" }, hi), option).not.toMatch(/\{\w+\}/);
    }
  });
});
