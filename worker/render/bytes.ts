/**
 * Byte-level search and splicing of response bodies, shared by the edge HTML cache (the nonce cut out
 * of stored pages, decision 0180) and the late-translations stream (decision 0249). Needles are ASCII
 * markers, which never occur inside a multi-byte UTF-8 character, so nothing is decoded.
 */

/** Whether `needle` stands in `hay` at `at`. */
export function startsWithBytes(hay: Uint8Array, needle: Uint8Array, at: number): boolean {
  if (at < 0 || at + needle.length > hay.length) return false;
  for (let k = 0; k < needle.length; k++) if (hay[at + k] !== needle[k]) return false;
  return true;
}

/** The first index of `needle` in `hay` at or after `from`, or -1 (the native scan finds its first byte). */
export function indexOfBytes(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let i = hay.indexOf(first, from); i !== -1; i = hay.indexOf(first, i + 1)) {
    if (i + needle.length > hay.length) return -1;
    if (startsWithBytes(hay, needle, i)) return i;
  }
  return -1;
}

/** The byte ranges between occurrences of `needle` (n occurrences → n + 1 segments). */
export function splitBytes(bytes: Uint8Array, needle: Uint8Array): Uint8Array<ArrayBuffer>[] {
  const out: Uint8Array<ArrayBuffer>[] = [];
  let start = 0;
  for (let i = indexOfBytes(bytes, needle, 0); i !== -1; i = indexOfBytes(bytes, needle, start)) {
    out.push(bytes.slice(start, i));
    start = i + needle.length;
  }
  out.push(bytes.slice(start));
  return out;
}

/** The segments with `separator` between every two: the inverse of splitBytes. */
export function joinBytes(
  segments: readonly Uint8Array[],
  separator: Uint8Array = EMPTY,
): Uint8Array<ArrayBuffer> {
  let length = separator.length * (segments.length - 1);
  for (const s of segments) length += s.length;
  const out = new Uint8Array(length);
  let at = 0;
  segments.forEach((s, i) => {
    if (i > 0) {
      out.set(separator, at);
      at += separator.length;
    }
    out.set(s, at);
    at += s.length;
  });
  return out;
}

const EMPTY = new Uint8Array(0);
