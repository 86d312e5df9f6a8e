"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { PageType } from "@/src/config/site";
import type { FieldRequirements } from "@/src/lib/lead/fields";

/**
 * The shared page context of spec §3: form title, page type, tier, and the selected doctor and
 * hospital ids with their reset. The layout provides it; a page declares its own values with
 * <PageSettings>, so shell parts rendered by the layout (floating buttons, ribbon) know them.
 */
export interface PageSettingsValue {
  pageType: PageType;
  /** Default lead tier 3 (spec §9). */
  tier: number;
  formTitle?: string;
  pageName?: string;
  departmentId?: number;
  /** The page's department name, sent with leads as PageDepartment. */
  departmentName?: string;
  doctorId?: number;
  hospitalId?: number;
  whatsAppMessage?: string;
  isCallEnabled?: boolean;
  isWhatsAppEnabled?: boolean;
  /** Spec §3 page props for lead forms: the field-requirements object (field → requirement). */
  formRequirements?: FieldRequirements;
  /** Extra lead fields the page sends with every lead (e.g. placement, entity). */
  leadFormKeys?: Record<string, string>;
  /** Opened in a new tab after a successful lead (spec §4). */
  successRedirection?: string;
  /** false: the page shows no lead form. */
  isFormEnabled?: boolean;
  vendorId?: string;
  whatsAppNumber?: string;
  /** The lead-form variant this page asks for (forced to '0' on info, policy, listing pages). */
  leadFormVariant?: string;
  /** Lead forms on this page verify the mobile by OTP first (DESIGN §5; off by default). */
  leadOtpRequired?: boolean;
}

interface PageContextValue extends PageSettingsValue {
  setSettings: (settings: PageSettingsValue) => void;
  selectDoctorHospital: (ids: { doctorId?: number; hospitalId?: number }) => void;
  /** Clears the selected doctor and hospital ids. */
  resetDoctorHospital: () => void;
}

const DEFAULTS: PageSettingsValue = { pageType: "Home", tier: 3 };

const PageContext = createContext<PageContextValue | null>(null);

export function PageContextProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<PageSettingsValue>(DEFAULTS);
  const selectDoctorHospital = useCallback(
    (ids: { doctorId?: number; hospitalId?: number }) => setSettings((s) => ({ ...s, ...ids })),
    [],
  );
  const resetDoctorHospital = useCallback(
    () => setSettings((s) => ({ ...s, doctorId: undefined, hospitalId: undefined })),
    [],
  );
  const value = useMemo(
    () => ({ ...settings, setSettings, selectDoctorHospital, resetDoctorHospital }),
    [settings, selectDoctorHospital, resetDoctorHospital],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext must be used inside <PageContextProvider>");
  return value;
}
