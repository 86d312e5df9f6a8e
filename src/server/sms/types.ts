import "server-only";

/** One SMS to send. `to` is E.164 with the plus: '+919876543210'. */
export interface SmsMessage {
  to: string;
  text: string;
  /** The code, for providers whose DLT template takes it as a variable. */
  otp?: string;
}

/**
 * An SMS provider adapter (console, capture, HTTP providers; src/server/auth/README.md). `send`
 * resolves once the provider accepted the message.
 */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; `detail` is for logs, never for the user. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
    readonly httpStatus?: number,
  ) {
    super(`${provider}: ${detail}`);
    this.name = "SmsDeliveryError";
  }
}

/** POSTs JSON with a timeout; network failures and timeouts become SmsDeliveryError. */
export async function postJson(
  provider: string,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const name = (error as Error).name;
    const reason = name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
    throw new SmsDeliveryError(provider, reason);
  }
  let text = "";
  try {
    text = await response.text();
  } catch (error) {
    throw new SmsDeliveryError(provider, `answer unreadable: ${String(error)}`, response.status);
  }
  return { status: response.status, text };
}
