import type { Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { displayPhone, telHref, whatsAppHref } from "@/src/config/site";
import { OpenLeadFormButton } from "@/src/ui/lead-modal/open-button";

const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-xl px-5 py-3 text-base font-semibold";

/** The contact page's ways to reach the care team: call, WhatsApp, or a callback lead form. */
export function ContactActions({ phone, m }: { phone: string; m: Messages["content"] }) {
  return (
    <section
      className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
      aria-label={m.contactCallback}
    >
      <p className="text-slate-700">{m.contactLead}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={telHref(phone)} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {format(m.contactCall, { phone: displayPhone(phone) })}
        </a>
        <a
          href={whatsAppHref()}
          className={`${BUTTON} bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50`}
        >
          {m.contactWhatsApp}
        </a>
        <OpenLeadFormButton className={`${BUTTON} bg-accent-700 text-white hover:bg-accent-800`}>
          {m.contactCallback}
        </OpenLeadFormButton>
      </div>
    </section>
  );
}
