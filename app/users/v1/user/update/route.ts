import { profileUpdateSchema } from "@/src/lib/auth/schemas";
import { updateProfile } from "@/src/server/auth";
import { credentialsCookie } from "@/src/server/auth/cookies";
import { authRuntime } from "@/src/server/auth/runtime";
import { jsonWithCookies, readJson, withApi } from "@/src/server/http/api";

// PUT /users/v1/user/update – name, email and/or cityId of the caller (and only the caller)
export const PUT = withApi(
  async ({ request, user }) => {
    const patch = profileUpdateSchema.parse(await readJson(request));
    const credentials = await updateProfile(authRuntime(), user, patch);
    return jsonWithCookies(credentials, [credentialsCookie(credentials)]);
  },
  { auth: "required" },
);
