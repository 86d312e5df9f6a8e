import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LAZY_LOADING_DELAY_MS, ModalLoading } from "@/src/ui/lazy-modal";

describe("[CN-8] lazy loading of the on-demand modals", () => {
  it("[CN-8] the default delay is 200 ms", () => {
    expect(LAZY_LOADING_DELAY_MS).toBe(200);
  });

  it("[CN-8] during the delay the overlay takes taps but shows no spinner and no dimming", () => {
    const html = renderToStaticMarkup(<ModalLoading label="Loading" onClose={() => {}} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-shown="false"');
    expect(html).not.toContain("animate-spin");
    expect(html).not.toContain("bg-slate-900/60");
  });

  it("[CN-8] with no delay the spinner shows at once over the dim overlay", () => {
    const html = renderToStaticMarkup(
      <ModalLoading label="Loading" onClose={() => {}} delayMs={0} />,
    );
    expect(html).toContain('data-shown="true"');
    expect(html).toContain("animate-spin");
    expect(html).toContain("bg-slate-900/60");
  });
});
