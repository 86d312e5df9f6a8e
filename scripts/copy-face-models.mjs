#!/usr/bin/env node
// Copies the face-detection model the selfie step uses (SF-2) from the
// @vladmandic/face-api package into public/models, where the browser loads it from /models
// (SF-2). Runs on `npm install` (postinstall) and before `npm run build` (prebuild): files in
// public/ are served only if present at build time. Not committed (.gitignore).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const from = path.join(root, "node_modules", "@vladmandic", "face-api", "model");
const to = path.join(root, "public", "models");
/** The tiny face detector only: about 190 KB, enough to tell whether a face is in the frame. */
const FILES = ["tiny_face_detector_model-weights_manifest.json", "tiny_face_detector_model.bin"];

if (!fs.existsSync(from)) {
  // A production install without the package: the selfie step logs a warning and works on.
  console.warn(`copy-face-models: ${from} not found; /models stays empty`);
  process.exit(0);
}
fs.mkdirSync(to, { recursive: true });
for (const file of FILES) fs.copyFileSync(path.join(from, file), path.join(to, file));
console.log(`copy-face-models: ${FILES.length} files → public/models`);
