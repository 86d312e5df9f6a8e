import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { env } from "@/src/config/env";
import { peerAddressOf } from "@/src/server/http/edge";
import { clientOf, parseIp } from "@/src/server/ratelimit/client-ip";

/**
 * Who may read the probes' details (uptime, database and migration state): they tell an
 * attacker when the instance last restarted and whether a deploy is half done, so the public
 * answer is the status alone. Details go to
 * - a request from this host: the TCP peer is a loopback address AND the client the proxy
 *   settings name (src/server/ratelimit/client-ip.ts) is too, so a request a local proxy
 *   forwards for someone else is not "from this host";
 * - a monitor that sends `Authorization: Bearer <OPS_TOKEN>`.
 */
export function mayReadProbeDetails(request: Request): boolean {
  const peer = peerAddressOf(request);
  if (isLoopback(peer ? parseIp(peer) : undefined) && isLoopback(clientOf(request).address)) {
    return true;
  }
  return hasOpsToken(request);
}

/** 127.0.0.0/8 or ::1 (canonical addresses: an IPv4-mapped one is already unwrapped). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return isIP(address) === 4 ? address.startsWith("127.") : address === "::1";
}

/**
 * Compared in constant time, on digests so that the lengths match too: the time an answer
 * takes says nothing about how much of a guess was right.
 */
function hasOpsToken(request: Request): boolean {
  const expected = env().OPS_TOKEN;
  if (!expected) return false;
  const presented = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!presented) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
