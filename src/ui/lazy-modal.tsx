"use client";

import { Component, type ReactNode, useEffect, useState } from "react";

/**
 * On-demand modals (kept out of the first-load JavaScript budget) load their code when first
 * opened. On a flaky 4G connection that chunk can fail to arrive, and React 19 caches a failed
 * lazy() for good: without a boundary the error reaches the root and the whole page turns into
 * 'Application error'. This boundary catches it (or any error the modal throws while rendering) and
 * tells the owner, who closes the modal and creates a fresh lazy() so that the next open tries the
 * download again.
 */
export class ModalErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn("modal failed to load or render", error);
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * How long a modal's chunk may take before the loading spinner shows (CN-8): on a good
 * connection the modal arrives first and no spinner flashes up and away.
 */
export const LAZY_LOADING_DELAY_MS = 200;

/**
 * Shown for the moment a modal's chunk takes to arrive on its first open: after
 * `LAZY_LOADING_DELAY_MS`, a spinner over a dim overlay, announced as a status; before that a
 * clear overlay that already takes taps. Escape or a tap on the overlay closes it (the download
 * goes on, so the next open is quick), so a slow connection never traps the visitor.
 */
export function ModalLoading({
  label,
  onClose,
  delayMs = LAZY_LOADING_DELAY_MS,
}: {
  label: string;
  onClose: () => void;
  delayMs?: number;
}) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, shown]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document (above)
    <div
      role="status"
      aria-label={label}
      className={`fixed inset-0 z-50 flex items-center justify-center${shown ? " bg-slate-900/60" : ""}`}
      onClick={onClose}
      data-testid="modal-loading"
      data-shown={shown ? "true" : "false"}
    >
      {shown ? (
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-white"
        />
      ) : null}
    </div>
  );
}
