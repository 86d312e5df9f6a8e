/** Browser storage keys of lead capture (LF-62, LF-63, AU-36). */
export const LEAD_SESSION = {
  leadId: "leadId",
  mobile: "mobileNo",
  name: "leadName",
  /** The per-lead secret that lets the thank-you page save the quick survey. */
  surveyToken: "leadSurveyToken",
  /** First-touch attribution of this visit (JSON). */
  attribution: "leadAttribution",
  /** When that attribution was recorded (ISO time). */
  attributionAt: "leadAttributionAt",
} as const;
