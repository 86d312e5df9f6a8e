/** The quick survey's answers (no zod here: the thank-you page imports this in the browser). */
export const SURVEY_WHEN = ["this-week", "this-month", "1-3-months", "exploring"] as const;
export const SURVEY_CHANNELS = ["call", "whatsapp", "either"] as const;
export const SURVEY_TIMES = ["morning", "afternoon", "evening", "any"] as const;
