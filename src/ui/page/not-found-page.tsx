import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getMessages } from "@/src/lib/i18n";
import type { Locale } from "@/src/lib/i18n";
import { NotFoundView } from "./not-found-view";

/** The not-found body in both locales' words; the page context says which one shows. */
export function NotFoundBody() {
  return (
    <NotFoundView
      messages={{ en: getMessages("en").errors.notFound, hi: getMessages("hi").errors.notFound }}
    />
  );
}

function NotFoundStatus(): never {
  notFound();
}

/**
 * A 404 page inside the shell, in the server HTML. A notFound() thrown by the page itself would
 * fail the whole render, and Next.js then sends a bare error document whose content only
 * JavaScript shows. Here the body renders normally and the notFound() inside a Suspense
 * boundary only sets the status (404, cached like any page); in the browser the boundary's
 * retry shows the same body through the not-found boundary.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundBody />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** The not-found page's metadata in a language (a Hindi title on /hi pages). */
export function notFoundMetadataIn(locale: Locale): Metadata {
  return {
    title: getMessages(locale).errors.notFound.metaTitle,
    robots: { index: false, follow: true },
  };
}
