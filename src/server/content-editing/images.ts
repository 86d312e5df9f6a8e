import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { contentDrafts, mediaImages, mediaVariants } from "@/src/db/schema";
import {
  checkImageSize,
  IMAGE_EMPTY,
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_EDGE,
  IMAGE_SLOTS,
  IMAGE_TOO_LARGE,
  IMAGE_TYPES,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  type ImageSlotName,
  mediaUrl,
  photoKey,
  photoUrlOf,
  variantHeight,
} from "@/src/lib/content-editing/images";
import { recordAudit } from "@/src/server/staff/audit";
import { decodeUpright, ImageRefused, readHeader } from "@/src/server/media/decode";
import { assertContent, type ContentActor, ContentError } from "./actor";
import { loadEntity } from "./entities";
import type { DraftRow } from "./workflow";
import { readBodyBytes } from "@/src/server/http/body";

/**
 * Photos editors upload for doctors and hospitals (docs/console.md "Content editing",
 * docs/decisions/0022-images-in-the-database.md). An upload is refused as early as it can be:
 * the declared length before a byte is read, the running length while reading, the header's
 * format and size before any pixel is decoded, a decoding warning before anything is written.
 * What is stored is our own WebP variants (upright, no metadata) and a photo draft, in one
 * transaction; the pages change only when the draft is published.
 */

/** A refused upload: its message is for the editor, its status for the answer. */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = "ImageUploadError";
  }
}

/** An upload's bytes: over `maxBytes` is 413 with the size when declared; nothing is 400. */
export async function readBodyCapped(
  request: Request,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<Buffer> {
  const body = await readBodyBytes(
    request,
    maxBytes,
    (declared) => new ImageUploadError(IMAGE_TOO_LARGE(declared), 413),
  );
  if (body.length === 0) throw new ImageUploadError(IMAGE_EMPTY, 400);
  return body;
}

/** The declared Content-Type must be a JPEG, PNG or WebP (415 otherwise, before reading). */
export function assertImageType(declaredType: string | null): void {
  const type = (declaredType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!Object.hasOwn(IMAGE_TYPES, type)) {
    throw new ImageUploadError(IMAGE_WRONG_TYPE("This file"), 415);
  }
}

export interface ProcessedImage {
  hash: string;
  format: string;
  width: number;
  height: number;
  variants: { width: number; height: number; data: Buffer }[];
}

const WEBP_QUALITY = 80;

/**
 * Decodes a sent picture (src/server/media/decode.ts: refuses a crafted or cut-off file, turns
 * it upright, keeps no metadata) and cuts the slot's WebP variants, cropped to its shape around
 * the centre. Throws ImageUploadError 400 for anything but a clean JPEG, PNG or WebP of the
 * slot's size.
 */
export async function processImage(sent: Buffer, slot: ImageSlotName): Promise<ProcessedImage> {
  let header: Awaited<ReturnType<typeof readHeader>>;
  try {
    header = await readHeader(sent, IMAGE_FORMATS, IMAGE_MAX_EDGE);
  } catch (error) {
    if (error instanceof ImageRefused && error.reason === "too_large" && error.header) {
      throw new ImageUploadError(
        checkImageSize(slot, error.header.width, error.header.height) ?? IMAGE_UNREADABLE,
        400,
      );
    }
    throw new ImageUploadError(IMAGE_UNREADABLE, 400);
  }
  const tooSmall = checkImageSize(slot, header.width, header.height);
  if (tooSmall) throw new ImageUploadError(tooSmall, 400);
  const variants: ProcessedImage["variants"] = [];
  try {
    const upright = decodeUpright(sent, IMAGE_MAX_EDGE);
    for (const width of IMAGE_SLOTS[slot].widths) {
      const height = variantHeight(slot, width);
      const data = await upright
        .clone()
        .resize(width, height, { fit: "cover", position: "centre" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width, height, data });
    }
  } catch {
    throw new ImageUploadError(IMAGE_UNREADABLE, 400);
  }
  const digest = createHash("sha256");
  for (const v of variants) digest.update(v.data);
  return {
    hash: digest.digest("hex").slice(0, 32),
    format: header.format,
    width: header.width,
    height: header.height,
    variants,
  };
}

export interface UploadedPhoto {
  draft: DraftRow;
  hash: string;
  /** The stored variants' URLs, by width. */
  urls: Record<number, string>;
}

/**
 * Stores a sent photo for a doctor or hospital as a draft of its photo (nothing on the pages
 * moves until it is published). `declaredType` is the request's Content-Type: anything but a
 * JPEG, PNG or WebP is refused before decoding; the bytes decide after that.
 */
export async function uploadPhoto(
  db: Database,
  actor: ContentActor,
  slot: ImageSlotName,
  slug: string,
  sent: Buffer,
  declaredType: string | null,
): Promise<UploadedPhoto> {
  assertContent(actor, "content.edit", "upload photos");
  assertImageType(declaredType);
  if (sent.length > IMAGE_MAX_BYTES) throw new ImageUploadError(IMAGE_TOO_LARGE(sent.length), 413);
  const entity = await loadEntity(db, "photo", photoKey(slot, slug));
  const image = await processImage(sent, slot);
  const url = photoUrlOf(slot, image.hash);
  const current = (entity.fields?.photo as string | null | undefined) ?? null;
  if (current === url) {
    throw new ContentError("This photo is the one the page shows already.", 409);
  }
  const draft = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // The same picture sent twice is stored once (its hash names the variants' bytes).
    await tx
      .insert(mediaImages)
      .values({
        hash: image.hash,
        slot,
        sourceWidth: image.width,
        sourceHeight: image.height,
        sourceType: image.format,
        sourceBytes: sent.length,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: mediaImages.hash });
    const [stored] = await tx
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.hash, image.hash));
    if (!stored) throw new Error("image not written");
    await tx
      .insert(mediaVariants)
      .values(
        image.variants.map((v) => ({
          imageId: stored.id,
          width: v.width,
          height: v.height,
          contentType: "image/webp",
          data: v.data,
        })),
      )
      .onConflictDoNothing();
    const [row] = await tx
      .insert(contentDrafts)
      .values({
        kind: "photo",
        entityKey: entity.key,
        medical: false,
        status: "draft",
        base: { photo: current },
        fields: { photo: url },
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("draft not written");
    await recordAudit(tx, {
      action: "content.draft_saved",
      actorId: actor.id,
      actorEmail: actor.email,
      recordType: "content:photo",
      recordId: entity.key,
      ip: actor.ip,
      detail: {
        draftId: row.id,
        changes: [{ field: "photo", before: current, after: url }],
        upload: {
          type: image.format,
          bytes: sent.length,
          width: image.width,
          height: image.height,
        },
      },
    });
    return row;
  });
  return {
    draft,
    hash: image.hash,
    urls: Object.fromEntries(image.variants.map((v) => [v.width, mediaUrl(image.hash, v.width)])),
  };
}

/** One stored variant, for the public /media route; null when there is none. */
export async function readVariant(db: Database, hash: string, width: number) {
  const [row] = await db
    .select({ contentType: mediaVariants.contentType, data: mediaVariants.data })
    .from(mediaVariants)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaVariants.imageId))
    .where(and(eq(mediaImages.hash, hash), eq(mediaVariants.width, width)))
    .limit(1);
  return row ?? null;
}
