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
 * The data of `url`, or `empty` when it fails to load: the failure is only logged, with no
 * message to the patient (ER-13); the form works on with an empty list.
 */
export async function loadOrEmpty<T>(url: string, empty: T): Promise<T> {
  try {
    return await loadOnce<T>(url);
  } catch (error) {
    console.warn("lead form: could not load", url, error);
    return empty;
  }
}

/** Loads an option list (null URL: not needed) with `loadOrEmpty`. */
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
    void loadOrEmpty<T>(url, empty).then((data) => {
      if (live) setState({ url, data, loading: false });
    });
    return () => {
      live = false;
    };
  }, [url, empty]);
  return url && state.url === url ? state : { data: empty, loading: Boolean(url) };
}
