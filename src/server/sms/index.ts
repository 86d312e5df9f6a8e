import "server-only";
import type { Env } from "@/src/config/env";
import { createCaptureSender } from "./capture";
import { createConsoleSender } from "./console";
import { createMsg91Sender } from "./msg91";
import type { SmsSender } from "./types";
import { createWebhookSender } from "./webhook";

export type { CaptureSender, CapturedSms } from "./capture";
export { createCaptureSender } from "./capture";
export { createConsoleSender } from "./console";
export { createMsg91Sender } from "./msg91";
export { type SmsMessage, type SmsSender, SmsDeliveryError } from "./types";
export { createWebhookSender } from "./webhook";

/** The adapter SMS_PROVIDER names (env.ts checks that its settings are present). */
export function smsSenderFromEnv(e: Env): SmsSender {
  switch (e.SMS_PROVIDER) {
    case "console":
      return createConsoleSender();
    case "capture":
      return createCaptureSender(e.SMS_CAPTURE_FILE);
    case "msg91":
      return createMsg91Sender({
        url: e.MSG91_URL,
        authKey: e.MSG91_AUTH_KEY ?? "",
        templateId: e.MSG91_TEMPLATE_ID ?? "",
        senderId: e.SMS_SENDER_ID,
        dltTemplateId: e.SMS_DLT_TEMPLATE_ID,
        timeoutMs: e.SMS_TIMEOUT_MS,
      });
    case "webhook":
      return createWebhookSender({
        url: e.SMS_WEBHOOK_URL ?? "",
        secret: e.SMS_WEBHOOK_SECRET,
        senderId: e.SMS_SENDER_ID,
        dltTemplateId: e.SMS_DLT_TEMPLATE_ID,
        timeoutMs: e.SMS_TIMEOUT_MS,
      });
  }
}
