"use client";

import { useDeferredValue, useId, useState } from "react";
import type { FaqGroup } from "@/src/lib/content";
import { searchableText } from "@/src/lib/content";
import type { Locale, Messages } from "@/src/lib/i18n";
import { format, plural } from "@/src/lib/i18n/format";
import styles from "./content.module.css";

/**
 * The FAQ, grouped, with a search box that narrows the questions as the patient types (the
 * question and its answer are searched). Every answer is in the server HTML; without
 * JavaScript the box does nothing and all questions stay listed.
 */
export function FaqList({
  groups,
  m,
  locale,
}: {
  groups: FaqGroup[];
  m: Messages["content"];
  locale: Locale;
}) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const words = searchableText(deferred).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((w) => searchableText(text).includes(w));
  const shown = groups
    .map((g) => ({ ...g, items: g.items.filter((i) => matches(`${i.question} ${i.answerText}`)) }))
    .filter((g) => g.items.length > 0);
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const count = shown.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="mt-8">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
        {m.faqSearchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={m.faqSearchPlaceholder}
        className="mt-2 h-12 w-full rounded-xl border border-slate-300 px-4 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <p className="mt-2 text-sm text-slate-500" aria-live="polite">
        {count === 0
          ? format(m.faqNoMatch, { query: deferred.trim() })
          : plural(m.faqCount, total, locale, { shown: count })}
      </p>
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-8">
          <h2 id={group.id} className="text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className="faq-row">
                <summary className="min-h-11">
                  {item.question}
                  <span aria-hidden className="faq-plus">
                    +
                  </span>
                </summary>
                <div
                  className={`${styles.body} mt-2`}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown rendered on the server with raw HTML escaped
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
