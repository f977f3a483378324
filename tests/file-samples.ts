/**
 * Small well-formed files of each accepted upload type (the origin walks each to its end, issue 29),
 * for the worker, unit and browser tests. Pure bytes: no Node or workerd API.
 */

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const bytes = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));

/** One PNG chunk (the CRC is not checked by the origin; zeros here). */
export function pngChunk(type: string, data: number[] | Uint8Array = []): number[] {
  return [...be32(data.length), ...bytes(type), ...data, 0, 0, 0, 0];
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk('IHDR', [...be32(1), ...be32(1), 8, 6, 0, 0, 0]);

/** A 1×1 PNG. */
export const PNG = new Uint8Array([
  ...PNG_SIGNATURE,
  ...IHDR,
  ...pngChunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1]),
  ...pngChunk('IEND'),
]);

/**
 * A PNG of exactly `size` bytes (≥ 57): one IDAT whose data is zeros. `head` is everything before the
 * zeros, `tail` everything after — for generated bodies that never hold the file whole.
 */
export function pngOfSize(size: number): { head: Uint8Array; fill: number; tail: Uint8Array } {
  const tail = new Uint8Array([0, 0, 0, 0, ...pngChunk('IEND')]);
  const headLength = PNG_SIGNATURE.length + IHDR.length + 8;
  const fill = size - headLength - tail.length;
  const head = new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...be32(fill), ...bytes('IDAT')]);
  return { head, fill, tail };
}

/** The whole of pngOfSize (tests of small sizes). */
export function pngBytes(size: number): Uint8Array {
  const { head, fill, tail } = pngOfSize(size);
  const out = new Uint8Array(size);
  out.set(head);
  out.set(tail, head.length + fill);
  return out;
}

/** A minimal baseline JPEG's segments: SOI, APP0, DQT-less SOF0, SOS with entropy data (incl. a stuffed 0xFF00 and a restart), EOI. */
export const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  ...bytes('JFIF'),
  0,
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xc0,
  0,
  11,
  8,
  0,
  1,
  0,
  1,
  1,
  1,
  0x11,
  0,
  0xff,
  0xda,
  0,
  8,
  1,
  1,
  0,
  0,
  0x3f,
  0,
  0x12,
  0x34,
  0xff,
  0x00,
  0x56,
  0xff,
  0xd0,
  0x78,
  0xff,
  0xd9,
]);

/** A lossless WebP container (a VP8L chunk of odd size, padded). */
export const WEBP = (() => {
  const vp8l = [0x2f, 0, 0, 0, 0];
  const chunk = [...bytes('VP8L'), ...le32(vp8l.length), ...vp8l, 0];
  return new Uint8Array([...bytes('RIFF'), ...le32(4 + chunk.length), ...bytes('WEBP'), ...chunk]);
})();

/** A one-page PDF with its cross-reference table, startxref and %%EOF. */
export const PDF = (() => {
  const body =
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  const xref = body.length;
  return new Uint8Array(
    bytes(
      `${body}xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
})();

/** `a` then `b`. */
export function concat(a: Uint8Array | number[], b: Uint8Array | number[] | string): Uint8Array {
  const second = typeof b === 'string' ? bytes(b) : Array.from(b);
  return new Uint8Array([...Array.from(a), ...second]);
}
