import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db";
import { doctors, hospitals } from "@/src/db/schema";
import { type ImageSlotName, parsePhotoKey } from "@/src/lib/content-editing/images";
import { ContentError } from "./actor";

/** How one slot reads and writes its owner's published photo URL. */
interface SlotStore {
  read: (db: Database, slug: string) => Promise<Omit<PhotoOwner, "slot"> | undefined>;
  write: (tx: Database, id: number, photo: string | null) => Promise<unknown>;
}

const owner = { id: doctors.id, slug: doctors.slug, name: doctors.name, photo: doctors.photoUrl };
const hospitalOwner = {
  id: hospitals.id,
  slug: hospitals.slug,
  name: hospitals.name,
  photo: hospitals.photoUrl,
};

/**
 * Where each image slot's published photo lives: the owner's row and its photo-URL column (an
 * update() also moves the row's updated_at: the sitemap's lastmod). An article's cover is one
 * more entry here and one line in IMAGE_SLOTS (src/lib/content-editing/images.ts).
 */
const SLOT_STORES: Record<ImageSlotName, SlotStore> = {
  doctor: {
    read: async (db, slug) =>
      (await db.select(owner).from(doctors).where(eq(doctors.slug, slug)).limit(1))[0],
    write: (tx, id, photo) => tx.update(doctors).set({ photoUrl: photo }).where(eq(doctors.id, id)),
  },
  hospital: {
    read: async (db, slug) =>
      (await db.select(hospitalOwner).from(hospitals).where(eq(hospitals.slug, slug)).limit(1))[0],
    write: (tx, id, photo) =>
      tx.update(hospitals).set({ photoUrl: photo }).where(eq(hospitals.id, id)),
  },
};

export interface PhotoOwner {
  slot: ImageSlotName;
  id: number;
  slug: string;
  name: string;
  photo: string | null;
}

/** The owner of a photo key (`doctor:{slug}`), with its published photo URL; 404 when unknown. */
export async function loadPhotoOwner(db: Database, key: string): Promise<PhotoOwner> {
  const parsed = parsePhotoKey(key);
  if (!parsed) throw new ContentError(`"${key}" is not a doctor:slug or hospital:slug key.`, 404);
  const row = await SLOT_STORES[parsed.slot].read(db, parsed.slug);
  if (!row) throw new ContentError(`No ${parsed.slot} "${parsed.slug}".`, 404);
  return { slot: parsed.slot, ...row };
}

/** Writes the published photo URL (in the caller's transaction). */
export async function writePhoto(
  tx: Database,
  slot: ImageSlotName,
  id: number,
  photo: string | null,
): Promise<void> {
  await SLOT_STORES[slot].write(tx, id, photo);
}
