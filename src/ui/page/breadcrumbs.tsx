import Link from "next/link";

export interface Crumb {
  name: string;
  href: string;
}

/**
 * The one breadcrumb trail of every page: links from the home page down, the last one the page
 * itself (`aria-current`) unless `endsAtPage` is false (an article's trail ends at its index,
 * the heading below names the article). Each link is at least 40 px tall to tap.
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
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1">
        {trail.map((c, i) => (
          <li key={c.href} className="flex items-center gap-x-1">
            {i > 0 ? <span aria-hidden>›</span> : null}
            {endsAtPage && i === trail.length - 1 ? (
              <span aria-current="page" className="py-2 text-slate-800">
                {c.name}
              </span>
            ) : (
              <Link href={c.href} className="inline-block py-2 underline-offset-2 hover:underline">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
