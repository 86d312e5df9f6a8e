import type { Locale } from "@/src/lib/i18n";
import { type Route, routeById } from "@/src/lib/page-registry";

/**
 * A page's registry route and locale. The locale comes with the params from the generated page
 * file (src/ui/page/page-module.ts), which exists only for the locales the route answers in.
 */
export async function resolvePage(
  params: Promise<{ locale: Locale }>,
  routeId: string,
): Promise<{ locale: Locale; route: Route }> {
  const route = routeById(routeId);
  if (!route) throw new Error(`No registry route ${routeId}`);
  return { locale: (await params).locale, route };
}
