/** One question of a page's FAQ: plain text, as every catalogue, profile, home and campaign FAQ is. */
export type FaqItem = { question: string; answer: string };

/**
 * The FAQ list of every page that shows one: rows that open on tap without JavaScript, a "+"
 * that turns into "×" when open (`.faq-row` in app/globals.css). It imports nothing of the
 * browser's, so a server-rendered page ships no script for it (the home page's sections are a
 * client view and include it). The FAQ page's own list (searchable, answers from Markdown) is
 * src/ui/content/faq-list.tsx, with the same row styles.
 */
export function FaqItems({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((f) => (
        <details key={f.question} className="faq-row">
          <summary className="min-h-11">
            {f.question}
            <span aria-hidden className="faq-plus">
              +
            </span>
          </summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
