import { z } from "zod";
import en from "@/src/lib/i18n/messages/en/auth.json";
import {
  isValidCountryCode,
  isValidEmail,
  isValidLoginMobile,
  isValidName,
  isValidOtp,
  normaliseCountryCode,
} from "./validators";

/**
 * Request schemas of the account API (AP-23 to AP-37), built on the same validators as the modals
 * and answering the modals' messages (AU-6, AU-10, AU-23, AU-24). Numbers sent as JSON numbers are
 * accepted as text.
 */
const digits = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const countryCode = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => normaliseCountryCode(v));

const phone = z
  .object({ mobileNo: digits, countryCode })
  .refine(
    (v) => isValidCountryCode(v.countryCode) && isValidLoginMobile(v.mobileNo, v.countryCode),
    {
      message: en.login.invalidMobile,
      path: ["mobileNo"],
    },
  );

/** Largest id a PostgreSQL integer column holds; larger ones would fail in SQL (a 500). */
const MAX_INT4 = 2_147_483_647;

/** POST /users/v1/user/signup and /lead/v1/authenticate/generateotp */
export const otpRequestSchema = z
  .object({
    mobileNo: digits,
    countryCode,
    resend: z
      .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.boolean()])
      .optional()
      .transform((v) => (v === 1 || v === "1" || v === true ? 1 : 0)),
    /**
     * The stored lead this OTP is for, with its secret in the X-Lead-Token header: such an OTP
     * may use the SMS budget's reserve (docs/operations.md "OTP and SMS limits").
     */
    leadId: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
      .refine((v) => v === undefined || (Number.isInteger(v) && v > 0 && v <= MAX_INT4), {
        message: en.server.invalidLead,
      }),
  })
  .and(phone);

/** POST /users/v1/user/login */
export const loginSchema = z
  .object({
    mobileNo: digits,
    countryCode,
    otp: digits.refine(isValidOtp, { message: en.otp.invalid }),
  })
  .and(phone);

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim());

/** PUT /users/v1/user/update: name, email or cityId of the caller. */
export const profileUpdateSchema = z
  .object({
    name: optionalText.refine((v) => v === undefined || isValidName(v), {
      message: en.profile.enterName,
    }),
    email: optionalText.refine((v) => v === undefined || isValidEmail(v), {
      message: en.profile.enterEmail,
    }),
    cityId: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
      .refine((v) => v === undefined || (Number.isInteger(v) && v > 0 && v <= MAX_INT4), {
        message: en.location.selectCity,
      }),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined || v.cityId !== undefined, {
    message: en.server.nothingToUpdate,
  });

export type OtpRequest = z.infer<typeof otpRequestSchema>;
export type LoginRequest = z.infer<typeof loginSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
