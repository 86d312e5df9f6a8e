import { cookieValue } from "@/src/lib/auth/credentials";
import { authRuntime, otpDeps } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { DEVICE_COOKIE, OTP_TICKET_COOKIE, verifyOtp } from "@/src/server/otp";
import { requestErasure } from "@/src/server/privacy/erasure";
import { eraseBody, erasureDays, parseBody } from "@/src/server/privacy/http";

// POST /api/privacy/erase – {otp}: the caller's erasure request, confirmed with a fresh OTP
// sent to the logged-in number (POST /users/v1/user/signup); carried out by the retention job.
export const POST = withApi(
  async ({ request, user, ip, network }) => {
    const body = parseBody(eraseBody, await readJson(request));
    const cookies = request.headers.get("cookie") ?? "";
    await verifyOtp(otpDeps(), {
      countryCode: user.countryCode,
      mobile: user.mobile,
      code: body.otp,
      ip,
      network,
      device: cookieValue(cookies, DEVICE_COOKIE),
      ticket: cookieValue(cookies, OTP_TICKET_COOKIE),
    });
    const rt = authRuntime();
    const { dueAt, leadIds } = await requestErasure(rt.db, user, erasureDays(), rt.now);
    return { dueAt: dueAt.toISOString(), requests: leadIds.length };
  },
  { auth: "required" },
);
