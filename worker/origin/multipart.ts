/**
 * A streaming multipart/form-data reader (issue 15 §8, decision 0219). The body is read chunk by chunk
 * with a running byte count; a part is handed over as soon as it ends, so at most one part (a file is
 * at most 5 MiB) plus one boundary's worth of look-ahead is held in memory — never the whole body.
 * R2 wants a known length for a put, which a multipart part only has once it has ended: a part is the
 * smallest unit that can be stored.
 */

export type PartHead = { name: string; filename: string | null; type: string };
export type Part = PartHead & { bytes: Uint8Array };

/** Why reading stopped; the caller maps each to its answer. */
export class MultipartError extends Error {
  constructor(
    readonly reason: 'too_large' | 'part_too_large' | 'malformed',
    readonly part?: string,
  ) {
    super(reason);
  }
}

export type MultipartLimits = {
  /** The whole body, counted while reading (Content-Length may lie or be absent). */
  maxBodyBytes: number;
  /** One part's bytes, by its head (files and text fields differ). */
  maxPartBytes: (head: PartHead) => number;
};

const CRLF = new Uint8Array([13, 10]);
const HEADER_END = new Uint8Array([13, 10, 13, 10]);
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 200;

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  const m = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(
    contentType ?? '',
  );
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (let i = haystack.indexOf(first, from); i !== -1; i = haystack.indexOf(first, i + 1)) {
    if (i + needle.length > haystack.length) return -1;
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function parseHead(text: string): PartHead | null {
  let name: string | null = null;
  let filename: string | null = null;
  let type = 'text/plain';
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) return null;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') {
      if (!/^form-data\b/i.test(value)) return null;
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? null;
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? null;
    } else if (key === 'content-type') {
      type = value.toLowerCase();
    }
  }
  return name === null ? null : { name, filename, type };
}

/**
 * Reads the body and calls `onPart` for each part in order, awaiting it (so a part can be stored before
 * the next is read). A part's `bytes` is a view of a buffer reused for the next part: valid until
 * `onPart` resolves. Throws MultipartError on overflow or malformed input; the reader is cancelled.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
  onPart: (part: Part) => Promise<void>,
): Promise<void> {
  if (!body) throw new MultipartError('malformed');
  const encoder = new TextEncoder();
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const reader = body.getReader();
  let total = 0;
  let buf: Uint8Array = new Uint8Array(0);
  let scratch = new Uint8Array(0);
  let done = false;

  const more = async (): Promise<boolean> => {
    if (done) return false;
    let r: ReadableStreamReadResult<Uint8Array>;
    try {
      r = await reader.read();
    } catch {
      throw new MultipartError('malformed'); // the client went away mid-body
    }
    if (r.done) {
      done = true;
      return false;
    }
    total += r.value.byteLength;
    if (total > limits.maxBodyBytes) throw new MultipartError('too_large');
    buf = concat(buf, r.value);
    return true;
  };

  try {
    // Preamble, then the first boundary.
    let at = indexOf(buf, opening);
    while (at === -1) {
      if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('malformed');
      if (!(await more())) throw new MultipartError('malformed');
      at = indexOf(buf, opening);
    }
    buf = buf.subarray(at + opening.length);
    for (let count = 0; ; count++) {
      // After a boundary: `--` ends the body, CRLF starts a part.
      while (buf.length < 2) if (!(await more())) throw new MultipartError('malformed');
      if (buf[0] === 45 && buf[1] === 45) break;
      if (buf[0] !== CRLF[0] || buf[1] !== CRLF[1]) throw new MultipartError('malformed');
      if (count >= MAX_PARTS) throw new MultipartError('malformed');
      buf = buf.subarray(2);

      let end = indexOf(buf, HEADER_END);
      while (end === -1) {
        if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('malformed');
        if (!(await more())) throw new MultipartError('malformed');
        end = indexOf(buf, HEADER_END);
      }
      const head = parseHead(new TextDecoder().decode(buf.subarray(0, end)));
      if (!head) throw new MultipartError('malformed');
      buf = buf.subarray(end + HEADER_END.length);
      const cap = limits.maxPartBytes(head);

      // The part's bytes run to the next delimiter; they are copied straight into one scratch buffer
      // per request (grown to the largest cap met), keeping back only what could start a delimiter.
      if (scratch.length < cap) scratch = new Uint8Array(cap);
      let size = 0;
      let stop = indexOf(buf, delimiter);
      while (stop === -1) {
        const safe = Math.max(0, buf.length - delimiter.length);
        if (safe > 0) {
          if (size + safe > cap) throw new MultipartError('part_too_large', head.name);
          scratch.set(buf.subarray(0, safe), size);
          size += safe;
          buf = buf.subarray(safe);
        }
        if (!(await more())) throw new MultipartError('malformed');
        stop = indexOf(buf, delimiter);
      }
      if (size + stop > cap) throw new MultipartError('part_too_large', head.name);
      scratch.set(buf.subarray(0, stop), size);
      size += stop;
      buf = buf.subarray(stop + delimiter.length);
      const bytes = scratch.subarray(0, size);
      await onPart({ ...head, bytes });
    }
    // Anything after the closing boundary (the epilogue) is read and counted, never kept.
    buf = new Uint8Array(0);
    while (await more()) buf = new Uint8Array(0);
  } catch (err) {
    await reader.cancel().catch(() => {});
    throw err;
  }
}
