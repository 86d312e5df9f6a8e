import type { Metadata } from "next";
import type { Locale } from "@/src/lib/i18n";
import type { PageModule } from "@/src/ui/page/page-module";
import { Suspense } from "react";
import { getMessages } from "@/src/lib/i18n";
import { localeHome } from "@/src/lib/locale-switch";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { ThankYouStatic, ThankYouView } from "@/src/ui/thankyou/thank-you-view";

type Props = { params: Promise<{ locale: Locale }> };

async function thankYouMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolvePage(params, "thankyou");
  return { title: getMessages(locale).thankyou.metaTitle, robots: { index: false, follow: false } };
}

// /thankyou – after a successful lead: static; the query (isquicksurvey, isplanfeature,
// department, pdf) and the session's lead are read in the browser; opened without a lead in the
// session, it says so instead of thanking for a request.
async function ThankYouPage({ params }: Props) {
  const { locale, route } = await resolvePage(params, "thankyou");
  const m = getMessages(locale);
  const homeHref = localeHome(locale);
  return (
    <PageSettings route={route} locale={locale}>
      <Suspense fallback={<ThankYouStatic m={m.thankyou} homeHref={homeHref} />}>
        <ThankYouView m={m.thankyou} homeHref={homeHref} />
      </Suspense>
    </PageSettings>
  );
}

/** The routes of this module, by registry id (the generated page files render them). */
export const pages = {
  thankyou: { render: ThankYouPage, metadata: thankYouMetadata },
} satisfies PageModule;
