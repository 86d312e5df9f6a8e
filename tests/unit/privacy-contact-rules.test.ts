import { describe, expect, it } from "vitest";
import {
  type ContactAction,
  type ContactRefusal,
  type ContactRules,
  type ContactState,
  contactDecision,
  contactRulesSchema,
  newlyUnreachable,
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
    const state: ContactState = {
      consentCall: true,
      consentWhatsapp: false,
      erased: false,
      rules: rules(),
    };
    const call = (over: Partial<ContactState>, when = at) =>
      contactDecision({ ...state, ...over }, when).refusals.call;
    expect(call({})).toBeUndefined();
    expect(call({ rules: null })).toBeUndefined();
    expect(call({}, ist("14:00"))).toBe("outside_hours");
    expect(call({ rules: rules({ channel: "whatsapp" }) })).toBe("other_channel");
    expect(call({ rules: rules({ channel: "sms" }) })).toBe("other_channel");
    expect(call({ rules: rules({ doNotContact: true }) })).toBe("do_not_contact");
    expect(call({ consentCall: false })).toBe("stopped");
    expect(call({ erased: true })).toBe("erased");
  });

  // The one contact decision (DP-29), as a table: rules × consents × time of day × stopped or
  // erased. Each row: what is allowed at 11:00 IST (inside 10:00-13:00) and at 14:00 (outside),
  // and whether the patient can be reached at all.
  type Row = {
    name: string;
    rules: ContactRules | null;
    call?: boolean;
    whatsapp?: boolean;
    erased?: boolean;
    inside: ContactAction[];
    outside: ContactAction[];
    reachable: boolean;
  };
  const table: Row[] = [
    {
      name: "no rules, all consents",
      rules: null,
      whatsapp: true,
      inside: ["call", "whatsapp", "sms"],
      outside: ["call", "whatsapp", "sms"],
      reachable: true,
    },
    {
      name: "no rules, no WhatsApp consent",
      rules: null,
      inside: ["call", "sms"],
      outside: ["call", "sms"],
      reachable: true,
    },
    {
      name: "calls 10-13, WhatsApp consent",
      rules: rules(),
      whatsapp: true,
      inside: ["call", "whatsapp", "sms"],
      outside: [],
      reachable: true,
    },
    {
      name: "WhatsApp only 10-13, consent",
      rules: rules({ channel: "whatsapp" }),
      whatsapp: true,
      inside: ["whatsapp"],
      outside: [],
      reachable: true,
    },
    {
      name: "WhatsApp only 10-13, consent withdrawn",
      rules: rules({ channel: "whatsapp" }),
      inside: [],
      outside: [],
      reachable: false,
    },
    {
      name: "SMS only, any time",
      rules: rules({ channel: "sms", from: undefined, to: undefined }),
      inside: ["sms"],
      outside: ["sms"],
      reachable: true,
    },
    {
      name: "do not contact",
      rules: rules({ doNotContact: true }),
      whatsapp: true,
      inside: [],
      outside: [],
      reachable: false,
    },
    {
      name: "stopped by the link",
      rules: null,
      call: false,
      whatsapp: true,
      inside: [],
      outside: [],
      reachable: false,
    },
    {
      name: "erased",
      rules: rules(),
      whatsapp: true,
      erased: true,
      inside: [],
      outside: [],
      reachable: false,
    },
  ];
  for (const row of table) {
    it(`[DP-29] contact decision: ${row.name}`, () => {
      const state = {
        consentCall: row.call ?? true,
        consentWhatsapp: row.whatsapp ?? false,
        erased: row.erased ?? false,
        rules: row.rules,
      };
      const inside = contactDecision(state, ist("11:00"));
      const outside = contactDecision(state, ist("14:00"));
      expect(inside.allowedNow).toEqual(row.inside);
      expect(outside.allowedNow).toEqual(row.outside);
      expect(inside.reachable).toBe(row.reachable);
      expect(outside.reachable).toBe(row.reachable);
      // Reachable but nothing allowed now: the next opening of their hours, 10:00 IST tomorrow.
      if (row.reachable && row.outside.length === 0) {
        expect(outside.opensAt?.toISOString()).toBe("2026-11-27T04:30:00.000Z");
        for (const action of ["call", "whatsapp", "sms"] as const) {
          const refusal: ContactRefusal | undefined = outside.refusals[action];
          if (row.inside.includes(action)) expect(refusal).toBe("outside_hours");
        }
      } else {
        expect(outside.opensAt).toBeNull();
      }
    });
  }

  it("[DP-29] before their hours on the same day, the next opening is that day's", () => {
    const state = { consentCall: true, consentWhatsapp: true, erased: false, rules: rules() };
    expect(contactDecision(state, ist("08:15")).opensAt?.toISOString()).toBe(
      "2026-11-26T04:30:00.000Z",
    );
  });

  it("[DP-30] My data asks before a change leaves a request unreachable, not for an explicit stop", () => {
    const open = { id: 1, consentCall: true, consentWhatsapp: true, erased: false };
    const noWhatsapp = { ...open, consentWhatsapp: false };
    const whatsappOnly = rules({ channel: "whatsapp" });
    // Withdrawing WhatsApp while the rules say WhatsApp only: asks.
    expect(newlyUnreachable([open], whatsappOnly, [noWhatsapp], whatsappOnly)).toBe(1);
    // Choosing WhatsApp only without WhatsApp consent: asks.
    expect(newlyUnreachable([noWhatsapp], rules(), [noWhatsapp], whatsappOnly)).toBe(1);
    // Already unreachable before: nothing new to warn about.
    expect(newlyUnreachable([noWhatsapp], whatsappOnly, [noWhatsapp], whatsappOnly)).toBe(0);
    // "Do not contact" and the stop (call consent withdrawn) are explicit: no question.
    expect(newlyUnreachable([open], rules(), [open], rules({ doNotContact: true }))).toBe(0);
    expect(newlyUnreachable([open], rules(), [{ ...open, consentCall: false }], rules())).toBe(0);
    // Still reachable by WhatsApp: no question.
    expect(newlyUnreachable([open], rules(), [open], whatsappOnly)).toBe(0);
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
