import type { Metadata } from "next";
import { Suspense } from "react";
import { getMessages } from "@/src/lib/i18n";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";
import { ThankYouStatic, ThankYouView } from "@/src/ui/thankyou/thank-you-view";

type Props = { params: Promise<{ shell: string }> };

// Registry: ThankYou; a literal, as Next.js requires.
export const revalidate = 86400;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolvePage(params, "thankyou");
  return { title: getMessages(locale).thankyou.metaTitle, robots: { index: false, follow: false } };
}

// /thankyou – after a successful lead (spec §2): static; the query (isquicksurvey,
// isplanfeature, department, pdf) and the session's lead are read in the browser.
export default async function ThankYouPage({ params }: Props) {
  const { locale, route } = await resolvePage(params, "thankyou");
  const m = getMessages(locale);
  return (
    <PageSettings route={route} locale={locale}>
      <Suspense fallback={<ThankYouStatic m={m.thankyou} />}>
        <ThankYouView m={m.thankyou} />
      </Suspense>
    </PageSettings>
  );
}
