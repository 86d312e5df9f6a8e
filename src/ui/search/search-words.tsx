"use client";

import { createContext, type ReactNode, use } from "react";
import type { SearchBoxMessages } from "./messages";

const SearchWords = createContext<SearchBoxMessages | null>(null);

/**
 * The search box's words, given once by the layout to every box of the page (the header's, the
 * home page's hero): passed to each box instead, they would travel in the page data once per box.
 */
export function SearchWordsProvider({
  m,
  children,
}: {
  m: SearchBoxMessages | null;
  children: ReactNode;
}) {
  return <SearchWords value={m}>{children}</SearchWords>;
}

export function useSearchWords(): SearchBoxMessages | null {
  return use(SearchWords);
}
