import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/src/db";
import { videos } from "@/src/db/schema";
import type { VideoData } from "@/src/lib/video";

export interface VideoPageData extends VideoData {
  /** The Hindi title and transcript, shown beside the English ones. */
  titleHi: string;
  transcriptHi: string;
  publishedAt: string;
}

type VideoRow = typeof videos.$inferSelect;

function toVideo(row: VideoRow): VideoPageData {
  return {
    slug: row.slug,
    title: row.titleEn,
    titleHi: row.titleHi,
    description: row.description,
    durationSeconds: row.durationSeconds,
    poster: row.poster,
    source: row.source,
    transcript: row.transcriptEn,
    transcriptHi: row.transcriptHi,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every patient video, newest first (/videos). */
export const loadVideos = cache(async (): Promise<VideoPageData[]> => {
  const rows = await getDb()
    .select()
    .from(videos)
    .orderBy(desc(videos.publishedAt), asc(videos.id));
  return rows.map(toVideo);
});

/** One video (/videos/{slug}); null when there is none with that slug. */
export const loadVideo = cache(async (slug: string): Promise<VideoPageData | null> => {
  const [row] = await getDb().select().from(videos).where(eq(videos.slug, slug)).limit(1);
  return row ? toVideo(row) : null;
});
