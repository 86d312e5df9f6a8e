"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/src/ui/api-client";

/** Option lists are the same for every form of the visit: fetch each URL once. */
const cache = new Map<string, Promise<unknown>>();

/** The envelope's data of a GET, fetched once per visit (a failure is forgotten: the next call retries). */
export function loadOnce<T>(url: string): Promise<T> {
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = apiFetch<T>(url).then((envelope) => {
      if (envelope.status.code !== 200) throw new Error(envelope.status.message);
      return envelope.data;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/**
 * Loads an option list (null URL: not needed). A failure gives an empty list silently
 * (ER-12: city list failure is silent; ER-13: start-up data failures are only logged).
 */
export function useRemote<T>(url: string | null, empty: T): { data: T; loading: boolean } {
  const [state, setState] = useState<{ url: string | null; data: T; loading: boolean }>({
    url: null,
    data: empty,
    loading: false,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState((s) => ({ ...s, url, loading: true }));
    loadOnce<T>(url)
      .then((data) => live && setState({ url, data, loading: false }))
      .catch((error: unknown) => {
        console.warn("lead form: could not load", url, error);
        if (live) setState({ url, data: empty, loading: false });
      });
    return () => {
      live = false;
    };
  }, [url, empty]);
  return url && state.url === url ? state : { data: empty, loading: Boolean(url) };
}
