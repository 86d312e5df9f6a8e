import type { Checked } from "./fields";

/**
 * The rules of the images editors upload (doctor and hospital photos): which files, how large,
 * and the sizes each page shows them at. Pure, shared by the server (which decides) and the
 * console's upload form (which says the same before sending a byte).
 */

/** The files an editor may send, by MIME type: what the browser says, checked again by decoding. */
export const IMAGE_TYPES = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** sharp's name of each format we accept (what the decoded header must say). */
export const IMAGE_FORMATS = ["jpeg", "png", "webp"] as const;

/**
 * 10 MB: a phone camera's JPEG is 2-8 MB. Checked on the declared length before the body is read,
 * and again while it is read (a client may send more than it declares, or no length at all).
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Longer side of the picture we decode at most (48 megapixels at 8000 × 6000): a bomb's guard. */
export const IMAGE_MAX_EDGE = 8000;

export interface ImageSlot {
  /** What the console calls it. */
  label: string;
  /** Width : height of every variant (the picture is cropped to it, around its centre). */
  aspect: readonly [number, number];
  /** Variant widths in pixels, smallest first: the 1×-3× of the CSS sizes the pages use. */
  widths: readonly number[];
  /** The picture's smallest acceptable width and height (smaller would be blurred up). */
  minWidth: number;
  minHeight: number;
}

/**
 * The shape and sizes of each kind of image, from where the pages show them:
 * - a doctor's photo is a circle of 64 CSS px on cards and 96 on the profile: 128 px (card at
 *   2×) and 288 px (profile at 3×) squares;
 * - a hospital's photo is a 16:9 picture as wide as the profile's column (up to 42rem = 672 CSS
 *   px; a phone's 358): 640 and 1280 px wide.
 * An article's cover is one more line: `article: { label: "Article cover", aspect: [16, 9],
 * widths: [640, 1280], minWidth: 640, minHeight: 360 }`, plus its column in the server's table.
 */
export const IMAGE_SLOTS = {
  doctor: {
    label: "Doctor photo",
    aspect: [1, 1],
    widths: [128, 288],
    minWidth: 128,
    minHeight: 128,
  },
  hospital: {
    label: "Hospital photo",
    aspect: [16, 9],
    widths: [640, 1280],
    minWidth: 640,
    minHeight: 360,
  },
} as const satisfies Record<string, ImageSlot>;
export type ImageSlotName = keyof typeof IMAGE_SLOTS;

export function isImageSlot(value: unknown): value is ImageSlotName {
  return typeof value === "string" && Object.hasOwn(IMAGE_SLOTS, value);
}

export function variantHeight(slot: ImageSlotName, width: number): number {
  const [w, h] = IMAGE_SLOTS[slot].aspect;
  return Math.round((width * h) / w);
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

export const IMAGE_TOO_LARGE = (bytes: number | null) =>
  `The file is ${bytes === null ? "larger than" : `${megabytes(bytes)}, over`} the ${megabytes(IMAGE_MAX_BYTES)} limit: send a smaller photo (a phone's "large" size is enough).`;
export const IMAGE_WRONG_TYPE = (name: string) =>
  `${name} is not a JPEG, PNG or WebP photo. Send a photo in one of those formats.`;
export const IMAGE_UNREADABLE =
  "This file is not a photo we can read: its contents are not a complete JPEG, PNG or WebP image (it may be another kind of file renamed, or damaged). Nothing was saved.";
export const IMAGE_EMPTY = "Choose a photo first.";

/**
 * What the form can tell from the file alone (its declared type and size); the server decides
 * again by reading the bytes. Null: send it.
 */
export function checkImageFile(file: { type: string; size: number; name?: string }): string | null {
  if (file.size === 0) return IMAGE_EMPTY;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE(file.size);
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return IMAGE_WRONG_TYPE(file.name || "This file");
  return null;
}

/** The picture's own size must cover the slot's smallest shape. */
export function checkImageSize(slot: ImageSlotName, width: number, height: number): string | null {
  const s = IMAGE_SLOTS[slot];
  if (width > IMAGE_MAX_EDGE || height > IMAGE_MAX_EDGE) {
    return `The photo is ${width} × ${height} pixels: at most ${IMAGE_MAX_EDGE} on a side.`;
  }
  if (width < s.minWidth || height < s.minHeight) {
    return `The photo is ${width} × ${height} pixels: a ${s.label.toLowerCase()} needs at least ${s.minWidth} × ${s.minHeight}.`;
  }
  return null;
}

const MEDIA_URL = /^\/media\/([0-9a-f]{32})-(\d{2,4})\.webp$/;

/** Where the site serves one variant: never changes (the hash names the bytes). */
export function mediaUrl(hash: string, width: number): string {
  return `/media/${hash}-${width}.webp`;
}

export function parseMediaFile(file: string): { hash: string; width: number } | null {
  const match = MEDIA_URL.exec(`/media/${file}`);
  return match ? { hash: match[1] ?? "", width: Number(match[2]) } : null;
}

/** The URL a published photo is stored as in its row (the largest variant). */
export function photoUrlOf(slot: ImageSlotName, hash: string): string {
  return mediaUrl(hash, IMAGE_SLOTS[slot].widths.at(-1) ?? 0);
}

/**
 * `srcset` of a stored photo URL: every variant of its slot, for the browser to pick by the
 * shown size and the screen's density; undefined for a URL that is not one of ours.
 */
export function photoSrcSet(slot: ImageSlotName, url: string | null): string | undefined {
  const match = url ? MEDIA_URL.exec(url) : null;
  if (!match) return undefined;
  return IMAGE_SLOTS[slot].widths.map((w) => `${mediaUrl(match[1] ?? "", w)} ${w}w`).join(", ");
}

/** A photo draft's entity key: the owner's kind and slug. */
export function photoKey(slot: ImageSlotName, slug: string): string {
  return `${slot}:${slug}`;
}

export function parsePhotoKey(key: string): { slot: ImageSlotName; slug: string } | null {
  const match = /^([a-z]+):([a-z0-9-]+)$/.exec(key);
  if (!match || !isImageSlot(match[1])) return null;
  return { slot: match[1], slug: match[2] ?? "" };
}

/** A photo draft's value: our media URL, or null (no photo); anything else is refused. */
export function checkPhotoValue(value: unknown): string | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" && MEDIA_URL.test(value) ? value : "invalid";
}

/** A photo draft's fields: `photo`, our media URL or null (remove the photo). */
export function checkPhotoFields(
  input: Record<string, unknown>,
): Checked<{ photo: string | null }> {
  const photo = checkPhotoValue(input.photo);
  if (photo === "invalid") {
    return {
      ok: false,
      problems: [{ field: "photo", message: "Photo must be one uploaded here (a /media/ link)." }],
    };
  }
  return { ok: true, value: { photo } };
}
