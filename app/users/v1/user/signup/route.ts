import { otpRequestSchema } from "@/src/lib/auth/schemas";
import { authRuntime } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { sendOtp } from "@/src/server/otp";

// POST /users/v1/user/signup – send a login OTP (the same answer for new and known numbers)
export const POST = withApi(async ({ request, ip, network }) => {
  const body = otpRequestSchema.parse(await readJson(request));
  const sent = await sendOtp(authRuntime(), {
    countryCode: body.countryCode,
    mobile: body.mobileNo,
    ip,
    network,
  });
  return { ...sent, resend: body.resend };
});
