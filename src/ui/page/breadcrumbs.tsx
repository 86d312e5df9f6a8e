import Link from "next/link";
import { breadcrumbList } from "@/src/lib/json-ld";
import { JsonLd } from "./json-ld";

export interface Crumb {
  name: string;
  /** The link: the page's path in the page's language. */
  href: string;
  /** The same page's absolute URL, for the BreadcrumbList. */
  url: string;
}

/**
 * The one breadcrumb trail of every page, and its schema.org BreadcrumbList from the same list,
 * so the two cannot disagree. The trail comes from the registry (definePage in
 * app/_routes/page-kit.tsx): links from the home page down, the last one the page itself
 * (`aria-current`). With `endsAtPage` false (an article, a video: the heading below names it) the
 * visible trail stops at the index; the BreadcrumbList still ends at the page. Each link is at
 * least 40 px tall to tap.
 */
export function Breadcrumbs({
  trail,
  label,
  endsAtPage = true,
}: {
  trail: readonly Crumb[];
  label: string;
  endsAtPage?: boolean;
}) {
  const shown = endsAtPage ? trail : trail.slice(0, -1);
  return (
    <>
      <JsonLd data={breadcrumbList(trail)} />
      <nav aria-label={label} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-1">
          {shown.map((c, i) => (
            <li key={c.href} className="flex items-center gap-x-1">
              {i > 0 ? <span aria-hidden>›</span> : null}
              {endsAtPage && i === shown.length - 1 ? (
                <span aria-current="page" className="py-2 text-slate-800">
                  {c.name}
                </span>
              ) : (
                <Link
                  href={c.href}
                  className="inline-block py-2 underline-offset-2 hover:underline"
                >
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
