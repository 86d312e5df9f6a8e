import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "@/src/config/proxies";
import {
  bucketsOf,
  clientAddressOf,
  clientOf,
  type ProxyConfig,
  parseIp,
} from "@/src/server/ratelimit/client-ip";
import { peerHeader } from "@/src/server/http/edge";

const NO_PROXY: ProxyConfig = { hops: 0 };

describe("client address", () => {
  it("[SC-3] without a configured proxy the socket is the client, whatever X-Forwarded-For claims", () => {
    expect(clientAddressOf("198.51.100.7", "203.0.113.1", NO_PROXY).address).toBe("198.51.100.7");
    expect(clientAddressOf("198.51.100.7", "203.0.113.1, 203.0.113.2", NO_PROXY).key).toBe(
      "198.51.100.7",
    );
    expect(clientAddressOf("::ffff:127.0.0.1", null, NO_PROXY).address).toBe("127.0.0.1");
  });

  it("[SC-3] a request our server did not stamp has no client address: the header alone is never believed", () => {
    const unknown = clientAddressOf(undefined, "203.0.113.1", { hops: 1 });
    expect(unknown).toEqual({ key: "unknown", network: "unknown" });
    const request = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "203.0.113.1", "x-vaidya-peer": "203.0.113.1" },
    });
    expect(clientOf(request, { hops: 1 }).address).toBeUndefined();
    const stamped = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "203.0.113.1", [peerHeader()]: "10.0.0.2" },
    });
    expect(clientOf(stamped, { hops: 1 }).address).toBe("203.0.113.1");
    expect(clientOf(stamped, NO_PROXY).address).toBe("10.0.0.2");
  });

  it("[SC-4] TRUST_PROXY_HOPS counts the proxies from the socket leftwards", () => {
    const xff = "6.6.6.6, 203.0.113.9, 10.0.0.5";
    expect(clientAddressOf("10.0.0.9", xff, { hops: 1 }).address).toBe("10.0.0.5");
    expect(clientAddressOf("10.0.0.9", xff, { hops: 2 }).address).toBe("203.0.113.9");
    // Fewer entries than hops: the leftmost one (the request skipped a proxy).
    expect(clientAddressOf("10.0.0.9", "203.0.113.9", { hops: 3 }).address).toBe("203.0.113.9");
    // Next.js fills X-Forwarded-For with the socket when a request has none.
    expect(clientAddressOf("10.0.0.9", "10.0.0.9", { hops: 1 }).address).toBe("10.0.0.9");
  });

  it("[SC-4] TRUSTED_PROXIES: the first address outside the proxies' networks, from the socket leftwards", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 2001:db8:ffff::/48");
    const config = { hops: 0, trusted };
    expect(clientAddressOf("10.1.1.1", "6.6.6.6, 203.0.113.9, 10.2.2.2", config).address).toBe(
      "203.0.113.9",
    );
    // A client that reaches the app directly is the socket, whatever it claims.
    expect(clientAddressOf("198.51.100.3", "203.0.113.9", config).address).toBe("198.51.100.3");
    expect(clientAddressOf("2001:db8:ffff::1", "2001:db8:1::7", config).address).toBe(
      "2001:db8:1::7",
    );
  });

  it("[SC-4] an entry that is not an address is never the client: the nearest proxy stands for it", () => {
    const long = "x".repeat(64);
    expect(clientAddressOf("10.0.0.9", long, { hops: 1 }).address).toBe("10.0.0.9");
    const trusted = parseTrustedProxies("10.0.0.0/8");
    expect(clientAddressOf("10.0.0.9", `${long}, 10.0.0.8`, { hops: 0, trusted }).address).toBe(
      "10.0.0.8",
    );
    expect(clientAddressOf("not-an-ip", "203.0.113.9", { hops: 1 })).toEqual({
      key: "unknown",
      network: "unknown",
    });
  });

  it("[SC-4] addresses are stored in one canonical form", () => {
    expect(parseIp("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(parseIp("[2001:DB8:0:0:0:0:0:1]:443")).toBe("2001:db8::1");
    expect(parseIp("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1");
    expect(parseIp("fe80::1%eth0")).toBe("fe80::1");
    expect(parseIp("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(parseIp("::")).toBe("::");
    for (const bad of [
      "",
      "unknown",
      "1.2.3",
      "1.2.3.256",
      "01.2.3.4",
      "1.2.3.4.5",
      "::g",
      "<script>",
    ]) {
      expect(parseIp(bad), bad).toBeUndefined();
    }
  });

  it("[SC-5] per-client buckets: IPv4 address, IPv6 /64; per-network: IPv4 /24, IPv6 /48", () => {
    expect(bucketsOf("203.0.113.9")).toEqual({
      address: "203.0.113.9",
      key: "203.0.113.9",
      network: "203.0.113.0/24",
    });
    expect(bucketsOf("2001:db8:1:2:aaaa::1")).toEqual({
      address: "2001:db8:1:2:aaaa::1",
      key: "2001:db8:1:2::/64",
      network: "2001:db8:1::/48",
    });
    expect(bucketsOf("2001:db8:1:2:bbbb::9").key).toBe(bucketsOf("2001:db8:1:2::5").key);
  });

  it("[SC-4] TRUSTED_PROXIES refuses what is not an address or CIDR", () => {
    for (const bad of ["10.0.0.0/33", "10.0.0.0/", "example.com", "10.0.0.0/8/1", "::/129"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/not an IP address or CIDR/);
    }
    expect(() => parseTrustedProxies("10.0.0.0/8,,192.0.2.7, ::1")).not.toThrow();
  });
});
