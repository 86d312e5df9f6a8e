/**
 * The selfie step (SF-1 to SF-7; spec §2, §4, §8) with Chromium's fake camera playing a y4m
 * video built here: 3 s of an empty grey frame, then 5 s of a drawn face
 * (tests/fixtures/selfie/face.svg as the I420 frame face.i420.gz, made by make-camera.mjs; no
 * photo of a real person). Chromium loops the file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { PHONE, screenshotForReview } from "./fixtures";
import { choose, randomMobile, useOwnClientIp } from "./lead-support";

const CAMERA = path.join(os.tmpdir(), `vaidya-selfie-camera-${process.pid}.y4m`);

/** Writes the fake camera's video (before the browser starts: it reads the file at launch). */
function writeCameraVideo(): void {
  const face = zlib.gunzipSync(
    fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/selfie/face.i420.gz")),
  );
  const [width, height, fps] = [320, 240, 5];
  const empty = Buffer.alloc(face.length, 128); // mid grey in Y, U and V
  expect(face.length).toBe((width * height * 3) / 2);
  const frame = (data: Buffer) => [Buffer.from("FRAME\n"), data];
  const parts = [
    Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: 3 * fps }, () => frame(empty)).flat(),
    ...Array.from({ length: 5 * fps }, () => frame(face)).flat(),
  ];
  fs.writeFileSync(CAMERA, Buffer.concat(parts));
}
writeCameraVideo();
const PAGE = "/campaign/hair-transplant-assessment";

test.use({
  permissions: ["camera"],
  launchOptions: {
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
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
});

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

async function openOverlay(page: Page) {
  await page.goto(PAGE);
  const field = page.getByTestId("selfie-field");
  await field.getByRole("button", { name: "Take a selfie" }).click();
  const overlay = page.getByRole("dialog", { name: "Take a selfie" });
  await expect(overlay).toBeVisible();
  return { field, overlay };
}

test("[SF-1][SF-2][SF-3][SF-4][SF-5] 'No Face Detected' in red until the drawn face appears; the photo is sent with consent", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const models: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/models/")) models.push(new URL(r.url()).pathname);
  });
  const { field, overlay } = await openOverlay(page);
  // The message passed to the field, and no other field message.
  await expect(field.getByTestId("selfie-message")).toHaveText(
    "Face the camera in good light, without a cap.",
  );
  const noFace = overlay.getByText("No Face Detected", { exact: true });
  await expect(noFace).toBeVisible();
  // Red: the computed colour (Tailwind's lab() value) painted and read back as RGB.
  const [r, g, b] = await noFace.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  });
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
  await screenshotForReview(page, { path: info.outputPath("selfie-no-face.png") });
  const useIt = overlay.getByRole("button", { name: "Use this photo" });
  await expect(useIt).toBeDisabled();

  await expect(noFace).toHaveCount(0, { timeout: 60_000 });
  expect(models).toContain("/models/tiny_face_detector_model-weights_manifest.json");
  await screenshotForReview(page, { path: info.outputPath("selfie-face.png") });
  await useIt.click();
  await expect(overlay).toHaveCount(0);
  await expect(field.getByRole("img", { name: "Your selfie" })).toBeVisible();
  await field.getByRole("checkbox").check();
  await field.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath("selfie-taken.png") });

  const form = page.getByTestId("lead-form");
  await form.getByLabel("Full name").fill("Arjun Mehta");
  await form.getByRole("textbox", { name: "Mobile number" }).fill(randomMobile());
  await choose(form, "City", "Delhi NCR");
  const photoSaved = page.waitForResponse("**/api/lead/photo");
  await form.getByRole("button", { name: "Submit" }).click();
  const response = await photoSaved;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(sent.consent).toBe(true);
  expect(String(sent.photo)).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  await page.waitForURL("**/thankyou?**");
});

test("[SF-6] with /models unreachable only a warning is logged: no error, no message, the selfie still works", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route("**/models/**", (route) => route.abort());
  const logged: { type: string; text: string }[] = [];
  page.on("console", (m) => logged.push({ type: m.type(), text: m.text() }));
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { field, overlay } = await openOverlay(page);
  await expect
    .poll(() => logged.some((l) => l.type === "warning" && l.text.includes("/models")), {
      timeout: 60_000,
    })
    .toBe(true);
  // The browser's own line about the blocked request is not ours; nothing else is an error.
  const ours = logged.filter(
    (l) => l.type === "error" && !l.text.startsWith("Failed to load resource"),
  );
  expect(ours).toEqual([]);
  expect(errors).toEqual([]);
  await expect(overlay.getByText("No Face Detected")).toHaveCount(0);
  await expect(field.getByTestId("selfie-message")).toHaveText(
    "Face the camera in good light, without a cap.",
  );
  await overlay.getByRole("button", { name: "Use this photo" }).click();
  await expect(field.getByRole("img", { name: "Your selfie" })).toBeVisible();
});
