import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { CHAT_OPTIONS, chatText, SECTION_BUTTONS, sectionButton } from "@/src/lib/page-sections";

describe("[MK-15][MK-16][MK-17][MK-18][MK-19][MK-20][MK-21][MK-22] the chat button's default option names", () => {
  const en = getMessages("en").medical.buttons;
  const hi = getMessages("hi").medical.buttons;

  it("[MK-15][MK-16][MK-17][MK-18][MK-19][MK-20][MK-21][MK-22] are the seven default names, in order", () => {
    expect(CHAT_OPTIONS.map((o) => en[o])).toEqual([
      "WhatsApp Expert",
      "Chat with Expert",
      "Get Cost Now",
      "Calculate Monthly EMI",
      "Check Your Coverage",
      "Calculate Treatment Cost Now",
      "Book Now",
    ]);
  });

  it("[MK-15] one is the messaging app's name followed by 'Expert', in both languages", () => {
    expect(CHAT_OPTIONS).toContain("whatsAppExpert");
    expect(en.whatsAppExpert).toBe("WhatsApp Expert");
    expect(hi.whatsAppExpert).toBe("WhatsApp Expert");
  });

  it("[MK-16] one is 'Chat with Expert', the FAQ section's chat", () => {
    expect(en.chatWithExpert).toBe("Chat with Expert");
    expect(sectionButton("faq")).toMatchObject({ type: "chat", option: "chatWithExpert" });
  });

  it("[MK-17] on a page not in English 'Chat with Expert' is its Hindi variant", () => {
    expect(hi.chatWithExpert).not.toBe(en.chatWithExpert);
    expect(hi.chatWithExpert).toMatch(/^[\u0900-\u097f\s]+$/);
  });

  it("[MK-18] one is 'Get Cost Now', the cost section's chat", () => {
    expect(en.getCostNow).toBe("Get Cost Now");
    expect(sectionButton("cost")).toMatchObject({ type: "chat", option: "getCostNow" });
  });

  it("[MK-19] one is 'Calculate Monthly EMI', the EMI section's chat", () => {
    expect(en.calculateMonthlyEmi).toBe("Calculate Monthly EMI");
    expect(sectionButton("emifacility")).toMatchObject({
      type: "chat",
      option: "calculateMonthlyEmi",
    });
  });

  it("[MK-20] one is 'Check Your Coverage', the insurance section's chat", () => {
    expect(en.checkYourCoverage).toBe("Check Your Coverage");
    expect(sectionButton("insurance")).toMatchObject({ type: "chat", option: "checkYourCoverage" });
  });

  it("[MK-21] one is 'Calculate Treatment Cost Now', the cost calculator section's chat", () => {
    expect(en.calculateTreatmentCostNow).toBe("Calculate Treatment Cost Now");
    expect(sectionButton("costcalculator")).toMatchObject({
      type: "chat",
      option: "calculateTreatmentCostNow",
    });
  });

  it("[MK-22] one is 'Book Now', the label of the doctors' and test-booking sections' buttons", () => {
    expect(en.bookNow).toBe("Book Now");
    expect(sectionButton("doctors")).toMatchObject({ type: "book", option: "bookNow" });
    expect(sectionButton("testbooking")).toMatchObject({ type: "book", option: "bookNow" });
  });

  it("[MK-15][MK-16][MK-17][MK-18][MK-19][MK-20][MK-21][MK-22] every chat section names one of the options", () => {
    for (const [key, b] of Object.entries(SECTION_BUTTONS)) {
      if (b.type === "chat") expect(CHAT_OPTIONS, key).toContain(b.option);
    }
  });
});

describe("[MK-23][MK-24][MK-25] page section keys and their buttons", () => {
  it("[MK-23] each section key maps to one of three button types: book appointment, chat or call", () => {
    expect(Object.keys(SECTION_BUTTONS)).toEqual(
      expect.arrayContaining(["herotiles", "faq", "doctors", "emifacility"]),
    );
    for (const [key, b] of Object.entries(SECTION_BUTTONS)) {
      expect(["book", "chat", "call"], key).toContain(b.type);
    }
    expect(sectionButton("herotiles").type).toBe("book");
    expect(sectionButton("faq").type).toBe("chat");
    expect(sectionButton("doctors").type).toBe("book");
    expect(sectionButton("emifacility").type).toBe("chat");
    expect(sectionButton("hospitals").type).toBe("call");
  });

  it("[MK-24] the call button is on by default and gives way to booking when the page turns it off", () => {
    expect(sectionButton("hospitals").type).toBe("call");
    expect(sectionButton("hospitals", {}).type).toBe("call");
    expect(sectionButton("hospitals", { isCallEnabled: true }).type).toBe("call");
    expect(sectionButton("hospitals", { isCallEnabled: false })).toEqual({
      type: "book",
      mode: "appointment",
    });
    // Turning the chat off leaves the call alone.
    expect(sectionButton("hospitals", { isWhatsAppEnabled: false }).type).toBe("call");
  });

  it("[MK-25] the chat button is on by default and gives way to booking when the page turns it off", () => {
    for (const key of ["faq", "cost", "emifacility", "insurance", "symptoms"] as const) {
      expect(sectionButton(key).type, key).toBe("chat");
      expect(sectionButton(key, { isWhatsAppEnabled: true }).type, key).toBe("chat");
      expect(sectionButton(key, { isWhatsAppEnabled: false }).type, key).toBe("book");
      expect(sectionButton(key, { isCallEnabled: false }).type, key).toBe("chat");
    }
    // The booking keeps the section's lead-form mode.
    expect(sectionButton("cost", { isWhatsAppEnabled: false })).toEqual({
      type: "book",
      mode: "costCalculator",
    });
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
