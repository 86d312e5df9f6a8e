"use client";

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from "react";
import type { PageType } from "@/src/config/site";
import type { Locale } from "@/src/lib/i18n";
import type { FieldRequirements } from "@/src/lib/lead/fields";
import type { LocaleAlternates } from "@/src/lib/locale-path";
import type { PageVariant } from "@/src/lib/page-registry";

/**
 * The shared page context: form title, page type, tier, and the selected doctor and
 * hospital ids with their reset. The layout provides it; a page declares its own values with
 * <PageSettings>, so shell parts rendered by the layout (floating buttons, ribbon) know them.
 *
 * The page's own doctorId/hospitalId (a doctor or hospital profile) and the *selected* ones (a
 * card on a listing picked before its form opened) are kept apart: a trigger's reset clears the
 * selection only, so a profile page's leads keep its doctor and hospital.
 */
export interface PageSettingsValue {
  pageType: PageType;
  /** The page's language (the shell's); English when unset. */
  locale?: Locale;
  /**
   * This page in each language, for the language switch, when they are not the registry's
   * same-path pairs (an article whose translation has its own slug); see src/lib/locale-switch.ts.
   */
  alternates?: LocaleAlternates;
  /**
   * The page's route answers at the same path in the other language (the registry's answer,
   * given by the server: the registry stays out of the browser, SH-38). Without alternates, the
   * switch leads there, else to the other language's home page.
   */
  twin?: boolean;
  /**
   * The page type's own lead-form variant from the registry ('0': forced on info, policy and
   * listing pages), given by the server for src/lib/lead/variant-rule.ts.
   */
  pageVariant?: PageVariant;
  /** Default lead tier 3. */
  tier: number;
  formTitle?: string;
  pageName?: string;
  departmentId?: number;
  /** The page's department name, sent with leads as PageDepartment. */
  departmentName?: string;
  /**
   * What the page is about, so that its lead forms start from it instead of asking again: the
   * treatment (its catalogue name), or the condition; the city of a city's page; the insurer
   * or scheme of an insurer's page.
   */
  treatmentName?: string;
  conditionName?: string;
  cityId?: number;
  cityName?: string;
  /**
   * On a Hindi page, that city as the page writes it (`cityName` stays the catalogue's, sent
   * with leads): the page's own words name it without the names table (SH-48).
   */
  cityNameHi?: string;
  insurer?: { name: string; type: string };
  doctorId?: number;
  hospitalId?: number;
  whatsAppMessage?: string;
  isCallEnabled?: boolean;
  isWhatsAppEnabled?: boolean;
  /** Spec §3 page props for lead forms: the field-requirements object (field → requirement). */
  formRequirements?: FieldRequirements;
  /** Extra lead fields the page sends with every lead (e.g. placement, entity). */
  leadFormKeys?: Record<string, string>;
  /** Opened in a new tab after a successful lead (LF-65). */
  successRedirection?: string;
  /** false: the page shows no lead form. */
  isFormEnabled?: boolean;
  vendorId?: string;
  whatsAppNumber?: string;
  /** The lead-form variant this page asks for (forced to '0' on info, policy, listing pages). */
  leadFormVariant?: string;
  /** Lead forms on this page verify the mobile by OTP first (off by default). */
  leadOtpRequired?: boolean;
}

export interface DoctorHospital {
  doctorId?: number;
  hospitalId?: number;
}

interface PageContextValue extends PageSettingsValue {
  /** The doctor and hospital picked on this page (not the page's own: those are above). */
  selected: DoctorHospital;
  setSettings: (settings: PageSettingsValue) => void;
  selectDoctorHospital: (ids: DoctorHospital) => void;
  /** Clears the selected doctor and hospital ids (never the page's own). */
  resetDoctorHospital: () => void;
}

export interface PageState {
  settings: PageSettingsValue;
  selected: DoctorHospital;
}

export type PageAction =
  | { type: "settings"; settings: PageSettingsValue }
  | { type: "select"; ids: DoctorHospital }
  | { type: "reset" };

const DEFAULTS: PageSettingsValue = { pageType: "Home", tier: 3 };
export const INITIAL_PAGE_STATE: PageState = { settings: DEFAULTS, selected: {} };

/**
 * The context's state changes: a page's settings (a new page also drops the previous page's
 * selection), a selection, and its reset. Only `select` and `reset` touch the selection, and
 * neither touches the page's settings.
 */
export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case "settings":
      return { settings: action.settings, selected: {} };
    case "select":
      return { ...state, selected: { ...state.selected, ...action.ids } };
    case "reset":
      return state.selected.doctorId === undefined && state.selected.hospitalId === undefined
        ? state
        : { ...state, selected: {} };
  }
}

/** The doctor and hospital a lead names: the selected ones, else the page's own. */
export function leadDoctorHospital(page: DoctorHospital & { selected: DoctorHospital }) {
  return {
    doctorId: page.selected.doctorId ?? page.doctorId,
    hospitalId: page.selected.hospitalId ?? page.hospitalId,
  };
}

const PageContext = createContext<PageContextValue | null>(null);

/**
 * A page's own settings, rendered on the server: components inside the page read them from the
 * first render (server HTML included), and the layout's provider receives them after hydration
 * so that the shell's parts (ribbon, floating buttons, the lead modal) use them too. The
 * selection and its reset stay the layout's, shared by the whole page.
 */
export function PageSettingsScope({
  settings,
  children,
}: {
  settings: PageSettingsValue;
  children?: ReactNode;
}) {
  const parent = usePageContext();
  const { setSettings } = parent;
  const key = JSON.stringify(settings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every setting
  useEffect(() => {
    setSettings(settings);
  }, [key, setSettings]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every setting
  const value = useMemo(() => ({ ...parent, ...settings }), [parent, key]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function PageContextProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** Settings before any <PageSettings> has run (the defaults otherwise). */
  initial?: PageSettingsValue;
}) {
  const [state, dispatch] = useReducer(
    pageReducer,
    initial ? { settings: initial, selected: {} } : INITIAL_PAGE_STATE,
  );
  const setSettings = useCallback(
    (settings: PageSettingsValue) => dispatch({ type: "settings", settings }),
    [],
  );
  const selectDoctorHospital = useCallback(
    (ids: DoctorHospital) => dispatch({ type: "select", ids }),
    [],
  );
  const resetDoctorHospital = useCallback(() => dispatch({ type: "reset" }), []);
  const value = useMemo(
    () => ({
      ...state.settings,
      selected: state.selected,
      setSettings,
      selectDoctorHospital,
      resetDoctorHospital,
    }),
    [state, setSettings, selectDoctorHospital, resetDoctorHospital],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext must be used inside <PageContextProvider>");
  return value;
}
