import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";

/**
 * Decoding a picture someone sent us (a lead's selfie, an editor's upload). Such a file may be
 * HTML, a program, or a decompression bomb behind an image's first bytes, so it is decoded here
 * and re-encoded by the caller: what is kept is always our own encoding, never the sender's bytes,
 * and carries no metadata (EXIF GPS says where a photo was taken; sharp drops EXIF, XMP, ICC and
 * comments unless told to keep them, converting colours to sRGB).
 */

export type ImageRefusal = "unreadable" | "too_large";

/** A file refused before or while decoding: the caller turns it into its own message. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    readonly header?: { format?: string; width: number; height: number },
  ) {
    super(`image refused: ${reason}`);
    this.name = "ImageRefused";
  }
}

/**
 * Sharp's input options: stop at the first decoder warning (a cut-off or corrupt file would
 * otherwise be stored half grey), and never decode more pixels than the edge limit allows,
 * whatever the header claims (a second guard after `readHeader`).
 */
function decodeOptions(maxEdge: number) {
  return { failOn: "warning", limitInputPixels: maxEdge * maxEdge } as const;
}

export interface ImageHeader {
  format: string;
  /** The size once turned upright by its EXIF orientation. */
  width: number;
  height: number;
}

/**
 * The header alone, before any pixel is decoded: its format must be one of `formats` (what the
 * bytes say, not the file's name or declared type) and its sides at most `maxEdge`.
 * Throws ImageRefused "unreadable" (not such an image) or "too_large" (too many pixels).
 */
export async function readHeader(
  sent: Buffer,
  formats: readonly string[],
  maxEdge: number,
): Promise<ImageHeader> {
  let header: Metadata;
  try {
    header = await sharp(sent, { ...decodeOptions(maxEdge), limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("unreadable");
  }
  if (!header.format || !formats.includes(header.format) || !header.width || !header.height) {
    throw new ImageRefused("unreadable");
  }
  // Orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (header.orientation ?? 1) >= 5;
  const width = turned ? header.height : header.width;
  const height = turned ? header.width : header.height;
  if (header.width > maxEdge || header.height > maxEdge) {
    throw new ImageRefused("too_large", { format: header.format, width, height });
  }
  return { format: header.format, width, height };
}

/**
 * The sent picture's pixels, turned upright by its EXIF orientation (the only metadata worth
 * keeping, applied to the pixels): the caller resizes and encodes it. Decoding errors surface
 * when the pipeline runs (toBuffer), where the caller refuses the file as unreadable.
 */
export function decodeUpright(sent: Buffer, maxEdge: number): Sharp {
  return sharp(sent, decodeOptions(maxEdge)).autoOrient();
}
