"use client";

import { Fragment, type ReactNode } from "react";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { format } from "@/src/lib/i18n/format";
import { PRIVACY_PATH, TERMS_PATH } from "@/src/lib/lead/consent";
import { PhoneIcon, ShieldIcon, WhatsAppIcon } from "@/src/ui/icons";
import type { PageSettingsValue } from "@/src/ui/page/page-context";
import type { LeadMessages } from "./messages";

/**
 * Under the fields: the submit button, the consent line, the privacy note and the page's call
 * and WhatsApp links (unless the page turns them off).
 */
export function LeadFormFooter({
  m,
  label,
  submitting,
  page,
}: {
  m: LeadMessages;
  /** The button's text when not submitting. */
  label: string;
  submitting: boolean;
  page: Pick<
    PageSettingsValue,
    "pageType" | "tier" | "isCallEnabled" | "isWhatsAppEnabled" | "whatsAppMessage"
  >;
}) {
  return (
    <div className="mt-1 flex flex-col gap-3">
      <button
        type="submit"
        disabled={submitting}
        aria-disabled={submitting || undefined}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-[#9a3412] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-700 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-75"
        data-testid="lead-submit"
      >
        {submitting ? m.submitting : label}
      </button>
      <p className="text-xs leading-5 text-slate-600" data-testid="lead-consent">
        <ConsentLine template={m.consent} terms={m.terms} privacy={m.privacy} />
      </p>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <ShieldIcon size={14} className="shrink-0 text-brand-700" />
        {m.secure}
      </p>
      {page.isCallEnabled !== false || page.isWhatsAppEnabled !== false ? (
        <div
          className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm"
          data-testid="lead-contact"
        >
          <span className="text-slate-600">{m.contact.talk}</span>
          {page.isCallEnabled !== false ? (
            <a
              href={telHref(pagePhone(page.pageType, page.tier))}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900"
            >
              <PhoneIcon size={16} />
              {format(m.contact.call, {
                phone: displayPhone(pagePhone(page.pageType, page.tier)),
              })}
            </a>
          ) : null}
          {page.isWhatsAppEnabled !== false ? (
            <a
              href={whatsAppHref(page.whatsAppMessage)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-[#156b32] hover:text-[#0f5226]"
            >
              <WhatsAppIcon size={16} />
              {m.contact.whatsapp}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The consent line (DPDP Act): links /terms-conditions and /privacy in a new tab. */
function ConsentLine({
  template,
  terms,
  privacy,
}: {
  template: string;
  terms: string;
  privacy: string;
}) {
  const link = (href: string, text: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {text}
    </a>
  );
  // Text segments keyed by their offset in the template (stable, unique).
  const segments: { at: number; node: ReactNode }[] = [];
  const pattern = /\{terms\}|\{privacy\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ at: last, node: template.slice(last, at) });
    segments.push({
      at,
      node: match[0] === "{terms}" ? link(TERMS_PATH, terms) : link(PRIVACY_PATH, privacy),
    });
    last = at + match[0].length;
  }
  if (last < template.length) segments.push({ at: last, node: template.slice(last) });
  return (
    <>
      {segments.map((segment) => (
        <Fragment key={segment.at}>{segment.node}</Fragment>
      ))}
    </>
  );
}
