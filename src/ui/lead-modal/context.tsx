"use client";

import { usePathname } from "next/navigation";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { displayPhone, pagePhone, telHref, whatsAppHref } from "@/src/config/site";
import enCommon from "@/src/lib/i18n/messages/en/common.json";
import hiCommon from "@/src/lib/i18n/messages/hi/common.json";
import type { LeadMode } from "@/src/lib/lead/modal";
import { PhoneIcon, WhatsAppIcon } from "@/src/ui/icons";
import { ModalErrorBoundary, ModalLoading } from "@/src/ui/lazy-modal";
import { captureAttribution } from "@/src/ui/lead-form/attribution-store";
import { track } from "@/src/ui/tracking";
import type { LeadFormOptions } from "@/src/ui/lead-form/lead-form";
import { usePageContext } from "@/src/ui/page/page-context";

/**
 * Opens lead-form modals from anywhere in the shell (ribbon, hero, section buttons). The modal
 * and the form are loaded on demand (first intent: hover, focus or touch of a trigger), so that
 * content pages do not ship the form up front (the first-load JavaScript budget).
 */
export interface LeadModalRequest {
  /** Lead-form variant, default '3' (LF-78); forced to '0' on info, policy, listing pages. */
  variant?: string;
  /** The modal title from props (first of the title fallbacks). */
  title?: string;
  mode?: LeadMode;
  options?: LeadFormOptions;
}

interface LeadModalContextValue {
  request: LeadModalRequest | null;
  open: (request?: LeadModalRequest) => void;
  close: () => void;
}

const LeadModalContext = createContext<LeadModalContextValue | null>(null);

const loadLeadModal = () => import("./lead-modal");

/** Starts loading the modal and form chunk (idempotent). */
export function preloadLeadModal(): void {
  void loadLeadModal().catch(() => {});
}

/** English, for a provider rendered without the page's messages (tests). */
const DEFAULT_LOADING_LABEL = "Loading form…";

const TRIGGER_SELECTOR = '[data-lead-trigger], [data-ribbon="second-opinion"]';

/**
 * The address hash of the lead-form triggers' links (./trigger.tsx): a trigger tapped before
 * the page's script ran leaves it, and the provider opens the form when it starts.
 */
export const LEAD_FORM_HASH = "book-appointment";

export function LeadModalProvider({
  children,
  loadingLabel = DEFAULT_LOADING_LABEL,
}: {
  children: ReactNode;
  /** The loading spinner's accessible name (messages lead.modal.loading). */
  loadingLabel?: string;
}) {
  const [request, setRequest] = useState<LeadModalRequest | null>(null);
  // The control that opened the modal gets the focus back when it closes (Escape, close button,
  // a tap outside): the dialog is opened from code, so Radix has no trigger of its own to return to.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((r: LeadModalRequest = {}) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    track({ event: "lead_form_open", lead_mode: r.mode ?? "appointment", lead_variant: r.variant });
    setRequest(r);
  }, []);
  const close = useCallback(() => {
    setRequest(null);
    const back = opener.current;
    opener.current = null;
    // After the dialog has unmounted (its focus trap would keep the focus inside).
    if (back) setTimeout(() => back.isConnected && back.focus(), 0);
  }, []);
  // A failed lazy() stays failed: after a failure the next open gets a fresh one (a new try).
  const [LeadModal, setLeadModal] = useState(() => lazy(loadLeadModal));
  const onModalError = useCallback(() => {
    setLeadModal(() => lazy(loadLeadModal));
    setRequest(null);
  }, []);
  const value = useMemo(() => ({ request, open, close }), [request, open, close]);
  const pathname = usePathname();

  // First-touch attribution of the visit (RT-39 query parameters).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    captureAttribution(window.location);
  }, [pathname]);

  // A trigger tapped before this script ran left its hash: open the form now. The trigger that
  // was tapped has the focus where the browser gives links focus on a tap; elsewhere the page's
  // own form opens. The hash goes, so a reload or Back does not open it again.
  useEffect(() => {
    const replay = () => {
      if (window.location.hash !== `#${LEAD_FORM_HASH}`) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
      const tapped = document.activeElement?.closest?.("[data-lead-trigger]");
      if (tapped instanceof HTMLElement) tapped.click();
      else open({});
    };
    replay();
    window.addEventListener("hashchange", replay);
    return () => window.removeEventListener("hashchange", replay);
  }, [open]);

  // Load the form as soon as the visitor shows intent to open it.
  useEffect(() => {
    const onIntent = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(TRIGGER_SELECTOR)) {
        preloadLeadModal();
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      }
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, []);

  return (
    <LeadModalContext.Provider value={value}>
      {children}
      <NoScriptBooking />
      {request ? (
        <ModalErrorBoundary onError={onModalError}>
          <Suspense fallback={<ModalLoading label={loadingLabel} onClose={close} />}>
            <LeadModal request={request} onClose={close} />
          </Suspense>
        </ModalErrorBoundary>
      ) : null}
    </LeadModalContext.Provider>
  );
}

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

export function useLeadModal(): LeadModalContextValue {
  const value = useContext(LeadModalContext);
  if (!value) throw new Error("useLeadModal must be used inside <LeadModalProvider>");
  return value;
}

/**
 * Without JavaScript the form cannot be sent, so a trigger's link (#book-appointment) shows this
 * sheet instead: the page's phone and WhatsApp, which book the same appointment. It exists only
 * when scripting is off (<noscript>), and shows only once a trigger's link is followed (:target).
 */
function NoScriptBooking() {
  const page = usePageContext();
  if (page.isFormEnabled === false) return null;
  const m = page.locale === "hi" ? hiCommon : enCommon;
  const phone = pagePhone(page.pageType, page.tier);
  const link =
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 py-3 font-semibold";
  return (
    <noscript>
      <section
        id={LEAD_FORM_HASH}
        aria-label={m.bookFreeAppointment}
        className="fixed inset-x-0 bottom-0 z-50 hidden rounded-t-3xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 target:block sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-96 sm:rounded-3xl"
      >
        <h2 className="text-xl font-bold text-slate-900">{m.bookFreeAppointment}</h2>
        <div className="mt-4 flex flex-col gap-3">
          <a href={telHref(phone)} className={`${link} bg-accent-700 text-white`}>
            <PhoneIcon size={20} /> {m.callUs}: {displayPhone(phone)}
          </a>
          <a
            href={whatsAppHref(page.whatsAppMessage, page.whatsAppNumber)}
            className={`${link} bg-[#156b32] text-white`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon size={20} /> {m.chatOnWhatsApp}
          </a>
          <a href="#main" className={`${link} text-slate-700`}>
            {m.close}
          </a>
        </div>
      </section>
    </noscript>
  );
}
