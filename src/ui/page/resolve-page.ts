import { notFound } from "next/navigation";
import type { Locale } from "@/src/lib/i18n";
import { type Route, routeById } from "@/src/lib/page-registry";
import { parseShellKey } from "@/src/lib/shell";

/**
 * A page's route (its registry entry) and the request's locale, from the root layout's `shell`
 * param. Only the internal page paths (src/lib/page-paths.ts) carry valid segments; anything else, or a locale
 * the route has no text in, is a 404.
 */
export async function resolvePage(
  params: Promise<{ shell: string }>,
  routeId: string,
): Promise<{ locale: Locale; route: Route }> {
  const shell = parseShellKey((await params).shell);
  const route = routeById(routeId);
  if (!route) throw new Error(`No registry route ${routeId}`);
  if (!shell || !route.locales.includes(shell.locale)) notFound();
  return { locale: shell.locale, route };
}
