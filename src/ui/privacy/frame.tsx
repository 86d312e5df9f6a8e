import type { ReactNode } from "react";
import type { Locale } from "@/src/lib/i18n";
import { localeHome } from "@/src/lib/i18n";

/**
 * The frame of the patient's data pages (notice, My data, stop link): a plain header with the
 * brand and a narrow column, apart from the catalogue's shells (these pages are per-patient).
 */
export function PrivacyFrame({
  locale,
  title,
  children,
}: {
  locale: Locale;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center px-4 py-3">
          <a href={localeHome(locale)} className="text-lg font-bold text-brand-800">
            Vaidya
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl px-4 py-6 text-slate-900">
        <h1 className="text-2xl font-bold leading-tight">{title}</h1>
        {children}
      </main>
    </>
  );
}
