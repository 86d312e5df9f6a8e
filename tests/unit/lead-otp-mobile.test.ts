import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enLead from "@/src/lib/i18n/messages/en/lead.json";
import hiLead from "@/src/lib/i18n/messages/hi/lead.json";
import { isValidMobile } from "@/src/lib/lead/mobile";
import { canReceiveOtp } from "@/src/lib/lead/otp";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { sendLeadOtp } from "@/src/ui/lead-form/otp-send";

/**
 * Two mobile rules, each in its place: the lead form does not format-check codes other than +91
 * (spec §5: 1-20 digits), but its optional OTP step can only send a code to a number the OTP
 * service accepts (the login rule: 4-14 digits, at most 15 with the code).
 */
describe("the OTP step of an OTP-enabled lead form uses the OTP service's mobile rule", () => {
  it("canReceiveOtp: +91 as the form; other codes 4-14 digits and at most 15 with the code", () => {
    expect(canReceiveOtp("9876543210", "91")).toBe(true);
    expect(canReceiveOtp("9876543210", "+91")).toBe(true);
    expect(canReceiveOtp("9876543210", "")).toBe(true);
    expect(canReceiveOtp("5876543210", "91")).toBe(false);
    expect(canReceiveOtp("7700900123", "44")).toBe(true);
    expect(canReceiveOtp("1234", "44")).toBe(true);
    expect(canReceiveOtp("123", "44")).toBe(false);
    expect(canReceiveOtp("1".repeat(14), "1")).toBe(true);
    expect(canReceiveOtp("1".repeat(14), "44")).toBe(false); // 16 digits with the code
    expect(canReceiveOtp("1".repeat(20), "44")).toBe(false);
    // ...all of which the lead form itself accepts (not format-checked).
    expect(isValidMobile("123", "44")).toBe(true);
    expect(isValidMobile("1".repeat(20), "44")).toBe(true);
  });

  it("the lead schema: a short foreign number is a valid lead, but not with an OTP", () => {
    const lead = {
      NameData: "Sam Lee",
      MobileNoData: "123",
      countryCode: "+44",
      CityData: "London",
      leadFormVariant: "0",
    };
    expect(leadRequestSchema.safeParse(lead).success).toBe(true);
    const withOtp = leadRequestSchema.safeParse({ ...lead, otp: "123456" });
    expect(withOtp.success).toBe(false);
    expect(withOtp.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["MobileNoData", enLead.otp.mobileInvalid],
    ]);
    // The form's own message wins when the number fails the form's rule.
    const bad = leadRequestSchema.safeParse({ ...lead, countryCode: "91", otp: "123456" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([enLead.errors.mobile]);
    expect(
      leadRequestSchema.safeParse({ ...lead, MobileNoData: "7700900123", otp: "123456" }).success,
    ).toBe(true);
  });

  describe("sendLeadOtp (the form's OTP step)", () => {
    const fetchMock = vi.fn();
    beforeEach(() => {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify({ status: { code: 200, message: "Success" }, data: {} }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
      );
      vi.stubGlobal("fetch", fetchMock);
      vi.stubGlobal("document", { cookie: "visitorid=v-1" });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("refuses a number the OTP service cannot serve with a clear message, without a request", async () => {
      expect(await sendLeadOtp({ mobile: "123", dialCode: "44", resend: 0 }, "en")).toBe(
        enLead.otp.mobileInvalid,
      );
      expect(await sendLeadOtp({ mobile: "1".repeat(20), dialCode: "44", resend: 0 }, "hi")).toBe(
        hiLead.otp.mobileInvalid,
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("sends the code for a number the OTP service accepts", async () => {
      expect(await sendLeadOtp({ mobile: "7700900123", dialCode: "44", resend: 1 }, "en")).toBe(
        true,
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe("/lead/v1/authenticate/generateotp");
      expect(JSON.parse(String(init.body))).toEqual({
        mobileNo: "7700900123",
        resend: 1,
        countryCode: "44",
      });
    });

    it("shows the server's message when it refuses (e.g. a country OTPs are not sent to)", async () => {
      fetchMock.mockResolvedValue(
        new Response(
          JSON.stringify({
            status: { code: 400, message: "Bad Request" },
            data: null,
            error: ["OTP can be sent to Indian (+91) mobile numbers only."],
          }),
          { status: 400, headers: { "content-type": "application/json" } },
        ),
      );
      expect(await sendLeadOtp({ mobile: "7700900123", dialCode: "44", resend: 0 }, "en")).toBe(
        "OTP can be sent to Indian (+91) mobile numbers only.",
      );
    });
  });
});
