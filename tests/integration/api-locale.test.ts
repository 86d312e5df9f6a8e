import { describe, expect, it } from "vitest";
import { GET as treatments } from "@/app/api/lead/treatments/route";
import { GET as linkVisitor } from "@/app/timeline/visitorid/route";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as logout } from "@/app/users/v1/user/logout/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import { getMessages } from "@/src/lib/i18n";
import { withApi } from "@/src/server/http/api";
import { localeOf } from "@/src/server/http/messages";
import { call, newMobile, fileDbAndRuntime } from "./auth-support";
import { createLeadRequest, minimalLead } from "./lead-fixtures";

/**
 * Messages of API answers come from the locale files: English by default, Hindi when the request
 * asks (a `locale` header, else an Accept-Language that prefers Hindi). The spec's English texts
 * are unchanged.
 */
const en = getMessages("en");
const hi = getMessages("hi");
const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

const file = fileDbAndRuntime();

const requestWith = (headers: Record<string, string>) =>
  new Request("http://localhost/x", { headers });

describe("the locale of an API answer", () => {
  it("is English unless the request prefers Hindi (Accept-Language by q, or a locale header)", () => {
    expect(localeOf(requestWith({}))).toBe("en");
    expect(localeOf(requestWith(HINDI))).toBe("hi");
    expect(localeOf(requestWith({ "accept-language": "en-IN,en;q=0.9,hi;q=0.8" }))).toBe("en");
    expect(localeOf(requestWith({ "accept-language": "en;q=0.3, hi" }))).toBe("hi");
    expect(localeOf(requestWith({ "accept-language": "hi;q=0, en" }))).toBe("en");
    expect(localeOf(requestWith({ "accept-language": "ta-IN,hi;q=0.9" }))).toBe("en");
    expect(localeOf(requestWith({ "accept-language": "*" }))).toBe("en");
    expect(localeOf(requestWith({ locale: "hi", "accept-language": "en" }))).toBe("hi");
    expect(localeOf(requestWith({ locale: "hi-IN" }))).toBe("hi");
    expect(localeOf(requestWith({ locale: "en", ...HINDI }))).toBe("en");
    expect(localeOf(requestWith({ locale: "fr" }))).toBe("en");
  });

  it("the server's own messages: English by default, Hindi when asked", async () => {
    const english = await createLeadRequest("{not json");
    expect(english.body.error).toEqual([en.errors.api.invalidJson]);
    expect(english.body.error).toEqual(["Request body is not valid JSON"]);
    const hindi = await createLeadRequest("{not json", HINDI);
    expect(hindi.response.status).toBe(400);
    expect(hindi.body.error).toEqual([hi.errors.api.invalidJson]);
    expect(hindi.body.status.message).toBe(hi.errors.api.invalidJson);
  });

  it("filled-in messages are filled in the request's locale", async () => {
    const response = await treatments(
      new Request("http://localhost/api/lead/treatments?departmentId=x", { headers: HINDI }),
    );
    const body = await response.json();
    expect(body.error).toEqual([hi.errors.api.notANumber.replace("{name}", "departmentId")]);
  });

  it("the shared schemas' validation messages: the spec's English, or their Hindi text", async () => {
    const english = await createLeadRequest(minimalLead({ NameData: "" }));
    expect(english.body.error).toEqual(["Please Enter Name"]);
    const hindi = await createLeadRequest(minimalLead({ NameData: "" }), HINDI);
    expect(hindi.body.error).toEqual([hi.lead.errors.name]);
    // A text the catalogues do not hold stays as it is.
    const unknown = await createLeadRequest(minimalLead({ foo: 1 }), HINDI);
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.error[0]).toMatch(/^Unknown field: foo/);
  });

  it("account answers: 401, OTP refusals and the logout message", async () => {
    const unauthorised = await call(linkVisitor, "/timeline/visitorid", { headers: HINDI });
    expect(unauthorised.response.status).toBe(401);
    expect(unauthorised.body.error).toEqual([hi.auth.server.loginRequired]);

    const country = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: "501234567", resend: 0, countryCode: "971" },
      headers: { locale: "hi" },
    });
    expect(country.body.error).toEqual([hi.auth.server.countryNotAllowed]);

    const mobile = newMobile();
    await call(signup, "/users/v1/user/signup", { body: { mobileNo: mobile, resend: 0 } });
    const tooSoon = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: mobile, resend: 1 },
      headers: HINDI,
    });
    expect(tooSoon.response.status).toBe(429);
    expect(tooSoon.body.error).toEqual([hi.auth.server.resendTooSoon.replace("{seconds}", "30")]);
    const wrongCode = file.rt.lastOtp(mobile) === "000000" ? "111111" : "000000";
    const wrong = await call(login, "/users/v1/user/login", {
      body: { mobileNo: mobile, countryCode: "91", otp: wrongCode },
      headers: HINDI,
    });
    expect(wrong.body.error).toEqual([hi.auth.otp.invalid]);

    const out = await call<{ message: string }>(logout, "/users/v1/user/logout", {
      method: "POST",
      headers: HINDI,
    });
    expect(out.body.data.message).toBe(hi.auth.server.loggedOut);
    const outEnglish = await call<{ message: string }>(logout, "/users/v1/user/logout", {
      method: "POST",
    });
    expect(outEnglish.body.data.message).toBe("Logged out");
  });

  it("withApi's own 429 is localised too", async () => {
    const handler = withApi(async () => ({}), {
      rateLimit: { name: "locale-test", points: 1, durationMs: 60_000 },
    });
    const ip = "198.51.100.77";
    expect((await call(handler, "/x", { ip })).response.status).toBe(200);
    const english = await call(handler, "/x", { ip });
    expect(english.body.error).toEqual(["Too many requests. Please try again later."]);
    const hindi = await call(handler, "/x", { ip, headers: HINDI });
    expect(hindi.response.status).toBe(429);
    expect(hindi.body.error).toEqual([hi.errors.api.tooManyRequests]);
  });
});
