import "server-only";
import { postJson, type SmsSender, SmsDeliveryError } from "./types";

export interface Msg91Options {
  /** Flow API endpoint, https://control.msg91.com/api/v5/flow/ */
  url: string;
  authKey: string;
  /** MSG91 template id; its text (registered on the DLT portal) holds the ##otp## variable. */
  templateId: string;
  /** DLT-registered sender id (header). */
  senderId: string;
  /** DLT template id of the message (TRAI DLT), when the account requires it in the request. */
  dltTemplateId?: string;
  timeoutMs: number;
}

/**
 * MSG91 (an Indian SMS/OTP provider) through its Flow API: one POST with the `authkey` header,
 * the template id and the recipient with its variables. MSG91 answers
 * `{"type":"success","message":"<request id>"}`, or `{"type":"error","message":…}` — sometimes
 * with HTTP 200 — so both the status and the `type` must say success.
 */
export function createMsg91Sender(options: Msg91Options): SmsSender {
  return {
    provider: "msg91",
    async send({ to, otp }) {
      if (!otp) throw new SmsDeliveryError("msg91", "the MSG91 template needs an OTP variable");
      const body = JSON.stringify({
        template_id: options.templateId,
        sender: options.senderId,
        short_url: "0",
        ...(options.dltTemplateId ? { DLT_TE_ID: options.dltTemplateId } : {}),
        recipients: [{ mobiles: to.replace(/^\+/, ""), otp }],
      });
      const { status, text } = await postJson(
        "msg91",
        options.url,
        body,
        { authkey: options.authKey },
        options.timeoutMs,
      );
      let answer: { type?: unknown; message?: unknown } | undefined;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      if (status < 200 || status >= 300 || answer?.type !== "success") {
        const message = typeof answer?.message === "string" ? answer.message : text.slice(0, 200);
        throw new SmsDeliveryError("msg91", `HTTP ${status}: ${message || "no message"}`, status);
      }
    },
  };
}
