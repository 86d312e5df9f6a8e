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
