import Link from "next/link";
import { LogoMark } from "@/src/ui/icons";

/**
 * The shell's small logo on pages that have no header (the chat, the thank-you page): a patient
 * who is done there needs a way back to the site, and nothing more, so no menu, search or
 * account. Its height is `--logo-bar` (app/globals.css), which the chat's full-screen view leaves
 * to it.
 */
export function LogoBar({
  brand,
  label,
  homeHref,
}: {
  brand: string;
  label: string;
  homeHref: string;
}) {
  return (
    <header
      className="logo-bar border-b border-slate-200 bg-white"
      data-testid="logo-bar"
      data-chrome=""
    >
      <div className="mx-auto flex h-full max-w-2xl items-center px-4">
        <Link
          href={homeHref}
          aria-label={label}
          className="flex min-h-11 items-center gap-2"
          data-testid="logo"
        >
          <LogoMark size={24} />
          <span className="text-base font-bold tracking-tight text-brand-800">{brand}</span>
        </Link>
      </div>
    </header>
  );
}
