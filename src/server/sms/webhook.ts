import "server-only";
import { createHmac } from "node:crypto";
import { postJson, type SmsSender, SmsDeliveryError } from "./types";

export interface WebhookOptions {
  url: string;
  /** When set, the body is signed: X-Vaidya-Signature: sha256=<hex HMAC-SHA256 of the body>. */
  secret?: string;
  senderId: string;
  dltTemplateId?: string;
  timeoutMs: number;
}

/**
 * Generic webhook: POSTs `{to, text, otp, senderId, dltTemplateId}` as JSON to a URL of the
 * operator's choice (an SMS gateway, a queue, a WhatsApp bridge). Any 2xx is success.
 */
export function createWebhookSender(options: WebhookOptions): SmsSender {
  return {
    provider: "webhook",
    async send({ to, text, otp }) {
      const body = JSON.stringify({
        to,
        text,
        otp,
        senderId: options.senderId,
        dltTemplateId: options.dltTemplateId ?? null,
      });
      const headers: Record<string, string> = {};
      if (options.secret) {
        const signature = createHmac("sha256", options.secret).update(body).digest("hex");
        headers["x-vaidya-signature"] = `sha256=${signature}`;
      }
      const { status, text: answer } = await postJson(
        "webhook",
        options.url,
        body,
        headers,
        options.timeoutMs,
      );
      if (status < 200 || status >= 300) {
        throw new SmsDeliveryError("webhook", `HTTP ${status}: ${answer.slice(0, 200)}`, status);
      }
    },
  };
}
