"use client";

import { localeHome } from "@/src/lib/i18n/locale";

import Link from "next/link";
import type { Messages } from "@/src/lib/i18n";
import { PageSettingsScope, usePageContext } from "./page-context";

type NotFoundMessages = Messages["errors"]["notFound"];

/**
 * The not-found page's body. Next.js gives not-found.tsx no params, so the layout's locale
 * reaches it through the page context, and both locales' few strings come as props.
 */
export function NotFoundView({ messages }: { messages: Record<"en" | "hi", NotFoundMessages> }) {
  // The layout's answer for the language switch: an unknown page under a known route switches
  // to that route's path in the other language, as before.
  const { locale, twin } = usePageContext();
  const t = messages[locale ?? "en"];
  return (
    <PageSettingsScope
      settings={{
        pageType: "Error",
        tier: 3,
        leadFormVariant: "0",
        pageVariant: "0",
        locale,
        twin,
      }}
    >
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
        <p className="text-6xl font-bold text-brand-700">{t.code}</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">{t.title}</h1>
        <p className="mt-3 text-slate-600">{t.body}</p>
        <Link
          href={localeHome(locale ?? "en")}
          className="mt-8 inline-flex rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t.home}
        </Link>
      </section>
    </PageSettingsScope>
  );
}
