import { describe, expect, it } from "vitest";
import { defaultChoice, estimateFor, networkFor } from "@/src/lib/catalog/estimate-data";
import { seedEstimateData } from "../fixtures/estimate-data";

const PMJAY = "ayushman-bharat-pm-jay";

describe("[MD-12] the estimate knows the insurer's network", () => {
  // Star Health cashless in Kanpur (2) and Delhi NCR (5), none in Lucknow; PM-JAY for piles
  // in Varanasi only, as in the sample data's journeys.
  const networks = {
    "star-health": { kanpur: 2, "delhi-ncr": 5 },
    [PMJAY]: { varanasi: 1 },
  };

  it("counts the city's hospitals in the network and names the nearest cities with one", () => {
    const data = seedEstimateData("knee-replacement", networks);
    const lucknow = networkFor(data, "star-health", "lucknow");
    expect(lucknow?.kind).toBe("cashless");
    expect(lucknow?.here).toBe(0);
    expect(lucknow?.nearest.map((n) => [n.city.slug, n.count])).toEqual([
      ["kanpur", 2],
      ["delhi-ncr", 5],
    ]);
    expect(lucknow?.nearest[0]?.km).toBe(75);
    expect(networkFor(data, "star-health", "delhi-ncr")?.here).toBe(5);
    // An insurer the data holds no network for: not known, no answer.
    expect(networkFor(data, "hdfc-ergo", "lucknow")).toBeNull();
  });

  it("the estimate carries the network answer; a private insurer's figures stay (paid back on a claim)", () => {
    const data = seedEstimateData("knee-replacement", networks);
    const choice = { ...defaultChoice(data, "lucknow"), insurer: "star-health" };
    const result = estimateFor(data, choice);
    expect(result?.network?.here).toBe(0);
    expect(result?.network?.nearest[0]?.city.slug).toBe("kanpur");
    const known = estimateFor(seedEstimateData("knee-replacement"), choice);
    expect(result?.coverage?.insurerPays).toBe(known?.coverage?.insurerPays);
  });
});

describe("[MD-11] PM-JAY says ₹0 only for the general ward with an empanelled hospital in the city", () => {
  const networks = { [PMJAY]: { varanasi: 1, lucknow: 1 } };
  const data = seedEstimateData("piles-treatment", networks);
  const at = (city: string, room: string) =>
    estimateFor(data, { ...defaultChoice(data, city, PMJAY), room, insurer: PMJAY });

  it("general ward in a city with one: the scheme pays, the patient ₹0 if the conditions hold", () => {
    const r = at("lucknow", "general-ward");
    expect(r?.network).toMatchObject({ kind: "empanelled", here: 1 });
    expect(r?.coverage?.patientPays).toBe(0);
    expect(r?.coverage?.insurerPays).toBeGreaterThan(0);
  });

  it("general ward in a city with none (Patna): the patient pays the whole bill there, and Varanasi is named", () => {
    const r = at("patna", "general-ward");
    expect(r?.network?.here).toBe(0);
    expect(r?.network?.nearest[0]?.city.slug).toBe("varanasi");
    expect(r?.coverage?.patientPays).toBe(r?.estimate.total);
    expect(r?.coverage?.insurerPays).toBe(0);
  });

  it("any other room, in any city: never ₹0", () => {
    for (const city of ["lucknow", "patna", "delhi-ncr"]) {
      for (const room of data.rooms.map((x) => x.slug).filter((s) => s !== "general-ward")) {
        const r = at(city, room);
        expect(r?.coverage?.patientPays, `${city} ${room}`).toBe(r?.estimate.total);
        expect(r?.coverage?.patientPays, `${city} ${room}`).toBeGreaterThan(0);
      }
    }
  });
});
