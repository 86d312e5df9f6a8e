import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { SmsMessage, SmsSender } from "./types";

export interface CapturedSms {
  to: string;
  text: string;
  at: string;
}

export interface CaptureSender extends SmsSender {
  /** Messages captured by this process, oldest first. */
  readonly messages: CapturedSms[];
  clear(): void;
}

/**
 * Test adapter (after the Epic Stack's captured e-mails): keeps each SMS in memory and, when a file
 * is given, appends it as one JSON line `{to,text,at}` so that browser tests (another process)
 * can read the OTP the app "sent".
 */
export function createCaptureSender(
  file?: string,
  now: () => Date = () => new Date(),
): CaptureSender {
  const messages: CapturedSms[] = [];
  if (file) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return {
    provider: "capture",
    messages,
    clear: () => {
      messages.length = 0;
    },
    async send({ to, text }: SmsMessage) {
      const entry: CapturedSms = { to, text, at: now().toISOString() };
      messages.push(entry);
      if (file) await fs.promises.appendFile(file, `${JSON.stringify(entry)}\n`);
    },
  };
}
