"use client";

import { format } from "@/src/lib/i18n/format";
import { OtpInput } from "@/src/ui/otp/otp-input";
import { OtpResend } from "@/src/ui/otp/otp-resend";
import { useCountdown } from "@/src/ui/otp/use-countdown";
import type { LeadMessages, OtpMessages } from "./messages";

/**
 * The lead form's optional OTP step (DESIGN §5: a page setting, off by default): six boxes,
 * 'Resend OTP in N secs' for 30 s, then 'Resend OTP' — the same widget and countdown as login.
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
  onResend: (restart: () => void) => void;
  busy: boolean;
  m: LeadMessages;
  otp: OtpMessages;
}) {
  const countdown = useCountdown();
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4"
      aria-labelledby="lead-otp-title"
      data-testid="lead-otp"
    >
      <div>
        <h3 id="lead-otp-title" className="text-base font-semibold text-slate-900">
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
        onResend={() => onResend(countdown.restart)}
        m={otp}
        busy={busy}
      />
    </section>
  );
}
