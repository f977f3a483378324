import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../worker/origin/file-structure';
import { concat, JPEG, PDF, PNG, PNG_SIGNATURE, pngBytes, pngChunk, WEBP } from '../file-samples';

/**
 * Uploads are walked to their end (issue 29): a real signature followed by an HTML page, or any
 * trailing data, is not the image (or PDF) it says it is.
 */
const HTML = '<html><script>alert(1)</script></html>';

describe('upload structure', () => {
  it('accepts well-formed files of every accepted type', () => {
    expect(fileProblem('image/png', PNG)).toBeNull();
    expect(fileProblem('image/png', pngBytes(4096))).toBeNull();
    expect(fileProblem('image/jpeg', JPEG)).toBeNull();
    expect(fileProblem('image/webp', WEBP)).toBeNull();
    expect(fileProblem('application/pdf', PDF)).toBeNull();
    // A PDF may end without a final newline, or with CRLF.
    const bare = PDF.subarray(0, PDF.length - 1);
    expect(fileProblem('application/pdf', bare)).toBeNull();
    expect(fileProblem('application/pdf', concat(bare, '\r\n'))).toBeNull();
  });

  it('refuses a signature followed by HTML (the polyglot)', () => {
    expect(fileProblem('image/png', concat(PNG_SIGNATURE, HTML))).not.toBeNull();
    expect(
      fileProblem('image/png', concat([...PNG_SIGNATURE, ...pngChunk('IHDR', new Array(13).fill(0))], HTML)),
    ).not.toBeNull();
    expect(fileProblem('image/jpeg', concat([0xff, 0xd8, 0xff, 0xe0], HTML))).not.toBeNull();
    expect(fileProblem('application/pdf', new TextEncoder().encode(`%PDF-1.7\n${HTML}`))).not.toBeNull();
  });

  it('refuses trailing data after the end marker', () => {
    expect(fileProblem('image/png', concat(PNG, HTML))).toBe('data after IEND');
    expect(fileProblem('image/png', concat(PNG, [0]))).toBe('data after IEND');
    expect(fileProblem('image/jpeg', concat(JPEG, HTML))).toBe('data after EOI');
    expect(fileProblem('image/webp', concat(WEBP, HTML))).toBe('data after the RIFF container');
    expect(fileProblem('application/pdf', concat(PDF, HTML))).toBe('data after %%EOF');
  });

  it('refuses truncated and malformed containers', () => {
    expect(fileProblem('image/png', PNG.subarray(0, PNG.length - 12))).toBe('no IEND');
    expect(fileProblem('image/png', PNG.subarray(0, 30))).not.toBeNull();
    // IEND without image data; a first chunk other than IHDR; a chunk type that is not letters.
    expect(
      fileProblem(
        'image/png',
        concat(PNG_SIGNATURE, [...pngChunk('IHDR', new Array(13).fill(0)), ...pngChunk('IEND')]),
      ),
    ).toBe('no image data');
    expect(
      fileProblem('image/png', concat(PNG_SIGNATURE, [...pngChunk('IDAT', [1]), ...pngChunk('IEND')])),
    ).toBe('IHDR must come first');
    expect(fileProblem('image/png', concat(PNG_SIGNATURE, pngChunk('<ht>', [1])))).toBe('malformed chunk');
    expect(fileProblem('image/jpeg', JPEG.subarray(0, JPEG.length - 2))).toBe('no EOI');
    expect(fileProblem('image/webp', WEBP.subarray(0, WEBP.length - 2))).toBe('truncated');
    const noXref = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    expect(fileProblem('application/pdf', noXref)).not.toBeNull();
    const farXref = new TextEncoder().encode('%PDF-1.7\nstartxref\n99999\n%%EOF\n');
    expect(fileProblem('application/pdf', farXref)).toBe('startxref points past the end');
  });

  it('refuses one type declared as another', () => {
    expect(fileProblem('image/png', JPEG)).not.toBeNull();
    expect(fileProblem('image/jpeg', PNG)).not.toBeNull();
    expect(fileProblem('application/pdf', PNG)).not.toBeNull();
    expect(fileProblem('image/webp', PDF)).not.toBeNull();
  });
});
