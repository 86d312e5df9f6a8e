import type { Messages } from "@/src/lib/i18n";

type SurveyMessages = Messages["thankyou"]["survey"];

/** The survey's questions in the order the thank-you page asks them, with their answers' labels. */
const QUESTIONS = [
  { key: "whenTreatment", question: "when", options: "whenOptions" },
  { key: "contactChannel", question: "channel", options: "channelOptions" },
  { key: "contactTime", question: "time", options: "timeOptions" },
] as const;

/**
 * Stored survey answers as the patient read them (the thank-you page's own questions and
 * options, in the language of `m`), for the console and the patient's readable copy: "When is a
 * good time to reach you? Evening", never `contactTime evening`. A key or value the survey does
 * not know (an older form) is shown as stored rather than dropped.
 */
export function surveyAnswersText(
  survey: Record<string, string>,
  m: SurveyMessages,
): [question: string, answer: string][] {
  const known = QUESTIONS.flatMap(({ key, question, options }) => {
    const value = survey[key];
    if (value === undefined) return [];
    const labels: Record<string, string> = m[options];
    return [[m[question], labels[value] ?? value] as [string, string]];
  });
  const knownKeys = new Set<string>(QUESTIONS.map((q) => q.key));
  const other = Object.entries(survey).filter(([key]) => !knownKeys.has(key));
  return [...known, ...other];
}
