import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { resolveFields, shownFields } from "@/src/lib/lead/fields";
import { initialLeadValues } from "@/src/lib/lead/form-values";
import { buildLeadPayload } from "@/src/lib/lead/payload";
import { renderControl } from "../fixtures/render-control";
import { LeadForm, type LeadFormProps } from "@/src/ui/lead-form/lead-form";
import { hospitalGroups } from "@/src/ui/lead-form/option-groups";
import { RadioGroup } from "@/src/ui/lead-form/radio-group";
import { PageContextProvider, type PageSettingsValue } from "@/src/ui/page/page-context";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {} }) }));

function render(props: LeadFormProps = {}, page: Partial<PageSettingsValue> = {}): string {
  return renderToStaticMarkup(
    <PageContextProvider initial={{ pageType: "Home", tier: 3, ...page }}>
      <LeadForm idPrefix="f" locale="en" {...props} />
    </PageContextProvider>,
  );
}

/** The fields in the order the form draws them (their data-field ids). */
function fieldOrder(html: string): string[] {
  return [...html.matchAll(/data-field="f-([\w]+)"/g)].map((match) => match[1] ?? "");
}

describe("lead form rendering from the variant's field list", () => {
  it("[LF-78] variant 3 draws its list in order, the insurance question as a radio group", () => {
    const html = render();
    expect(html).toContain('data-variant="3"');
    expect(fieldOrder(html)).toEqual(["name", "mobile", "city", "treatment", "insurance"]);
    expect(html).toMatch(/<fieldset id="f-insurance"[^>]*>/);
    expect(html).toContain("Do you have health insurance?");
    expect(html.match(/type="radio"[^>]*name="f-insurance"/g)).toHaveLength(2);
    expect(html).not.toContain("Insurance type");
  });

  it("[LF-27][LF-44][LF-45][LF-47] variant 4: the second-opinion radio groups, required, from their data", () => {
    const html = render({ variant: "4" });
    // The variant's list, before the answers that reveal the prior consultation and the
    // preferred city.
    expect(fieldOrder(html)).toEqual(shownFields(resolveFields("4"), {}));
    expect(fieldOrder(html)).not.toContain("preferredCity");
    for (const option of ["As soon as possible", "Morning (9 am – 12 pm)", "Evening (4 – 8 pm)"]) {
      expect(html).toContain(option);
    }
    expect(html).toMatch(
      /<legend[^>]*data-required="true">Are you open to another similar consultation in your city\?/,
    );
  });

  it("[LF-79] variant 0 has no radio group; [LF-9][LF-10] submit title and hidden name", () => {
    const html = render(
      { submitTitle: "Call me back", hideName: true },
      // The server puts the page type's registry variant in the page context (SH-38).
      { pageType: "Contact", pageVariant: "0" },
    );
    expect(fieldOrder(html)).toEqual(["mobile", "city"]);
    expect(html).not.toContain('type="radio"');
    expect(html).toContain(">Call me back</button>");
  });

  it("the insurance type alone (coverage check) lists Govt. then Private in one column", () => {
    const html = render({ fieldRequirements: { insurance: "off", insuranceType: "required" } });
    expect(fieldOrder(html)).toContain("insuranceType");
    expect(html).toMatch(/Govt\.\(Ayushman,CGHS,ECHS etc\.\).*Private Insurance/s);
    expect(html).toContain('class="grid gap-2 grid-cols-1"');
  });

  it("locality: a select with configured localities, else a text input", () => {
    const requirements = { fieldRequirements: { locality: "required" as const } };
    expect(render({ ...requirements, localities: ["Andheri"] })).toMatch(
      /role="combobox"[^>]*aria-labelledby="f-locality-label"/,
    );
    expect(render(requirements)).toMatch(/<input id="f-locality"/);
  });

  it("[LF-24] a radio selector's default value starts selected", () => {
    const options = ["a", "b"].map((value) => ({ value, label: value.toUpperCase() }));
    const props = { id: "r", name: "r", title: "T", options, defaultValue: "b" };
    const html = renderControl(RadioGroup, props);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).not.toContain("checked");
    expect(inputs[1]).toMatch(/checked="" value="b"/);
  });
});

describe("[LF-17][LF-28] hospital options and the radio selector's message", () => {
  const hospitals = [
    { HospitalId: 7, HospitalName: "Apollo Pune" },
    { HospitalId: 9, HospitalName: "Ruby Hall Clinic" },
  ];

  it("[LF-17] hospital options carry HospitalId and HospitalName: the id is the value, the name the label", () => {
    expect(hospitalGroups(hospitals)).toEqual([
      {
        options: [
          { value: "7", label: "Apollo Pune" },
          { value: "9", label: "Ruby Hall Clinic" },
        ],
      },
    ]);
    const html = render({ variant: "2", hospitals });
    expect(fieldOrder(html)).toContain("hospital");
    expect(html).toMatch(/<label id="f-hospital-label"[^>]*>Hospital<span[^>]*>\*<\/span>/);
    // The chosen option's HospitalId is what the lead carries.
    const lead = buildLeadPayload({
      values: { ...initialLeadValues(), name: "A", mobile: "9876543210", hospital: 9 },
      fields: resolveFields("2"),
      page: { pageType: "Home", tier: 3, locale: "en", variant: "2" },
      options: { cities: [], specialities: [] },
    });
    expect(lead.hospitalid).toBe(9);
  });

  it("[LF-28] a radio selector shows its error message beneath its options, tied to the group", () => {
    const options = ["Yes", "No"].map((value) => ({ value, label: value }));
    const props = { id: "r", name: "r", title: "Have you consulted before?", options };
    const withError = renderControl(RadioGroup, { ...props, error: "Please select any one" });
    expect(withError).toMatch(
      /<fieldset id="r"[^>]*aria-describedby="r-error"[^>]*>.*value="No".*<p id="r-error"[^>]*>Please select any one<\/p><\/fieldset>$/s,
    );
    const without = renderControl(RadioGroup, props);
    expect(without).not.toContain("r-error");
    expect(without).not.toContain("Please select any one");
  });
});
