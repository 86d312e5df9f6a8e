import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Chromium's fake camera for a spec (as selfie.spec.ts builds it): a y4m video of 3 s of an empty
 * grey frame, then 5 s of a drawn face (tests/fixtures/selfie/face.i420.gz; no photo of a real
 * person), looped. Written before the browser starts (it reads the file at launch); answers the
 * launch options to pass to `test.use`.
 */
export function fakeCameraLaunchOptions(name: string) {
  const file = path.join(os.tmpdir(), `vaidya-${name}-camera-${process.pid}.y4m`);
  const face = zlib.gunzipSync(
    fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/selfie/face.i420.gz")),
  );
  const [width, height, fps] = [320, 240, 5];
  if (face.length !== (width * height * 3) / 2) throw new Error("face.i420.gz is not 320x240");
  const empty = Buffer.alloc(face.length, 128);
  const frame = (data: Buffer) => [Buffer.from("FRAME\n"), data];
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 3 * fps }, () => frame(empty)).flat(),
      ...Array.from({ length: 5 * fps }, () => frame(face)).flat(),
    ]),
  );
  return {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}
