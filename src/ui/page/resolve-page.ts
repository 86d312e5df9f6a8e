import { notFound } from "next/navigation";
import { parseShellSegment, type ShellSegment } from "@/src/lib/shell";

/**
 * The locale and route of a page request from the root layout's `shell` param. Only the
 * rewrites of next.config.ts produce valid segments; anything else, or a page file reached
 * through another route's segment, is a 404.
 */
export async function resolvePage(
  params: Promise<{ shell: string }>,
  routeId: string,
): Promise<ShellSegment> {
  const parsed = parseShellSegment((await params).shell);
  if (!parsed || parsed.route.id !== routeId) notFound();
  return parsed;
}
