"use client";

import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDownIcon } from "@/src/ui/icons";
import { describedBy, FieldShell } from "./field-shell";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  /** Group heading ('Popular Cities', 'Other Cities'); none for an ungrouped list. */
  label?: string;
  options: SelectOption[];
}

/** Cuts a label at `max` characters (spec §9: city labels at 26), marking the cut. */
export function cutLabel(label: string, max: number | undefined): string {
  return max && label.length > max ? `${label.slice(0, max)}…` : label;
}

/**
 * A select-only combobox (WAI-ARIA APG pattern): the list opens under the field, at most 40% of
 * the view height (spec §9), with groups, type-ahead, arrows, Home/End, Enter/Space to choose
 * and Escape to close. Focus stays on the combobox; the active option is aria-activedescendant.
 * The options are rendered only while the list is open: a city list of hundreds, twice in a
 * form, would otherwise sit in the DOM of a mid-range phone for nothing.
 */
export function SelectField({
  id,
  label,
  hideLabel,
  placeholder,
  groups,
  value,
  onChange,
  error,
  required,
  loading,
  loadingText,
  maxLabel,
}: {
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
}) {
  const uid = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-opt-${index}`;
  const flat = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const selectedIndex = flat.findIndex((o) => o.value === value);
  const selected = selectedIndex >= 0 ? flat[selectedIndex] : undefined;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const combo = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: "", at: 0 });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    const node = list.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`);
    node?.scrollIntoView?.({ block: "nearest" });
  });

  const openList = (at?: number) => {
    if (flat.length === 0) return;
    setActive(at ?? Math.max(selectedIndex, 0));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = flat[index];
    if (option) onChange(option.value);
    setOpen(false);
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    const last = flat.length - 1;
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"].includes(key)) {
        event.preventDefault();
        openList(key === "Home" ? 0 : key === "End" ? last : undefined);
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const match = typeAhead(key);
        if (match >= 0) openList(match);
      }
      return;
    }
    switch (key) {
      case "ArrowDown":
        event.preventDefault();
        setActive((a) => Math.min(a + 1, last));
        return;
      case "ArrowUp":
        event.preventDefault();
        setActive((a) => Math.max(a - 1, 0));
        return;
      case "Home":
        event.preventDefault();
        setActive(0);
        return;
      case "End":
        event.preventDefault();
        setActive(last);
        return;
      case "PageDown":
        event.preventDefault();
        setActive((a) => Math.min(a + 10, last));
        return;
      case "PageUp":
        event.preventDefault();
        setActive((a) => Math.max(a - 10, 0));
        return;
      case "Enter":
      case " ":
        event.preventDefault();
        if (active >= 0) choose(active);
        return;
      case "Escape":
        event.preventDefault();
        setOpen(false);
        return;
      case "Tab":
        setOpen(false);
        return;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const match = typeAhead(key);
          if (match >= 0) setActive(match);
        }
    }
  };

  let index = -1;
  return (
    <FieldShell
      id={id}
      labelId={labelId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      error={error}
    >
      <div ref={wrapper} className="relative">
        <div
          ref={combo}
          id={id}
          role="combobox"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-controls={listId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error)}
          aria-busy={loading || undefined}
          data-value={value ?? ""}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          className={[
            "flex min-h-12 w-full cursor-pointer select-none items-center justify-between gap-2 rounded-xl border bg-white px-3.5 py-2.5 text-left text-base",
            "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1",
            error ? "border-red-600" : "border-slate-300 hover:border-slate-400",
          ].join(" ")}
        >
          <span
            className={selected ? "truncate text-slate-900" : "truncate text-slate-500"}
            title={selected?.label}
          >
            {selected
              ? cutLabel(selected.label, maxLabel)
              : loading
                ? (loadingText ?? placeholder)
                : placeholder}
          </span>
          <ChevronDownIcon
            size={18}
            className={`shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </div>
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[40vh] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
          data-testid={`${id}-list`}
        >
          {open
            ? groups.map((group, g) => (
                // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox is role="group" (WAI-ARIA listbox pattern); a fieldset is not allowed there
                <div
                  key={group.label ?? `${uid}-${g}`}
                  role="group"
                  aria-label={group.label}
                  className={g > 0 && group.label ? "border-t border-slate-100 pt-1" : undefined}
                >
                  {group.label ? (
                    <div
                      aria-hidden="true"
                      className="px-3.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
                    >
                      {group.label}
                    </div>
                  ) : null}
                  {group.options.map((option, o) => {
                    index++;
                    const i = index;
                    const isSelected = option.value === value;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard is handled on the combobox (aria-activedescendant)
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: values and labels repeat (two treatments may share a name); the list is rebuilt, never reordered, while open
                        key={`${g}-${o}`}
                        id={optionId(i)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={isSelected}
                        title={option.label}
                        onPointerMove={() => setActive(i)}
                        onClick={() => choose(i)}
                        className={[
                          "flex min-h-11 cursor-pointer items-center px-3.5 py-2 text-base",
                          i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                          isSelected ? "font-semibold" : "",
                        ].join(" ")}
                      >
                        {cutLabel(option.label, maxLabel)}
                      </div>
                    );
                  })}
                </div>
              ))
            : null}
        </div>
      </div>
    </FieldShell>
  );
}
