import type { ReactNode } from "react";
import type { Locale } from "@/src/lib/i18n";
import type { Route } from "@/src/lib/page-registry";
import { type PageSettingsValue, PageSettingsScope } from "./page-context";

/** The settings every page of a route starts from: its page type's registry entry. */
export function routePageSettings(route: Route, locale: Locale = "en"): PageSettingsValue {
  const { entry } = route;
  return {
    locale,
    pageType: entry.pageType,
    tier: entry.tier,
    leadFormVariant: entry.variant,
    isFormEnabled: entry.leadForm,
  };
}

/**
 * Declares a page's page type, tier, ids and form settings: its route's registry values plus
 * what the page adds (a profile's doctor id, a department…), known when the HTML is rendered.
 * Wrap the page's content in it.
 */
export function PageSettings({
  route,
  locale,
  children,
  ...extra
}: Partial<PageSettingsValue> & { route: Route; locale: Locale; children?: ReactNode }) {
  return (
    <PageSettingsScope settings={{ ...routePageSettings(route, locale), ...extra }}>
      {children}
    </PageSettingsScope>
  );
}
