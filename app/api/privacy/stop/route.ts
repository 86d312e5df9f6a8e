import { getDb } from "@/src/db";
import { authRuntime } from "@/src/server/auth/runtime";
import { readJson, withApi } from "@/src/server/http/api";
import { parseBody, stopBody, stopLinkInvalid, undoLimited } from "@/src/server/privacy/http";
import { stopByLink, UndoLimitError, undoStopByLink } from "@/src/server/privacy/stop";

// POST /api/privacy/stop – the stop link's action (no login: the signed token is the proof).
// {token} stops all contact about that request; {token, undo: true} gives back what that stop
// withdrew (read from the consent ledger, never from the request).
export const POST = withApi(async ({ request }) => {
  const body = parseBody(stopBody, await readJson(request));
  const now = authRuntime().now;
  const result = body.undo
    ? await undoStopByLink(getDb(), body.token, now).catch((error: unknown) => {
        if (error instanceof UndoLimitError) throw undoLimited();
        throw error;
      })
    : await stopByLink(getDb(), body.token, now);
  if (!result) throw stopLinkInvalid();
  return result;
});
