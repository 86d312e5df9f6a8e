import type { Messages } from "@/src/lib/i18n";

export type SearchMessages = Messages["shell"]["search"];

/**
 * The words the search box itself shows. The header and the home page's hero send only these
 * with every page; the rest belong to /search. Not in search-box.tsx: the server calls this, and a
 * client module's functions cannot be called there.
 */
export type SearchBoxMessages = Pick<
  SearchMessages,
  "label" | "placeholder" | "groups" | "loading" | "none" | "results"
>;

export function searchBoxMessages(m: SearchMessages): SearchBoxMessages {
  const { label, placeholder, groups, loading, none, results } = m;
  return { label, placeholder, groups, loading, none, results };
}
