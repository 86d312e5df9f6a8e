import { type Locale, localePrefix } from "../i18n/locale";

/** Where a successful submission goes (TY-1); a Hindi page's form to `/hi` + this (HI-15). */
export const THANK_YOU_PATH = "/thankyou";

export interface ThankYouInput {
  /** The form's language: a Hindi form's reader goes on to the Hindi thank-you page. */
  locale?: Locale;
  pageType?: string;
  /** The page's department (marketing pages only). */
  department?: string;
  /** The PDF-marketing variant: the thank-you page shows the PDF message (MK-6). */
  pdf?: boolean;
}

/**
 * `/thankyou?isquicksurvey=1`; marketing pages add isplanfeature=1, department and
 * source=Marketing; other pages carry none of those.
 *
 * Departs from TY-4 (docs/decisions/0013-no-mobile-number-in-thank-you-url.md): the spec's `mob`
 * (the submitted mobile number) is left out. In a URL it reaches the browser history, analytics
 * page views, server and CDN logs and, on a click out, other sites' referrers. The thank-you page
 * reads the number from this tab's sessionStorage instead, where the form leaves it (LF-63).
 */
export function thankYouUrl(input: ThankYouInput = {}): string {
  const params = new URLSearchParams({ isquicksurvey: "1" });
  if (input.pageType === "Marketing") {
    params.set("isplanfeature", "1");
    params.set("department", input.department ?? "");
    params.set("source", "Marketing");
    if (input.pdf) params.set("pdf", "1");
  }
  return `${localePrefix(input.locale ?? "en")}${THANK_YOU_PATH}?${params.toString()}`;
}

/** What the thank-you page shows, read from its query. */
export function thankYouView(search: URLSearchParams) {
  const marketing = search.get("isplanfeature") === "1";
  return {
    quickSurvey: search.get("isquicksurvey") === "1",
    marketing,
    pdf: marketing && search.get("pdf") === "1",
    department: search.get("department")?.trim() || undefined,
  };
}
