/**
 * A `Range` header against a representation of `size` bytes, as RFC 9110 §14 reads it (issue 44, F24):
 * - `none`: no Range, another unit than `bytes` (§14.2: ignored), or several ranges (a server may
 *   answer them whole; video players ask for one) → 200 with the whole body;
 * - `range`: one satisfiable range, clamped to the end (`bytes=0-` , `bytes=500-99999`, `bytes=-500`)
 *   → 206 with `Content-Range: bytes first-last/size`;
 * - `unsatisfiable`: a first byte past the end, a zero-length suffix, an empty representation, or a
 *   `bytes=` specifier that is not valid (`bytes=abc`, `bytes=5-2`) → 416 with
 *   `Content-Range: bytes *\/size` (§14.2 lets a server reject an invalid specifier; §15.5.17).
 */
export type ByteRange =
  | { kind: 'none' }
  | { kind: 'range'; offset: number; length: number }
  | { kind: 'unsatisfiable' };

const BYTES_UNIT = /^\s*bytes\s*=/i;
const ONE_RANGE = /^\s*(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))\s*$/;

export function byteRange(header: string | null, size: number): ByteRange {
  if (header === null) return { kind: 'none' };
  if (!BYTES_UNIT.test(header)) return /^\s*[!#$%&'*+.^`|~\w-]+\s*=/.test(header) ? { kind: 'none' } : UNSAT;
  const set = header.replace(BYTES_UNIT, '');
  const specs = set.split(',');
  if (specs.length > 1) return specs.every((s) => ONE_RANGE.test(s)) ? { kind: 'none' } : UNSAT;
  const m = ONE_RANGE.exec(set);
  if (!m) return UNSAT;
  if (m[3] !== undefined) {
    const suffix = Number(m[3]);
    if (suffix === 0 || size === 0) return UNSAT;
    const length = Math.min(suffix, size);
    return { kind: 'range', offset: size - length, length };
  }
  const first = Number(m[1]);
  const last = m[2] === '' ? Number.POSITIVE_INFINITY : Number(m[2]);
  if (last < first) return UNSAT;
  if (first >= size) return UNSAT;
  return { kind: 'range', offset: first, length: Math.min(last, size - 1) - first + 1 };
}
const UNSAT: ByteRange = { kind: 'unsatisfiable' };

/** `If-Range` (RFC 9110 §13.1.5): the range applies only while the client's validator still matches. */
export function ifRangeHolds(header: string | null, etag: string, lastModified: Date): boolean {
  if (header === null) return true;
  const value = header.trim();
  if (value.startsWith('"')) return value === etag; // strong comparison: a weak tag never matches
  if (value.startsWith('W/')) return false;
  // A date holds only when it is exactly the Last-Modified date (HTTP dates count whole seconds).
  return Date.parse(value) === Math.floor(lastModified.getTime() / 1000) * 1000;
}
