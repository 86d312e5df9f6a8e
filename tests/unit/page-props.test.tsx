import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteConfig, whatsAppHref, whatsAppNumberOf } from "@/src/config/site";
import { resolveFields } from "@/src/lib/lead/fields";
import { initialLeadValues } from "@/src/lib/lead/form-values";
import { modalTitle } from "@/src/lib/lead/modal";
import { buildLeadPayload } from "@/src/lib/lead/payload";
import { LeadForm, leadPageValues } from "@/src/ui/lead-form/lead-form";
import { LeadModalProvider } from "@/src/ui/lead-modal/context";
import { LeadFormTrigger } from "@/src/ui/lead-modal/trigger";
import {
  INITIAL_PAGE_STATE,
  PageContextProvider,
  type PageSettingsValue,
  pageReducer,
  usePageContext,
} from "@/src/ui/page/page-context";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => {} }),
  usePathname: () => "/treatment/lasik",
}));

/** A page that sets every prop a page accepts. */
const PAGE: PageSettingsValue = {
  pageType: "Treatment",
  tier: 2,
  hospitalId: 7,
  doctorId: 11,
  departmentId: 8,
  formRequirements: { email: "required" },
  leadFormKeys: { placement: "hero", entity: "treatment:lasik" },
  successRedirection: "https://example.com/guide.pdf",
  whatsAppMessage: "Hi, I want to know about LASIK.",
  isCallEnabled: false,
  isWhatsAppEnabled: true,
  isFormEnabled: true,
  vendorId: "vendor-9",
  whatsAppNumber: "98765 01234",
};

function inPage(page: PageSettingsValue, node: React.ReactNode): string {
  return renderToStaticMarkup(
    <PageContextProvider initial={page}>
      <LeadModalProvider>{node}</LeadModalProvider>
    </PageContextProvider>,
  );
}

describe("[LF-11] the props a page accepts", () => {
  it("[LF-11] pageType, tier, hospitalId, doctorId, leadFormKeys and VendorId reach the page's leads", () => {
    const page = leadPageValues(
      { ...PAGE, selected: {} },
      { variant: "3", locale: "en" },
      { title: "LASIK", path: "/treatment/lasik" },
    );
    const lead = buildLeadPayload({
      values: { ...initialLeadValues(), name: "A", mobile: "9876543210" },
      fields: resolveFields("3"),
      page,
      options: { cities: [], specialities: [] },
    });
    expect(lead).toMatchObject({
      PageTypeData: "Treatment",
      LeadTier: 2,
      hospitalid: 7,
      docotrid: 11,
      placement: "hero",
      entity: "treatment:lasik",
      vendorId: "vendor-9",
    });
  });

  it("[LF-11] formRequirements, whatsapp message, WhatsAppNumber, isCallEnabled and isWhatsAppEnabled shape its forms", () => {
    const html = inPage(PAGE, <LeadForm idPrefix="f" locale="en" />);
    expect(html).toContain('data-field="f-email"');
    const contact = /data-testid="lead-contact">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    // The call is off; the chat goes to the page's number with the page's message.
    expect(contact).not.toContain("tel:");
    expect(contact).toContain(
      whatsAppHref("Hi, I want to know about LASIK.", "98765 01234").replaceAll("&", "&amp;"),
    );
    expect(contact).toContain("phone=919876501234");
    const off = inPage(
      { ...PAGE, isWhatsAppEnabled: false, isCallEnabled: false },
      <LeadForm idPrefix="f" locale="en" />,
    );
    expect(off).not.toContain('data-testid="lead-contact"');
  });

  it("[LF-11] isFormEnabled false: the page shows no lead-form trigger", () => {
    expect(inPage(PAGE, <LeadFormTrigger />)).toContain("data-lead-trigger");
    const off = inPage({ ...PAGE, isFormEnabled: false }, <LeadFormTrigger />);
    expect(off).not.toContain("data-lead-trigger");
  });

  it("[LF-11] a page's WhatsAppNumber: 10 digits get +91, a number with its code is kept, anything else is the expert's", () => {
    expect(whatsAppNumberOf("9876501234")).toBe("919876501234");
    expect(whatsAppNumberOf("+91 98765-01234")).toBe("919876501234");
    expect(whatsAppNumberOf("971501234567")).toBe("971501234567");
    expect(whatsAppNumberOf(undefined)).toBe(siteConfig.expertWhatsApp);
    expect(whatsAppNumberOf("call us")).toBe(siteConfig.expertWhatsApp);
    expect(whatsAppNumberOf("12345")).toBe(siteConfig.expertWhatsApp);
    expect(whatsAppHref("Hi")).toContain(`phone=${siteConfig.expertWhatsApp}`);
  });
});

function ContextProbe() {
  const page = usePageContext();
  return (
    <p>
      {page.formTitle}|{page.pageType}|{page.tier}|{typeof page.resetDoctorHospital}
    </p>
  );
}

describe("[LF-12] the shared page context", () => {
  it("[LF-12] provides the form title, the page type and the tier; the modal title falls back to its form title", () => {
    const html = renderToStaticMarkup(
      <PageContextProvider
        initial={{ pageType: "Condition", tier: 2, formTitle: "Talk to a piles expert" }}
      >
        <ContextProbe />
      </PageContextProvider>,
    );
    expect(html).toBe("<p>Talk to a piles expert|Condition|2|function</p>");
    expect(
      modalTitle({ contextFormTitle: "Talk to a piles expert" }, "Book Free Appointment"),
    ).toBe("Talk to a piles expert");
    // Without a page of its own, the defaults: Home, tier 3.
    expect(
      renderToStaticMarkup(
        <PageContextProvider>
          <ContextProbe />
        </PageContextProvider>,
      ),
    ).toBe("<p>|Home|3|function</p>");
  });

  it("[LF-12] its reset clears the selected doctor and hospital ids", () => {
    const selected = pageReducer(INITIAL_PAGE_STATE, {
      type: "select",
      ids: { doctorId: 3, hospitalId: 4 },
    });
    expect(selected.selected).toEqual({ doctorId: 3, hospitalId: 4 });
    expect(pageReducer(selected, { type: "reset" }).selected).toEqual({});
  });
});
