import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";

/**
 * The care team's console: its own document, apart from the patient site's shells and caches.
 * Every answer under /console is `private, no-store` and `noindex` (the edge guard sets both
 * headers; the meta tag repeats the second for any copy that loses its headers).
 */
export const metadata: Metadata = {
  title: { default: "Vaidya care team", template: "%s · Vaidya care team" },
  robots: { index: false, follow: false },
  icons: { icon: "/icons/favicon.svg" },
};

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
