import { LogoMark, PhoneIcon } from "@/src/ui/icons";

/**
 * The top line of the bare pages (campaigns, the funnel): the brand, not a link away from the
 * offer, and the page phone. The bare shell has no site header (SH-7, SH-8).
 */
export function BrandBar({ brand, tel, phone }: { brand: string; tel: string; phone: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <span className="flex items-center gap-2 text-lg font-bold text-brand-800">
        <LogoMark size={28} />
        {brand}
      </span>
      <a
        href={tel}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200"
        data-testid="bare-call"
      >
        <PhoneIcon size={18} />
        {phone}
      </a>
    </div>
  );
}
