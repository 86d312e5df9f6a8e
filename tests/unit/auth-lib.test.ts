import { describe, expect, it } from "vitest";
import {
  CREDENTIALS_MAX_AGE_SECONDS,
  cookieValue,
  decodeCredentials,
  encodeCredentials,
} from "@/src/lib/auth/credentials";
import { loginSchema, otpRequestSchema, profileUpdateSchema } from "@/src/lib/auth/schemas";
import {
  isValidEmail,
  isValidLoginMobile,
  isValidName,
  isValidOtp,
  loginMobileInput,
  normaliseCountryCode,
} from "@/src/lib/auth/validators";
import { getMessages } from "@/src/lib/i18n";

describe("account validators", () => {
  it("[AU-6] +91 mobiles are 10 digits starting 6-9", () => {
    expect(isValidLoginMobile("9876543210")).toBe(true);
    expect(isValidLoginMobile("6000000000")).toBe(true);
    expect(isValidLoginMobile("5876543210")).toBe(false);
    expect(isValidLoginMobile("987654321")).toBe(false);
    expect(isValidLoginMobile("98765432101")).toBe(false);
    expect(isValidLoginMobile("")).toBe(false);
    expect(isValidLoginMobile("98765 4321")).toBe(false);
  });

  it("other dial codes: 4-14 digits, 15 with the code at most", () => {
    expect(isValidLoginMobile("501234567", "971")).toBe(true);
    expect(isValidLoginMobile("123", "971")).toBe(false);
    expect(isValidLoginMobile("12345678901234", "971")).toBe(false);
  });

  it("[AU-7] login mobile entry keeps digits only, at most 10", () => {
    expect(loginMobileInput("98765abc43210999")).toBe("9876543210");
    // The +91 prefix is the country code, not the number's first digits (was cut to '9198765432').
    expect(loginMobileInput("+91 98765-43210")).toBe("9876543210");
    expect(loginMobileInput("")).toBe("");
  });

  it("[AU-7] a pasted or autofilled number with +91, 91 or a leading 0 becomes its 10 digits", () => {
    expect(loginMobileInput("919876543210")).toBe("9876543210");
    expect(loginMobileInput("+919876543210")).toBe("9876543210");
    expect(loginMobileInput("+91-98765-43210")).toBe("9876543210");
    expect(loginMobileInput("09876543210")).toBe("9876543210");
    expect(loginMobileInput("0091 98765 43210")).toBe("9876543210");
    expect(loginMobileInput("098765 43210")).toBe("9876543210");
    for (const pasted of ["919876543210", "+919876543210", "09876543210"]) {
      expect(isValidLoginMobile(loginMobileInput(pasted))).toBe(true);
    }
  });

  it("[AU-7] typing stops at 10 digits; a leading 0 typed is dropped", () => {
    let value = "";
    for (const key of "09198765432109") value = loginMobileInput(value + key, value);
    expect(value).toBe("9198765432");
  });

  it("[AU-7] another country's number is refused, never cut into an Indian-looking one", () => {
    expect(loginMobileInput("+447911123456", "98")).toBe("98");
    expect(loginMobileInput("+971501234567")).toBe("");
  });

  it("[AP-25] country codes lose their plus; empty means 91", () => {
    expect(normaliseCountryCode("+91")).toBe("91");
    expect(normaliseCountryCode(91)).toBe("91");
    expect(normaliseCountryCode("")).toBe("91");
    expect(normaliseCountryCode(undefined)).toBe("91");
  });

  it("[AU-9][AU-10] an OTP is exactly 6 digits", () => {
    expect(isValidOtp("123456")).toBe(true);
    expect(isValidOtp("12345")).toBe(false);
    expect(isValidOtp("1234567")).toBe(false);
    expect(isValidOtp("12345a")).toBe(false);
  });

  it("[AU-23][AU-24] names and emails", () => {
    expect(isValidName("Asha")).toBe(true);
    expect(isValidName("आशा वर्मा")).toBe(true);
    expect(isValidName("   ")).toBe(false);
    expect(isValidName("12345")).toBe(false);
    expect(isValidEmail("asha@example.in")).toBe(true);
    expect(isValidEmail("asha@example")).toBe(false);
    expect(isValidEmail("asha example@x.in")).toBe(false);
  });
});

describe("account request schemas", () => {
  it("[AP-23][AP-24] the OTP request takes mobileNo, resend 0/1 and countryCode without plus", () => {
    expect(
      otpRequestSchema.parse({ mobileNo: 9876543210, resend: 1, countryCode: "+91" }),
    ).toMatchObject({ mobileNo: "9876543210", resend: 1, countryCode: "91" });
    expect(otpRequestSchema.parse({ mobileNo: "9876543210" })).toMatchObject({
      resend: 0,
      countryCode: "91",
    });
  });

  it("[AU-6] an invalid mobile fails with 'Please enter valid mobile number'", () => {
    const result = otpRequestSchema.safeParse({ mobileNo: "123", resend: 0, countryCode: "91" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Please enter valid mobile number",
    ]);
  });

  it("[AU-10][AP-28] login needs a 6-digit otp: 'Please enter valid OTP'", () => {
    const result = loginSchema.safeParse({ mobileNo: "9876543210", countryCode: "91", otp: "12" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Please enter valid OTP"]);
    expect(loginSchema.parse({ mobileNo: "9876543210", countryCode: "91", otp: 123456 }).otp).toBe(
      "123456",
    );
  });

  it("[AP-32] profile update takes name, email or cityId and drops anything else", () => {
    expect(
      profileUpdateSchema.parse({ name: " Asha ", id: 5, mobileNo: "9999999999", cityId: "514" }),
    ).toEqual({ name: "Asha", email: undefined, cityId: 514 });
  });

  it("a cityId beyond a PostgreSQL integer is refused with the city message, not passed to SQL", () => {
    for (const cityId of [99_999_999_999, 1e20, "2147483648"]) {
      const result = profileUpdateSchema.safeParse({ cityId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please select your city");
    }
    expect(profileUpdateSchema.parse({ cityId: 2_147_483_647 }).cityId).toBe(2_147_483_647);
  });
});

describe("credentials cookie", () => {
  const credentials = {
    id: 42,
    name: "Asha Verma",
    email: "asha@example.in",
    mobileNo: "9876543210",
    countryCode: "91",
    selectedCity: { cityid: 514, cityname: "Delhi NCR", type: "popular" },
  };

  it("[AU-15][AU-16] JSON with name, email, mobileNo, id and selectedCity, kept for 1 year", () => {
    const raw = encodeCredentials(credentials);
    expect(raw).not.toMatch(/[;,"\s]/); // safe as a cookie value
    expect(JSON.parse(decodeURIComponent(raw))).toEqual({
      name: "Asha Verma",
      email: "asha@example.in",
      mobileNo: "9876543210",
      id: 42,
      selectedCity: { cityid: 514, cityname: "Delhi NCR", type: "popular" },
      countryCode: "91",
    });
    expect(decodeCredentials(raw)).toEqual(credentials);
    expect(CREDENTIALS_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("[AU-18] a malformed cookie means not logged in", () => {
    expect(decodeCredentials(undefined)).toBeNull();
    expect(decodeCredentials("%7Bnot json")).toBeNull();
    expect(decodeCredentials(encodeURIComponent(JSON.stringify({ name: "x" })))).toBeNull();
    expect(decodeCredentials(encodeURIComponent("[]"))).toBeNull();
  });

  it("reads one cookie out of a Cookie header", () => {
    expect(cookieValue("a=1; credentials=%7B%7D; b=2", "credentials")).toBe("%7B%7D");
    expect(cookieValue("a=1", "credentials")).toBeUndefined();
  });
});

describe("account messages", () => {
  it("[ER-7][ER-8][ER-9][AU-11][AU-39][AU-40] the spec's texts, exactly", () => {
    const m = getMessages("en").auth;
    expect(m.errors.generic).toBe("Somthing went wrong");
    expect(m.errors.loginCatch).toBe("Somthing went wrong here");
    expect(m.otp.resent).toBe("OTP has been resent successfully!");
    expect(m.login.success).toBe("Login Successful");
    expect(m.login.invalidMobile).toBe("Please enter valid mobile number");
    expect(m.otp.invalid).toBe("Please enter valid OTP");
    expect(m.logout.question).toBe("Are you sure you want to Logout?");
    expect(m.logout.cancel).toBe("Cancel");
    expect(m.logout.confirm).toBe("Yes, Logout");
  });

  it("[AU-27][AU-28][AU-29][AU-30][AU-31][AU-32][CN-5] location modal texts", () => {
    const m = getMessages("en").auth.location;
    expect(m.title).toBe("Location");
    expect(m.personalTitle).toBe("Personal Details");
    expect(m.selectCity).toBe("Please select your city");
    expect(m.enterName).toBe("Please enter your name");
    expect(m.profileUpdated).toBe("Profile Updated Successfully");
    expect(m.locationUpdated).toBe("Location Updated Successfully");
    expect(m.defaultCity).toBe("Delhi NCR");
    expect(m.other).toBe("Other Cities");
  });

  it("[ER-10][ER-11] geolocation log texts", () => {
    const m = getMessages("en").auth.location;
    expect(m.logDenied).toBe("Location access denied");
    expect(m.logUnsupported).toBe("Geolocation is not supported by this browser.");
  });

  it("[AU-23][AU-24][AU-25] profile texts", () => {
    const m = getMessages("en").auth.profile;
    expect(m.enterName).toBe("Please enter your name");
    expect(m.enterEmail).toBe("Please enter your email");
    expect(m.updated).toBe("Profile Updated");
  });

  it("[ER-14][ER-15][ER-16][ER-17][ER-18][ER-19][ER-20][ER-21][ER-22][ER-23][ER-24] the shared messages exist", () => {
    expect(Object.values(getMessages("en").auth.shared)).toEqual([
      "Select Gender",
      "Enter valid age",
      "Enter valid height",
      "Enter valid weight",
      "Select atleast one",
      "Please enter name",
      "Please enter valid mobile number",
      "Please enter valid email",
      "Please select city",
      "Please select specializations",
      "Please enter query",
    ]);
  });
});
