"use client";

import { useActionState, useState } from "react";
import {
  checkImageFile,
  IMAGE_MAX_BYTES,
  IMAGE_SLOTS,
  type ImageSlotName,
} from "@/src/lib/content-editing/images";
import { FormError } from "../fields";
import { PhotoPreview } from "./photo-preview";

type SaveAction = (
  state: { problems?: { field: string; message: string }[] },
  data: FormData,
) => Promise<{ problems?: { field: string; message: string }[] }>;

type Result =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "refused"; message: string }
  | { state: "saved"; url: string; draftId: number; draftHref: string };

/**
 * A doctor's or hospital's photo: the published one, a file chooser, and once sent, the photo
 * as the pages will show it and the draft that publishes it. The file is checked here first
 * (type and size, the rules the server applies again) and sent as the request's body to the
 * upload route: a server action's body limit (1 MB) is far below a phone's photo.
 */
export function PhotoUpload({
  slot,
  slug,
  name,
  current,
  saveDraft,
}: {
  slot: ImageSlotName;
  slug: string;
  name: string;
  current: string | null;
  /** The profile form's save action: "Remove the photo" saves a draft with no photo. */
  saveDraft: SaveAction;
}) {
  const [result, setResult] = useState<Result>({ state: "idle" });
  const [removal, removeAction, removing] = useActionState(saveDraft, {});
  const s = IMAGE_SLOTS[slot];
  const mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024));

  async function send(file: File) {
    const problem = checkImageFile(file);
    if (problem) {
      setResult({ state: "refused", message: problem });
      return;
    }
    setResult({ state: "sending" });
    try {
      const response = await fetch(`/console/content/profiles/${slot}/${slug}/photo`, {
        method: "POST",
        headers: { "content-type": file.type },
        body: file,
      });
      const answer = (await response.json().catch(() => null)) as {
        url?: string;
        draftId?: number;
        draftHref?: string;
        error?: string;
      } | null;
      if (response.ok && answer?.url && answer.draftId && answer.draftHref) {
        setResult({
          state: "saved",
          url: answer.url,
          draftId: answer.draftId,
          draftHref: answer.draftHref,
        });
      } else {
        setResult({
          state: "refused",
          message: answer?.error ?? `The upload failed (${response.status}). Try again.`,
        });
      }
    } catch {
      setResult({ state: "refused", message: "The upload did not reach the server. Try again." });
    }
  }

  return (
    <section
      aria-labelledby="photo-heading"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="photo-section"
    >
      <h2 id="photo-heading" className="mb-2 font-semibold">
        {s.label}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="mb-1 text-sm font-medium">Published</p>
          <PhotoPreview slot={slot} url={current} name={name} />
          {current ? (
            <form action={removeAction} className="mt-2">
              <input type="hidden" name="kind" value="photo" />
              <input type="hidden" name="key" value={`${slot}:${slug}`} />
              <input type="hidden" name="photo" value="" />
              <FormError message={removal.problems?.[0]?.message} />
              <button
                type="submit"
                disabled={removing}
                className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50"
              >
                {removing ? "Saving…" : "Remove the photo (as a draft)"}
              </button>
            </form>
          ) : null}
        </div>
        <div>
          <label htmlFor="photo-file" className="block text-sm font-medium">
            New photo
          </label>
          <p id="photo-rules" className="text-sm text-slate-600">
            JPEG, PNG or WebP, up to {mb} MB, at least {s.minWidth} × {s.minHeight} pixels.{" "}
            {s.aspect[0] === s.aspect[1]
              ? "Cropped to a square around the centre."
              : "Cropped to 16:9 around the centre."}{" "}
            Location and camera details are removed.
          </p>
          <input
            id="photo-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="photo-rules"
            disabled={result.state === "sending"}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
            className="mt-2 block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-teal-800 file:px-4 file:font-semibold file:text-white"
          />
          <div aria-live="polite" className="mt-2">
            {result.state === "sending" ? <p className="text-sm">Uploading and resizing…</p> : null}
            {result.state === "refused" ? (
              <p role="alert" className="text-sm text-red-800" data-testid="photo-error">
                {result.message}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {result.state === "saved" ? (
        <div className="mt-4 border-t border-slate-100 pt-3" data-testid="photo-new">
          <p role="status" className="mb-2 text-sm text-teal-950">
            Saved as draft #{result.draftId}: the page shows it once the draft is published.
          </p>
          <PhotoPreview slot={slot} url={result.url} name={name} />
          <a
            href={result.draftHref}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
          >
            Open draft #{result.draftId} to publish it
          </a>
        </div>
      ) : null}
    </section>
  );
}
