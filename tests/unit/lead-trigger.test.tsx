import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LeadModalProvider } from "@/src/ui/lead-modal/context";
import { activateTrigger, LeadFormTrigger } from "@/src/ui/lead-modal/trigger";
import { PageContextProvider, type PageSettingsValue } from "@/src/ui/page/page-context";

/** The provider's markup around `node`. */
function renderAll(node: ReactNode, page?: PageSettingsValue): string {
  return renderToStaticMarkup(
    <PageContextProvider initial={page}>
      <LeadModalProvider>{node}</LeadModalProvider>
    </PageContextProvider>,
  );
}

/** The trigger's markup alone (without the provider's no-JavaScript sheet). */
function render(node: ReactNode, page?: PageSettingsValue): string {
  return renderAll(node, page).replace(/<noscript>.*<\/noscript>$/s, "");
}

describe("lead-form trigger", () => {
  // Rewritten for LM-21 and LM-26: the trigger is a link to #book-appointment playing a button
  // (role="button"), so that a tap before hydration is not lost; it was a <button type="button">.
  it("[LM-19][LM-14] renders a button (a link with role button, for taps before hydration), labelled 'Book Appointment' by default", () => {
    const html = render(<LeadFormTrigger />);
    expect(html).toMatch(
      /^<a href="#book-appointment" role="button" aria-haspopup="dialog"[^>]*data-lead-trigger="default"/,
    );
    expect(html).toContain("<span>Book Appointment</span>");
  });

  it("[LM-26] without JavaScript a trigger's link shows the page's call and WhatsApp sheet", () => {
    const html = renderAll(<LeadFormTrigger />, { pageType: "Home", tier: 3, locale: "hi" });
    const sheet =
      /<noscript><section id="book-appointment"[^>]*class="([^"]*)"[^>]*>(.*)<\/section><\/noscript>$/s.exec(
        html,
      );
    expect(sheet).not.toBeNull();
    // Hidden until a trigger's link targets it.
    expect(sheet?.[1]).toMatch(/(^| )hidden( |$)/);
    expect(sheet?.[1]).toContain("target:block");
    expect(sheet?.[2]).toMatch(/href="tel:\+91\d{10}"/);
    expect(sheet?.[2]).toContain("https://api.whatsapp.com/send?phone=");
    expect(sheet?.[2]).toContain("मुफ़्त");
  });

  it("[LM-11][LM-12][LM-13] the label falls back: button title, button text, title", () => {
    expect(render(<LeadFormTrigger modalButtonTitle="A" buttonText="B" title="C" />)).toContain(
      "<span>A</span>",
    );
    expect(render(<LeadFormTrigger buttonText="B" title="C" />)).toContain("<span>B</span>");
    expect(render(<LeadFormTrigger title="C" />)).toContain("<span>C</span>");
  });

  it("[LM-15][LM-16][LM-17][LM-18] shows the mode's icon at the spec's size", () => {
    const icon = (html: string) => /<svg[^>]*>/.exec(html)?.[0] ?? "";
    expect(icon(render(<LeadFormTrigger mode="appointment" />))).toMatch(
      /width="20" height="20".*data-icon="calendar"/,
    );
    expect(icon(render(<LeadFormTrigger mode="costCalculator" />))).toMatch(
      /width="40" height="40".*data-icon="calculator"/,
    );
    expect(icon(render(<LeadFormTrigger mode="document" />))).toMatch(
      /width="40" height="40".*data-icon="document"/,
    );
    expect(icon(render(<LeadFormTrigger mode="insuranceCheck" />))).toMatch(
      /data-icon="insuranceCheck"/,
    );
    expect(render(<LeadFormTrigger mode="callback" />)).not.toContain("<svg");
  });

  it("[LM-20] a dangerous (HTML) label renders as a div with the sanitised HTML", () => {
    const html = render(
      <LeadFormTrigger htmlLabel={`Get <b>Free</b> Quote<img src=x onerror="alert(1)">`} />,
    );
    expect(html).toMatch(/^<div role="button" tabindex="0"/);
    expect(html).toContain("Get <b>Free</b> Quote&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<button");
  });

  it("[LM-21][LM-22] a click opens the modal and resets the selected doctor and hospital ids", () => {
    const open = vi.fn();
    const reset = vi.fn();
    activateTrigger({ open, resetDoctorHospital: reset, request: { variant: "2" } });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ variant: "2" });
  });

  it("[LM-23] with a custom change handler, a click calls it and keeps the ids", () => {
    const open = vi.fn();
    const reset = vi.fn();
    const onChange = vi.fn();
    activateTrigger({ open, resetDoctorHospital: reset, onChange, request: {} });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("custom content is the button's name: no aria-label that would differ from the visible text", () => {
    const html = render(
      <LeadFormTrigger modalButtonTitle="Book Appointment">
        Get Second Opinion <b>Book an Appointment</b>
      </LeadFormTrigger>,
    );
    expect(html).toMatch(/^<a href="#book-appointment" role="button"/);
    expect(html).not.toContain("aria-label");
    expect(html).toContain("Get Second Opinion <b>Book an Appointment</b>");
  });

  it("a page whose lead form is off (isFormEnabled false) shows no triggers", () => {
    const off = { pageType: "Home", tier: 3, isFormEnabled: false } as const;
    expect(renderAll(<LeadFormTrigger />, off)).toBe("");
    expect(renderAll(<LeadFormTrigger htmlLabel="Get <b>Free</b> Quote" />, off)).toBe("");
    expect(renderAll(<LeadFormTrigger>Book</LeadFormTrigger>, off)).toBe("");
    expect(render(<LeadFormTrigger />, { ...off, isFormEnabled: true })).toContain('role="button"');
  });
});
