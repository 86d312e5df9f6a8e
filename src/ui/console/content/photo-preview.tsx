import { type ImageSlotName, photoSrcSet } from "@/src/lib/content-editing/images";

/**
 * A photo as the public pages show it: a doctor's as the card's 64 px and the profile's 96 px
 * circles, a hospital's as the profile's 16:9 picture. No photo: the pages show none.
 */
export function PhotoPreview({
  slot,
  url,
  name,
}: {
  slot: ImageSlotName;
  url: string | null;
  name: string;
}) {
  if (!url) {
    return <p className="text-sm text-slate-600">No photo: the page shows none.</p>;
  }
  const srcSet = photoSrcSet(slot, url);
  if (slot === "doctor") {
    return (
      <div className="flex flex-wrap items-end gap-6" data-testid="photo-preview">
        {[64, 96].map((size) => (
          <figure key={size} className="text-center text-xs text-slate-600">
            {/* biome-ignore lint/performance/noImgElement: our own /media variants, sized here */}
            <img
              src={url}
              srcSet={srcSet}
              sizes={`${size}px`}
              alt={name}
              width={size}
              height={size}
              className="rounded-full object-cover"
              style={{ width: size, height: size }}
            />
            <figcaption className="mt-1">{size === 64 ? "Card" : "Profile"}</figcaption>
          </figure>
        ))}
      </div>
    );
  }
  return (
    <figure className="max-w-2xl text-xs text-slate-600" data-testid="photo-preview">
      {/* biome-ignore lint/performance/noImgElement: our own /media variants, sized here */}
      <img
        src={url}
        srcSet={srcSet}
        sizes="(min-width: 48rem) 42rem, 100vw"
        alt={name}
        width={1280}
        height={720}
        className="aspect-video h-auto w-full rounded-lg object-cover"
      />
      <figcaption className="mt-1">Profile</figcaption>
    </figure>
  );
}
