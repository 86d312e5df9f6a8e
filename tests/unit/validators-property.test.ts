import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loginSchema, otpRequestSchema, profileUpdateSchema } from "@/src/lib/auth/schemas";
import {
  isValidCountryCode,
  isValidLoginMobile,
  isValidName,
  isValidOtp,
  loginMobileInput,
  normaliseCountryCode,
} from "@/src/lib/auth/validators";
import { isValidEmail } from "@/src/lib/email";
import { CRM_PAYLOAD_KEYS } from "@/src/lib/lead/crm-payload";
import { crmPayloadSchema } from "@/src/lib/lead/crm-payload-schema";
import { isValidMobile, normaliseMobileInput } from "@/src/lib/lead/mobile";
import { leadRequestSchema } from "@/src/lib/lead/schema";
import { SURVEY_CHANNELS, SURVEY_TIMES, SURVEY_WHEN, surveySchema } from "@/src/lib/lead/survey";
import { hostileInput, hostileString } from "../fixtures/hostile";

/**
 * Property tests (SC-8): every validator of the API's input, 10,000 generated inputs
 * each (hostile strings, wrong types, valid bodies with fields replaced). The rule: a validator
 * never throws; it accepts, or refuses with messages; what it accepts it accepts again
 * unchanged. The route-level properties (never a 5xx, never a partial write) are in
 * tests/integration/api-property.test.ts.
 */
const RUNS = 10_000;
// 10,000 runs take a few seconds each; more on a busy machine.
const TIMEOUT = 120_000;

const LEAD_BASES = [
  {
    NameData: "Asha Verma",
    MobileNoData: "9876543210",
    countryCode: "91",
    CityData: "Delhi NCR",
    leadFormVariant: "0",
  },
  {
    NameData: "Ravi Kumar",
    MobileNoData: "98765 43210",
    CityData: "Mumbai",
    ProcedureNameData: "Cataract Surgery",
    IsInsurance: "yes",
    insuranceType: "Private",
    leadFormVariant: "3",
    attribution: { source: "google", gclid: "G-1" },
    formRequirements: { email: "optional" },
  },
  {
    NameData: "Meera",
    MobileNoData: "7000000001",
    EmailIdData: "meera@example.com",
    QueryData: "Knee pain",
    leadFormVariant: "5",
    PageTypeData: "Authors",
    LeadTier: 2,
  },
];

/** Fields the generator replaces: the bases' own and those with the sharpest rules. */
const LEAD_KEYS = [
  ...new Set([
    ...LEAD_BASES.flatMap((base) => Object.keys(base)),
    "EmailIdData",
    "QueryData",
    "IsActiveData",
    "captchascore",
    "otp",
    "consentVersion",
    "hospitalid",
    "docotrid",
    "bmi",
    "height",
    "Monthly_Salary",
    "PageDepartment",
    "Preferred_City",
    "Requested_Consultation",
    "IsConsultwithDoctor",
    "Callback_Input",
    "ip",
  ]),
];

/** The issue's rule for a validator, over `RUNS` inputs from `input`. */
function checkValidator(schema: z.ZodType, input: fc.Arbitrary<unknown>) {
  fc.assert(
    fc.property(input, (value) => {
      // Plain checks here, not expect(): 10,000 runs stay within a few seconds.
      const result = schema.safeParse(value);
      if (!result.success) {
        const issues = result.error.issues;
        if (issues.length === 0) throw new Error("refused without a message");
        for (const issue of issues) {
          if (typeof issue.message !== "string" || issue.message.length === 0) {
            throw new Error(`an issue without a message at ${issue.path.join(".")}`);
          }
        }
        return;
      }
      // What it accepted, it accepts again, and the same (normalising is idempotent).
      const again = schema.safeParse(result.data);
      if (!again.success) throw new Error(`its own output refused: ${again.error.message}`);
      if (!isDeepStrictEqual(again.data, result.data)) throw new Error("its output changed again");
    }),
    { numRuns: RUNS },
  );
}

describe("validators hold for 10,000 hostile inputs each (fast-check)", {
  timeout: TIMEOUT,
}, () => {
  it("[SC-8] the lead schema (webleadcreate)", () => {
    for (const base of LEAD_BASES) expect(leadRequestSchema.safeParse(base).success).toBe(true);
    checkValidator(leadRequestSchema, hostileInput(LEAD_BASES, LEAD_KEYS));
  });

  it("[SC-8] the quick-survey schema", () => {
    const base = {
      leadId: 12,
      token: "a".repeat(43),
      whenTreatment: SURVEY_WHEN[0],
      contactChannel: SURVEY_CHANNELS[0],
      contactTime: SURVEY_TIMES[0],
    };
    expect(surveySchema.safeParse(base).success).toBe(true);
    checkValidator(surveySchema, hostileInput([base], Object.keys(base)));
  });

  it("[SC-8] the createleadcrm payload schema", () => {
    const keys = [...CRM_PAYLOAD_KEYS];
    const base = Object.fromEntries(keys.slice(0, 3).map((k, i) => [k, i === 2 ? 3 : "Asha"]));
    expect(crmPayloadSchema.safeParse(base).success).toBe(true);
    checkValidator(crmPayloadSchema, hostileInput([base], keys));
  });

  it("[SC-8] the OTP request, login and profile schemas", () => {
    const otpBase = { mobileNo: "9876543210", countryCode: "91", resend: 0 };
    const loginBase = { mobileNo: "9876543210", countryCode: "+91", otp: "123456" };
    const profileBase = { name: "Asha Verma", email: "asha@example.com", cityId: 3 };
    for (const [schema, base] of [
      [otpRequestSchema, otpBase],
      [loginSchema, loginBase],
      [profileUpdateSchema, profileBase],
    ] as const) {
      expect(schema.safeParse(base).success).toBe(true);
      checkValidator(schema, hostileInput([base as Record<string, unknown>], Object.keys(base)));
    }
  });

  it("[SC-8] the field validators never throw and answer booleans", () => {
    fc.assert(
      fc.property(hostileString, hostileString, (text, code) => {
        const answers = [
          isValidName(text),
          isValidEmail(text),
          isValidOtp(text),
          isValidCountryCode(text),
          isValidLoginMobile(text, code),
          isValidMobile(text, code),
        ];
        if (answers.some((ok) => typeof ok !== "boolean")) throw new Error("not a boolean");
        if (typeof normaliseCountryCode(text) !== "string") throw new Error("not a string");
        const kept = loginMobileInput(text, "98765");
        if (kept !== "98765" && !/^\d{0,10}$/.test(kept)) throw new Error(`kept ${kept}`);
        const { digits } = normaliseMobileInput(text, code);
        if (!/^\d*$/.test(digits)) throw new Error(`digits ${digits}`);
      }),
      { numRuns: RUNS },
    );
  });
});
