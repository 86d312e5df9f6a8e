import { Suspense } from "react";
import { getMessages } from "@/src/lib/i18n";
import { localeHome } from "@/src/lib/locale-switch";
import { thankYouMessages } from "@/src/ui/thankyou/messages";
import { ThankYouStatic, ThankYouView } from "@/src/ui/thankyou/thank-you-view";
import { definePage } from "../page-kit";

// /thankyou – after a successful lead: static; the query (isquicksurvey, isplanfeature,
// department, pdf) and the session's lead are read in the browser; opened without a lead in the
// session, it says so instead of thanking for a request.
const thankyou = definePage({
  route: "thankyou",
  load: () => ({}),
  registryMeta: false,
  meta: (_, { locale }) => ({
    title: getMessages(locale).thankyou.metaTitle,
    robots: { index: false, follow: false },
  }),
  view: (_, { locale }) => {
    const m = thankYouMessages(locale);
    const homeHref = localeHome(locale);
    return (
      <Suspense fallback={<ThankYouStatic m={m} homeHref={homeHref} />}>
        <ThankYouView m={m} homeHref={homeHref} />
      </Suspense>
    );
  },
});

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = { thankyou };
