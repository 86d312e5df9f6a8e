"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import {
  COMPARE_MAX,
  COMPARE_MIN,
  type CompareKind,
  comparePath,
  togglePick,
} from "@/src/lib/catalog/compare";
import type { Locale } from "@/src/lib/i18n/locale";
import { format } from "@/src/lib/i18n/format";

/** The words of the toggle and the bar (discovery.compare), and nothing else of the catalogue. */
export interface ComparePickWords {
  toggle: string;
  toggleName: string;
  full: string;
  bar: string;
  clear: string;
}

/*
 * The picks live in sessionStorage, one list of slugs per kind: they survive the listing's other
 * pages and filters (each a page load), and end with the tab. One small store, no context: the
 * cards and the bar read it with useSyncExternalStore and hear each other's changes by an event.
 */
const EVENT = "vaidya:compare";
const keyOf = (kind: CompareKind) => `vaidya.compare.${kind}`;

function readRaw(kind: CompareKind): string {
  try {
    return sessionStorage.getItem(keyOf(kind)) ?? "";
  } catch {
    // Storage off (a private window's settings): the toggles simply do nothing lasting.
    return "";
  }
}

function picksOf(raw: string): string[] {
  return raw ? raw.split(",").slice(0, COMPARE_MAX) : [];
}

function write(kind: CompareKind, picks: readonly string[]): void {
  try {
    sessionStorage.setItem(keyOf(kind), picks.join(","));
  } catch {}
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  // Another tab of the same session does not share sessionStorage: only this tab's event.
  return () => window.removeEventListener(EVENT, onChange);
}

function usePicks(kind: CompareKind): string[] {
  // The server and the first paint know no picks; the string snapshot keeps renders stable.
  return picksOf(
    useSyncExternalStore(
      subscribe,
      () => readRaw(kind),
      () => "",
    ),
  );
}

/**
 * A card's "Compare" checkbox: a real control with a 44 px target, above the card's whole-card
 * link (`relative z-10`), so ticking it never opens the profile. At three picks the others turn
 * off and say why.
 */
export function CompareToggle({
  kind,
  slug,
  name,
  words,
}: {
  kind: CompareKind;
  slug: string;
  name: string;
  words: ComparePickWords;
}) {
  const picks = usePicks(kind);
  const checked = picks.includes(slug);
  const full = !checked && picks.length >= COMPARE_MAX;
  return (
    <label
      className={`relative z-10 mt-2 inline-flex min-h-11 min-w-11 items-center gap-2 pr-2 text-sm font-semibold ${full ? "text-slate-500" : "cursor-pointer text-brand-800"}`}
    >
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        disabled={full}
        aria-label={format(words.toggleName, { name })}
        onChange={() => write(kind, togglePick(picks, slug))}
        data-testid="compare-toggle"
      />
      <span aria-hidden>{words.toggle}</span>
      {full ? <span className="font-normal">({words.full})</span> : null}
    </label>
  );
}

/** The sticky "Compare (N)" bar under a listing, from two picks on. */
export function CompareBar({
  kind,
  locale,
  words,
}: {
  kind: CompareKind;
  locale: Locale;
  words: ComparePickWords;
}) {
  const picks = usePicks(kind);
  if (picks.length < COMPARE_MIN) return null;
  return (
    <div
      className="sticky bottom-[calc(var(--floating-reserve,0px)+0.5rem)] z-30 mt-4 flex items-center gap-3 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-brand-200 md:bottom-4"
      data-testid="compare-bar"
    >
      <Link
        href={comparePath(kind, picks, locale)}
        className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {format(words.bar, { picked: picks.length })}
      </Link>
      <button
        type="button"
        className="min-h-11 rounded-xl px-4 font-semibold text-brand-800 ring-1 ring-brand-200"
        onClick={() => write(kind, [])}
      >
        {words.clear}
      </button>
    </div>
  );
}
