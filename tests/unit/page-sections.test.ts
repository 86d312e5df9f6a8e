import { describe, expect, it } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { CHAT_OPTIONS, SECTION_BUTTONS, sectionButton } from "@/src/lib/page-sections";

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
