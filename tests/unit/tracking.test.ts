import { afterEach, describe, expect, it, vi } from "vitest";
import { safeEvent, scrubPath, TRACKING_DELAY_MS, type TrackingEvent } from "@/src/lib/tracking";

describe("[MK-30] analytics events carry no personal data", () => {
  it("[MK-30] a path loses its query and hash, and long digit runs", () => {
    expect(scrubPath("/thankyou?isquicksurvey=1&mob=9876543210")).toBe("/thankyou");
    expect(scrubPath("https://vaidya.example/blog/x#top")).toBe("/blog/x");
    expect(scrubPath("/lead/9876543210/done")).toBe("/lead/[number]/done");
    expect(scrubPath("/treatment/lasik")).toBe("/treatment/lasik");
  });

  it("[MK-30] only the event's own keys pass, as short codes", () => {
    const sneaky = {
      event: "app_download",
      store: "googlePlay",
      placement: "banner",
      mobile: "9876543210",
      name: "Asha",
    } as unknown as TrackingEvent;
    expect(safeEvent(sneaky)).toEqual({
      event: "app_download",
      store: "googlePlay",
      placement: "banner",
    });
    expect(
      safeEvent({ event: "lead_form_open", lead_mode: "bmi", lead_variant: "Asha 98765" }),
    ).toEqual({ event: "lead_form_open", lead_mode: "bmi" });
    expect(
      safeEvent({
        event: "page_view",
        page_path: "/thankyou?mob=9876543210",
        page_type: "ThankYou",
      }),
    ).toEqual({ event: "page_view", page_path: "/thankyou", page_type: "ThankYou" });
    expect(safeEvent({ event: "phone", value: "9876543210" } as unknown as TrackingEvent)).toBe(
      null,
    );
  });
});

describe("[CN-7] the tracking push waits 10 s", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("[CN-7] events reach window.dataLayer only after 10 s, in order; later ones at once", async () => {
    vi.useFakeTimers();
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", win);
    const { startTracking, track } = await import("@/src/ui/tracking");
    expect(TRACKING_DELAY_MS).toBe(10_000);
    startTracking();
    track({ event: "page_view", page_path: "/tools/bmi-calculator", page_type: "BMI_Calculator" });
    track({ event: "calculator_result", calculator: "bmi" });
    vi.advanceTimersByTime(9_999);
    expect(win.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(win.dataLayer).toEqual([
      { event: "page_view", page_path: "/tools/bmi-calculator", page_type: "BMI_Calculator" },
      { event: "calculator_result", calculator: "bmi" },
    ]);
    track({ event: "app_download", store: "short", placement: "ribbon" });
    expect(win.dataLayer).toHaveLength(3);
  });
});
