import { describe, expect, it } from "vitest";
import { greatCircleKm, nearestFirst, shownKm } from "@/src/lib/catalog/distance";
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
