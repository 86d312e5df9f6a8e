import { cookieValue } from "@/src/lib/auth/credentials";
import { otpRequestSchema } from "@/src/lib/auth/schemas";
import { otpTicketCookie } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { jsonWithCookies, readJson, withApi } from "@/src/server/http/api";
import { localeOf } from "@/src/server/http/messages";
import { leadTokenOf } from "@/src/server/leads/http";
import { DEVICE_COOKIE, sendOtp } from "@/src/server/otp";

// POST /users/v1/user/signup – send a login OTP (the same answer for new and known numbers)
export const POST = withApi(async ({ request, ip, network }) => {
  const body = otpRequestSchema.parse(await readJson(request));
  const token = leadTokenOf(request);
  const { ticket, ...sent } = await sendOtp(authRuntime(), {
    countryCode: body.countryCode,
    mobile: body.mobileNo,
    ip,
    network,
    device: cookieValue(request.headers.get("cookie") ?? "", DEVICE_COOKIE),
    lead: body.leadId !== undefined && token ? { id: body.leadId, token } : undefined,
    locale: localeOf(request),
  });
  return jsonWithCookies({ ...sent, resend: body.resend }, [otpTicketCookie(ticket)]);
});
