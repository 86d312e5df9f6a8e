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
  useState,
} from "react";
import type { LeadMode } from "@/src/lib/lead/modal";
import { ModalErrorBoundary, ModalLoading } from "@/src/ui/lazy-modal";
import { captureAttribution } from "@/src/ui/lead-form/attribution-store";
import type { LeadFormOptions } from "@/src/ui/lead-form/lead-form";

/**
 * Opens lead-form modals from anywhere in the shell (ribbon, hero, section buttons). The modal
 * and the form are loaded on demand (first intent: hover, focus or touch of a trigger), so that
 * content pages do not ship the form up front (DESIGN §9).
 */
export interface LeadModalRequest {
  /** Lead-form variant, default '3' (spec §9); forced to '0' on info, policy, listing pages. */
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

export function LeadModalProvider({
  children,
  loadingLabel = DEFAULT_LOADING_LABEL,
}: {
  children: ReactNode;
  /** The loading spinner's accessible name (messages lead.modal.loading). */
  loadingLabel?: string;
}) {
  const [request, setRequest] = useState<LeadModalRequest | null>(null);
  const open = useCallback((r: LeadModalRequest = {}) => setRequest(r), []);
  const close = useCallback(() => setRequest(null), []);
  // A failed lazy() stays failed: after a failure the next open gets a fresh one (a new try).
  const [LeadModal, setLeadModal] = useState(() => lazy(loadLeadModal));
  const onModalError = useCallback(() => {
    setLeadModal(() => lazy(loadLeadModal));
    setRequest(null);
  }, []);
  const value = useMemo(() => ({ request, open, close }), [request, open, close]);
  const pathname = usePathname();

  // First-touch attribution of the visit (spec §2 query parameters).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    captureAttribution(window.location);
  }, [pathname]);

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
