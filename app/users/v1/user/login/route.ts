import { cookieValue } from "@/src/lib/auth/credentials";
import { loginSchema } from "@/src/lib/auth/schemas";
import { loginWithOtp } from "@/src/server/auth";
import { credentialsCookie, deviceCookie, sessionCookie } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { jsonWithCookies, readJson, withApi } from "@/src/server/http/api";
import { DEVICE_COOKIE, OTP_TICKET_COOKIE } from "@/src/server/otp";

// POST /users/v1/user/login – verify the OTP, create the user on first login, answer credentials
export const POST = withApi(async ({ request, ip, network }) => {
  const body = loginSchema.parse(await readJson(request));
  const cookies = request.headers.get("cookie") ?? "";
  const { token, credentials, device } = await loginWithOtp(authRuntime(), {
    ...body,
    ip,
    network,
    device: cookieValue(cookies, DEVICE_COOKIE),
    ticket: cookieValue(cookies, OTP_TICKET_COOKIE),
  });
  return jsonWithCookies({ token, ...credentials }, [
    sessionCookie(token),
    credentialsCookie(credentials),
    deviceCookie(device),
  ]);
});
