import Link from "next/link";

/**
 * A draft's page preview framed at a phone's width (390 × 844) and a desktop's (1280 wide, shown
 * at 60 %): the frames load the console's preview route, which renders the public page's own
 * component with the draft's values. Both widths at once: a phone layout is a media query of the
 * frame's own width, which no box inside the console page would trigger.
 */
export function PagePreviewFrames({
  id,
  lang,
  languages,
}: {
  id: number;
  lang: "en" | "hi";
  /** The languages the page has (an article only its own). */
  languages: readonly ("en" | "hi")[];
}) {
  const src = `/console/content/drafts/${id}/preview?lang=${lang}`;
  return (
    <div className="space-y-3">
      {languages.length > 1 ? (
        <nav aria-label="Preview language" className="flex gap-2">
          {languages.map((l) => (
            <Link
              key={l}
              href={`/console/content/drafts/${id}?lang=${l}#preview`}
              aria-current={l === lang ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 aria-[current=page]:border-teal-800 aria-[current=page]:bg-teal-800 aria-[current=page]:text-white"
            >
              {l === "en" ? "English page" : "Hindi page (/hi)"}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="flex flex-wrap items-start gap-4">
        <figure className="m-0">
          <figcaption className="mb-1 text-sm text-slate-700">Phone · 390 px</figcaption>
          <iframe
            title={`Draft ${id} on a phone`}
            src={src}
            width={390}
            height={844}
            loading="lazy"
            className="block max-w-full rounded-2xl border-4 border-slate-800 bg-white"
            data-testid="preview-phone"
          />
        </figure>
        <figure className="m-0 min-w-0 max-w-full">
          <figcaption className="mb-1 text-sm text-slate-700">
            Desktop · 1280 px (shown at 60 %; scroll inside it)
          </figcaption>
          <div className="h-[480px] w-[768px] max-w-full overflow-hidden rounded-lg border border-slate-400">
            <iframe
              title={`Draft ${id} on a desktop`}
              src={src}
              width={1280}
              height={800}
              loading="lazy"
              className="block origin-top-left scale-[0.6] bg-white"
              data-testid="preview-desktop"
            />
          </div>
        </figure>
      </div>
      <p className="text-sm">
        <a className="text-teal-800 underline" href={src} target="_blank" rel="noopener">
          Open the preview alone
        </a>
      </p>
    </div>
  );
}
