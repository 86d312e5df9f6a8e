/** Patient videos (/videos, /videos/{slug}): shared shapes and formatting. */

export interface VideoData {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** Public paths (public/media/videos): nothing from a video host. */
  poster: string;
  source: string;
  /** Plain text, paragraphs separated by blank lines. */
  transcript: string;
  updatedAt: string;
}

/** "1:05" for 65 seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** ISO 8601 duration for VideoObject JSON-LD: "PT1M5S". */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return `PT${m ? `${m}M` : ""}${s % 60}S`;
}
