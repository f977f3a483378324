import type { SupportUploadType } from '../../shared/smb/support';

/**
 * Is an uploaded file what its type says, to its last byte (issue 29)? workerd has no image decoder,
 * so each accepted type's container is walked to its end: PNG chunks to IEND, JPEG segments to EOI,
 * WebP's RIFF chunks to the declared size, a PDF to its final `startxref` … `%%EOF`. A signature
 * followed by anything else (an HTML page behind a PNG header: a polyglot a browser might sniff) or any
 * trailing data is refused. Answers null when well formed, else what is wrong (for the 415's message).
 */
export function fileProblem(type: SupportUploadType, b: Uint8Array): string | null {
  switch (type) {
    case 'image/png':
      return pngProblem(b);
    case 'image/jpeg':
      return jpegProblem(b);
    case 'image/webp':
      return webpProblem(b);
    case 'application/pdf':
      return pdfProblem(b);
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) | (b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!) >>> 0;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

function pngProblem(b: Uint8Array): string | null {
  if (b.length < 8 || PNG_SIGNATURE.some((x, i) => b[i] !== x)) return 'no PNG signature';
  let at = 8;
  let first = true;
  let idat = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const kind = ascii(b, at + 4, at + 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(kind)) return 'malformed chunk';
    const end = at + 12 + length;
    if (end > b.length) return `chunk ${kind} runs past the end`;
    if (first && (kind !== 'IHDR' || length !== 13)) return 'IHDR must come first';
    first = false;
    if (kind === 'IDAT') idat = true;
    if (kind === 'IEND') {
      if (length !== 0) return 'malformed IEND';
      if (!idat) return 'no image data';
      return end === b.length ? null : 'data after IEND';
    }
    at = end;
  }
  return 'no IEND';
}

/** Markers without a length: RST0–7, TEM (and SOI/EOI, handled apart). */
const STANDALONE = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;

function jpegProblem(b: Uint8Array): string | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return 'no JPEG start';
  let at = 2;
  let scan = false;
  while (at < b.length) {
    if (scan) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      if (b[at] !== 0xff) {
        at++;
        continue;
      }
      const next = b[at + 1];
      if (next === undefined) return 'no EOI';
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        at += next === 0xff ? 1 : 2;
        continue;
      }
      scan = false;
    }
    if (b[at] !== 0xff) return 'malformed segment';
    while (b[at] === 0xff) at++; // fill bytes
    const marker = b[at++];
    if (marker === undefined) return 'no EOI';
    if (marker === 0xd9) return at === b.length ? null : 'data after EOI';
    if (marker === 0xd8 || marker === 0x00) return 'malformed segment';
    if (STANDALONE(marker)) continue;
    if (at + 2 > b.length) return 'no EOI';
    const length = (b[at]! << 8) | b[at + 1]!;
    if (length < 2 || at + length > b.length) return 'segment runs past the end';
    at += length;
    if (marker === 0xda) scan = true;
  }
  return 'no EOI';
}

function webpProblem(b: Uint8Array): string | null {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return 'no WebP header';
  const riff = u32le(b, 4);
  if (riff + 8 !== b.length) return riff + 8 < b.length ? 'data after the RIFF container' : 'truncated';
  let at = 12;
  let first = true;
  while (at < b.length) {
    if (at + 8 > b.length) return 'malformed chunk';
    const kind = ascii(b, at, at + 4);
    if (!/^[A-Z0-9 ]{4}$/i.test(kind)) return 'malformed chunk';
    if (first && !['VP8 ', 'VP8L', 'VP8X'].includes(kind)) return 'no image chunk first';
    first = false;
    const size = u32le(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > b.length) return `chunk ${kind} runs past the end`;
    at = end;
  }
  return first ? 'no image chunk' : null;
}

/**
 * A PDF ends with `startxref`, the cross-reference offset and `%%EOF` (then at most an end of line);
 * the offset must point inside the file. Nothing may follow.
 */
function pdfProblem(b: Uint8Array): string | null {
  if (ascii(b, 0, 5) !== '%PDF-') return 'no PDF header';
  const tail = ascii(b, Math.max(0, b.length - 1024), b.length);
  const m = /startxref[\r\n\t ]+(\d{1,12})[\r\n\t ]+%%EOF[\r\n]{0,2}$/.exec(tail);
  if (!m) return /%%EOF/.test(tail) ? 'data after %%EOF' : 'no startxref … %%EOF at the end';
  if (Number(m[1]) >= b.length) return 'startxref points past the end';
  return null;
}
