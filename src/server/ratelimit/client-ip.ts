import "server-only";
import { type BlockList, isIP } from "node:net";
import { type Env, env } from "@/src/config/env";
import { parseTrustedProxies } from "@/src/config/proxies";
import { peerAddressOf } from "@/src/server/http/edge";

/**
 * The client's address (docs/decisions/0008-rate-limits-and-client-ip.md: read from the
 * request, never from an outside service).
 *
 * By default it is the address of the TCP peer: the socket that sent the request, which
 * src/server/http/edge.ts stamps on every request under a header name no client can guess.
 * `X-Forwarded-For` is a client's own claim and is ignored, unless the operator says which
 * proxies stand in front of the app (docs/operations.md "Client addresses"):
 * - `TRUSTED_PROXIES` (CIDRs): walking from the socket leftwards through X-Forwarded-For, every
 *   address inside those networks is a proxy; the first one outside is the client;
 * - `TRUST_PROXY_HOPS` (a count): that many proxies each appended the address they saw, so the
 *   client is that many entries left of the socket.
 * An entry that does not parse as an IP address is never a client address: the nearest proxy's
 * address stands for it (so junk shares one bucket instead of making a new one per request).
 */
export interface ProxyConfig {
  /** How many proxies stand in front of the app (0: none, the socket is the client). */
  hops: number;
  /** Proxies by network; when set it takes the place of `hops`. */
  trusted?: BlockList;
}

/** The client as the limits and the lead's `ip` see it. */
export interface ClientAddress {
  /** A canonical IPv4 or IPv6 address, or undefined when the request carried none. */
  address?: string;
  /** Per-client bucket: the IPv4 address, or the IPv6 /64 (one subscriber); "unknown". */
  key: string;
  /** Per-network bucket: the IPv4 /24, or the IPv6 /48; "unknown". */
  network: string;
}

const UNKNOWN: ClientAddress = { key: "unknown", network: "unknown" };

/**
 * A canonical address (IPv4 dotted quad, IPv6 lower case with the longest zero run compressed,
 * IPv4-mapped IPv6 unwrapped), or undefined when `raw` is not an address. Accepts the forms
 * proxies write: brackets, a port, a zone.
 */
export function parseIp(raw: string): string | undefined {
  let ip = raw.trim();
  if (ip.length === 0 || ip.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(ip)) ip = ip.replace(/:\d+$/, "");
  ip = ip.split("%")[0] ?? "";
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6) return undefined;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return compressIpv6(groups);
}

/** The eight groups of a valid IPv6 address, without leading zeros ('0' for an empty group). */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ""));
}

/** RFC 5952: the longest run of two or more zero groups (the first of equals) becomes '::'. */
function compressIpv6(groups: string[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (groups[j] === "0") j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  if (best.length < 2) return groups.join(":");
  const left = groups.slice(0, best.start).join(":");
  const right = groups.slice(best.start + best.length).join(":");
  return `${left}::${right}`;
}

/** The buckets of a canonical address (see `ClientAddress`). */
export function bucketsOf(address: string | undefined): ClientAddress {
  if (!address) return UNKNOWN;
  if (isIP(address) === 4) {
    const network = `${address.split(".").slice(0, 3).join(".")}.0/24`;
    return { address, key: address, network };
  }
  const groups = ipv6Groups(address);
  return {
    address,
    key: `${compressIpv6([...groups.slice(0, 4), "0", "0", "0", "0"])}/64`,
    network: `${compressIpv6([...groups.slice(0, 3), "0", "0", "0", "0", "0"])}/48`,
  };
}

function isTrusted(address: string, trusted: BlockList): boolean {
  return trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client of a request, given the socket's address (`peer`, from the edge stamp) and the
 * proxy configuration. Without a peer address (a request that did not come through our HTTP
 * server) the client is unknown: X-Forwarded-For alone is never believed.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | null,
  config: ProxyConfig,
): ClientAddress {
  const socket = peer ? parseIp(peer) : undefined;
  if (!socket) return UNKNOWN;
  const proxied = config.trusted !== undefined || config.hops > 0;
  if (!proxied || !forwardedFor) return bucketsOf(socket);
  // Nearest first: the socket, then X-Forwarded-For from the right.
  const chain = [
    socket,
    ...forwardedFor
      .split(",")
      .map((e) => e.trim())
      .reverse(),
  ];
  let index: number;
  if (config.trusted) {
    const { trusted } = config;
    index = 0;
    while (index < chain.length - 1) {
      const hop = parseIp(chain[index] ?? "");
      if (!hop || !isTrusted(hop, trusted)) break;
      index++;
    }
  } else {
    index = Math.min(config.hops, chain.length - 1);
  }
  // The first entry that parses, from the chosen one back towards the socket.
  for (let i = index; i >= 0; i--) {
    const address = parseIp(chain[i] ?? "");
    if (address) return bucketsOf(address);
  }
  return bucketsOf(socket);
}

let cachedConfig: { from: Env; config: ProxyConfig } | undefined;

/** TRUST_PROXY_HOPS and TRUSTED_PROXIES, parsed once. */
export function proxyConfig(): ProxyConfig {
  const e = env();
  if (cachedConfig?.from !== e) {
    const trusted = e.TRUSTED_PROXIES ? parseTrustedProxies(e.TRUSTED_PROXIES) : undefined;
    cachedConfig = { from: e, config: { hops: e.TRUST_PROXY_HOPS, trusted } };
  }
  return cachedConfig.config;
}

/** The client of a request under the configured proxies (see the top of this file). */
export function clientOf(request: Request, config: ProxyConfig = proxyConfig()): ClientAddress {
  return clientAddressOf(peerAddressOf(request), request.headers.get("x-forwarded-for"), config);
}
