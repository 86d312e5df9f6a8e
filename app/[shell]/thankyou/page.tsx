import type { Metadata } from "next";
import { Suspense } from "react";
import { getMessages } from "@/src/lib/i18n";
import { parseShellKey } from "@/src/lib/shell";
import { PageSettings } from "@/src/ui/page/page-settings";
import { ThankYouStatic, ThankYouView } from "@/src/ui/thankyou/thank-you-view";

export const metadata: Metadata = {
  title: getMessages("en").thankyou.metaTitle,
  robots: { index: false, follow: false },
};

// /thankyou – after a successful lead (spec §2): static; the query (isquicksurvey,
// isplanfeature, department, pdf) and the session's lead are read in the browser.
export default async function ThankYouPage({ params }: { params: Promise<{ shell: string }> }) {
  const { shell } = await params;
  const m = getMessages(parseShellKey(shell)?.locale ?? "en");
  return (
    <>
      <PageSettings pageType="Home" tier={3} isFormEnabled={false} />
      <Suspense fallback={<ThankYouStatic m={m.thankyou} />}>
        <ThankYouView m={m.thankyou} />
      </Suspense>
    </>
  );
}
