import { afterEach, describe, expect, it, vi } from "vitest";
import { requestOtp } from "@/src/ui/account/api";
import { sendLeadOtp } from "@/src/ui/lead-form/otp-send";

/** The headers of the one request a call made, with `<html lang>` set to `lang`. */
async function headersSent(lang: string, call: () => Promise<unknown>) {
  const fetch = vi.fn(async () =>
    Response.json({ status: { code: 200, message: "Success" }, data: {}, error: [] }),
  );
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("document", { cookie: "visitorid=v1", documentElement: { lang } });
  await call();
  const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
  return init.headers as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("[HI-11] an OTP asked for on a Hindi page says so", () => {
  it("[HI-11] the lead form and the login send the page's language as the locale header", async () => {
    expect(
      (
        await headersSent("hi-IN", () =>
          sendLeadOtp({ mobile: "9876543210", dialCode: "91", resend: 0 }, "hi"),
        )
      ).locale,
    ).toBe("hi");
    expect(
      (
        await headersSent("en-IN", () =>
          sendLeadOtp({ mobile: "9876543210", dialCode: "91", resend: 0 }, "en"),
        )
      ).locale,
    ).toBe("en");
    expect((await headersSent("hi-IN", () => requestOtp("9876543210", 0))).locale).toBe("hi");
    expect((await headersSent("en-IN", () => requestOtp("9876543210", 0))).locale).toBe("en");
  });
});
