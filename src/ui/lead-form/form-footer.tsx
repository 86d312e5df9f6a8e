"use client";

import { Fragment, type ReactNode } from "react";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import { format } from "@/src/lib/i18n/format";
import { PRIVACY_PATH, TERMS_PATH } from "@/src/lib/lead/consent";
import { PhoneIcon, ShieldIcon, WhatsAppIcon } from "@/src/ui/icons";
import { AppDownloadLink } from "@/src/ui/shell/app-download-link";
import type { PageSettingsValue } from "@/src/ui/page/page-context";
import type { LeadMessages } from "./messages";

type FooterPage = Pick<
  PageSettingsValue,
  "pageType" | "tier" | "isCallEnabled" | "isWhatsAppEnabled" | "whatsAppMessage" | "whatsAppNumber"
>;

/** The page's call and WhatsApp links (each unless the page turns it off). */
function ContactLinks({ m, page }: { m: LeadMessages; page: FooterPage }) {
  const phone = pagePhone(page.pageType, page.tier);
  return (
    <>
      {page.isCallEnabled !== false ? (
        <a
          href={telHref(phone)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900"
        >
          <PhoneIcon size={16} />
          {format(m.contact.call, { phone: displayPhone(phone) })}
        </a>
      ) : null}
      {page.isWhatsAppEnabled !== false ? (
        <a
          href={whatsAppHref(page.whatsAppMessage, page.whatsAppNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-[#156b32] hover:text-[#0f5226]"
        >
          <WhatsAppIcon size={16} />
          {m.contact.whatsapp}
        </a>
      ) : null}
    </>
  );
}

/**
 * The request could not be sent (its retries spent): one notice under the button, announced,
 * with a second try and the page's call and WhatsApp links. A departure from the spec's silence
 * (docs/decisions/0006-lead-failure-notice.md); the form keeps its values (LF-67).
 */
function FailureNotice({ m, page }: { m: LeadMessages; page: FooterPage }) {
  const contact = page.isCallEnabled !== false || page.isWhatsAppEnabled !== false;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm"
      data-testid="lead-failure"
    >
      <p className="font-semibold text-red-800">{m.failure.title}</p>
      <p className="mt-1 text-slate-800">{contact ? m.failure.body : m.failure.bodyNoContact}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
        >
          {m.failure.retry}
        </button>
        <ContactLinks m={m} page={page} />
      </div>
    </div>
  );
}

/**
 * Under the fields: the submit button (and, after a failed submission, the failure notice), the
 * consent line, the privacy note and the page's call and WhatsApp links (unless the page turns
 * them off).
 */
export function LeadFormFooter({
  m,
  label,
  submitting,
  failed,
  page,
  consents,
}: {
  m: LeadMessages;
  /** The optional consent ticks, drawn under the consent line. */
  consents?: ReactNode;
  /** The button's text when not submitting. */
  label: string;
  submitting: boolean;
  /** The last submission failed after its retries. */
  failed: boolean;
  page: FooterPage;
}) {
  return (
    <div className="mt-1 flex flex-col gap-3">
      <button
        type="submit"
        disabled={submitting}
        aria-disabled={submitting || undefined}
        className="btn-accent w-full text-base shadow-sm"
        data-testid="lead-submit"
      >
        {submitting ? m.submitting : label}
      </button>
      {failed && !submitting ? <FailureNotice m={m} page={page} /> : null}
      <p className="text-xs leading-5 text-slate-600" data-testid="lead-consent">
        <ConsentLine
          template={m.consent}
          terms={m.terms}
          privacy={m.privacy}
          notice={{ text: m.notice, href: m.noticeHref }}
          hrefs={{ terms: m.termsHref, privacy: m.privacyHref }}
        />
      </p>
      {consents}
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
          <ContactLinks m={m} page={page} />
        </div>
      ) : null}
      {/* MK-7: app-download beside the forms, to the site config's short link (MK-14). */}
      <AppDownloadLink
        store="short"
        placement="leadForm"
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {m.contact.app}
      </AppDownloadLink>
    </div>
  );
}

/**
 * The consent line (DPDP Act): links /terms-conditions, /privacy and the itemised notice in a new
 * tab, each in the form's language (`hrefs` from its messages, HI-14). Without `notice` the
 * notice's placeholder (and its brackets) is left out.
 */
export function ConsentLine({
  template: text,
  terms,
  privacy,
  notice,
  hrefs,
}: {
  template: string;
  terms: string;
  privacy: string;
  notice?: { text: string; href: string };
  hrefs?: { terms: string; privacy: string };
}) {
  const template = notice ? text : text.replace(/\s*\(\{notice\}\)/, "");
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
  const pattern = /\{terms\}|\{privacy\}|\{notice\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ at: last, node: template.slice(last, at) });
    segments.push({
      at,
      node:
        match[0] === "{terms}"
          ? link(hrefs?.terms ?? TERMS_PATH, terms)
          : match[0] === "{notice}" && notice
            ? link(notice.href, notice.text)
            : link(hrefs?.privacy ?? PRIVACY_PATH, privacy),
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
