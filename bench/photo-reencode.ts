/**
 * Time to check and re-encode a lead photo (`reencodePhoto`, src/server/leads/photo.ts), the part
 * of POST /api/lead/photo that costs CPU, for the sizes a client can send: the form's own 480 px
 * selfie, a 12 MP phone photo, the largest accepted (4,096 × 4,096), pixel noise (the size
 * ladder's worst case) and two refusals (a header claiming 65,500 × 65,500, HTML behind FF D8 FF).
 *
 *   npx tsx --conditions=react-server bench/photo-reencode.ts [runs]
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { PHOTO_MAX_BYTES } from "@/src/lib/lead/photo";
import { reencodePhoto } from "@/src/server/leads/photo";

const runs = Number(process.argv[2] ?? 9);

/** A photo-like picture: blurred noise (smooth areas and some detail), as a JPEG of at most 200 KB. */
async function photoLike(width: number, height: number): Promise<Buffer> {
  const pixels = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .blur(2)
    .raw()
    .toBuffer();
  for (const quality of [80, 60, 40, 25, 15, 8]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_MAX_BYTES) return jpeg;
  }
  throw new Error(`no quality fits ${width} x ${height} in ${PHOTO_MAX_BYTES} bytes`);
}

async function noise(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 2 })
    .toBuffer();
}

async function crafted(): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(65_500, sof + 5);
  jpeg.writeUInt16BE(65_500, sof + 7);
  return jpeg;
}

const cases: [string, Buffer][] = [
  ["form selfie 480 x 360", await photoLike(480, 360)],
  ["12 MP phone photo 4000 x 3000", await photoLike(4000, 3000)],
  ["largest accepted 4096 x 4096", await photoLike(4096, 4096)],
  ["pixel noise 2000 x 2000 at quality 2", await noise(2000)],
  ["header claims 65,500 x 65,500", await crafted()],
  ["FF D8 FF + HTML", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("<html>")])],
];

console.log(`| input | sent | stored | median | min | max |`);
console.log(`|---|---|---|---|---|---|`);
for (const [name, sent] of cases) {
  const times: number[] = [];
  let stored = "refused (400)";
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    try {
      const out = await reencodePhoto(sent);
      const meta = await sharp(out).metadata();
      stored = `${meta.width} x ${meta.height}, ${(out.length / 1024).toFixed(0)} KB`;
    } catch {
      // a refusal: its time is what we measure
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (t: number) => `${t.toFixed(t < 10 ? 1 : 0)} ms`;
  console.log(
    `| ${name} | ${(sent.length / 1024).toFixed(0)} KB | ${stored} | ${ms(times[Math.floor(runs / 2)] ?? 0)} | ${ms(times[0] ?? 0)} | ${ms(times[runs - 1] ?? 0)} |`,
  );
}
