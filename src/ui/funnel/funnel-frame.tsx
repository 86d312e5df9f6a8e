import type { ReactNode } from "react";
import type { Messages } from "@/src/lib/i18n";
import { BrandBar } from "@/src/ui/campaign/brand-bar";

/** The funnel page around its steps: brand, call link, title and intro (server HTML). */
export function FunnelFrame({
  m,
  brand,
  contact,
  children,
}: {
  m: Messages["campaign"];
  brand: string;
  contact: { tel: string; phone: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10" data-testid="funnel-page">
      <BrandBar brand={brand} tel={contact.tel} phone={contact.phone} />
      <h1 className="mt-2 text-2xl font-bold leading-tight text-slate-900">{m.funnel.title}</h1>
      <p className="mt-2 text-base leading-7 text-slate-700">{m.funnel.intro}</p>
      <div className="mt-6 rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200">
        {children}
      </div>
    </div>
  );
}
