import "server-only";
import type { Locale } from "@/src/lib/i18n";

/** A message in every locale (`apiText`, `localText` in ./messages). */
export type LocalText = Readonly<Record<Locale, string>>;

/**
 * What an error says: a message in every locale, or a plain string (a zod message from a shared
 * schema, say), which the answer translates when the catalogues know it (./messages `textIn`).
 */
export type ErrorText = string | LocalText;

/** One error shape for every API failure (after dub's DubApiError). */
export class AppError extends Error {
  /** The messages in English, the default locale (logs, tests, callers that do not localise). */
  readonly messages: string[];

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly texts: readonly ErrorText[],
    readonly headers: Record<string, string> = {},
  ) {
    const messages = texts.map((text) => (typeof text === "string" ? text : text.en));
    super(messages[0] ?? `HTTP ${status}`);
    this.messages = messages;
  }
}

export const STATUS_TEXT: Record<number, string> = {
  200: "Success",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};
