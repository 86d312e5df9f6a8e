import { describe, expect, it } from "vitest";
import {
  callBlock,
  type ContactRules,
  contactRulesSchema,
  withinHours,
} from "@/src/lib/privacy/contact-rules";
import en from "@/src/lib/i18n/messages/en/privacy.json";
import hi from "@/src/lib/i18n/messages/hi/privacy.json";
import { STORED_FIELD_KEYS } from "@/src/server/privacy/my-data";

const rules = (over: Partial<ContactRules> = {}): ContactRules => ({
  channel: "call",
  from: "10:00",
  to: "13:00",
  language: "en",
  doNotContact: false,
  ...over,
});

// 10:00 IST is 04:30 UTC.
const ist = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  const minutes = ((h ?? 0) * 60 + (m ?? 0) - 330 + 1440) % 1440;
  return new Date(Date.UTC(2026, 10, 26, Math.floor(minutes / 60), minutes % 60));
};

describe("contact rules", () => {
  it("[DP-12] hours are India time, from inclusive, to exclusive", () => {
    expect(withinHours(rules(), ist("09:59"))).toBe(false);
    expect(withinHours(rules(), ist("10:00"))).toBe(true);
    expect(withinHours(rules(), ist("12:59"))).toBe(true);
    expect(withinHours(rules(), ist("13:00"))).toBe(false);
    expect(withinHours(null, ist("03:00"))).toBe(true);
  });

  it("[DP-12] the call button's rules: stopped, do not contact, other channel, hours, erased", () => {
    const at = ist("11:00");
    const state = { consentCall: true, erased: false, rules: rules() };
    expect(callBlock(state, at)).toBeUndefined();
    expect(callBlock({ ...state, rules: null }, at)).toBeUndefined();
    expect(callBlock(state, ist("14:00"))).toBe("outside_hours");
    expect(callBlock({ ...state, rules: rules({ channel: "whatsapp" }) }, at)).toBe(
      "other_channel",
    );
    expect(callBlock({ ...state, rules: rules({ channel: "sms" }) }, at)).toBe("other_channel");
    expect(callBlock({ ...state, rules: rules({ doNotContact: true }) }, at)).toBe(
      "do_not_contact",
    );
    expect(callBlock({ ...state, consentCall: false }, at)).toBe("stopped");
    expect(callBlock({ ...state, erased: true }, at)).toBe("erased");
  });

  it("[DP-10] the rules' schema refuses half or reversed hours and unknown keys", () => {
    expect(contactRulesSchema.safeParse(rules()).success).toBe(true);
    expect(contactRulesSchema.safeParse(rules({ to: undefined })).success).toBe(false);
    expect(contactRulesSchema.safeParse(rules({ from: "13:00", to: "10:00" })).success).toBe(false);
    expect(contactRulesSchema.safeParse(rules({ from: "25:00" })).success).toBe(false);
    expect(contactRulesSchema.safeParse({ ...rules(), extra: 1 }).success).toBe(false);
  });

  it("[DP-13] every privacy message exists in English and Hindi, and Hindi is not English", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(hi).sort()).toEqual(keys(en).sort());
    expect(hi.notice.title).not.toBe(en.notice.title);
    expect(hi.sms.confirmation).toContain("{link}");
    expect(en.sms.confirmation).toContain("{link}");
  });

  it("[DP-13] every field My data lists has its label in English and Hindi", () => {
    for (const key of STORED_FIELD_KEYS) {
      expect(en.myData.fields[key], key).toBeTruthy();
      expect(hi.myData.fields[key], key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
