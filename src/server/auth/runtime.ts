import "server-only";
import { env } from "@/src/config/env";
import { type Database, getDb } from "@/src/db";
import { logger } from "@/src/server/log";
import type { OtpDeps } from "@/src/server/otp";
import { otpSecret } from "@/src/server/otp/config";
import { type SmsSender, smsSenderFromEnv } from "@/src/server/sms";

/**
 * What the account services get from the outside world: the database, the clock and the SMS
 * adapter. Route handlers take them from here; tests swap the clock and the SMS adapter with
 * `setAuthRuntimeForTests` (no sleeps, no real SMS).
 */
export interface AuthRuntime {
  db: Database;
  now: Date;
  sms: SmsSender;
}

interface Overrides {
  now?: () => Date;
  sms?: SmsSender;
}

const globalState = globalThis as unknown as {
  vaidyaAuthOverrides?: Overrides;
  vaidyaSms?: SmsSender;
};

function defaultSms(): SmsSender {
  if (!globalState.vaidyaSms) {
    const e = env();
    globalState.vaidyaSms = smsSenderFromEnv(e);
    if (e.SMS_PROVIDER === "console") {
      logger.warn(
        "SMS_PROVIDER=console: OTP messages are printed to the log, not sent. Set SMS_PROVIDER for real delivery.",
      );
    }
  }
  return globalState.vaidyaSms;
}

export function authRuntime(): AuthRuntime {
  const overrides = globalState.vaidyaAuthOverrides ?? {};
  return {
    db: getDb(),
    now: overrides.now ? overrides.now() : new Date(),
    sms: overrides.sms ?? defaultSms(),
  };
}

/** The OTP service's dependencies, e.g. for the lead form's OTP check (`checkOtp(otpDeps(), …)`). */
export function otpDeps(): OtpDeps {
  return authRuntime();
}

/** Replace the clock and/or SMS adapter (tests only); `undefined` restores the defaults. */
export function setAuthRuntimeForTests(overrides: Overrides | undefined): void {
  globalState.vaidyaAuthOverrides = overrides;
}

/** Called once at server start (instrumentation.ts): warns about development-only settings. */
export function warnAboutDevelopmentSettings(): void {
  defaultSms();
  otpSecret();
}
