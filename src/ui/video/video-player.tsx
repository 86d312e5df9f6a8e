"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A privacy-friendly player: until the patient presses play there is no <video> element, no
 * iframe and no request for the video file, only the poster (an image of this site). Pressing
 * play puts the video in its place and starts it, with the browser's own controls.
 */
export function VideoPlayer({
  source,
  poster,
  title,
  playLabel,
  note,
}: {
  source: string;
  poster: string;
  title: string;
  playLabel: string;
  note: string;
}) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!playing) return;
    video.current?.focus();
    void video.current?.play().catch(() => {
      // Autoplay refused (rare after a click): the controls are there to start it.
    });
  }, [playing]);
  return (
    <figure className="mt-6">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-slate-200">
        {playing ? (
          // biome-ignore lint/a11y/useMediaCaption: the full transcript is on the page below the video
          <video
            ref={video}
            src={source}
            poster={poster}
            controls
            playsInline
            preload="auto"
            aria-label={title}
            className="size-full"
            data-testid="video-element"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={playLabel}
            className="group absolute inset-0 flex size-full items-end justify-end p-4 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500"
            data-testid="video-play"
          >
            {/* biome-ignore lint/performance/noImgElement: a local poster of fixed size; no optimiser round trip */}
            <img
              src={poster}
              alt=""
              width={640}
              height={360}
              className="absolute inset-0 size-full object-cover"
            />
            <span
              aria-hidden="true"
              className="relative flex size-16 items-center justify-center rounded-full bg-white/95 shadow-lg transition group-hover:scale-105"
            >
              <svg viewBox="0 0 24 24" className="ml-1 size-8 fill-brand-700" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{note}</figcaption>
    </figure>
  );
}
