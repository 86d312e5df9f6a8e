"use client";

import { useId, useRef, useState } from "react";
import { format } from "@/src/lib/i18n/format";
import { OtpInput } from "@/src/ui/otp/otp-input";
import { OtpResend } from "@/src/ui/otp/otp-resend";
import { useCountdown } from "@/src/ui/otp/use-countdown";
import type { LeadMessages, OtpMessages } from "./messages";

/**
 * The lead form's optional OTP step (a page setting, off by default): six boxes,
 * 'Resend OTP in N secs' for 30 s, then 'Resend OTP' — the same widget and countdown as login.
 * A resend in flight ignores further taps (a double tap would send two codes).
 */
export function LeadOtpStep({
  dialCode,
  mobile,
  value,
  onChange,
  error,
  notice,
  onResend,
  busy,
  m,
  otp,
}: {
  dialCode: string;
  mobile: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  notice?: string;
  onResend: (restart: () => void) => void | Promise<void>;
  busy: boolean;
  m: LeadMessages;
  otp: OtpMessages;
}) {
  const countdown = useCountdown();
  const titleId = useId();
  const resending = useRef(false);
  const [resendBusy, setResendBusy] = useState(false);
  const resend = () =>
    runOnce(resending, async () => {
      setResendBusy(true);
      try {
        await onResend(countdown.restart);
      } finally {
        setResendBusy(false);
      }
    });
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4"
      aria-labelledby={titleId}
      data-testid="lead-otp"
    >
      <div>
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {m.otp.verifyTitle}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {format(m.otp.sent, { code: dialCode, mobile })}
        </p>
      </div>
      <OtpInput value={value} onChange={onChange} m={otp} error={error} autoFocus hideLabel />
      {notice ? (
        <p role="status" className="text-sm text-brand-800">
          {notice}
        </p>
      ) : null}
      <OtpResend
        secondsLeft={countdown.secondsLeft}
        onResend={() => void resend()}
        m={otp}
        busy={busy || resendBusy}
      />
    </section>
  );
}

/**
 * Runs `task` unless the one started before through the same flag is still in flight; answers
 * whether it ran. The flag is a ref, so it holds across renders.
 */
export async function runOnce(
  flag: { current: boolean },
  task: () => Promise<void>,
): Promise<boolean> {
  if (flag.current) return false;
  flag.current = true;
  try {
    await task();
  } finally {
    flag.current = false;
  }
  return true;
}
