import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import type { ChatMode } from "@/src/lib/chat/conversation";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { ChatAssistant } from "./chat-assistant";

/**
 * `/chat` and `/chat/ai` (SH-10, SH-15: no header, footer or banner; no floating buttons): the
 * assistant fills the screen under the shell's small logo, with "talk to a person now" (call and
 * WhatsApp) always in view above the conversation, at every step.
 */
export function ChatView({ m, locale, mode }: { m: Messages; locale: Locale; mode: ChatMode }) {
  const c = m.chat;
  const phone = pagePhone("Chat", undefined);
  const title = mode === "assistant" ? c.titleAi : c.title;
  return (
    <div className="mx-auto flex h-[calc(100dvh-var(--logo-bar,0px))] w-full max-w-2xl flex-col bg-slate-50 md:border-x md:border-slate-200">
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="text-lg font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{c.subtitle}</p>
        <nav
          aria-label={c.talkToPerson}
          className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
          data-testid="chat-person"
        >
          <span className="font-semibold text-slate-800">{c.talkToPerson}:</span>
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            <PhoneIcon size={16} />
            {format(c.call, { phone: displayPhone(phone) })}
          </a>
          <a
            href={whatsAppHref()}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            <WhatsAppIcon size={16} />
            {c.whatsapp}
          </a>
        </nav>
      </header>
      <ChatAssistant
        m={c}
        lead={{
          consent: m.lead.consent,
          terms: m.lead.terms,
          privacy: m.lead.privacy,
          notice: m.lead.notice,
          noticeHref: m.lead.noticeHref,
          termsHref: m.lead.termsHref,
          privacyHref: m.lead.privacyHref,
          nameError: m.lead.errors.name,
          mobileError: m.lead.errors.mobile,
        }}
        coverageWords={m.medical.coverage.summary}
        locale={locale}
        mode={mode}
        pageName={title}
      />
    </div>
  );
}
