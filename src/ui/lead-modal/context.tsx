"use client";

import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/**
 * Opens lead-form modals from anywhere in the shell (ribbon, hero, section buttons).
 * The modal itself is loaded on demand so that content pages do not ship the form up front.
 */
export interface LeadModalRequest {
  /** Lead-form variant, default '3' (spec §9). */
  variant?: string;
  title?: string;
}

interface LeadModalContextValue {
  request: LeadModalRequest | null;
  open: (request?: LeadModalRequest) => void;
  close: () => void;
}

const LeadModalContext = createContext<LeadModalContextValue | null>(null);

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<LeadModalRequest | null>(null);
  const value = useMemo<LeadModalContextValue>(
    () => ({ request, open: (r = {}) => setRequest(r), close: () => setRequest(null) }),
    [request],
  );
  return <LeadModalContext.Provider value={value}>{children}</LeadModalContext.Provider>;
}

export function useLeadModal(): LeadModalContextValue {
  const value = useContext(LeadModalContext);
  if (!value) throw new Error("useLeadModal must be used inside <LeadModalProvider>");
  return value;
}
