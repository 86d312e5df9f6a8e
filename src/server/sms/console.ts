import "server-only";
import type { SmsSender } from "./types";

/**
 * Development adapter: prints each SMS as one JSON line
 * `{"event":"sms.console","to":…,"text":…}` on stdout instead of sending it. The OTP is in that
 * line on purpose (that is how a developer logs in); never use it in production.
 */
export function createConsoleSender(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): SmsSender {
  return {
    provider: "console",
    async send({ to, text }) {
      write(JSON.stringify({ event: "sms.console", to, text }));
    },
  };
}
