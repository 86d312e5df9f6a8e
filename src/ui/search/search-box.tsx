"use client";

import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { Locale } from "@/src/lib/i18n";
import { knownPageHref } from "@/src/lib/locale-path";
import { useStoredCity } from "@/src/ui/account/selected-city";
import { SearchIcon } from "@/src/ui/icons";
import type { SearchBoxMessages, SearchMessages } from "./messages";
import { useSearchWords } from "./search-words";

export type { SearchBoxMessages, SearchMessages };

type Suggestions = typeof import("./search-suggestions").SearchSuggestions;

const loadSuggestions = () => import("./search-suggestions").then((mod) => mod.SearchSuggestions);

/**
 * The search of every header and of the home page's hero (requirements SH-29 and SR-*), and of
 * /search itself: a GET form to /search that works without
 * JavaScript, enhanced into a WAI-ARIA combobox. From 3 characters (spaces collapsed) it asks
 * GET /api/search/entities with the chosen city, shows the results grouped by ArticleType in a
 * panel at most 250px high, moves through them with the arrow keys, opens one with Enter, closes
 * with Escape or a click outside, and announces the count to screen readers.
 *
 * This module is the form and its input only; the suggestions (requests, panel, keys) are
 * ./search-suggestions.tsx, loaded on the box's first focus or input (SH-46). What is typed
 * before they arrive stays in the box, and they search it as soon as they are here.
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
  const sharedWords = useSearchWords();
  const m = ownWords ?? sharedWords;
  const city = useStoredCity();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const keyHandler = useRef<((e: KeyboardEvent<HTMLInputElement>) => boolean) | null>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [listShown, setListShown] = useState(false);
  const [Suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const requested = useRef(false);

  // First focus or input: fetch the suggestions' code (once; a failed download is tried again
  // on the next focus, and meanwhile Enter still submits the form).
  const startSuggestions = useCallback(() => {
    setOpen(true);
    if (requested.current) return;
    requested.current = true;
    loadSuggestions()
      .then((component) => setSuggestions(() => component))
      .catch((error: unknown) => {
        requested.current = false;
        console.warn("search suggestions failed to load", error);
      });
  }, []);

  // The /search page's one task: focus the box (an autoFocus attribute is not applied after a
  // client-side navigation, which is how the phone's search button arrives there).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // Words neither given nor provided by the layout (a page without a header): nothing to show.
  if (!m) return null;
  const listId = `${id}-list`;

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
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={listShown && active >= 0 ? `${id}-option-${active}` : undefined}
            autoComplete="off"
            ref={inputRef}
            value={query}
            placeholder={m.placeholder}
            onChange={(e) => {
              setQuery(e.target.value);
              startSuggestions();
            }}
            onFocus={startSuggestions}
            onKeyDown={(e) => {
              if (keyHandler.current?.(e)) return;
              if (e.key === "Escape") setQuery("");
            }}
            className={large ? "search-input search-input-large" : "search-input"}
          />
        </label>
        {city ? <input type="hidden" name="city" value={city.cityid} /> : null}
      </form>
      {Suggestions ? (
        <Suggestions
          m={m}
          locale={locale}
          id={id}
          query={query}
          cityId={city?.cityid}
          open={open}
          setOpen={setOpen}
          active={active}
          setActive={setActive}
          rootRef={rootRef}
          keyHandler={keyHandler}
          onListShown={setListShown}
          testId={testId}
        />
      ) : null}
    </div>
  );
}
