import { sql } from "drizzle-orm";
import { bigint, check, customType, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { staffUsers } from "./staff";

/** Binary column: node-postgres gives a Buffer, PGlite a Uint8Array; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return "bytea";
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/**
 * Images editors upload (doctor and hospital photos), kept as our own re-encoded WebP variants:
 * never the uploaded bytes. `hash` names the image in its URLs (/media/{hash}-{width}.webp) and
 * is derived from the variants' bytes, so a URL's content never changes (served as immutable).
 * Which image a page shows is the catalogue row's photo URL, written when a photo draft is
 * published (src/server/content-editing/images.ts).
 */
export const mediaImages = pgTable("media_images", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  hash: text("hash").notNull().unique(),
  /** The image slot's shape it was cut for: 'doctor' (square), 'hospital' (16:9). */
  slot: text("slot").notNull(),
  /** The uploaded picture's size (after turning it upright), for the record. */
  sourceWidth: integer("source_width").notNull(),
  sourceHeight: integer("source_height").notNull(),
  sourceType: text("source_type").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  createdBy: text("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const mediaVariants = pgTable(
  "media_variants",
  {
    imageId: bigint("image_id", { mode: "number" })
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width] }),
    check("media_variants_width_check", sql`${t.width} between 16 and 4096`),
  ],
);
