import type { Messages } from "@/src/lib/i18n";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";
import { AppDownloadLink } from "./app-download-link";

/**
 * The ribbon under the header: on most pages 'Get Second Opinion from Top Surgeons! Book an
 * Appointment', which opens a lead form; on simple pages 'Download Our App for Free'.
 */
export function Ribbon({
  kind,
  m,
}: {
  kind: "second-opinion" | "app";
  m: Messages["shell"]["ribbon"];
}) {
  const className =
    // At least 44 px tall: a tap target on phones.
    "flex min-h-11 w-full flex-wrap items-center justify-center gap-x-1 bg-brand-800 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-900";
  // A landmark of its own: it sits under the header, outside it, so that only the header's bar
  // stays on screen when the page scrolls.
  if (kind === "app") {
    return (
      <aside aria-label={m.label} data-testid="ribbon" data-ribbon="app" data-chrome="">
        <AppDownloadLink store="short" placement="ribbon" className={className}>
          {m.app}
        </AppDownloadLink>
      </aside>
    );
  }
  // The shared trigger, so the ribbon too resets the selected doctor and hospital (LM-22).
  return (
    <aside aria-label={m.label} data-testid="ribbon" data-ribbon="second-opinion" data-chrome="">
      <OpenLeadFormButton className={className} request={{ variant: "4", mode: "secondOpinion" }}>
        {m.secondOpinionLead}{" "}
        <span className="font-bold underline underline-offset-2">{m.secondOpinionCta}</span>
      </OpenLeadFormButton>
    </aside>
  );
}
