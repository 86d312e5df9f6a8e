import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { getMessages } from "@/src/lib/i18n";
import { format } from "@/src/lib/i18n/format";
import { accountMessages } from "@/src/ui/account/messages";
import { FieldShell } from "@/src/ui/lead-form/field-shell";
import { leadMessages, otpMessages } from "@/src/ui/lead-form/messages";
import { LeadOtpStep, runOnce } from "@/src/ui/lead-form/otp-step";
import { OtpResend } from "@/src/ui/otp/otp-resend";
import { OTP_RESEND_SECONDS } from "@/src/ui/otp/use-countdown";

describe("lead-form OTP step", () => {
  it("a resend in flight ignores a second tap; the next tap after it ends sends again", async () => {
    const flag = { current: false };
    let finish: () => void = () => {};
    const task = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const first = runOnce(flag, task);
    await expect(runOnce(flag, task)).resolves.toBe(false);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await expect(first).resolves.toBe(true);
    const again = runOnce(flag, task);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await again;
  });

  it("a failed resend releases the guard", async () => {
    const flag = { current: false };
    await expect(runOnce(flag, () => Promise.reject(new Error("offline")))).rejects.toThrow();
    expect(flag.current).toBe(false);
  });

  it("two OTP steps on one page have their own title ids", () => {
    const step = (
      <LeadOtpStep
        dialCode="91"
        mobile="9876543210"
        value=""
        onChange={() => {}}
        onResend={() => {}}
        busy={false}
        m={leadMessages("en")}
        otp={otpMessages("en")}
      />
    );
    const html = renderToStaticMarkup(
      <>
        {step}
        {step}
      </>,
    );
    const labelled = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    const titles = [...html.matchAll(/<h3 id="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toHaveLength(2);
    expect(new Set(titles).size).toBe(2);
    for (const id of titles) expect(labelled).toContain(id);
    expect(html).not.toContain("lead-otp-title");
  });
});

describe("lead-form field errors", () => {
  const render = (announce?: boolean) =>
    renderToStaticMarkup(
      <FieldShell
        id="f-mobile"
        label="Mobile number"
        error="Too many OTP requests"
        announce={announce}
      >
        <input id="f-mobile" />
      </FieldShell>,
    );

  it("an error from the server is announced (role=alert)", () => {
    expect(render(true)).toMatch(/<p id="f-mobile-error" role="alert"[^>]*>Too many OTP requests/);
  });

  it("the form's own check errors are not alerts (the first invalid field takes the focus)", () => {
    expect(render()).toMatch(/<p id="f-mobile-error" class=/);
    expect(render()).not.toContain('role="alert"');
  });
});

describe("[OT-8] the lead form's OTP step and login count down and resend alike", () => {
  it("[OT-8] both take their words from the same OTP messages, in English and Hindi", () => {
    for (const locale of ["en", "hi"] as const) {
      const login = accountMessages(getMessages(locale).auth, "Close").otp;
      expect(otpMessages(locale)).toEqual(login);
    }
  });

  it("[OT-8] the lead form's step starts the 30 s countdown the login shows after its send, and ends in the same 'Resend OTP' link", () => {
    for (const locale of ["en", "hi"] as const) {
      const login = accountMessages(getMessages(locale).auth, "Close").otp;
      const html = renderToStaticMarkup(
        <LeadOtpStep
          dialCode="91"
          mobile="9876543210"
          value=""
          onChange={() => {}}
          onResend={() => {}}
          busy={false}
          m={leadMessages(locale)}
          otp={otpMessages(locale)}
        />,
      );
      const countdown = renderToStaticMarkup(
        <OtpResend secondsLeft={OTP_RESEND_SECONDS} onResend={() => {}} m={login} />,
      );
      expect(OTP_RESEND_SECONDS).toBe(30);
      expect(countdown).toContain(format(login.resendIn, { n: 30 }));
      expect(html).toContain(countdown);
      // At zero, one 'Resend OTP' link whichever widget it is in.
      expect(
        renderToStaticMarkup(<OtpResend secondsLeft={0} onResend={() => {}} m={login} />),
      ).toBe(
        renderToStaticMarkup(
          <OtpResend secondsLeft={0} onResend={() => {}} m={otpMessages(locale)} />,
        ),
      );
    }
  });
});
