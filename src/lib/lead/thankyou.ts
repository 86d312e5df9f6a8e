/** Where a successful submission goes (spec §2 Thank-you route). */
export const THANK_YOU_PATH = "/thankyou";

export interface ThankYouInput {
  pageType?: string;
  /** The submitted mobile number (marketing pages only). */
  mobile?: string;
  /** The page's department (marketing pages only). */
  department?: string;
  /** The PDF-marketing variant: the thank-you page shows the PDF message (spec §9). */
  pdf?: boolean;
}

/**
 * `/thankyou?isquicksurvey=1`; marketing pages add isplanfeature=1, mob, department and
 * source=Marketing; other pages carry none of those.
 */
export function thankYouUrl(input: ThankYouInput = {}): string {
  const params = new URLSearchParams({ isquicksurvey: "1" });
  if (input.pageType === "Marketing") {
    params.set("isplanfeature", "1");
    params.set("mob", input.mobile ?? "");
    params.set("department", input.department ?? "");
    params.set("source", "Marketing");
    if (input.pdf) params.set("pdf", "1");
  }
  return `${THANK_YOU_PATH}?${params.toString()}`;
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
