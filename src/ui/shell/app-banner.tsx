"use client";

import type { Messages } from "@/src/lib/i18n";
import { AppDownloadLink } from "./app-download-link";

function StoreBadge({ label, kind }: { label: string; kind: "play" | "apple" }) {
  return (
    <AppDownloadLink
      store={kind === "play" ? "googlePlay" : "appStore"}
      placement="banner"
      className="inline-flex items-center gap-2 rounded-xl bg-black px-4 py-2.5 text-white ring-1 ring-white/20 hover:bg-slate-800"
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden
        focusable={false}
        fill="currentColor"
      >
        {kind === "play" ? (
          <path d="M4 2.5v19l10-9.5zM15.5 13.4l2.6 2.5-10.6 6zm0-2.8L7.5 2.1l10.6 6zm1.4 1.4 3.1-1.8a1 1 0 0 1 0 1.8l-3.1 1.7-2-1.9z" />
        ) : (
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9s-2-.9-3.2-.8A4.8 4.8 0 0 0 4 9.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.4-3.9zM14 5.4A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4z" />
        )}
      </svg>
      <span className="text-sm font-semibold">{label}</span>
    </AppDownloadLink>
  );
}

/**
 * The store-download banner (SH-4). A client component for the page's weight: as server markup its
 * tags, store logos included, went into the home page twice (HTML and RSC payload, 2 KB); as a
 * client component only its four words travel as data.
 */
export function AppBanner({ m }: { m: Messages["shell"]["appBanner"] }) {
  return (
    <section
      aria-labelledby="app-banner-title"
      className="bg-brand-900 text-white"
      data-testid="app-banner"
      data-chrome=""
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="app-banner-title" className="text-xl font-bold">
            {m.title}
          </h2>
          <p className="mt-1 max-w-xl text-sm text-brand-100">{m.body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <StoreBadge label={m.googlePlay} kind="play" />
          <StoreBadge label={m.appStore} kind="apple" />
        </div>
      </div>
    </section>
  );
}
