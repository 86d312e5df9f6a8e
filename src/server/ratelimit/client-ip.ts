import "server-only";

/**
 * The client's IP address, read from the request (DESIGN §4: trusted proxy header, no outside
 * lookup). `hops` is how many proxies append to X-Forwarded-For: the client is the entry that
 * many places from the right (1 = the last entry; `next start` alone fills the header from the
 * socket when the request has none). Entries further left are set by the client and untrusted.
 *
 * Limit: with no proxy in front, a client can send its own X-Forwarded-For, which `next start`
 * keeps; per-IP limits then count what the client claims. Production runs behind a proxy that
 * appends the real address (docs/operations.md); per-number limits hold either way.
 */
export function clientIp(request: Request, hops = 1): string {
  const header = request.headers.get("x-forwarded-for") ?? "";
  const entries = header
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const picked = entries[Math.max(0, entries.length - hops)];
  return picked ? normaliseIp(picked) : "unknown";
}

/**
 * One bucket per IPv4 address and per IPv6 /64 (one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let a client rotate around the limit).
 */
export function normaliseIp(raw: string): string {
  let ip = raw.replace(/^\[|\](:\d+)?$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (/^\d+\.\d+\.\d+\.\d+(:\d+)?$/.test(ip)) return ip.replace(/:\d+$/, "");
  if (!ip.includes(":")) return ip.slice(0, 64);
  ip = ip.toLowerCase().split("%")[0] ?? ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = ip.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
