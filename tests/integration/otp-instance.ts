/**
 * One "app instance" for the two-instance test: a separate Node process that serves the real
 * account route handlers over HTTP against DATABASE_URL (PostgreSQL). Started with
 * `node --conditions=react-server --import tsx tests/integration/otp-instance.ts`; prints
 * `{"port":…}` once listening. `POST /api/__test/clock {"offsetMs"}` moves this process's clock,
 * so the test can step through the OTP windows without sleeping (under /api/: the edge guard
 * answers 405 to a POST on any other path, as it does for pages).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as generateOtp } from "@/app/lead/v1/authenticate/generateotp/route";
import { POST as login } from "@/app/users/v1/user/login/route";
import { POST as signup } from "@/app/users/v1/user/signup/route";
import { PUT as update } from "@/app/users/v1/user/update/route";
import { setAuthRuntimeForTests } from "@/src/server/auth/runtime";
import { installEdgeGuard } from "@/src/server/http/edge";

type Handler = (request: Request) => Promise<Response>;
export const ROUTES: Record<string, Handler> = {
  "POST /users/v1/user/signup": signup,
  "POST /lead/v1/authenticate/generateotp": generateOtp,
  "POST /users/v1/user/login": login,
  "PUT /users/v1/user/update": update,
};

// As under `next start`: the socket's address is the client's (127.0.0.1 for both instances).
installEdgeGuard();

let offsetMs = 0;
setAuthRuntimeForTests({ now: () => new Date(Date.now() + offsetMs) });

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

const server = http.createServer(async (req, res) => {
  const body = await readBody(req);
  const path = new URL(req.url ?? "/", "http://instance").pathname;
  if (req.method === "POST" && path === "/api/__test/clock") {
    offsetMs = Number((JSON.parse(body) as { offsetMs: number }).offsetMs);
    res.writeHead(204).end();
    return;
  }
  const handler = ROUTES[`${req.method} ${path}`];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
  }
  const response = await handler(
    new Request(`http://instance${req.url}`, {
      method: req.method,
      headers,
      body: body || undefined,
    }),
  );
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
});

if (process.env.DATABASE_URL) {
  server.listen(0, "127.0.0.1", () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  });
}
