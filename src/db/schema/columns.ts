import { timestamp } from "drizzle-orm/pg-core";

/** A point in time: `timestamp with time zone`, as every time column here is. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `updated_at` of every catalogue and content table: when the row's content last changed (the
 * sitemap's lastmod). The seed's upsert leaves it alone when nothing changed
 * (src/db/seed/insert.ts); drizzle's update() sets it through $onUpdate.
 */
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
