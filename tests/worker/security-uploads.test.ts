import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SUPPORT_UPLOAD_LIMITS } from '../../shared/smb/support';
import { pngOfSize } from '../file-samples';
import { uploadCount } from './security-helpers';
import { rowCounts, uniqueEmail } from './smb-helpers';

/**
 * Upload limits (issue 15 §8, decision 0219). Bodies are generated on demand by a pull stream that is
 * never held whole here either, and that counts how much the worker pulled: a refusal must come after
 * reading no more than the limit it enforces (plus one chunk of look-ahead), never after the whole body.
 */

const L = SUPPORT_UPLOAD_LIMITS;
const CHUNK = 64 * 1024;
const BOUNDARY = 'sec15boundary7MA4YWxkTrZu0gW';
const enc = new TextEncoder();

type Segment = Uint8Array | { fill: number; head: Uint8Array };

function textPart(name: string, value: string): Uint8Array {
  return enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}
function filePart(name: string, size: number): Segment[] {
  const png = pngOfSize(size);
  return [
    enc.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    // A well-formed PNG of exactly `size` bytes (the origin walks it to IEND, issue 29).
    png.head,
    { fill: png.fill, head: new Uint8Array() },
    png.tail,
    enc.encode('\r\n'),
  ];
}
function fieldParts(): Uint8Array[] {
  const f: Record<string, string> = {
    supportType: 'SALES',
    firstName: 'Lia',
    lastName: 'Park',
    businessName: 'Glow Shop',
    email: uniqueEmail('upload'),
    country: 'US',
    description: 'Files attached.',
  };
  return Object.entries(f).map(([k, v]) => textPart(`support.${k}`, v));
}
const closing = () => enc.encode(`--${BOUNDARY}--\r\n`);

/** A pull stream over the segments, in CHUNK-sized pieces, counting what the reader took. */
function generated(segments: Segment[]) {
  const size = segments.reduce((n, s) => n + (s instanceof Uint8Array ? s.length : s.fill), 0);
  const counter = { pulled: 0, size };
  let index = 0;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const s = segments[index];
        if (!s) return controller.close();
        const length = s instanceof Uint8Array ? s.length : s.fill;
        const n = Math.min(CHUNK, length - offset);
        let chunk: Uint8Array;
        if (s instanceof Uint8Array) chunk = s.subarray(offset, offset + n);
        else {
          chunk = new Uint8Array(n);
          if (offset === 0) chunk.set(s.head.subarray(0, n));
        }
        offset += n;
        if (offset >= length) {
          index++;
          offset = 0;
        }
        counter.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

let ipSeq = 0;
function post(segments: Segment[], o: { ip?: string; contentLength?: number } = {}) {
  const { stream, counter } = generated(segments);
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    'Sec-Fetch-Site': 'same-origin',
    'CF-Connecting-IP': o.ip ?? `10.15.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`,
  };
  if (o.contentLength !== undefined) headers['Content-Length'] = String(o.contentLength);
  const response = SELF.fetch('http://localhost/smb-frontend/support/create-request.action', {
    method: 'POST',
    headers,
    body: stream,
    // @ts-expect-error: a streamed request body (workerd accepts it; the DOM type lacks `duplex`)
    duplex: 'half',
  });
  return { response, counter };
}

async function nothingWritten<T>(run: () => Promise<T>): Promise<T> {
  const rows = await rowCounts();
  const objects = await uploadCount();
  const out = await run();
  expect({ ...(await rowCounts()), rate_limits: 0 }).toEqual({ ...rows, rate_limits: 0 });
  expect(await uploadCount()).toBe(objects);
  return out;
}

describe('upload limits (§8)', () => {
  it(`the maximum — ${L.maxFiles} files of exactly ${L.maxFileBytes} bytes — is stored whole`, async () => {
    const segments: Segment[] = [...fieldParts()];
    for (let i = 0; i < L.maxFiles; i++) segments.push(...filePart(`files[${i}]`, L.maxFileBytes));
    segments.push(closing());
    const before = await uploadCount();
    const { response, counter } = post(segments);
    const res = await response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { supportId: string; files: number };
    expect(body.files).toBe(L.maxFiles);
    expect(counter.size).toBeLessThanOrEqual(L.maxBodyBytes);
    expect(await uploadCount()).toBe(before + L.maxFiles);
    const { results } = await env.DB.prepare('SELECT size FROM support_files WHERE support_id = ?')
      .bind(body.supportId)
      .all<{ size: number }>();
    expect(results.map((r) => r.size)).toEqual(new Array(L.maxFiles).fill(L.maxFileBytes));
  });

  it('the maximum + 1 byte in a file: 413 after reading at most that file, nothing left behind', async () => {
    await nothingWritten(async () => {
      const segments: Segment[] = [
        ...fieldParts(),
        ...filePart('files[0]', L.maxFileBytes + 1),
        ...filePart('files[1]', L.maxFileBytes),
        closing(),
      ];
      const { response, counter } = post(segments);
      const res = await response;
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe('file_too_large');
      expect(counter.pulled).toBeLessThan(L.maxFileBytes + 8 * CHUNK);
      expect(counter.pulled).toBeLessThan(counter.size);
    });
  });

  it('the whole body over the maximum by a byte (no Content-Length): 413, the stored files removed', async () => {
    await nothingWritten(async () => {
      const segments: Segment[] = [...fieldParts()];
      for (let i = 0; i < L.maxFiles; i++) segments.push(...filePart(`files[${i}]`, L.maxFileBytes));
      segments.push(closing());
      const size = segments.reduce((n, s) => n + (s instanceof Uint8Array ? s.length : s.fill), 0);
      segments.push({ fill: L.maxBodyBytes - size + 1, head: new Uint8Array() }); // an epilogue to max + 1
      const { response, counter } = post(segments);
      const res = await response;
      expect(res.status).toBe(413);
      expect(counter.size).toBe(L.maxBodyBytes + 1);
      expect(counter.pulled).toBeLessThanOrEqual(L.maxBodyBytes + 8 * CHUNK);
    });
  });

  it('a declared Content-Length over the maximum: 413 before the body is read', async () => {
    await nothingWritten(async () => {
      const segments: Segment[] = [...fieldParts(), ...filePart('files[0]', L.maxFileBytes), closing()];
      const { response, counter } = post(segments, { contentLength: L.maxBodyBytes + 1 });
      const res = await response.catch(() => null);
      // workerd may refuse a body shorter than its declared length on its own; either way nothing is read.
      if (res) expect(res.status).toBe(413);
      expect(counter.pulled).toBeLessThanOrEqual(8 * CHUNK);
    });
  });

  it('one file too many: 413, and the files already stored are removed', async () => {
    await nothingWritten(async () => {
      const segments: Segment[] = [...fieldParts()];
      for (let i = 0; i <= L.maxFiles; i++) segments.push(...filePart(`files[${i}]`, 1024));
      segments.push(closing());
      const res = await post(segments).response;
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe('too_many_files');
    });
  });

  it('over the rate limit: 429 before the body is read', async () => {
    const ip = '10.15.250.1';
    for (let i = 0; i < 10; i++) {
      const res = await post([...fieldParts(), ...filePart('files[0]', 100), closing()], { ip }).response;
      expect(res.status).toBe(200);
    }
    await nothingWritten(async () => {
      const segments: Segment[] = [...fieldParts(), ...filePart('files[0]', L.maxFileBytes), closing()];
      const { response, counter } = post(segments, { ip });
      const res = await response;
      expect(res.status).toBe(429);
      expect(counter.pulled).toBeLessThanOrEqual(8 * CHUNK);
    });
  });
});
