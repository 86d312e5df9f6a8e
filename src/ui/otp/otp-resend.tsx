"use client";

import { format } from "@/src/lib/i18n/format";

export interface OtpResendMessages {
  /** 'Resend OTP in {n} secs' */
  resendIn: string;
  /** 'Resend OTP' */
  resend: string;
}

/**
 * 'Resend OTP in N secs' while the countdown runs, then a 'Resend OTP' link (OT-5, OT-6).
 * The same component serves login and the lead form's OTP step, so both behave alike.
 */
export function OtpResend({
  secondsLeft,
  onResend,
  m,
  busy = false,
}: {
  secondsLeft: number;
  onResend: () => void;
  m: OtpResendMessages;
  busy?: boolean;
}) {
  if (secondsLeft > 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="otp-countdown">
        {format(m.resendIn, { n: secondsLeft })}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={busy}
      className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60"
      data-testid="otp-resend"
    >
      {m.resend}
    </button>
  );
}
