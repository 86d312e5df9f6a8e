import { BlockList, isIP } from "node:net";

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDRs of the proxies in front of the app
 * ("10.0.0.0/8, 2001:db8::/32, 192.0.2.7"). Throws a readable error on a bad entry.
 */
export function parseTrustedProxies(list: string): BlockList {
  const blocks = new BlockList();
  for (const raw of list.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [base = "", bits, extra] = entry.split("/");
    const family = isIP(base);
    const max = family === 6 ? 128 : 32;
    const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
    if (family === 0 || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`"${entry}" is not an IP address or CIDR (e.g. 10.0.0.0/8)`);
    }
    blocks.addSubnet(base, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return blocks;
}
