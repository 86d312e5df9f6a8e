import "server-only";

/** One error shape for every API failure (STYLE: dub's DubApiError). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages[0] ?? `HTTP ${status}`);
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
