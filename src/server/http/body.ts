import "server-only";

/**
 * A request's body as bytes, refused as soon as it passes `maxBytes`: first by its declared
 * Content-Length, before any byte is read, then while reading (a client may declare less, or
 * stream without a length). Never holds more than `maxBytes` plus one chunk. `tooLarge` makes
 * the caller's own error (its message and status), given the declared length when there was one.
 * An absent body is empty.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLarge: (declaredBytes: number | null) => Error,
): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  const declaredBytes = declared === null ? Number.NaN : Number(declared);
  if (Number.isFinite(declaredBytes) && declaredBytes > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(declaredBytes);
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(null);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
