import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getMessages, type Locale } from "@/src/lib/i18n";
import { StopPanel } from "@/src/ui/privacy/stop-panel";

describe("the stop page says what its link stops", () => {
  for (const locale of ["en", "hi"] as Locale[]) {
    it(`[DP-28] (${locale}) it names this request only and points to My data for every request of the number`, () => {
      const m = getMessages(locale).privacy;
      const html = renderToStaticMarkup(
        <StopPanel
          token="41-x"
          leadId={41}
          locale={locale}
          m={m.stop}
          purposes={m.purposes}
          myDataHref={locale === "hi" ? "/hi/my-data" : "/my-data"}
        />,
      );
      expect(html).toContain('data-testid="stop-scope"');
      expect(html).toContain(locale === "hi" ? "केवल अनुरोध सं. 41" : "about request no. 41 only");
      expect(html).toContain(locale === "hi" ? 'href="/hi/my-data"' : 'href="/my-data"');
      // What the page says while it works agrees: this request, not "all contact".
      expect(m.stop.stopping).toMatch(locale === "hi" ? /इस अनुरोध/ : /this request/);
      expect(html).not.toMatch(/Stopping all contact|सभी संपर्क/);
    });
  }
});
