/**
 * Renders the sample patient videos (src/db/seed/data/videos.ts) into public/media/videos: one slide
 * per line of text, SLIDE_SECONDS each, 640x360 H.264 without sound, plus a JPEG poster (the
 * first slide). Needs ffmpeg; the output is committed, so CI and the app never run this.
 *
 *   npx tsx scripts/make-videos.ts
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SLIDE_SECONDS, videoFiles, videos } from "../src/db/seed/data/videos";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const out = path.join(process.cwd(), "public");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "vaidya-videos-"));

/** Breaks a slide's text into lines of at most `width` characters. */
function wrap(text: string, width = 28): string {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

for (const video of videos) {
  const files = videoFiles(video.slug);
  const filters = video.slides.map((slide, i) => {
    const textFile = path.join(work, `${video.slug}-${i}.txt`);
    fs.writeFileSync(textFile, wrap(slide));
    const first = i === 0;
    return [
      `color=c=${first ? "0x0f5f5c" : "0x134e4a"}:s=640x360:d=${SLIDE_SECONDS}:r=12`,
      `drawtext=fontfile=${FONT}:textfile=${textFile}:fontcolor=white:fontsize=${first ? 34 : 30}:line_spacing=12:x=(w-text_w)/2:y=(h-text_h)/2`,
      `drawtext=fontfile=${FONT}:text='Vaidya  ${i + 1}/${video.slides.length}':fontcolor=0xa7f3d0:fontsize=16:x=24:y=h-36`,
    ].join(",");
  });
  const graph = `${filters.map((f, i) => `${f}[s${i}]`).join(";")};${filters
    .map((_, i) => `[s${i}]`)
    .join("")}concat=n=${filters.length}:v=1:a=0,format=yuv420p[v]`;
  const mp4 = path.join(out, files.source);
  fs.mkdirSync(path.dirname(mp4), { recursive: true });
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-crf",
    "30",
    "-tune",
    "stillimage",
    "-movflags",
    "+faststart",
    mp4,
  ]);
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-i",
    mp4,
    "-frames:v",
    "1",
    "-q:v",
    "5",
    path.join(out, files.poster),
  ]);
  console.log(`${files.source}: ${fs.statSync(mp4).size} bytes`);
}
fs.rmSync(work, { recursive: true, force: true });
