import { format, getMessages, type Locale, localePrefix } from "@/src/lib/i18n";
import { MY_DATA_PATH, NOTICE_VERSION } from "@/src/lib/privacy/purposes";

const SECTIONS = [
  ["collectTitle", "collect"],
  ["purposeTitle", "purpose"],
  ["retentionTitle", "retention"],
  ["recipientsTitle", "recipients"],
  ["withdrawTitle", "withdraw"],
  ["complainTitle", "complain"],
] as const;

/** The itemised notice the lead form's consent line links (DPDP Act s.5). */
export function DataNotice({ locale }: { locale: Locale }) {
  const m = getMessages(locale).privacy.notice;
  return (
    <div className="mt-3 flex flex-col gap-5" data-testid="data-notice">
      <p className="text-slate-700">{format(m.intro, { version: NOTICE_VERSION })}</p>
      {SECTIONS.map(([title, body]) => (
        <section key={title}>
          <h2 className="text-lg font-semibold">{m[title]}</h2>
          <p className="mt-1 leading-7 text-slate-800">{m[body]}</p>
        </section>
      ))}
      <a
        href={`${localePrefix(locale)}${MY_DATA_PATH}`}
        className="btn-accent inline-flex min-h-11 items-center justify-center"
      >
        {m.myData}
      </a>
    </div>
  );
}
