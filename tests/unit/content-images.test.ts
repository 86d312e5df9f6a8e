import { describe, expect, it } from "vitest";
import {
  checkImageFile,
  checkImageSize,
  checkPhotoFields,
  IMAGE_SLOTS,
  mediaUrl,
  parseMediaFile,
  parsePhotoKey,
  photoSrcSet,
  photoUrlOf,
  variantHeight,
} from "@/src/lib/content-editing/images";

const HASH = "0123456789abcdef0123456789abcdef";

describe("image rules", () => {
  it("[CE-21] [CE-22] the form's check: empty, too large and non-image types are refused with a message", () => {
    expect(checkImageFile({ type: "image/jpeg", size: 0 })).toBe("Choose a photo first.");
    expect(checkImageFile({ type: "image/jpeg", size: 30 * 1024 * 1024 })).toBe(
      'The file is 30 MB, over the 10 MB limit: send a smaller photo (a phone\'s "large" size is enough).',
    );
    expect(checkImageFile({ type: "application/zip", size: 100, name: "x.png" })).toBe(
      "x.png is not a JPEG, PNG or WebP photo. Send a photo in one of those formats.",
    );
    expect(checkImageFile({ type: "image/svg+xml", size: 100 })).toMatch(/not a JPEG/);
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(checkImageFile({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it("[CE-22] a picture must cover its slot's smallest size and be at most 8000 px a side", () => {
    expect(checkImageSize("doctor", 128, 128)).toBeNull();
    expect(checkImageSize("doctor", 127, 400)).toMatch(/at least 128 × 128/);
    expect(checkImageSize("hospital", 1000, 300)).toMatch(/at least 640 × 360/);
    expect(checkImageSize("hospital", 9000, 5000)).toMatch(/at most 8000/);
  });

  it("[CE-23] variant sizes follow the slot's shape; media file names are parsed strictly", () => {
    expect(IMAGE_SLOTS.doctor.widths.map((w) => variantHeight("doctor", w))).toEqual([128, 288]);
    expect(IMAGE_SLOTS.hospital.widths.map((w) => variantHeight("hospital", w))).toEqual([
      360, 720,
    ]);
    expect(parseMediaFile(`${HASH}-288.webp`)).toEqual({ hash: HASH, width: 288 });
    for (const bad of [
      `${HASH}-288.png`,
      `${HASH.slice(1)}-288.webp`,
      "../x-1.webp",
      `${HASH}-1.webp`,
    ]) {
      expect(parseMediaFile(bad)).toBeNull();
    }
    expect(mediaUrl(HASH, 128)).toBe(`/media/${HASH}-128.webp`);
  });

  it("[CE-24] a photo draft holds one of our media URLs or none; srcset lists every variant", () => {
    const url = photoUrlOf("doctor", HASH);
    expect(url).toBe(`/media/${HASH}-288.webp`);
    expect(checkPhotoFields({ photo: url })).toEqual({ ok: true, value: { photo: url } });
    expect(checkPhotoFields({ photo: "" })).toEqual({ ok: true, value: { photo: null } });
    expect(checkPhotoFields({ photo: "https://evil.example/x.webp" }).ok).toBe(false);
    expect(photoSrcSet("doctor", url)).toBe(
      `/media/${HASH}-128.webp 128w, /media/${HASH}-288.webp 288w`,
    );
    expect(photoSrcSet("doctor", "https://cdn.example/x.jpg")).toBeUndefined();
    expect(parsePhotoKey("hospital:city-care-lucknow")).toEqual({
      slot: "hospital",
      slug: "city-care-lucknow",
    });
    expect(parsePhotoKey("article:x")).toBeNull();
  });
});
