// POST /lead/v1/authenticate/generateotp – send an OTP; the same body and answer as signup
export { POST } from "@/app/users/v1/user/signup/route";
