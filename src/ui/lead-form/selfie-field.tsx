"use client";

import { useEffect, useRef, useState } from "react";
import type { LeadMessages } from "./messages";
import { type FaceDetector, loadFaceDetector } from "./face-detector";

export interface SelfieValue {
  /** A JPEG data URL. */
  photo?: string;
  /** The patient's explicit consent to keep the photo; without it the photo is never sent. */
  consent: boolean;
}

/** The captured photo's longer side, in pixels (a small JPEG, ~30-60 KB). */
const PHOTO_SIZE = 480;
const DETECT_EVERY_MS = 250;

/**
 * The selfie field type (SF-1 to SF-6): a button that opens a camera
 * overlay, a preview of the photo taken, and the photo-consent box. Below it the field shows
 * the message passed to it and no other.
 */
export function SelfieField({
  id,
  value,
  onChange,
  message,
  m,
}: {
  id: string;
  value: SelfieValue;
  onChange: (value: SelfieValue) => void;
  /** A message for the field (SF-5: shown, and no other). */
  message?: string;
  m: LeadMessages["selfie"];
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2" data-testid="selfie-field">
      <span className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {m.label}
      </span>
      <p className="text-xs text-slate-600">{m.hint}</p>
      <div className="flex items-center gap-3">
        {value.photo ? (
          // biome-ignore lint/performance/noImgElement: a data URL preview
          <img
            src={value.photo}
            alt={m.preview}
            width={64}
            height={64}
            className="h-16 w-16 rounded-xl object-cover ring-1 ring-slate-300"
          />
        ) : null}
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-describedby={`${id}-label`}
          className="min-h-11 rounded-xl border-2 border-brand-700 px-4 font-semibold text-brand-800"
        >
          {value.photo ? m.retake : m.take}
        </button>
        {value.photo ? (
          <button
            type="button"
            onClick={() => onChange({ consent: false })}
            className="min-h-11 px-2 text-sm font-semibold text-slate-700 underline underline-offset-2"
          >
            {m.remove}
          </button>
        ) : null}
      </div>
      {value.photo ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.consent}
            onChange={(e) => onChange({ ...value, consent: e.target.checked })}
            className="mt-1 h-5 w-5 shrink-0"
          />
          {m.consent}
        </label>
      ) : null}
      {message ? (
        <p className="text-sm text-slate-700" data-testid="selfie-message">
          {message}
        </p>
      ) : null}
      {open ? (
        <SelfieOverlay
          m={m}
          onClose={() => setOpen(false)}
          onCapture={(photo) => {
            onChange({ photo, consent: false });
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The camera overlay: the front camera's picture, 'No Face Detected' in red until the detector
 * finds a face (SF-3, SF-4), and the capture button, enabled once a face was found (or at once
 * when detection is unavailable: the models failed to load, and only a warning was logged).
 */
function SelfieOverlay({
  m,
  onClose,
  onCapture,
}: {
  m: LeadMessages["selfie"];
  onClose: () => void;
  onCapture: (photo: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  /** 'loading' until the detector is known; 'off' when it could not be loaded. */
  const [detection, setDetection] = useState<"loading" | "on" | "off">("loading");
  const [faceFound, setFaceFound] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
          audio: false,
        });
      } catch {
        if (!stopped) setCameraFailed(true);
        return;
      }
      if (stopped || !video.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const detect: FaceDetector | null = await loadFaceDetector();
      if (stopped) return;
      setDetection(detect ? "on" : "off");
      if (!detect) return;
      const tick = async () => {
        const v = video.current;
        if (stopped || !v) return;
        let found = false;
        try {
          found = v.readyState >= 2 && (await detect(v));
        } catch (error) {
          console.warn("Face detection failed", error);
        }
        if (stopped) return;
        if (found) {
          setFaceFound(true);
          return;
        }
        timer = setTimeout(tick, DETECT_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const capture = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const scale = Math.min(1, PHOTO_SIZE / Math.max(v.videoWidth, v.videoHeight));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(v.videoWidth * scale);
    canvas.height = Math.round(v.videoHeight * scale);
    canvas.getContext("2d")?.drawImage(v, 0, 0, canvas.width, canvas.height);
    onCapture(canvas.toDataURL("image/jpeg", 0.8));
  };

  const canCapture = !cameraFailed && (faceFound || detection === "off");
  return (
    <dialog
      ref={dialog}
      aria-labelledby="selfie-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-full max-w-md rounded-3xl p-0 backdrop:bg-slate-900/70"
      data-testid="selfie-overlay"
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between">
          <h2 id="selfie-title" className="text-lg font-bold text-slate-900">
            {m.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-700"
          >
            {m.close}
          </button>
        </div>
        {cameraFailed ? (
          <p className="text-sm text-slate-700">{m.cameraFailed}</p>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              className="aspect-[4/3] w-full -scale-x-100 rounded-2xl bg-slate-900 object-cover"
            />
            {detection !== "off" && !faceFound ? (
              <p
                className="text-center font-semibold text-red-700"
                data-testid="no-face"
                role="status"
              >
                {m.noFace}
              </p>
            ) : null}
            <button
              type="button"
              onClick={capture}
              disabled={!canCapture}
              className="min-h-12 rounded-xl bg-brand-700 px-5 font-semibold text-white disabled:opacity-50"
            >
              {m.capture}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
