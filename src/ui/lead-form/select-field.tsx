"use client";

import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { type PluralMessage, plural } from "@/src/lib/i18n/format";
import { type SearchableOption, searchOptions } from "@/src/lib/lead/option-search";
import { cutText } from "@/src/lib/text";
import { ChevronDownIcon } from "@/src/ui/icons";
import { describedBy, FieldShell } from "./field-shell";

export interface SelectOption extends SearchableOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  /** Group heading ('Popular Cities', 'Other Cities'); none for an ungrouped list. */
  label?: string;
  options: SelectOption[];
}

/** The words of a searchable list: the match count read to screen readers, and no match. */
export interface SearchMessages {
  /** '{count} matches', by plural form */
  results: PluralMessage;
  noResults: string;
  /** The language the count's plural form follows. */
  locale: "en" | "hi";
}

/** Cuts a label at `max` characters (CN-1: city labels at 26), marking the cut. */
export function cutLabel(label: string, max: number | undefined): string {
  return max && label.length > max ? `${cutText(label, max)}…` : label;
}

/** A shown option: its place in the shown list and the other name that matched, if any. */
interface ShownOption {
  option: SelectOption;
  index: number;
  matched?: string;
}

/** The groups as shown for a query: the options that answer it, empty groups left out. */
function shownGroups(groups: readonly SelectGroup[], query: string) {
  let index = 0;
  const shown: { label?: string; key: number; options: ShownOption[] }[] = [];
  groups.forEach((group, key) => {
    const options = searchOptions(group.options, query).map((hit) => ({
      option: hit.option,
      matched: hit.matched,
      index: index++,
    }));
    if (options.length) shown.push({ label: group.label, key, options });
  });
  const flat = shown.flatMap((g) => g.options.map((o) => o.option));
  const matches = flat.filter((o) => !o.pinned).length;
  return { shown, flat, matches };
}

interface SelectFieldProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  placeholder: string;
  groups: SelectGroup[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  loading?: boolean;
  loadingText?: string;
  maxLabel?: number;
  /** Type to filter (an editable combobox); without it, a select-only one with type-ahead. */
  search?: SearchMessages;
}

/**
 * A combobox with a listbox popup (WAI-ARIA 1.2 APG patterns). The list opens under the field,
 * at most 40% of the view height (CN-2), with groups, arrows, Page Up/Down, Enter to choose and
 * Escape to close; focus stays on the combobox and the active option is its
 * aria-activedescendant. Two forms:
 *
 * - searchable (`search`): a text input; typing filters the list by label and other names
 *   (Hindi or English name, conditions, state: src/lib/lead/option-search.ts), the first match is
 *   active, pinned options ('Other') stay at the end, and the number of matches is announced.
 *   Opening clears the text (the chosen label stays as its placeholder), so typing starts afresh;
 *   closing without a choice shows the chosen label again.
 * - select-only: a focusable div with type-ahead and Home/End.
 *
 * The options are rendered only while the list is open: a city list of hundreds, twice in a
 * form, would otherwise sit in the DOM of a mid-range phone for nothing.
 */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hideLabel, placeholder, groups, value, onChange, error, required } = props;
  const { loading, loadingText, maxLabel, search } = props;
  const uid = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-opt-${index}`;
  const [open, setOpen] = useState(false);
  /** The searchable field's typed text while open (null: closed, or select-only). */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const { shown, flat, matches } = useMemo(
    () => shownGroups(groups, open ? (query ?? "") : ""),
    [groups, open, query],
  );
  const selected = useMemo(
    () => groups.flatMap((g) => g.options).find((o) => o.value === value),
    [groups, value],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const combo = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: "", at: 0 });

  useEffect(() => {
    if (!open || active < 0) return;
    const node = list.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`);
    node?.scrollIntoView?.({ block: "nearest" });
  });

  // Once open, the whole list is brought into the form's view (a field low in a phone's sheet).
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: "nearest" });
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const openList = (at?: number) => {
    if (groups.every((g) => g.options.length === 0)) return;
    const chosen = groups.flatMap((g) => g.options).findIndex((o) => o.value === value);
    setActive(at ?? Math.max(chosen, 0));
    if (search) setQuery("");
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = flat[index];
    if (option) onChange(option.value);
    close();
    combo.current?.focus();
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = {
      text: now - typed.current.at > 600 ? key : typed.current.text + key,
      at: now,
    };
    const needle = typed.current.text.toLowerCase();
    const start = typed.current.text.length === 1 ? active + 1 : Math.max(active, 0);
    for (let i = 0; i < flat.length; i++) {
      const index = (start + i) % flat.length;
      if (flat[index]?.label.toLowerCase().startsWith(needle)) return index;
    }
    return -1;
  };
  const printable = (event: KeyboardEvent) =>
    event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    const last = flat.length - 1;
    const move = (to: (a: number) => number) => {
      event.preventDefault();
      setActive((a) => Math.max(0, Math.min(to(a), last)));
    };
    if (!open) {
      if (
        key === "ArrowDown" ||
        key === "ArrowUp" ||
        (!search && (key === " " || key === "Enter"))
      ) {
        event.preventDefault();
        openList();
      } else if (!search && (key === "Home" || key === "End")) {
        event.preventDefault();
        openList(key === "Home" ? 0 : last);
      } else if (!search && printable(event)) {
        const match = typeAhead(key);
        if (match >= 0) openList(match);
      }
      return;
    }
    switch (key) {
      case "ArrowDown":
        if (event.altKey) return;
        return move((a) => a + 1);
      case "ArrowUp":
        if (event.altKey) {
          event.preventDefault();
          close();
          return;
        }
        return move((a) => a - 1);
      case "PageDown":
        return move((a) => a + 10);
      case "PageUp":
        return move((a) => a - 10);
      case "Home":
      case "End":
        // In a text input they move the caret.
        if (!search) move(() => (key === "Home" ? 0 : last));
        return;
      case "Enter":
        event.preventDefault();
        if (active >= 0 && active <= last) choose(active);
        return;
      case " ":
        if (search) return; // a space is part of the text
        event.preventDefault();
        if (active >= 0) choose(active);
        return;
      case "Escape":
        event.preventDefault();
        close();
        return;
      case "Tab":
        close();
        return;
      default:
        if (!search && printable(event)) {
          const match = typeAhead(key);
          if (match >= 0) setActive(match);
        }
    }
  };

  const setCombo = (node: HTMLElement | null) => {
    combo.current = node;
  };
  /** What both forms of the combobox share; role, list, expanded and keys are written out on
   * each, for the accessibility lint. */
  const state = {
    "aria-activedescendant": open && active >= 0 && flat[active] ? optionId(active) : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, error),
    "aria-busy": loading || undefined,
    "data-value": value ?? "",
    id,
    ref: setCombo,
  };
  const emptyText = loading ? (loadingText ?? placeholder) : placeholder;
  const box = [
    "flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border bg-white px-3.5 py-2.5 text-left text-base",
    error ? "border-red-600" : "border-slate-300 hover:border-slate-400",
  ].join(" ");
  const focusRing =
    "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1";
  const chevron = (
    <ChevronDownIcon
      size={18}
      className={`shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
    />
  );

  let control: ReactNode;
  if (search) {
    control = (
      <div className="relative">
        <input
          type="text"
          role="combobox"
          aria-autocomplete="list"
          {...state}
          aria-controls={listId}
          aria-expanded={open}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          value={open ? (query ?? "") : selected ? cutLabel(selected.label, maxLabel) : ""}
          placeholder={open && selected ? selected.label : emptyText}
          title={selected?.label}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          // A press opens the list; once open, presses place the caret.
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          className={`${box} ${focusRing} pr-10 text-slate-900 placeholder:text-slate-500`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center"
        >
          {chevron}
        </span>
      </div>
    );
  } else {
    control = (
      <div
        {...state}
        role="combobox"
        aria-controls={listId}
        aria-expanded={open}
        onKeyDown={onKeyDown}
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        onClick={() => (open ? close() : openList())}
        onBlur={(event) => {
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
        }}
        className={`${box} ${focusRing} cursor-pointer select-none`}
      >
        <span
          className={selected ? "truncate text-slate-900" : "truncate text-slate-500"}
          title={selected?.label}
        >
          {selected ? cutLabel(selected.label, maxLabel) : emptyText}
        </span>
        {chevron}
      </div>
    );
  }

  const searching = Boolean(search && open && query);
  return (
    <FieldShell
      id={id}
      labelId={labelId}
      labelFor={Boolean(search)}
      label={label}
      hideLabel={hideLabel}
      required={required}
      error={error}
    >
      <div ref={wrapper} className="relative">
        {control}
        <div className="absolute inset-x-0 top-full z-30 mt-1" hidden={!open}>
          {searching && matches === 0 ? (
            <p
              className="rounded-t-xl border border-b-0 border-slate-200 bg-amber-50 px-3.5 py-2 text-sm text-slate-800"
              data-testid={`${id}-no-match`}
            >
              {search?.noResults}
            </p>
          ) : null}
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            tabIndex={-1}
            hidden={!open}
            // A press on the list must not take the focus from the combobox (it would close).
            onMouseDown={(event) => event.preventDefault()}
            className="max-h-[40vh] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
            data-testid={`${id}-list`}
          >
            {open
              ? shown.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox is role="group" (WAI-ARIA listbox pattern); a fieldset is not allowed there
                  <div
                    key={`${uid}-${group.key}`}
                    role="group"
                    aria-label={group.label}
                    className={
                      group.key > 0 && group.label ? "border-t border-slate-100 pt-1" : undefined
                    }
                  >
                    {group.label ? (
                      <div
                        aria-hidden="true"
                        className="px-3.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                      >
                        {group.label}
                      </div>
                    ) : null}
                    {group.options.map(({ option, index: i, matched }) => {
                      const isSelected = option.value === value;
                      return (
                        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard is handled on the combobox (aria-activedescendant)
                        <div
                          key={`${group.key}-${i}`}
                          id={optionId(i)}
                          role="option"
                          tabIndex={-1}
                          aria-selected={isSelected}
                          title={option.label}
                          onPointerMove={() => setActive(i)}
                          onClick={() => choose(i)}
                          className={[
                            "flex min-h-11 cursor-pointer flex-col justify-center px-3.5 py-2 text-base",
                            i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                            isSelected ? "font-semibold" : "",
                          ].join(" ")}
                        >
                          <span>{cutLabel(option.label, maxLabel)}</span>
                          {matched ? (
                            <span className="text-sm font-normal text-slate-600">{matched}</span>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                ))
              : null}
          </div>
        </div>
        {search ? (
          <div role="status" className="sr-only">
            {searching
              ? matches === 0
                ? search.noResults
                : plural(search.results, matches, search.locale)
              : ""}
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}
