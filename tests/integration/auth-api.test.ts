import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as cityList } from "@/app/dmg/v1/web/citylist/route";
import { POST as generateOtp } from "@/app/lead/v1/authenticate/generateotp/route";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as logout } from "@/app/users/v1/user/logout/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import { PUT as update } from "@/app/users/v1/user/update/route";
import { GET as linkVisitor } from "@/app/timeline/visitorid/route";
import type { DbHandle } from "@/src/db/client";
import { otpCodes, sessions, users, visitorLinks } from "@/src/db/schema";
import { decodeCredentials } from "@/src/lib/auth/credentials";
import { createTestDb } from "../fixtures/db";
import { call, installTestRuntime, newMobile, setCookies } from "./auth-support";

let handle: DbHandle;
let rt: ReturnType<typeof installTestRuntime>;
beforeAll(async () => {
  handle = await createTestDb();
  rt = installTestRuntime();
});
afterAll(async () => {
  rt.restore();
  await handle.close();
});
beforeEach(() => {
  rt.advance(3_600_000);
});

interface LoginData {
  token: string;
  id: number;
  name: string | null;
  email: string | null;
  mobileNo: string;
  selectedCity: { cityid: number; cityname: string; type: string } | null;
}

async function loginAs(mobile: string) {
  const sent = await call(signup, "/users/v1/user/signup", {
    body: { mobileNo: mobile, resend: 0, countryCode: "91" },
  });
  expect(sent.body.status.code).toBe(200);
  const done = await call<LoginData>(login, "/users/v1/user/login", {
    body: { mobileNo: mobile, countryCode: "91", otp: rt.lastOtp(mobile) },
  });
  expect(done.body.status.code).toBe(200);
  return done;
}

describe("account API: signup → login → update → logout", () => {
  it("[AP-23][AP-24][AP-25][AP-26][AU-4] signup sends a 6-digit OTP by SMS and answers status 200", async () => {
    const mobile = newMobile();
    const { response, body } = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: mobile, resend: 0, countryCode: "91" },
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: { code: 200, message: "Success" },
      data: { expiresIn: 600, resendAfter: 30, length: 6, resend: 0 },
      error: [],
    });
    const sms = rt.sms.messages.at(-1);
    expect(sms?.to).toBe(`+91${mobile}`);
    expect(sms?.text).toMatch(/^\d{6} is your Vaidya OTP/);
  });

  it("[AP-27] generateotp takes the same body and sends an OTP too", async () => {
    const mobile = newMobile();
    const { body } = await call(generateOtp, "/lead/v1/authenticate/generateotp", {
      body: { mobileNo: mobile, resend: 0, countryCode: "+91" },
    });
    expect(body.status.code).toBe(200);
    expect(rt.lastOtp(mobile)).toMatch(/^\d{6}$/);
  });

  it("[AP-28][AP-29][AU-15][AU-16] login answers the credentials and sets the session and credentials cookies for 1 year", async () => {
    const mobile = newMobile();
    const { response, body } = await loginAs(mobile);
    expect(body.data).toMatchObject({
      name: null,
      email: null,
      mobileNo: mobile,
      selectedCity: null,
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(body.data.id).toBeGreaterThan(0);

    const cookies = setCookies(response);
    expect(cookies.get("vaidya_session")).toBe(
      `vaidya_session=${body.data.token}; Path=/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax`,
    );
    const credentials = cookies.get("credentials") ?? "";
    expect(credentials).toMatch(/; Path=\/; Max-Age=31536000; Secure; SameSite=Lax$/);
    expect(credentials).not.toMatch(/HttpOnly/);
    const value = credentials.slice("credentials=".length, credentials.indexOf(";"));
    expect(decodeCredentials(value)).toEqual({
      id: body.data.id,
      name: null,
      email: null,
      mobileNo: mobile,
      countryCode: "91",
      selectedCity: null,
    });
    // the readable cookie never holds the token
    expect(decodeURIComponent(value)).not.toContain(body.data.token);
  });

  it("[AU-21][AP-30][AP-32][AP-33] full flow: signup, login, link the visitor, update the profile, logout", async () => {
    const mobile = newMobile();
    const { body } = await loginAs(mobile);
    const token = body.data.token;

    const visitor = "3f1e2d4c-aaaa-4bbb-8ccc-123456789abc";
    const linked = await call(linkVisitor, "/timeline/visitorid", {
      token,
      headers: { visitorid: visitor },
    });
    expect(linked.body.status.code).toBe(200);
    const links = await handle.db
      .select()
      .from(visitorLinks)
      .where(eq(visitorLinks.userId, body.data.id));
    expect(links.map((l) => l.visitorId)).toEqual([visitor]);

    const updated = await call<LoginData>(update, "/users/v1/user/update", {
      method: "PUT",
      token,
      body: { name: "Asha Verma", email: "Asha@Example.in", cityId: 514 },
    });
    expect(updated.body.status.code).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: body.data.id,
      name: "Asha Verma",
      email: "asha@example.in",
      mobileNo: mobile,
      selectedCity: { cityid: 514, cityname: "Delhi NCR", type: "popular" },
    });
    // the display cookie follows the profile
    const cookie = setCookies(updated.response).get("credentials") ?? "";
    expect(decodeCredentials(cookie.slice(12, cookie.indexOf(";")))?.name).toBe("Asha Verma");

    // the website's httpOnly cookie works as well as the Bearer header
    const byCookie = await call<LoginData>(update, "/users/v1/user/update", {
      method: "PUT",
      cookie: `vaidya_session=${token}`,
      body: { cityId: 477 },
    });
    expect(byCookie.body.status.code).toBe(200);
    expect(byCookie.body.data.selectedCity?.cityid).toBe(477);

    const out = await call(logout, "/users/v1/user/logout", { method: "POST", token });
    expect(out.body.status.code).toBe(200);
    const cleared = setCookies(out.response);
    expect(cleared.get("vaidya_session")).toMatch(/^vaidya_session=; Path=\/; Max-Age=0/);
    expect(cleared.get("credentials")).toMatch(/^credentials=; Path=\/; Max-Age=0/);

    const [session] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, body.data.id));
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it("[SC-12] logout and the visitor link refuse cross-site requests: nothing revoked, linked or cleared", async () => {
    const { body } = await loginAs(newMobile());
    const token = body.data.token;
    const cookie = `vaidya_session=${token}`;
    const visitor = "cafebabe-1111-4222-8333-444455556666";
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      // An older browser without Fetch Metadata still names the page's origin.
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      // A form on another site posting to logout, carrying the session cookie.
      const out = await call(logout, "/users/v1/user/logout", { method: "POST", cookie, headers });
      expect(out.response.status, JSON.stringify(headers)).toBe(403);
      expect(setCookies(out.response).has("vaidya_session")).toBe(false);
      // A link or image on another site pointing at the state-changing GET.
      const link = await call(linkVisitor, "/timeline/visitorid", {
        cookie,
        headers: { ...headers, visitorid: visitor },
      });
      expect(link.response.status, JSON.stringify(headers)).toBe(403);
    }
    const links = await handle.db
      .select()
      .from(visitorLinks)
      .where(eq(visitorLinks.userId, body.data.id));
    expect(links).toEqual([]);
    const [session] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, body.data.id));
    expect(session?.revokedAt).toBeNull();

    // Our own pages (same origin or same site), and apps that send no browser headers, are served.
    const sameSite = await call(linkVisitor, "/timeline/visitorid", {
      token,
      headers: { "sec-fetch-site": "same-site", visitorid: visitor },
    });
    expect(sameSite.response.status).toBe(200);
    const out = await call(logout, "/users/v1/user/logout", {
      method: "POST",
      cookie,
      headers: { origin: "http://localhost" },
    });
    expect(out.response.status).toBe(200);
  });

  it("[AU-21] a revoked token gets 401, by header and by cookie (and the stale cookies are cleared)", async () => {
    const { body } = await loginAs(newMobile());
    const token = body.data.token;
    await call(logout, "/users/v1/user/logout", { method: "POST", token });

    const byHeader = await call(update, "/users/v1/user/update", {
      method: "PUT",
      token,
      body: { name: "Someone" },
    });
    expect(byHeader.response.status).toBe(401);
    expect(byHeader.body.status.code).toBe(401);
    expect(byHeader.body.error).toEqual(["Please login to continue."]);

    const byCookie = await call(update, "/users/v1/user/update", {
      method: "PUT",
      cookie: `vaidya_session=${token}`,
      body: { name: "Someone" },
    });
    expect(byCookie.response.status).toBe(401);
    expect(setCookies(byCookie.response).get("credentials")).toMatch(/Max-Age=0/);

    const visitor = await call(linkVisitor, "/timeline/visitorid", { token });
    expect(visitor.response.status).toBe(401);
    const [user] = await handle.db.select().from(users).where(eq(users.id, body.data.id));
    expect(user?.name).toBeNull();
  });

  it("[AU-21] without any token, update and visitor linking answer 401", async () => {
    const noToken = await call(update, "/users/v1/user/update", {
      method: "PUT",
      body: { name: "Nobody" },
    });
    expect(noToken.response.status).toBe(401);
    const garbage = await call(update, "/users/v1/user/update", {
      method: "PUT",
      token: "not-a-real-token-at-all-0123456789",
      body: { name: "Nobody" },
    });
    expect(garbage.response.status).toBe(401);
  });

  it("[AU-21] an update with another user's token changes only that other user", async () => {
    const alice = await loginAs(newMobile());
    const mallory = await loginAs(newMobile());
    const result = await call<LoginData>(update, "/users/v1/user/update", {
      method: "PUT",
      token: mallory.body.data.token,
      body: { id: alice.body.data.id, name: "Mallory", mobileNo: alice.body.data.mobileNo },
    });
    expect(result.body.status.code).toBe(200);
    expect(result.body.data.id).toBe(mallory.body.data.id);
    const [a] = await handle.db.select().from(users).where(eq(users.id, alice.body.data.id));
    const [m] = await handle.db.select().from(users).where(eq(users.id, mallory.body.data.id));
    expect(a?.name).toBeNull();
    expect(m?.name).toBe("Mallory");
    expect(m?.mobile).toBe(mallory.body.data.mobileNo);
  });

  it("sessions expire after one year", async () => {
    const { body } = await loginAs(newMobile());
    rt.advance(365 * 24 * 3_600_000 + 1000);
    const late = await call(update, "/users/v1/user/update", {
      method: "PUT",
      token: body.data.token,
      body: { name: "Late" },
    });
    expect(late.response.status).toBe(401);
  });

  it("a second login of the same number is the same user, with its profile kept", async () => {
    const mobile = newMobile();
    const first = await loginAs(mobile);
    await call(update, "/users/v1/user/update", {
      method: "PUT",
      token: first.body.data.token,
      body: { name: "Ravi" },
    });
    rt.advance(60_000);
    const second = await loginAs(mobile);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.name).toBe("Ravi");
    expect(second.body.data.token).not.toBe(first.body.data.token);
    const rows = await handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it("the same answer for a registered and an unregistered number", async () => {
    const known = newMobile();
    await loginAs(known);
    rt.advance(60_000);
    const a = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: known, resend: 0, countryCode: "91" },
    });
    const b = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: newMobile(), resend: 0, countryCode: "91" },
    });
    expect(a.response.status).toBe(b.response.status);
    expect(a.body).toEqual(b.body);
    expect([...a.response.headers.keys()].sort()).toEqual([...b.response.headers.keys()].sort());
  });

  it("the same answers for a registered and an unregistered number when checking codes: wrong, none sent, expired, out of checks", async () => {
    const known = newMobile();
    await loginAs(known);
    const unknown = newMobile();
    rt.advance(60_000);
    const both = async (
      step: (mobile: string) => Promise<{ response: Response; body: unknown }>,
    ) => {
      const a = await step(known);
      const b = await step(unknown);
      expect(a.response.status).toBe(b.response.status);
      expect(a.body).toEqual(b.body);
      return a.response.status;
    };
    const check = (mobile: string, otp: string, ip = "203.0.113.40") =>
      call(login, "/users/v1/user/login", {
        body: { mobileNo: mobile, countryCode: "91", otp },
        ip,
      });
    // No live code: the known number's code was used at its login, the unknown has none.
    expect(await both((m) => check(m, "123456"))).toBe(400);
    for (const mobile of [known, unknown]) {
      await call(signup, "/users/v1/user/signup", {
        body: { mobileNo: mobile, resend: 0, countryCode: "91" },
      });
    }
    const wrong = (m: string) => String((Number(rt.lastOtp(m)) + 1) % 1_000_000).padStart(6, "0");
    expect(await both((m) => check(m, wrong(m)))).toBe(400);
    for (let i = 0; i < 5; i++) await both((m) => check(m, wrong(m), "203.0.113.41"));
    expect(await both((m) => check(m, rt.lastOtp(m), "203.0.113.41"))).toBe(400);
    rt.advance(10 * 60_000);
    expect(await both((m) => check(m, rt.lastOtp(m)))).toBe(400);
  });

  it("the database holds no plain OTP, token or mobile number in the OTP and session tables", async () => {
    const mobile = newMobile();
    const { body } = await loginAs(mobile);
    const code = rt.sms.messages.at(-1)?.text.slice(0, 6) ?? "";
    const otpRows = await handle.db.select().from(otpCodes);
    const sessionRows = await handle.db.select().from(sessions);
    const dump = JSON.stringify([otpRows, sessionRows]);
    expect(dump).not.toContain(body.data.token);
    expect(dump).not.toContain(mobile);
    for (const row of otpRows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
    }
    const hash = createHash("sha256").update(body.data.token).digest("hex");
    expect(sessionRows.some((s) => s.tokenHash === hash)).toBe(true);
  });
});

describe("account API: validation (spec §5 messages)", () => {
  it("[AU-6] an invalid mobile number gets 400 'Please enter valid mobile number'", async () => {
    for (const mobileNo of ["", "12345", "5123456789", "98765432100", "98765abcde"]) {
      const { response, body } = await call(signup, "/users/v1/user/signup", {
        body: { mobileNo, resend: 0, countryCode: "91" },
      });
      expect(response.status).toBe(400);
      expect(body.error[0]).toBe("Please enter valid mobile number");
      expect(body.status).toEqual({ code: 400, message: "Please enter valid mobile number" });
    }
  });

  it("[AU-10] a login with an OTP that is not 6 digits gets 400 'Please enter valid OTP'", async () => {
    const { response, body } = await call(login, "/users/v1/user/login", {
      body: { mobileNo: newMobile(), countryCode: "91", otp: "12a4" },
    });
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Please enter valid OTP"]);
  });

  it("SMS only to +91 unless other countries are configured", async () => {
    const { response, body } = await call(signup, "/users/v1/user/signup", {
      body: { mobileNo: "501234567", resend: 0, countryCode: "971" },
    });
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["OTP can be sent to Indian (+91) mobile numbers only."]);
    expect(rt.sms.messages.some((m) => m.to.startsWith("+971"))).toBe(false);
  });

  it("bad JSON and a wrong content type are 400/415, never 500", async () => {
    const bad = await signup(
      new Request("http://localhost/users/v1/user/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
    );
    expect(bad.status).toBe(400);
    const form = await signup(
      new Request("http://localhost/users/v1/user/signup", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "mobileNo=9876543210",
      }),
    );
    expect(form.status).toBe(415);
  });

  it("[AU-23][AU-24][AU-29] profile updates answer the spec's messages for a bad name, email or city", async () => {
    const { body } = await loginAs(newMobile());
    const token = body.data.token;
    const cases: [unknown, string][] = [
      [{ name: "   " }, "Please enter your name"],
      [{ email: "not-an-email" }, "Please enter your email"],
      [{ email: "" }, "Please enter your email"],
      [{ cityId: 999_999 }, "Please select your city"],
      [{ cityId: "abc" }, "Please select your city"],
      [{}, "Nothing to update."],
    ];
    for (const [payload, message] of cases) {
      const result = await call(update, "/users/v1/user/update", {
        method: "PUT",
        token,
        body: payload,
      });
      expect(result.response.status, JSON.stringify(payload)).toBe(400);
      expect(result.body.error[0]).toBe(message);
    }
  });
});

describe("GET /dmg/v1/web/citylist", () => {
  it("[AP-35][AP-36][AP-37][AU-37][CN-3][CN-5] lists cities with cityid, cityname and icons, popular first, and the default city", async () => {
    const { response, body } = await call<{
      results: Record<string, unknown>[];
      cityId: number;
      cityName: string;
    }>(cityList, "/dmg/v1/web/citylist");
    expect(response.status).toBe(200);
    expect(body.data.cityId).toBe(514);
    expect(body.data.cityName).toBe("Delhi NCR");
    expect(body.data.results.slice(0, 6).map((c) => c.cityid)).toEqual([
      514, 477, 93, 267, 248, 568,
    ]);
    for (const city of body.data.results) {
      expect(Object.keys(city)).toEqual(
        expect.arrayContaining(["cityid", "cityname", "webIconPrimary", "webIconSecondary"]),
      );
    }
  });
});

// The credentials cookie the page reads holds no token, so the website cannot put one in an
// Authorization header: its calls carry the httpOnly session cookie instead. App clients, which
// hold the token from the login answer, use the header.
describe("[AU-19][AU-20] how the account calls are authenticated", () => {
  it("[AU-19] the profile update takes the website's session cookie, or an app's Bearer token; without either it is 401", async () => {
    const { body } = await loginAs(newMobile());
    const token = body.data.token;
    const byCookie = await call<LoginData>(update, "/users/v1/user/update", {
      method: "PUT",
      cookie: `vaidya_session=${token}`,
      body: { name: "Ravi Kumar" },
    });
    expect(byCookie.response.status).toBe(200);
    expect(byCookie.body.data.name).toBe("Ravi Kumar");
    const byHeader = await call<LoginData>(update, "/users/v1/user/update", {
      method: "PUT",
      token,
      body: { cityId: 93 },
    });
    expect(byHeader.body.data).toMatchObject({ name: "Ravi Kumar", selectedCity: { cityid: 93 } });
    const anonymous = await call(update, "/users/v1/user/update", {
      method: "PUT",
      body: { name: "Someone Else" },
    });
    expect(anonymous.response.status).toBe(401);
    const wrong = await call(update, "/users/v1/user/update", {
      method: "PUT",
      cookie: `vaidya_session=${"x".repeat(43)}`,
      body: { name: "Someone Else" },
    });
    expect(wrong.response.status).toBe(401);
  });

  it("[AU-20] the city list is public: the same answer with a token, with the session cookie or with neither", async () => {
    const { body } = await loginAs(newMobile());
    const token = body.data.token;
    const anonymous = await call(cityList, "/dmg/v1/web/citylist");
    const withHeader = await call(cityList, "/dmg/v1/web/citylist", { token });
    const withCookie = await call(cityList, "/dmg/v1/web/citylist", {
      cookie: `vaidya_session=${token}`,
    });
    expect(anonymous.response.status).toBe(200);
    expect(withHeader.body).toEqual(anonymous.body);
    expect(withCookie.body).toEqual(anonymous.body);
  });
});

describe("[HI-11] the OTP SMS in the page's language", () => {
  it("[HI-11] a form on a Hindi page (locale header hi) gets the Hindi OTP text; without it the registered English one", async () => {
    const mobile = newMobile();
    const hindi = await call(generateOtp, "/lead/v1/authenticate/generateotp", {
      body: { mobileNo: mobile, resend: 0, countryCode: "91" },
      headers: { locale: "hi" },
    });
    expect(hindi.body.status.code).toBe(200);
    const code = rt.lastOtp(mobile);
    expect(rt.sms.messages.at(-1)?.text).toBe(
      `${code} आपका Vaidya लॉग-इन OTP है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    );
    const other = newMobile();
    await call(generateOtp, "/lead/v1/authenticate/generateotp", {
      body: { mobileNo: other, resend: 0, countryCode: "91" },
    });
    expect(rt.sms.messages.at(-1)?.text).toBe(
      `${rt.lastOtp(other)} is your Vaidya OTP to log in. It is valid for 10 minutes. Do not share it with anyone.`,
    );
  });
});
