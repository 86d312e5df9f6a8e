import type { FactCheck } from "@/src/lib/content-editing/facts";
import type { Locale } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { formatUpdated } from "@/src/ui/content/content-page-view";
import type { DiscoveryMessages } from "./parts";

/** "Last checked on {date} against: {source}" under a verified fact, with its link if any. */
export function FactChecked({
  check,
  locale,
  m,
  testId,
}: {
  check: FactCheck | undefined;
  locale: Locale;
  m: DiscoveryMessages;
  testId: string;
}) {
  if (!check) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid={testId}>
      {format(m.factChecked, {
        date: formatUpdated(check.checkedOn, locale),
        source: check.source,
      })}
      {check.sourceUrl ? (
        <>
          {" · "}
          <a
            href={check.sourceUrl}
            rel="noopener nofollow"
            className="inline-block py-1 text-brand-800 underline underline-offset-2"
          >
            {m.factSourceLink}
          </a>
        </>
      ) : null}
    </p>
  );
}
