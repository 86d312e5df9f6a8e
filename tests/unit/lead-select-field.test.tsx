import { describe, expect, it } from "vitest";
import { SelectField } from "@/src/ui/lead-form/select-field";
import { renderControl } from "../fixtures/render-control";

const cities = Array.from({ length: 300 }, (_, i) => ({
  value: String(i + 1),
  label: `City ${i}`,
}));

describe("lead form select field", () => {
  it("renders no options while closed (hundreds of cities stay out of the DOM)", () => {
    const groups = [{ label: "Popular Cities", options: cities.slice(0, 6) }, { options: cities }];
    const props = { id: "f-city", label: "City", placeholder: "Select city", groups, value: "3" };
    const html = renderControl(SelectField, props);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    // The (empty, hidden) listbox stays, so aria-controls names an element.
    expect(html).toMatch(/<div[^>]*id="f-city-listbox"[^>]*role="listbox"[^>]*hidden=""/);
    expect(html).not.toContain('role="option"');
    expect(html).not.toContain("City 299");
    // The chosen option still shows in the field.
    expect(html).toContain("City 2");
  });
});
