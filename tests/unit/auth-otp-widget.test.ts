import { describe, expect, it } from "vitest";
import { format, getMessages } from "@/src/lib/i18n";
import {
  clearDigit,
  digitsFromPaste,
  isCompleteOtp,
  OTP_LENGTH,
  secondsLeft,
  writeDigits,
} from "@/src/ui/otp/otp-value";
import { OTP_RESEND_SECONDS } from "@/src/ui/otp/use-countdown";

describe("OTP widget rules", () => {
  it("[OT-1] the OTP has 6 boxes", () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it("[OT-2] each box holds a single digit: typing writes one digit and moves on", () => {
    expect(writeDigits("", 0, "4")).toEqual({ value: "4", focus: 1 });
    expect(writeDigits("4", 1, "7")).toEqual({ value: "47", focus: 2 });
    // a letter is not a digit: nothing changes
    expect(writeDigits("47", 2, "x")).toEqual({ value: "47", focus: 2 });
    // the last box keeps focus
    expect(writeDigits("12345", 5, "6")).toEqual({ value: "123456", focus: 5 });
  });

  it("[OT-2] autofill delivering several digits into one box spreads them over the boxes", () => {
    expect(writeDigits("", 0, "123456")).toEqual({ value: "123456", focus: 5 });
    expect(writeDigits("", 3, "98765").value).toBe("   987");
  });

  it("[OT-2] clearing a box in the middle keeps the others in place", () => {
    expect(clearDigit("123456", 2)).toBe("12 456");
    expect(isCompleteOtp("12 456")).toBe(false);
    expect(writeDigits("12 456", 2, "3").value).toBe("123456");
    expect(clearDigit("123", 2)).toBe("12");
  });

  it("[OT-3] paste accepts numeric text only and rejects anything else", () => {
    expect(digitsFromPaste("123456")).toBe("123456");
    expect(digitsFromPaste(" 654321\n")).toBe("654321");
    expect(digitsFromPaste("12345678")).toBe("123456");
    expect(digitsFromPaste("12a456")).toBeNull();
    expect(digitsFromPaste("123 456")).toBeNull();
    expect(digitsFromPaste("OTP: 123456")).toBeNull();
    expect(digitsFromPaste("")).toBeNull();
  });

  it("[AU-9] an OTP is complete only with 6 digits", () => {
    expect(isCompleteOtp("12345")).toBe(false);
    expect(isCompleteOtp("123456")).toBe(true);
    expect(isCompleteOtp("12345a")).toBe(false);
  });

  it("[OT-5][OT-7] the countdown is 30 seconds and counts whole seconds up", () => {
    expect(OTP_RESEND_SECONDS).toBe(30);
    const start = 1_000_000;
    const deadline = start + OTP_RESEND_SECONDS * 1000;
    expect(secondsLeft(deadline, start)).toBe(30);
    expect(secondsLeft(deadline, start + 200)).toBe(30);
    expect(secondsLeft(deadline, start + 1000)).toBe(29);
    expect(secondsLeft(deadline, start + 29_999)).toBe(1);
    expect(secondsLeft(deadline, start + 30_000)).toBe(0);
    expect(secondsLeft(deadline, start + 90_000)).toBe(0);
  });

  it("[OT-5][OT-6][ER-9] countdown, resend and resent texts are the spec's", () => {
    const m = getMessages("en").auth.otp;
    expect(format(m.resendIn, { n: 17 })).toBe("Resend OTP in 17 secs");
    expect(m.resend).toBe("Resend OTP");
    expect(m.resent).toBe("OTP has been resent successfully!");
  });
});
