import type { ReactNode } from "react";
import type { Locale } from "@/src/lib/i18n";
import { otherLocale, routeHasTwin } from "@/src/lib/locale-switch";
import { pageTypeEntry, type Route } from "@/src/lib/page-registry";
import { type PageSettingsValue, PageSettingsScope } from "./page-context";

/**
 * The settings every page of a route starts from: its page type's registry entry, with the
 * registry's answers the browser needs (whether the page has a twin in the other language, the
 * page type's variant), so that no client component reads the registry (SH-38).
 */
export function routePageSettings(route: Route, locale: Locale = "en"): PageSettingsValue {
  const { entry } = route;
  return {
    locale,
    pageType: entry.pageType,
    tier: entry.tier,
    leadFormVariant: entry.variant,
    pageVariant: entry.variant,
    twin: routeHasTwin(route, otherLocale(locale)),
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
  const settings = { ...routePageSettings(route, locale), ...extra };
  // A page that declares another page type gets that type's variant rule.
  if (extra.pageType) settings.pageVariant = pageTypeEntry(extra.pageType)?.variant;
  return <PageSettingsScope settings={settings}>{children}</PageSettingsScope>;
}
