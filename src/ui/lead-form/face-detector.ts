"use client";

/**
 * Face detection for the selfie step: @vladmandic/face-api's tiny face
 * detector, its model loaded from /models (SF-2; copied there from the package by
 * scripts/copy-face-models.mjs). The library (~1 MB with TensorFlow.js) is imported only when
 * the camera overlay opens, never with the page.
 */
export const FACE_MODELS_URL = "/models";

export type FaceDetector = (video: HTMLVideoElement) => Promise<boolean>;

let loading: Promise<FaceDetector | null> | null = null;

/**
 * The detector, or null when the library or its model could not be loaded: then only a warning
 * is logged (SF-6), and the selfie works without detection. A failed load is tried again the
 * next time the overlay opens.
 */
export function loadFaceDetector(): Promise<FaceDetector | null> {
  loading ??= (async () => {
    try {
      const faceapi = await import("@vladmandic/face-api");
      await faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODELS_URL);
      const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
      return async (video: HTMLVideoElement) =>
        (await faceapi.detectSingleFace(video, options)) !== undefined;
    } catch (error) {
      loading = null;
      console.warn("Face detection models could not be loaded from /models", error);
      return null;
    }
  })();
  return loading;
}
