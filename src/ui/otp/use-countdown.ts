"use client";

import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "./otp-value";

/** OTP resend wait (OT-5). */
export const OTP_RESEND_SECONDS = 30;

/**
 * The resend countdown (OT-5 to OT-8): starts at 30 s (on mount unless told otherwise),
 * counts down by wall-clock time so a throttled background tab still ends on time, and
 * `restart()` starts the 30 s again after a resend.
 */
export function useCountdown(
  seconds: number = OTP_RESEND_SECONDS,
  { startOnMount = true }: { startOnMount?: boolean } = {},
): { secondsLeft: number; running: boolean; restart: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(startOnMount ? seconds : 0);

  const restart = useCallback(() => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, on mount
  useEffect(() => {
    if (startOnMount) restart();
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const remaining = secondsLeft(deadline, Date.now());
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft: left, running: left > 0, restart };
}
