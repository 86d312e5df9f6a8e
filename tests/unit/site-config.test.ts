import { describe, expect, it } from "vitest";
import { pagePhone, siteConfig, telHref, whatsAppHref } from "@/src/config/site";
import {
  contentSecurityPolicy,
  HSTS,
  securityHeaders,
  securityHeadersFor,
} from "@/src/config/security-headers";
import { distanceKm, nearestCity, orderCities } from "@/src/lib/catalog/cities";

describe("site config", () => {
  it("[MK-8] the call link is tel: with +91", () => {
    expect(telHref("9876543210")).toBe("tel:+919876543210");
  });

  it("[MK-9] the page phone number depends on page type and tier", () => {
    expect(pagePhone("Home", 3)).toBe(siteConfig.phones.main);
    expect(pagePhone("Home", 1)).toBe(siteConfig.phones.priority);
    expect(pagePhone("Insurance", 3)).toBe(siteConfig.phones.insurance);
    expect(pagePhone("Blog", 2)).toBe(siteConfig.phones.content);
    expect(pagePhone("Marketing", 3)).toBe(siteConfig.phones.priority);
  });

  it("[MK-10][MK-11][MK-12] the WhatsApp link sends the expert number and the greeting", () => {
    const url = new URL(whatsAppHref());
    expect(url.pathname).toBe("/send");
    expect(url.searchParams.get("phone")).toBe(siteConfig.expertWhatsApp);
    expect(url.searchParams.get("text")).toMatch(/^Hi Vaidya, .*care expert/);
  });

  it("[MK-13] a page's own message replaces the default greeting", () => {
    expect(new URL(whatsAppHref("Knee replacement cost?")).searchParams.get("text")).toBe(
      "Knee replacement cost?",
    );
  });

  it("security headers cover CSP with frame-ancestors, nosniff and a referrer policy", () => {
    const headers = Object.fromEntries(securityHeaders(false).map((h) => [h.key, h.value]));
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(contentSecurityPolicy(false)).not.toContain("unsafe-eval");
  });

  it("[SC-1] HSTS only on answers to HTTPS requests (X-Forwarded-Proto: https from the TLS proxy)", () => {
    const keys = (proto: string | undefined) => securityHeadersFor(false, proto).map((h) => h.key);
    expect(keys(undefined)).not.toContain("Strict-Transport-Security");
    expect(keys("http")).not.toContain("Strict-Transport-Security");
    expect(keys("https")).toContain("Strict-Transport-Security");
    // The rest is the same either way.
    expect(keys("https").filter((k) => k !== "Strict-Transport-Security")).toEqual(keys("http"));
    expect(HSTS.value).toMatch(/max-age=\d+; includeSubDomains/);
  });
});

describe("cities", () => {
  const city = (id: number, name: string) => ({ id, name });

  it("[CN-3][CN-4] popular ids come first in the fixed order, then the rest by name", () => {
    const ordered = orderCities([
      city(1, "Pune"),
      city(568, "Kolkata"),
      city(93, "Bengaluru"),
      city(2, "Agra"),
      city(514, "Delhi NCR"),
      city(248, "Chennai"),
      city(267, "Hyderabad"),
      city(477, "Mumbai"),
    ]);
    expect(ordered.map((c) => c.id)).toEqual([514, 477, 93, 267, 248, 568, 2, 1]);
  });

  it("nearest city is found from our own coordinates", () => {
    const cities = [
      { id: 514, latitude: 28.61, longitude: 77.21 },
      { id: 477, latitude: 19.08, longitude: 72.88 },
    ];
    expect(nearestCity({ latitude: 28.45, longitude: 77.03 }, cities)?.id).toBe(514); // Gurugram
    expect(Math.round(distanceKm(cities[0] as never, cities[1] as never))).toBeGreaterThan(1100);
  });
});

// The browser calls no outside IP or reverse-geocoding service: the position never leaves the
// device, and 'Near me' matches it against the coordinates of our own city list.
describe("[AP-38][AP-39][AP-40] no outside look-ups from the browser", () => {
  it("[AP-38][AP-39] the page may connect to our own origin only, so no IP or geocoding service is called", () => {
    const connect = contentSecurityPolicy(false)
      .split("; ")
      .find((d) => d.startsWith("connect-src "));
    expect(connect).toBe("connect-src 'self'");
  });

  it("[AP-39][AP-40] 'Near me' takes the device's lat and lon to the nearest city of the city list", () => {
    // Rows as GET /dmg/v1/web/citylist answers them.
    const list = [
      { cityid: 514, cityname: "Delhi NCR", latitude: 28.61, longitude: 77.21 },
      { cityid: 477, cityname: "Mumbai", latitude: 19.08, longitude: 72.88 },
      { cityid: 484, cityname: "Pune", latitude: 18.52, longitude: 73.86 },
      { cityid: 93, cityname: "Bengaluru", latitude: 12.97, longitude: 77.59 },
    ];
    const near = (latitude: number, longitude: number) =>
      nearestCity({ latitude, longitude }, list)?.cityname;
    expect(near(18.63, 73.8)).toBe("Pune"); // Pimpri-Chinchwad
    expect(near(19.22, 72.98)).toBe("Mumbai"); // Thane
    expect(near(28.46, 77.03)).toBe("Delhi NCR"); // Gurugram
    expect(near(13.2, 77.7)).toBe("Bengaluru"); // the airport
    expect(nearestCity({ latitude: 18.5, longitude: 73.8 }, [])).toBeUndefined();
  });
});
