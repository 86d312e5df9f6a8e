"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Locale } from "@/src/lib/i18n";
import { plural } from "@/src/lib/i18n/format";
import { knownPageHref } from "@/src/lib/locale-path";
import {
  type GroupedResults,
  isSearchable,
  type SearchResult,
  searchEntitiesPath,
} from "@/src/lib/search/query";
import { useStoredCity } from "@/src/ui/account/selected-city";
import { SearchIcon } from "@/src/ui/icons";
import type { SearchBoxMessages, SearchMessages } from "./messages";
import { useSearchWords } from "./search-words";

export type { SearchBoxMessages, SearchMessages };

/** Wait for a pause in typing before asking. */
const DEBOUNCE_MS = 250;

/**
 * The search of every header and of the home page's hero (requirements SH-29 and SR-*), and of
 * /search itself: a GET form to /search that works without
 * JavaScript, enhanced into a WAI-ARIA combobox. From 3 characters (spaces collapsed) it asks
 * GET /api/search/entities with the chosen city, shows the results grouped by ArticleType in a
 * panel at most 250px high, moves through them with the arrow keys, opens one with Enter, closes
 * with Escape or a click outside, and announces the count to screen readers.
 */
export function SearchBox({
  m: ownWords,
  locale,
  className = "",
  initialQuery = "",
  autoFocus = false,
  testId = "search-box",
  large = false,
}: {
  /** Its words; without them, those of the page's SearchWordsProvider. */
  m?: SearchBoxMessages;
  locale: Locale;
  className?: string;
  initialQuery?: string;
  autoFocus?: boolean;
  testId?: string;
  /** The home page's hero: a taller box with a shadow. */
  large?: boolean;
}) {
  const router = useRouter();
  const sharedWords = useSearchWords();
  const m = ownWords ?? sharedWords;
  const city = useStoredCity();
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The /search page's one task: focus the box (an autoFocus attribute is not applied after a
  // client-side navigation, which is how the phone's search button arrives there).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const [query, setQuery] = useState(initialQuery);
  const [groups, setGroups] = useState<GroupedResults<SearchResult>[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The live region is added on first use, not sent with every page's HTML; the first answer
  // comes at least DEBOUNCE_MS later, so it is in place to announce it.
  const [used, setUsed] = useState(false);

  const flat = useMemo(() => (groups ?? []).flatMap((g) => g.results), [groups]);
  const searchable = isSearchable(query);

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
      fetch(searchEntitiesPath(query, city?.cityid), { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`search answered ${r.status}`))))
        .then((body: { data: GroupedResults<SearchResult>[] }) => {
          setGroups(body.data);
          setActive(-1);
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
  }, [query, searchable, city]);

  // SR-12: the panel closes on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const expanded = open && searchable && (loading || groups !== null);
  const go = (result: SearchResult) => {
    setOpen(false);
    // A Hindi page's results lead to the Hindi pages where they exist.
    router.push(knownPageHref(result.url, locale));
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const titleOf = (r: SearchResult) => (locale === "hi" && r.titleHi) || r.title;

  // Words neither given nor provided by the layout (a page without a header): nothing to show.
  if (!m) return null;
  const announcement = !searchable
    ? ""
    : loading
      ? m.loading
      : flat.length === 0
        ? m.none
        : plural(m.results, flat.length, locale);

  let index = -1;
  return (
    <div ref={rootRef} className={`relative ${className}`} data-testid={testId}>
      {/* A plain GET to /search (/hi/search on a Hindi page), with or without JavaScript. Enter
          closes the panel first, so it never lies over the results while they load. */}
      <form
        action={knownPageHref("/search", locale)}
        method="get"
        onSubmit={() => {
          setOpen(false);
          setActive(-1);
          inputRef.current?.blur();
        }}
      >
        <label className="relative block">
          <span className="sr-only">{m.label}</span>
          <SearchIcon size={18} className="search-icon" />
          <input
            // type="text": ARIA in HTML allows no role but searchbox on type="search" (SR-37);
            // the phone keyboard still shows its search key.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            name="query"
            role="combobox"
            aria-expanded={expanded && flat.length > 0}
            aria-controls={expanded && flat.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            ref={inputRef}
            value={query}
            placeholder={m.placeholder}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setUsed(true);
            }}
            onFocus={() => {
              setOpen(true);
              setUsed(true);
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown" && flat.length > 0) {
                e.preventDefault();
                setOpen(true);
                setActive((a) => (a + 1) % flat.length);
              } else if (e.key === "ArrowUp" && flat.length > 0) {
                e.preventDefault();
                setOpen(true);
                setActive((a) => (a <= 0 ? flat.length - 1 : a - 1));
              } else if (e.key === "Enter" && expanded && active >= 0 && flat[active]) {
                e.preventDefault();
                go(flat[active]);
              } else if (e.key === "Escape") {
                if (expanded) {
                  e.preventDefault();
                  setOpen(false);
                  setActive(-1);
                } else setQuery("");
              }
            }}
            className={large ? "search-input search-input-large" : "search-input"}
          />
        </label>
        {city ? <input type="hidden" name="city" value={city.cityid} /> : null}
      </form>
      {used ? (
        <p className="sr-only" aria-live="polite" data-testid={`${testId}-status`}>
          {open ? announcement : ""}
        </p>
      ) : null}
      {/* The panel holds the list and, outside it, what is not an option (loading, nothing
          found): a listbox may contain only options and their groups. Rendered only when open:
          every header and the home page's hero carry a box, and a closed panel's markup would
          be sent with each of them. */}
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
                        onMouseEnter={() => setActive(mine)}
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
    </div>
  );
}
