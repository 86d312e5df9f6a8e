"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useState } from "react";
import type { Locale } from "@/src/lib/i18n";
import { plural } from "@/src/lib/i18n/format";
import { knownPageHref } from "@/src/lib/locale-path";
import {
  type GroupedResults,
  isSearchable,
  type SearchResult,
  searchEntitiesPath,
} from "@/src/lib/search/box-query";
import type { SearchBoxMessages, SearchMessages } from "./messages";

/** Wait for a pause in typing before asking. */
const DEBOUNCE_MS = 250;

/**
 * The search box's suggestions (./search-box.tsx): the requests, the panel with its listbox,
 * the arrow keys, Enter on an option and the live count. Loaded when the box is first focused
 * or typed in, so that the shell of every page carries only the form and its input (SH-46); the
 * box keeps the query, the open state and the active option, so nothing is lost when this
 * arrives after the first letters.
 */
export function SearchSuggestions({
  m,
  locale,
  id,
  query,
  cityId,
  open,
  setOpen,
  active,
  setActive,
  rootRef,
  keyHandler,
  onListShown,
  testId,
}: {
  m: SearchBoxMessages;
  locale: Locale;
  /** The box's useId(): the listbox's and the options' ids derive from it. */
  id: string;
  query: string;
  cityId: number | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  active: number;
  setActive: (update: (active: number) => number) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  /** The box's key handler for the input; answers whether it used the key. */
  keyHandler: RefObject<((e: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  /** Tells the box whether the listbox is shown (its input's aria-expanded). */
  onListShown: (shown: boolean) => void;
  testId: string;
}) {
  const router = useRouter();
  const [groups, setGroups] = useState<GroupedResults<SearchResult>[] | null>(null);
  const [loading, setLoading] = useState(false);
  const flat = useMemo(() => (groups ?? []).flatMap((g) => g.results), [groups]);
  const searchable = isSearchable(query);
  const listId = `${id}-list`;

  // Ask the API after a pause; a newer query cancels the older request.
  useEffect(() => {
    if (!searchable) {
      setGroups(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      fetch(searchEntitiesPath(query, cityId), { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`search answered ${r.status}`))))
        .then((body: { data: GroupedResults<SearchResult>[] }) => {
          setGroups(body.data);
          setActive(() => -1);
          setLoading(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("search failed", error);
          setGroups(null);
          setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, cityId, setActive]);

  // SR-12: the panel closes on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, rootRef, setOpen]);

  const expanded = open && searchable && (loading || groups !== null);
  const listShown = expanded && flat.length > 0;
  useEffect(() => onListShown(listShown), [listShown, onListShown]);

  const go = (result: SearchResult) => {
    setOpen(false);
    // A Hindi page's results lead to the Hindi pages where they exist.
    router.push(knownPageHref(result.url, locale));
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const titleOf = (r: SearchResult) => (locale === "hi" && r.titleHi) || r.title;

  keyHandler.current = (e) => {
    if (e.key === "ArrowDown" && flat.length > 0) {
      setOpen(true);
      setActive((a) => (a + 1) % flat.length);
    } else if (e.key === "ArrowUp" && flat.length > 0) {
      setOpen(true);
      setActive((a) => (a <= 0 ? flat.length - 1 : a - 1));
    } else if (e.key === "Enter" && expanded && active >= 0 && flat[active]) {
      go(flat[active]);
    } else if (e.key === "Escape" && expanded) {
      setOpen(false);
      setActive(() => -1);
    } else return false;
    e.preventDefault();
    return true;
  };

  const announcement = !searchable
    ? ""
    : loading
      ? m.loading
      : flat.length === 0
        ? m.none
        : plural(m.results, flat.length, locale);

  let index = -1;
  return (
    <>
      {/* Added on first use, not sent with every page's HTML; the first answer comes at least
          DEBOUNCE_MS later, so it is in place to announce it. */}
      <p className="sr-only" aria-live="polite" data-testid={`${testId}-status`}>
        {open ? announcement : ""}
      </p>
      {/* The panel holds the list and, outside it, what is not an option (loading, nothing
          found): a listbox may contain only options and their groups. */}
      {expanded ? (
        <div className="search-panel" data-testid={`${testId}-panel`}>
          {loading && !groups ? (
            <p className="px-4 py-2 text-sm text-slate-600">{m.loading}</p>
          ) : null}
          {groups && flat.length === 0 ? (
            <p className="px-4 py-2 text-sm text-slate-600">{m.none}</p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={m.label}
            hidden={flat.length === 0}
            // The list scrolls, not the panel: a listbox is reached with the keyboard (through
            // the box's arrow keys), a plain scrolling panel would not be.
            className="min-h-0 flex-1 overflow-y-auto"
          >
            {(groups ?? []).map((group) => {
              const headingId = `${id}-group-${group.ArticleType}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group"; a fieldset is not allowed inside a listbox
                <div key={group.ArticleType} role="group" aria-labelledby={headingId}>
                  <p
                    id={headingId}
                    className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                  >
                    {m.groups[String(group.ArticleType) as keyof SearchMessages["groups"]] ?? ""}
                  </p>
                  {group.results.map((result) => {
                    index += 1;
                    const mine = index;
                    return (
                      <div
                        key={`${result.articleType}-${result.id}`}
                        id={optionId(mine)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={mine === active}
                        onPointerDown={(e) => e.preventDefault()}
                        onClick={() => go(result)}
                        onKeyDown={() => {}}
                        onMouseEnter={() => setActive(() => mine)}
                        className={`cursor-pointer px-4 py-2 ${mine === active ? "bg-brand-50" : ""}`}
                      >
                        <span className="block text-sm font-medium text-slate-900">
                          {titleOf(result)}
                        </span>
                        {result.subtitle ? (
                          <span className="block text-xs text-slate-600">
                            {(locale === "hi" && result.subtitleHi) || result.subtitle}
                          </span>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
    </>
  );
}
