import { faceWidth } from './geometry';
import { type EngineErrorCode, type FromEngine, POINTS, type ToEngine } from './protocol';
import type { Landmarks, Pt } from './types';

/**
 * The shell's side of the engine (docs/tryon.md "Engine"): starts the worker when a visitor first
 * starts a try-on (never at page load), sends it frames and answers each with the faces found, the
 * largest first. Frames larger than `maxSide` are scaled down before they cross to the worker; the
 * landmarks come back in the caller's frame pixels.
 */

export class EngineError extends Error {
  constructor(readonly code: EngineErrorCode) {
    super(code);
  }
}

export type Detection = { faces: Landmarks[]; ms: number };

export class Engine {
  private worker: Worker | null = null;
  private ready: Promise<number> | null = null;
  private next = 1;
  private pending = new Map<number, { resolve: (d: Detection) => void; scale: number }>();
  private failure: ((e: EngineError) => void) | null = null;

  constructor(private readonly base: string) {}

  /** Starts the worker once; resolves with its start-up time in ms. */
  start(): Promise<number> {
    this.ready ??= new Promise<number>((resolve, reject) => {
      const worker = new Worker(`${this.base}engine-worker.js`);
      this.worker = worker;
      this.failure = (e) => {
        reject(e);
        for (const p of this.pending.values()) p.resolve({ faces: [], ms: 0 });
        this.pending.clear();
      };
      worker.onerror = () => this.failure?.(new EngineError('engine'));
      worker.onmessage = (e: MessageEvent<FromEngine>) => {
        const m = e.data;
        if (m.type === 'ready') resolve(m.ms);
        else if (m.type === 'error') this.failure?.(new EngineError(m.code));
        else this.answer(m);
      };
    });
    return this.ready;
  }

  private answer(m: Extract<FromEngine, { type: 'faces' }>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    // The largest face (the nearest) first.
    const faces = m.faces.map((f) => toLandmarks(f, p.scale)).sort((a, b) => faceWidth(b) - faceWidth(a));
    p.resolve({ faces, ms: m.ms });
  }

  /** Finds the faces on a frame (`width` × `height` pixels of `source`). */
  async detect(source: ImageBitmapSource, width: number, height: number, still: boolean, maxSide = 640) {
    await this.start();
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const bitmap = await createImageBitmap(source, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'medium',
    });
    const id = this.next++;
    return new Promise<Detection>((resolve) => {
      this.pending.set(id, { resolve, scale });
      this.post({ type: 'detect', id, bitmap, still }, [bitmap]);
    });
  }

  reset(): void {
    if (this.worker) this.post({ type: 'reset' });
  }

  private post(message: ToEngine, transfer: Transferable[] = []): void {
    this.worker?.postMessage(message, transfer);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = null;
    this.pending.clear();
  }
}

function toLandmarks(flat: Float32Array, scale: number): Pt[] {
  const points: Pt[] = [];
  for (let i = 0; i < POINTS; i++) {
    points.push({ x: flat[i * 3]! / scale, y: flat[i * 3 + 1]! / scale, z: flat[i * 3 + 2]! / scale });
  }
  return points;
}
