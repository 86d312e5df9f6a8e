import type { APIRequestContext } from "@playwright/test";

/**
 * GETs paths (or URLs) a few at a time, without following redirects, and returns those that did
 * not answer `status`, each with the status it got: a walk over hundreds of pages reports every
 * failure at once, and keeps the server's two cores busy while each first render runs.
 */
export async function failing(
  request: APIRequestContext,
  paths: string[],
  status: number,
  concurrency = 4,
): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 0; i < paths.length; i += concurrency) {
    const batch = paths.slice(i, i + concurrency);
    const answers = await Promise.all(batch.map((p) => request.get(p, { maxRedirects: 0 })));
    answers.forEach((r, j) => {
      if (r.status() !== status) bad.push(`${batch[j]} → ${r.status()}`);
    });
  }
  return bad;
}

const isHindi = (path: string) => path === "/hi" || path.startsWith("/hi/");

/**
 * Up to `n` of a list of paths, deterministic: split by locale (English, Hindi), then from each
 * locale's paths an even spread that keeps its first and its last, so that a route's both
 * addresses and both ends of a long list are fetched.
 */
export function spread(paths: string[], n: number): string[] {
  const groups = [paths.filter((p) => !isHindi(p)), paths.filter(isHindi)].filter(
    (g) => g.length > 0,
  );
  const per = Math.max(1, Math.floor(n / Math.max(1, groups.length)));
  return groups.flatMap((group) => {
    if (group.length <= per) return group;
    if (per === 1) return [group[0] as string];
    const picks = new Set<number>();
    for (let i = 0; i < per; i += 1) picks.add(Math.round((i * (group.length - 1)) / (per - 1)));
    return [...picks].map((i) => group[i] as string);
  });
}
