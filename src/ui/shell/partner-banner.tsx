"use client";

import Link from "next/link";
import type { Messages } from "@/src/lib/i18n";

/**
 * Partner-with-us banner image linking to the partner page in the page's language (home and
 * /about-us, SH-19, SH-20). A client component so that its markup is not sent twice (HTML and RSC
 * payload): only its words and link travel as data.
 */
export function PartnerBanner({
  m,
  href,
}: {
  m: Messages["shell"]["partnerBanner"];
  href: string;
}) {
  return (
    <section
      aria-labelledby="partner-banner-title"
      className="mx-auto max-w-7xl px-4 py-10"
      data-testid="partner-banner"
      data-chrome=""
    >
      <Link
        href={href}
        className="group grid overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 text-white shadow-lg md:grid-cols-[1.2fr_1fr]"
      >
        <div className="p-6 md:p-10">
          <h2 id="partner-banner-title" className="text-2xl font-bold md:text-3xl">
            {m.title}
          </h2>
          <p className="mt-2 max-w-md text-brand-100">{m.body}</p>
          <span className="mt-5 inline-flex rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 group-hover:bg-brand-50">
            {m.cta} →
          </span>
        </div>
        {/* A plain <img> with the attributes next/image gave this unoptimized SVG: next/image is a
            client component, and this banner sits in the shared layout, so it put ~7 KB gzip of
            image code into every page's first-load JavaScript (bench/RESULTS.md, 2026-11-26). */}
        {/* biome-ignore lint/performance/noImgElement: an unoptimized SVG; next/image adds nothing here */}
        <img
          src="/images/partner-banner.svg"
          alt={m.imageAlt}
          loading="lazy"
          width={480}
          height={240}
          decoding="async"
          className="hidden h-full w-full object-cover md:block"
          style={{ color: "transparent" }}
        />
      </Link>
    </section>
  );
}
