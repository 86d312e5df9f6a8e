import "server-only";
import pino from "pino";

/**
 * JSON logs. Never log personal data: mask mobile numbers with `maskMobile` (DESIGN §8).
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "vaidya" },
  redact: {
    paths: [
      "mobile",
      "mobileNo",
      "MobileNoData",
      "otp",
      "token",
      "*.mobile",
      "*.mobileNo",
      "*.otp",
      "*.token",
    ],
    censor: "[redacted]",
  },
});

/** 98765 43210 -> ******3210 */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? "****" : `${"*".repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}
