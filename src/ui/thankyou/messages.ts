import { siteConfig } from "@/src/config/site";
import { withCallbackPromise } from "@/src/lib/callback-promise";
import { getMessages, type Locale } from "@/src/lib/i18n";

/**
 * The thank-you page's messages with the callback promise filled from the one setting
 * (`siteConfig.callback`, TY-10): the same words as the confirmation SMS, and the window the
 * console's SLA clock measures.
 */
export function thankYouMessages(locale: Locale) {
  const m = getMessages(locale).thankyou;
  return {
    ...m,
    steps: m.steps.map((step) => ({
      ...step,
      body: withCallbackPromise(step.body, siteConfig.callback, locale),
    })),
  };
}
