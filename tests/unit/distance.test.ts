import { describe, expect, it } from "vitest";
import { awayKm, greatCircleKm, nearestFirst, shownKm } from "@/src/lib/catalog/distance";
import { cities } from "@/src/db/seed/data/cities";
import { directionsHref } from "@/src/lib/catalog/directions";

/** Public coordinates of the sample cities (city centres), as the seed holds them. */
function city(slug: string) {
  const c = cities.find((x) => x.slug === slug);
  if (!c) throw new Error(`no sample city ${slug}`);
  return c;
}

describe("[DS-12] straight-line distance and nearest-first order", () => {
  it("measures the great circle: known city pairs within 1% of their published distance", () => {
    // Great-circle figures from the cities' coordinates (e.g. Delhi–Mumbai about 1,150 km).
    expect(greatCircleKm(city("delhi-ncr"), city("mumbai"))).toBeGreaterThan(1140);
    expect(greatCircleKm(city("delhi-ncr"), city("mumbai"))).toBeLessThan(1160);
    const lucknowKanpur = greatCircleKm(city("lucknow"), city("kanpur"));
    expect(lucknowKanpur).toBeGreaterThan(70);
    expect(lucknowKanpur).toBeLessThan(80);
    const patnaVaranasi = greatCircleKm(city("patna"), city("varanasi"));
    expect(patnaVaranasi).toBeGreaterThan(210);
    expect(patnaVaranasi).toBeLessThan(235);
  });

  it("is symmetric, zero for one place, and never NaN at the far side of the Earth", () => {
    const a = { latitude: 26.85, longitude: 80.95 };
    const b = { latitude: 12.97, longitude: 77.59 };
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 9);
    expect(greatCircleKm(a, a)).toBe(0);
    const far = greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(far).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it("orders places nearest first, ties in their given order", () => {
    const from = city("lucknow");
    const order = nearestFirst(
      from,
      [city("delhi-ncr"), city("varanasi"), city("kanpur"), city("agra")],
      (c) => c,
    ).map((x) => x.item.slug);
    expect(order).toEqual(["kanpur", "varanasi", "agra", "delhi-ncr"]);
    const twin = [
      { id: 1, latitude: 1, longitude: 1 },
      { id: 2, latitude: 1, longitude: 1 },
    ];
    expect(
      nearestFirst({ latitude: 0, longitude: 0 }, twin, (c) => c).map((x) => x.item.id),
    ).toEqual([1, 2]);
  });

  it("shows whole km, in 5 km steps from 100 km, and never 0 km between two places", () => {
    expect(shownKm(0.2)).toBe(1);
    expect(shownKm(74.6)).toBe(75);
    expect(shownKm(221.4)).toBe(220);
    expect(shownKm(223)).toBe(225);
  });
});

describe("[DS-15] directions in the phone's maps app", () => {
  it("is Google Maps' cross-platform directions URL to the place's coordinates", () => {
    const href = directionsHref({ latitude: 26.4499, longitude: 80.3319 });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("26.449900,80.331900");
  });
});

describe("[DS-37] a distance from the visitor, as 'near me' shows it", () => {
  it("shows one decimal under 10 km, whole km to 100 km and 5 km steps beyond, never 0", () => {
    expect(awayKm(2.34)).toBe(2.3);
    expect(awayKm(9.94)).toBe(9.9);
    expect(awayKm(0.01)).toBe(0.1);
    expect(awayKm(0)).toBe(0.1);
    expect(awayKm(10.4)).toBe(10);
    expect(awayKm(99.4)).toBe(99);
    expect(awayKm(123)).toBe(125);
  });

  it("orders a page's cards nearest first from the visitor's position, ties in their own order", () => {
    const here = { latitude: 28.7, longitude: 77.1 };
    const cards = [
      { id: 1, at: { latitude: 28.5, longitude: 77.2 } },
      { id: 2, at: { latitude: 28.71, longitude: 77.11 } },
      { id: 3, at: { latitude: 28.5, longitude: 77.2 } },
    ];
    const order = nearestFirst(here, cards, (c) => c.at).map((x) => x.item.id);
    expect(order).toEqual([2, 1, 3]);
  });
});
