import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/src/config/site";
import { callbackWords } from "@/src/lib/callback-promise";
import { dueAt, parseHours } from "@/src/lib/console/sla";
import type { Locale } from "@/src/lib/i18n";
import { slaRule } from "@/src/server/console/sla";
import { confirmationText } from "@/src/server/privacy/confirmation";
import { thankYouMessages } from "@/src/ui/thankyou/messages";
import { ThankYouStatic } from "@/src/ui/thankyou/thank-you-view";

const LOCALES: Locale[] = ["en", "hi"];
/** An instant given as IST wall-clock time. */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("one callback promise", () => {
  it("[TY-10] the setting is in words: minutes and hours, am/pm in English, the part of the day in Hindi", () => {
    expect(callbackWords({ minutes: 30, hours: "09:00-21:00" }, "en")).toEqual({
      within: "30 minutes",
      open: "9 am",
      close: "9 pm",
    });
    expect(callbackWords({ minutes: 90, hours: "08:30-12:00" }, "en")).toEqual({
      within: "1 hour 30 minutes",
      open: "8:30 am",
      close: "12 pm",
    });
    expect(callbackWords({ minutes: 120, hours: "09:00-21:00" }, "hi")).toEqual({
      within: "2 घंटे",
      open: "सुबह 9 बजे",
      close: "रात 9 बजे",
    });
  });

  for (const locale of LOCALES) {
    it(`[TY-10] (${locale}) the thank-you page, the confirmation SMS and the console's SLA clock read the same setting`, () => {
      const words = callbackWords(siteConfig.callback, locale);
      const page = renderToStaticMarkup(
        <ThankYouStatic m={thankYouMessages(locale)} homeHref="/" />,
      );
      const sms = confirmationText(7, "https://vaidya.example", locale);
      for (const text of [page, sms]) {
        expect(text).toContain(words.within);
        expect(text).toContain(words.open);
        expect(text).toContain(words.close);
        // Every placeholder was filled: nothing like {within} reaches a patient.
        expect(text).not.toMatch(/\{(within|open|close|id|link)\}/);
      }
      // The console measures exactly the promise: same minutes, same window.
      expect(slaRule()).toEqual({
        minutes: siteConfig.callback.minutes,
        hours: siteConfig.callback.hours,
      });
      const { open } = parseHours(slaRule().hours);
      const openIst = `${String(Math.floor(open / 60)).padStart(2, "0")}:${String(open % 60).padStart(2, "0")}`;
      // A request sent at night is due `minutes` after the opening the texts name.
      const due = dueAt(ist(`2030-01-14T02:00:00`), slaRule());
      expect(due).toEqual(
        new Date(ist(`2030-01-14T${openIst}:00`).getTime() + siteConfig.callback.minutes * 60_000),
      );
      expect(callbackWords({ minutes: 1, hours: `${openIst}-23:00` }, locale).open).toBe(
        words.open,
      );
    });
  }

  it("[TY-11] no message writes a callback time of its own: clock hours appear only through the setting", () => {
    const dir = path.resolve(import.meta.dirname, "../../src/lib/i18n/messages");
    // The second-opinion form's preferred-time slots are the patient's choice, not our promise;
    // they lie inside the working hours.
    const allowed = new Set(["callbackMorning", "callbackAfternoon", "callbackEvening"]);
    const clock = /\d\s?(am|pm)\b|(सुबह|दोपहर|शाम|रात) \d|working hours|कार्य-घंट/i;
    const found: string[] = [];
    const walk = (value: unknown, key: string, file: string) => {
      if (typeof value === "string") {
        if (!allowed.has(key) && clock.test(value)) found.push(`${file}: ${key}`);
      } else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) walk(v, k, file);
      }
    };
    for (const locale of LOCALES) {
      for (const file of readdirSync(path.join(dir, locale))) {
        walk(
          JSON.parse(readFileSync(path.join(dir, locale, file), "utf8")),
          "",
          `${locale}/${file}`,
        );
      }
    }
    expect(found).toEqual([]);
    const { open, close } = parseHours(siteConfig.callback.hours);
    // The slots (9 am to 8 pm) fit inside the window.
    expect(open).toBeLessThanOrEqual(9 * 60);
    expect(close).toBeGreaterThanOrEqual(20 * 60);
  });

  for (const locale of LOCALES) {
    it(`[DP-27] (${locale}) the SMS says its link stops contact about this request, as the link does`, () => {
      const sms = confirmationText(7, "https://vaidya.example", locale);
      expect(sms).toContain(
        locale === "hi" ? "इस अनुरोध के बारे में संपर्क रोकने" : "To stop contact about this request",
      );
      expect(sms).not.toMatch(/stop all contact|सभी संपर्क/);
      expect(sms).toContain(`https://vaidya.example${locale === "hi" ? "/hi" : ""}/stop/`);
    });
  }
});
