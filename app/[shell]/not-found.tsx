import Link from "next/link";
import { getMessages } from "@/src/lib/i18n";
import { PageSettings } from "@/src/ui/page/page-settings";

export const metadata = { title: getMessages("en").errors.notFound.metaTitle };

export default function NotFound() {
  const m = getMessages("en");
  const t = m.errors.notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <PageSettings pageType="Error" tier={3} />
      <p className="text-6xl font-bold text-brand-700">{t.code}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">{t.title}</h1>
      <p className="mt-3 text-slate-600">{t.body}</p>
      <Link
        href="/"
        className="mt-8 inline-flex rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t.home}
      </Link>
    </section>
  );
}
