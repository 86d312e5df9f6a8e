import { loginSchema } from "@/src/lib/auth/schemas";
import { loginWithOtp } from "@/src/server/auth";
import { credentialsCookie, sessionCookie } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { jsonWithCookies, readJson, withApi } from "@/src/server/http/api";

// POST /users/v1/user/login – verify the OTP, create the user on first login, answer credentials
export const POST = withApi(async ({ request, ip, network }) => {
  const body = loginSchema.parse(await readJson(request));
  const { token, credentials } = await loginWithOtp(authRuntime(), { ...body, ip, network });
  return jsonWithCookies({ token, ...credentials }, [
    sessionCookie(token),
    credentialsCookie(credentials),
  ]);
});
