/**
 * Request bodies read within a bound (the proxy's JSON and multipart calls, the form posts of
 * worker/forms). The declared Content-Length can lie or be absent (chunked), so bytes are counted
 * while reading.
 */
export async function readBounded(request: Request, cap: number): Promise<ArrayBuffer | 'too_large'> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap) return 'too_large';
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      return 'too_large';
    }
    chunks.push(value);
  }
  const buffer = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return buffer.buffer;
}

/** Beyond this an unread body is cancelled rather than read to its end. */
export const DRAIN_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * Reads and discards a body nobody read (an early 403/404/405/413/415). Answering while the client
 * is still sending makes Node's HTTP server behind `vite preview` (npm start) fail the exchange with
 * its own HTML 500, sometimes the next request on the connection too (issue 14 §2, decision 0194).
 * Bounded: past DRAIN_LIMIT_BYTES the stream is cancelled.
 */
export async function drainBody(request: Request, limit = DRAIN_LIMIT_BYTES): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return;
      }
    }
  } catch {
    // the client went away: nothing left to drain
  }
}
