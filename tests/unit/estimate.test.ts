import { describe, expect, it } from "vitest";
import {
  averageCost,
  computeEstimate,
  type EstimateChoice,
  type EstimateInput,
  estimateSegment,
  LAKH,
  parseEstimateSegment,
  SUM_INSURED_LAKHS,
} from "@/src/lib/catalog/estimate";

const base: EstimateInput = {
  items: { surgeonFee: 60000, theatre: 30000, medicines: 40000, tests: 12000, nights: 3 },
  cityFactor: 1.1,
  hospitalFactor: 1,
  room: { ratePerNight: 4000, chargeFactor: 1 },
  implantPrice: 55000,
  insurer: null,
  sumInsured: 5 * LAKH,
};
const upgraded: EstimateInput = { ...base, room: { ratePerNight: 12000, chargeFactor: 1.4 } };
const policy = { copayPercent: 10, roomCapPercent: 1, consumablesCovered: false };
const line = (input: EstimateInput, key: string) =>
  computeEstimate(input).lines.find((l) => l.key === key)?.amount ?? Number.NaN;

describe("[MD-8] itemised estimate arithmetic", () => {
  it("[MD-8] the lines add up to the total, each rounded to ₹100", () => {
    const e = computeEstimate(base);
    expect(e.lines.map((l) => l.key)).toEqual([
      "surgeon",
      "theatre",
      "implant",
      "room",
      "medicines",
      "tests",
    ]);
    expect(e.total).toBe(e.lines.reduce((s, l) => s + l.amount, 0));
    expect(line(base, "surgeon")).toBe(66000);
    expect(line(base, "room")).toBe(13200); // 4,000 × 1.1 × 3 nights
    for (const l of e.lines.filter((x) => x.key !== "implant")) expect(l.amount % 100).toBe(0);
  });

  it("[MD-8] a room upgrade raises the rent and the room-linked charges, not tests or implant", () => {
    for (const key of ["surgeon", "theatre", "medicines", "room"]) {
      expect(line(upgraded, key)).toBeGreaterThan(line(base, key));
    }
    expect(line(upgraded, "tests")).toBe(line(base, "tests"));
    expect(line(upgraded, "implant")).toBe(line(base, "implant"));
    expect(line(upgraded, "surgeon")).toBe(Math.round((60000 * 1.1 * 1.4) / 100) * 100);
  });

  it("[MD-9] without insurance the patient pays everything", () => {
    const e = computeEstimate(base);
    expect(e.insurerPays).toBe(0);
    expect(e.patientPays).toBe(e.total);
  });

  it("[MD-9] the insurer's share never exceeds the sum insured, and both shares add up", () => {
    for (const lakhs of SUM_INSURED_LAKHS) {
      for (const input of [base, upgraded]) {
        for (const terms of [
          policy,
          { copayPercent: 0, roomCapPercent: null, consumablesCovered: true },
        ]) {
          const e = computeEstimate({ ...input, insurer: terms, sumInsured: lakhs * LAKH });
          expect(e.insurerPays).toBeLessThanOrEqual(lakhs * LAKH);
          expect(e.insurerPays).toBeGreaterThanOrEqual(0);
          expect(e.insurerPays + e.patientPays).toBe(e.total);
        }
      }
    }
    const small = computeEstimate({
      ...upgraded,
      insurer: { copayPercent: 0, roomCapPercent: null, consumablesCovered: true },
      sumInsured: 1 * LAKH,
    });
    expect(small.insurerPays).toBe(LAKH);
  });

  it("[MD-9] a room above the cap cuts the room-linked charges in proportion; co-pay and consumables are the patient's", () => {
    const full = { copayPercent: 0, roomCapPercent: null, consumablesCovered: true };
    const noCap = computeEstimate({ ...upgraded, insurer: full, sumInsured: 25 * LAKH });
    expect(noCap.insurerPays).toBe(noCap.total);
    // 1 % of ₹5 lakh = ₹5,000 a night against ₹13,200 of rent.
    const capped = computeEstimate({
      ...upgraded,
      insurer: { ...full, roomCapPercent: 1 },
      sumInsured: 5 * LAKH,
    });
    expect(capped.roomCapPerNight).toBe(5000);
    expect(capped.proportion).toBeCloseTo(5000 / 13200, 6);
    expect(capped.insurerPays).toBeLessThan(capped.total);
    const copay = computeEstimate({
      ...base,
      insurer: { ...full, copayPercent: 20 },
      sumInsured: 25 * LAKH,
    });
    expect(copay.insurerPays).toBe(Math.floor(copay.total * 0.8));
    const noConsumables = computeEstimate({
      ...base,
      insurer: { ...full, consumablesCovered: false },
      sumInsured: 25 * LAKH,
    });
    expect(noConsumables.patientPays).toBe(Math.ceil(line(base, "medicines") * 0.3));
  });

  it("[MD-9] day care (no nights) is never cut by the room cap", () => {
    const dayCare = { ...upgraded, items: { ...upgraded.items, nights: 0 } };
    const e = computeEstimate({
      ...dayCare,
      insurer: { copayPercent: 0, roomCapPercent: 1, consumablesCovered: true },
      sumInsured: 25 * LAKH,
    });
    expect(e.proportion).toBe(1);
    expect(e.insurerPays).toBe(e.total);
  });
});

describe("[MD-10] the estimate's shareable URL segment", () => {
  const choice: EstimateChoice = {
    city: "pune",
    hospital: "multi-speciality",
    room: "single-room",
    implant: "toric",
    insurer: "star-health",
    sumInsuredLakhs: 5,
  };

  it("[MD-10] encodes and decodes every choice", () => {
    expect(estimateSegment(choice)).toBe("pune_multi-speciality_single-room_toric_star-health_5");
    expect(parseEstimateSegment(estimateSegment(choice))).toEqual(choice);
    const none = { ...choice, implant: null, insurer: null, sumInsuredLakhs: 25 as const };
    expect(estimateSegment(none)).toBe("pune_multi-speciality_single-room_none_none_25");
    expect(parseEstimateSegment(estimateSegment(none))).toEqual(none);
  });

  it("[MD-10] refuses malformed segments", () => {
    for (const bad of [
      "",
      "pune",
      "pune_multi-speciality_single-room_toric_star-health",
      "pune_multi-speciality_single-room_toric_star-health_7",
      "pune_multi-speciality_single-room_toric_star-health_5_x",
      "Pune_multi-speciality_single-room_toric_star-health_5",
      "pune_multi speciality_single-room_toric_star-health_5",
      "pune_-x_single-room_toric_star-health_5",
      "pune_multi-speciality_single-room_toric_star-health_05",
    ]) {
      expect(parseEstimateSegment(bad), bad).toBeNull();
    }
  });
});

describe("[MD-7] cost tables", () => {
  it("[MD-7] the average is the middle of the range, to ₹10 for small amounts and ₹100 above ₹10,000", () => {
    expect(averageCost(310, 720)).toBe(520);
    expect(averageCost(21000, 105000)).toBe(63000);
    expect(averageCost(22500, 112000)).toBe(67300);
  });
});
